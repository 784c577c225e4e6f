import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DeletePanoramaChartDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { ChartListPage } from "./ChartListPage";
import { chartsMock, SCOPE_MIX } from "./test-fixtures";

describe("the saved charts (/co2panorama/list)", () => {
  it("lists a chart with its data, type and place on the home, without actions for a reader", async () => {
    renderWithProviders(<ChartListPage />, {
      permissions: ["pa"],
      mocks: [chartsMock([SCOPE_MIX])],
    });

    const table = await screen.findByRole("table", { name: "The company's saved charts" });
    const row = (await within(table).findByText("Scope mix 2024")).closest("tr")!;
    expect(within(row).getByText("Emissions by scope")).toBeVisible();
    expect(within(row).getByText("Pie")).toBeVisible();
    expect(within(row).getByText("On the home")).toBeVisible();
    expect(within(row).queryByRole("button")).not.toBeInTheDocument();
    // Share links are an editor's: no tab for a reader.
    expect(screen.queryByRole("tab", { name: "Share links" })).not.toBeInTheDocument();
  });

  it("deletes a chart after a question that says its links stop working", async () => {
    const user = userEvent.setup();
    let deleted = false;
    renderWithProviders(<ChartListPage />, {
      permissions: ["pa", "pa01"],
      mocks: [
        chartsMock([SCOPE_MIX]),
        {
          request: { query: DeletePanoramaChartDocument, variables: { id: 7 } },
          result: () => {
            deleted = true;
            return { data: { deletePanoramaChart: true } };
          },
        },
        chartsMock([]),
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Delete Scope mix 2024" }));
    const question = await screen.findByRole("alertdialog", { name: "Delete chart" });
    expect(question).toHaveTextContent("its share links stop working");
    expect(deleted).toBe(false);
    await user.click(within(question).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText("Chart Scope mix 2024 deleted")).toBeVisible();
    expect(screen.getByRole("tab", { name: "Share links" })).toBeVisible();
  });
});
