import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { ProblemsPanel } from "./ProblemsPanel";

describe("what blocks a calculation", () => {
  it("names each blocked line with its reason and takes the reader to the line", async () => {
    const user = userEvent.setup();
    const shown: number[] = [];
    renderWithProviders(
      <ProblemsPanel
        loading={false}
        onShowLine={(lineId) => shown.push(lineId)}
        problems={[
          {
            lineId: 12,
            name: "LDPE resin",
            reason: "no data source chosen",
          },
          {
            lineId: 14,
            name: "Resin transport",
            reason: "a transport leg needs its distance in km",
          },
        ]}
      />,
    );

    expect(screen.getByText("2 problems block the calculation")).toBeVisible();
    const list = screen.getByRole("list", { name: "Problems" });
    expect(list).toHaveTextContent("LDPE resin: no data source chosen");
    expect(list).toHaveTextContent("Resin transport: a transport leg needs its distance in km");

    await user.click(screen.getByRole("button", { name: "Resin transport" }));
    expect(shown).toEqual([14]);
  });

  it("shows a problem of the model as a whole without a link", () => {
    renderWithProviders(
      <ProblemsPanel
        loading={false}
        onShowLine={() => undefined}
        problems={[{ lineId: 0, name: "PE film", reason: "has no lines" }]}
      />,
    );
    expect(screen.getByText("1 problem blocks the calculation")).toBeVisible();
    expect(screen.queryByRole("button", { name: "PE film" })).not.toBeInTheDocument();
  });

  it("says the model is ready when nothing blocks it, in Chinese too", () => {
    renderWithProviders(
      <ProblemsPanel loading={false} onShowLine={() => undefined} problems={[]} />,
      {
        language: "zh-CN",
      },
    );
    expect(screen.getByText("可以计算：没有被阻止的明细。")).toBeVisible();
  });
});
