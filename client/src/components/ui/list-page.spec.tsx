import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { LuTrash2 } from "react-icons/lu";
import { renderWithProviders } from "../../test/render";
import { useTableState, type Column } from "./data-table";
import { ListPage } from "./list-page";
import { matchesKeyword, pageOf } from "./local-table";
import { RowAction } from "./row-action";
import { useDialogTarget } from "./use-dialog-target";

interface Station {
  id: number;
  name: string;
}

const STATIONS: Station[] = [
  { id: 1, name: "Boiler house" },
  { id: 2, name: "Compressor hall" },
  { id: 3, name: "Paint shop" },
];

/** A list kept in the component: the deletion removes the row, the search narrows the rows. */
function StationList({ onCreate = () => undefined }: { onCreate?: () => void }) {
  const table = useTableState();
  const [stations, setStations] = useState(STATIONS);
  const deleting = useDialogTarget<Station>();
  const matching = stations.filter((station) =>
    matchesKeyword(table.state.keyword, [station.name]),
  );
  const columns: Column<Station>[] = [
    { key: "name", header: "Name", render: (station) => station.name },
    {
      key: "actions",
      header: "Actions",
      render: (station) => (
        <RowAction label={`Delete ${station.name}`} onClick={() => deleting.show(station)} danger>
          <LuTrash2 />
        </RowAction>
      ),
    },
  ];
  return (
    <ListPage
      title="Stations"
      create={{ label: "New station", code: ["gbb01", "sys"], onClick: onCreate }}
      table={table}
      search={{ placeholder: "Search stations" }}
      list={{
        caption: "Stations",
        columns,
        rows: pageOf(matching, table.state),
        rowKey: (station) => station.id,
        total: matching.length,
        loading: false,
        emptyText: "No station matches",
      }}
      remove={{
        target: deleting,
        title: "Delete station",
        message: (station) => `Delete ${station.name}?`,
        onConfirm: (station) =>
          setStations((current) => current.filter((item) => item.id !== station.id)),
      }}
    />
  );
}

describe("ListPage", () => {
  it("shows the create button only to holders of every code it needs", () => {
    const { unmount } = renderWithProviders(<StationList />, { permissions: ["gbb01"] });
    expect(screen.getByRole("heading", { level: 1, name: "Stations" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New station" })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<StationList />, { permissions: ["gbb01", "sys"] });
    expect(screen.getByRole("button", { name: "New station" })).toBeInTheDocument();
  });

  it("searches the rows on submit and says when none match", async () => {
    const user = userEvent.setup();
    renderWithProviders(<StationList />);
    const table = screen.getByRole("table", { name: "Stations" });

    await user.type(screen.getByRole("searchbox", { name: "Search stations" }), "paint{Enter}");

    expect(within(table).getByText("Paint shop")).toBeInTheDocument();
    expect(within(table).queryByText("Boiler house")).not.toBeInTheDocument();
    expect(screen.getByText("1 in total")).toBeInTheDocument();

    await user.clear(screen.getByRole("searchbox", { name: "Search stations" }));
    await user.type(screen.getByRole("searchbox", { name: "Search stations" }), "kiln{Enter}");
    expect(screen.getByText("No station matches")).toBeInTheDocument();
  });

  it("deletes a row after a confirmation naming it, and keeps it when cancelled", async () => {
    const user = userEvent.setup();
    renderWithProviders(<StationList />);
    const table = screen.getByRole("table", { name: "Stations" });

    await user.click(screen.getByRole("button", { name: "Delete Compressor hall" }));
    let dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Delete Compressor hall?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(within(table).getByText("Compressor hall")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Compressor hall" }));
    dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() =>
      expect(within(table).queryByText("Compressor hall")).not.toBeInTheDocument(),
    );
    expect(within(table).getByText("Boiler house")).toBeInTheDocument();
    expect(screen.getByText("2 in total")).toBeInTheDocument();
  });
});
