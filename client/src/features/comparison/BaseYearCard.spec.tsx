import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SetBaseYearCaseDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { BaseYearCard } from "./BaseYearCard";
import { baseYearCasesMock } from "./comparison.fixtures";

describe("BaseYearCard", () => {
  it("offers the calculated cases, oldest first, and saves the one chosen", async () => {
    const user = userEvent.setup();
    renderWithProviders(<BaseYearCard corporationId={1} />, {
      permissions: ["aa", "aa01"],
      mocks: [
        baseYearCasesMock(1, null),
        {
          request: {
            query: SetBaseYearCaseDocument,
            variables: { input: { corporationId: 1, caseId: 11 } },
          },
          result: {
            data: { setBaseYearCase: { __typename: "Corporation", id: 1, baseYearCaseId: 11 } },
          },
        },
      ],
    });
    const select = await screen.findByRole("combobox", { name: "Base-year case" });
    await screen.findByRole("option", { name: "2023 · Works 2023" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "No base year",
      "2023 · Works 2023",
      "2024 · Works 2024",
      "2025 · Works 2025 (not calculated)",
    ]);
    expect(
      screen.getByRole("option", { name: "2025 · Works 2025 (not calculated)" }),
    ).toBeDisabled();
    await user.selectOptions(select, "2023 · Works 2023");
    await user.click(screen.getByRole("button", { name: "Save base year" }));
    expect(await screen.findByText("Base year saved")).toBeInTheDocument();
  });

  it("is read-only without aa01", async () => {
    renderWithProviders(<BaseYearCard corporationId={1} />, {
      permissions: ["aa"],
      mocks: [baseYearCasesMock(1, 11)],
    });
    await screen.findByRole("option", { name: "2023 · Works 2023" });
    expect(screen.getByRole("combobox", { name: "Base-year case" })).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "Base-year case" })).toHaveValue("11");
    expect(screen.queryByRole("button", { name: "Save base year" })).not.toBeInTheDocument();
  });
});
