import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderWithProviders } from "../../test/render";
import { FilePicker, ImportDialogFrame, RejectedRows, useFileImport } from "./import-dialog";

interface Report {
  added: number;
  rejected: { row: number; key: string; reason: string }[];
}

/** A dialog of the frame's kind: `send` stands for the server and its answer. */
function StationImport({
  send,
  open = true,
  onClose = () => undefined,
}: {
  send: (base64: string) => Promise<Report>;
  open?: boolean;
  onClose?: () => void;
}) {
  const importer = useFileImport(send);
  return (
    <ImportDialogFrame
      open={open}
      title="Import stations"
      importer={importer}
      runLabel="Import"
      renderReport={(report) =>
        report.rejected.length > 0 ? (
          <RejectedRows
            label="Problems"
            summary={`Nothing was imported: ${report.rejected.length} row(s) to correct`}
            headers={{ row: "Row", column: "Column", reason: "Reason" }}
            rows={report.rejected}
          />
        ) : (
          <p>{`${report.added} stations added`}</p>
        )
      }
      onClose={onClose}
    >
      <FilePicker {...importer.picker} chooseLabel="Choose file" accept=".csv" />
    </ImportDialogFrame>
  );
}

// "name\nBoiler house" in UTF-8, base64 by hand: "bmFtZQpCb2lsZXIgaG91c2U=".
const CONTENT = "name\nBoiler house";
const file = () => new File([CONTENT], "stations.csv", { type: "text/csv" });

describe("ImportDialogFrame", () => {
  it("runs only once a file is chosen, sends it in base64 and shows the report", async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    renderWithProviders(
      <StationImport
        send={(base64) => {
          sent.push(base64);
          return Promise.resolve({ added: 1, rejected: [] });
        }}
      />,
    );
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();

    await user.upload(screen.getByLabelText("Choose file"), file());
    expect(screen.getByText("stations.csv")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Import" }));

    expect(await screen.findByText("1 stations added")).toBeInTheDocument();
    expect(sent).toEqual(["bmFtZQpCb2lsZXIgaG91c2U="]);
  });

  it("lists the refused rows with their row, column and reason", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <StationImport
        send={() =>
          Promise.resolve({
            added: 0,
            rejected: [{ row: 2, key: "name", reason: "A name is required" }],
          })
        }
      />,
    );
    await user.upload(screen.getByLabelText("Choose file"), file());
    await user.click(screen.getByRole("button", { name: "Import" }));

    const problems = await screen.findByRole("region", { name: "Problems" });
    expect(within(problems).getByText("Nothing was imported: 1 row(s) to correct")).toBeVisible();
    const row = within(problems).getByText("A name is required").closest("tr")!;
    expect(within(row).getByText("2")).toBeInTheDocument();
    expect(within(row).getByText("name")).toBeInTheDocument();
  });

  it("shows why the whole file was refused, and forgets the file on close", async () => {
    const user = userEvent.setup();
    // The dialog stays mounted while closed, as a list page keeps it.
    function Reopening() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Reopen</button>
          <StationImport
            open={open}
            send={() => Promise.reject(new Error("The file has no header row"))}
            onClose={() => setOpen(false)}
          />
        </>
      );
    }
    renderWithProviders(<Reopening />);
    await user.upload(screen.getByLabelText("Choose file"), file());
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("The file has no header row")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Reopen" }));
    await screen.findByRole("dialog", { name: "Import stations" });
    expect(screen.queryByText("The file has no header row")).not.toBeInTheDocument();
    expect(screen.queryByText("stations.csv")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
  });
});
