import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { IndustriesPage } from "./IndustriesPage";
import { IndustryStandardsPage } from "./IndustryStandardsPage";
import { REFERENCE, STANDARDS } from "./test-fixtures";

describe("IndustriesPage", () => {
  it("lists the industry sections with both names and finds them by either", async () => {
    const user = userEvent.setup();
    renderWithProviders(<IndustriesPage />, { permissions: ["gac"], mocks: [REFERENCE] });
    const table = screen.getByRole("table", { name: "Industries" });
    const row = (await within(table).findByText("C")).closest("tr")!;
    expect(within(row).getByText("制造业")).toBeVisible();
    expect(within(row).getByText("Manufacturing")).toBeVisible();
    expect(screen.getByText("2 in total")).toBeVisible();

    await user.type(screen.getByRole("searchbox"), "电力");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(within(table).queryByText("Manufacturing")).not.toBeInTheDocument();
    expect(within(table).getByText("D")).toBeVisible();
    expect(screen.getByText("Read-only: the API has no editing of industries yet.")).toBeVisible();
  });
});

describe("IndustryStandardsPage", () => {
  it("lists the standards and filters them by kind", async () => {
    const user = userEvent.setup();
    renderWithProviders(<IndustryStandardsPage />, { permissions: ["gad"], mocks: [STANDARDS] });
    const table = screen.getByRole("table", { name: "Industry standards" });
    const cement = (await within(table).findByText("CN-GUIDE-CEMENT")).closest("tr")!;
    expect(within(cement).getByText("Chinese industry guideline")).toBeVisible();
    expect(within(cement).getByText("2013")).toBeVisible();
    expect(screen.getByText("3 in total")).toBeVisible();

    await user.selectOptions(screen.getByLabelText("Kind"), "International standard");

    expect(within(table).getByText("ISO14064-1-2018")).toBeVisible();
    expect(within(table).queryByText("CN-GUIDE-CEMENT")).not.toBeInTheDocument();
    expect(screen.getByText("1 in total")).toBeVisible();
  });

  it("shows names in Chinese in the Chinese interface", async () => {
    renderWithProviders(<IndustryStandardsPage />, {
      permissions: ["gad"],
      mocks: [STANDARDS],
      language: "zh-CN",
    });
    expect(
      await screen.findByText("中国水泥生产企业温室气体排放核算方法与报告指南（试行）"),
    ).toBeVisible();
    expect(screen.getAllByText("中国行业指南").length).toBeGreaterThan(0);
  });
});
