import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { ImportEmissionFactorsDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { ImportFactorsDialog } from "./ImportFactorsDialog";

// Two rows of the template's example CSV (docs/factor-import-template.md) and a third with the
// unknown category and unit the document's messages describe.
const CSV = [
  "code,name,nameEn,category,unit,CO2E,region,year,source,gwpBasis",
  "ACME-GRID-2024,外购电力,Purchased electricity,electricity,kWh,0.5703,CN,2024,Supplier statement 2024,AR5",
  "ACME-R410A,R-410A 泄漏,R-410A leakage,fugitive,kg,1,CN,2024,Own records,AR5",
  "ACME-BAD,坏行,Bad row,fuel,barrel,1,CN,2024,Own,AR5",
].join("\n");
const BASE64 = Buffer.from(CSV, "utf8").toString("base64");

const CATEGORY_REASON = 'category "fuel" is not a category code (stationary-combustion, ...)';
const UNIT_REASON =
  'unit "barrel" is not a unit id, symbol or name (kg, t, m³, kWh, 吨, 千瓦时, 立方米, ...)';

function importMock(global = false) {
  return {
    request: {
      query: ImportEmissionFactorsDocument,
      variables: { input: { kind: "csv", base64: BASE64, global } },
    },
    result: {
      data: {
        importEmissionFactors: {
          __typename: "ImportReport",
          added: 0,
          changed: 0,
          unchanged: 0,
          // All rows or none: the two good rows are not written either.
          rejected: [
            {
              __typename: "RejectedRowType",
              row: 4,
              key: "ACME-BAD",
              column: "category",
              reason: CATEGORY_REASON,
            },
            {
              __typename: "RejectedRowType",
              row: 4,
              key: "ACME-BAD",
              column: "unit",
              reason: UNIT_REASON,
            },
          ],
        },
      },
    },
  };
}

const file = () => new File([CSV], "factors.csv", { type: "text/csv" });

describe("ImportFactorsDialog", () => {
  // jsdom has no PointerEvent, which Ark's checkboxes construct on a click; a MouseEvent does.
  beforeAll(() => {
    if (!("PointerEvent" in window)) Object.assign(window, { PointerEvent: MouseEvent });
  });

  it("sends the chosen file and, when a row is bad, says nothing was imported and lists every error", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportFactorsDialog open onClose={() => undefined} />, {
      permissions: ["gaa02"],
      mocks: [importMock()],
    });
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();

    await user.upload(screen.getByLabelText("File"), file());
    await user.click(screen.getByRole("button", { name: "Import" }));

    const report = await screen.findByRole("region", { name: "Import report" });
    const count = (label: string) => within(report).getByText(label).nextSibling?.textContent;
    expect(count("Added")).toBe("0");
    expect(count("Changed")).toBe("0");
    expect(count("Unchanged")).toBe("0");
    expect(count("Rejected rows")).toBe("2");

    expect(
      within(report).getByText(
        "Nothing was imported: 2 errors were found. Correct them and import the whole file again.",
      ),
    ).toBeVisible();
    const rejected = within(report).getByRole("table", { name: "Rejected rows" });
    const unitRow = within(rejected).getByText(UNIT_REASON).closest("tr")!;
    expect(within(unitRow).getByText("4")).toBeInTheDocument();
    expect(within(unitRow).getByText("unit")).toBeInTheDocument();
    expect(within(rejected).getByText(CATEGORY_REASON)).toBeInTheDocument();
  });

  it("shows why the server refused the whole file", async () => {
    const message = "The file could not be read: a header without the required columns (code)";
    const user = userEvent.setup();
    renderWithProviders(<ImportFactorsDialog open onClose={() => undefined} />, {
      permissions: ["gaa02"],
      mocks: [
        {
          request: { query: ImportEmissionFactorsDocument, variables: () => true },
          result: {
            errors: [
              new GraphQLError(message, {
                extensions: { code: "BAD_USER_INPUT", field: "base64" },
              }),
            ],
          },
        },
      ],
    });
    await user.upload(screen.getByLabelText("File"), file());
    await user.click(screen.getByRole("button", { name: "Import" }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText("The file was not imported")).toBeInTheDocument();
  });

  it("imports into the global library only for the platform operator who asks", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportFactorsDialog open onClose={() => undefined} />, {
      permissions: ["gaa02", "sys"],
      mocks: [importMock(true)],
    });
    await user.click(screen.getByRole("checkbox", { name: "Into the global library" }));
    await user.upload(screen.getByLabelText("File"), file());
    await user.click(screen.getByRole("button", { name: "Import" }));

    expect(await screen.findByRole("region", { name: "Import report" })).toBeInTheDocument();
  });

  it("does not offer the global library without sys", () => {
    renderWithProviders(<ImportFactorsDialog open onClose={() => undefined} />, {
      permissions: ["gaa02"],
    });
    expect(screen.queryByText("Into the global library")).not.toBeInTheDocument();
  });
});
