import type { MockLink } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CreateEpdReportDocument,
  EpdReleaseDocument,
  EpdReleasesDocument,
  EpdReportDocument,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { referenceDataMock } from "../accounting/test-fixtures";
import { codesMock } from "../lca-products/test-fixtures";
import { EpdEditorPage } from "./EpdEditorPage";

jest.mock("react-chartjs-2", () => ({
  Bar: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
}));

const release = (
  id: number,
  name: string,
  standard: string,
  version: number,
  calculation: number,
) => ({
  __typename: "LcaReview",
  id,
  version,
  releasedAt: "2026-03-02T02:00:00.000Z",
  reviewCompanyId: 8,
  reviewCompanyName: "Demo Verification Centre",
  approverName: "Li Reviewer",
  product: {
    __typename: "LcaProduct",
    id: id * 10,
    name,
    specification: "",
    standard,
    declaredAmount: 1,
    declaredUnitId: 10,
    unitDescription: "",
  },
  calculation: { __typename: "LcaCalculation", id: id * 100, number: calculation },
});

// A mortar block studied on the EN 15804 modules, and a steel beam studied under ISO 14067.
const MORTAR = release(41, "Mortar block", "en15804", 2, 3);
const BEAM = release(42, "Steel beam", "iso14067", 1, 1);

const releasesMock: MockLink.MockedResponse = {
  request: { query: EpdReleasesDocument, variables: { page: 1, pageSize: 10 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: { lcaReviews: { __typename: "LcaReviewPage", total: 2, items: [MORTAR, BEAM] } },
  },
};

const MANDATORY = ["A1", "A2", "A3", "C1", "C2", "C3", "C4", "D"];

/** The saved draft as the server answers it: its figures follow the modules declared. */
const savedReportMock = (modules: string[]): MockLink.MockedResponse => ({
  request: { query: EpdReportDocument, variables: { id: 9 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      epdReport: {
        __typename: "EpdReport",
        id: 9,
        number: "EPD-2026-000009",
        reviewId: 41,
        productId: 410,
        productName: "Mortar block",
        version: 2,
        status: "draft",
        pcrName: "EN 16757:2022",
        pcrVersion: "",
        programOperator: "EPD International",
        issuedAt: null,
        validUntil: null,
        updatedAt: "2026-03-03T02:00:00.000Z",
        applications: [],
        modules,
        aggregateA1A3: true,
        scenarios: [{ module: "A4", name: "Truck to site, 80 km", description: "" }],
        referenceServiceLifeYears: null,
        validityYears: 5,
        biogenicCarbonProduct: null,
        biogenicCarbonPackaging: null,
        notes: "",
        figures: {
          number: "EPD-2026-000009",
          product: { name: "Mortar block", specification: "", description: "", geography: "CN" },
          declaredUnit: { amount: 1, unit: "kg", description: "", massKg: 1 },
          referenceServiceLifeYears: null,
          modules: ["A1", "A2", "A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5", "B6", "B7"]
            .concat(["C1", "C2", "C3", "C4", "D"])
            .map((code) => ({ code, declared: modules.includes(code) })),
          aggregateA1A3: true,
          // A4: 0.08 t·km × 0.1 kg CO2e per t·km = 0.008.
          indicators: [
            {
              group: "core",
              code: "GWP-total",
              unit: "kg CO2 eq",
              values: { "A1-A3": 0.305, A4: 0.008, C1: 0.0012, C2: 0.002, C3: 0, C4: 0.01, D: 0 },
            },
          ],
          biogenicCarbon: { product: null, packaging: null },
          scenarios: [],
          standard: "EN 15804:2012+A2:2019",
          database: "",
          method: "EF 3.1 (EN 15804+A2)",
          referenceYear: 2025,
          source: { productId: 410, version: 2, calculationNumber: 3 },
        },
      },
    },
  },
});

const releaseMock: MockLink.MockedResponse = {
  request: { query: EpdReleaseDocument, variables: { id: 41 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { lcaReview: MORTAR } },
};

/** What the form sends for the mortar block with PCR and operator typed, as the server takes it. */
const input = (fields: Record<string, unknown>) => ({
  reviewId: 41,
  modules: MANDATORY,
  aggregateA1A3: true,
  scenarios: [],
  pcrName: "EN 16757:2022",
  pcrVersion: "",
  programOperator: "EPD International",
  referenceServiceLifeYears: null,
  validityYears: 5,
  biogenicCarbonProduct: null,
  biogenicCarbonPackaging: null,
  notes: "",
  ...fields,
});

const moduleBox = (code: string) => screen.getByRole("checkbox", { name: new RegExp(`^${code} `) });

async function openMortarForm(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(<EpdEditorPage />, {
    path: "/epd/creatReport",
    permissions: ["fd02", "ff43"],
    mocks: [releasesMock, codesMock, referenceDataMock, ...mocks],
  });
  await user.click(await screen.findByRole("button", { name: "Make an EPD of Mortar block v2" }));
  await screen.findByRole("group", { name: "Declared modules" });
  return user;
}

type User = ReturnType<typeof userEvent.setup>;

/** Text put in a field at once (typing it key by key only slows the suite). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function typeDeclaration(user: User) {
  await fill(user, screen.getByRole("textbox", { name: /^PCR(?! version)/ }), "EN 16757:2022");
  await fill(
    user,
    screen.getByRole("textbox", { name: /^Programme operator/ }),
    "EPD International",
  );
}

describe("a new EPD report (/epd/creatReport)", () => {
  // jsdom has no PointerEvent, which Ark's checkboxes construct on a click; a MouseEvent does.
  beforeAll(() => {
    if (!("PointerEvent" in window)) Object.assign(window, { PointerEvent: MouseEvent });
  });

  it("offers only studies on the EN 15804+A2 modules, and says why the others cannot be chosen", async () => {
    renderWithProviders(<EpdEditorPage />, {
      path: "/epd/creatReport",
      permissions: ["fd02", "ff43"],
      mocks: [releasesMock, codesMock, referenceDataMock],
    });

    expect(
      await screen.findByRole("button", { name: "Make an EPD of Steel beam v1" }),
    ).toBeDisabled();
    expect(
      await screen.findByText(
        "Studied under ISO 14067 / GB/T 24067: an EPD needs a study on the EN 15804+A2 modules (standard EN 15804+A2).",
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Make an EPD of Mortar block v2" })).toBeEnabled();
  });

  it("declares A1-A3, C1-C4 and D locked, and sends them with the modules the user adds", async () => {
    const user = await openMortarForm([
      {
        request: {
          query: CreateEpdReportDocument,
          variables: {
            input: input({
              // EN 15804 order: A4 between A3 and C1.
              modules: ["A1", "A2", "A3", "A4", "C1", "C2", "C3", "C4", "D"],
              scenarios: [{ module: "A4", name: "Truck to site, 80 km", description: "" }],
            }),
          },
        },
        result: {
          data: {
            createEpdReport: { __typename: "EpdReport", id: 9, number: "EPD-2026-000009" },
          },
        },
      },
      savedReportMock(["A1", "A2", "A3", "A4", "C1", "C2", "C3", "C4", "D"]),
      releaseMock,
    ]);

    // The mandatory modules are declared and cannot be taken off; the others are the user's.
    for (const code of MANDATORY) {
      expect(moduleBox(code)).toBeChecked();
      expect(moduleBox(code)).toBeDisabled();
    }
    expect(moduleBox("A4")).not.toBeChecked();
    expect(moduleBox("A4")).toBeEnabled();
    expect(screen.getByText(/EN 15804\+A2 makes A1–A3, C1–C4 and D mandatory/)).toBeVisible();

    await user.click(moduleBox("A4"));
    await user.click(screen.getByRole("button", { name: "Add a scenario" }));
    // The new row guesses the first module beyond the factory gate without a scenario.
    expect(screen.getByRole("combobox", { name: /^Module/ })).toHaveValue("A4");
    await fill(user, screen.getByRole("textbox", { name: /^Scenario/ }), "Truck to site, 80 km");
    await typeDeclaration(user);
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/epd/creatReport?id=9"),
    );
    // The saved draft opens with its figures: A4 declared now, A5 not.
    expect(
      await screen.findByRole("heading", { name: "EPD report EPD-2026-000009" }),
    ).toBeVisible();
    const table = await screen.findByRole("table", {
      name: "Core environmental impact indicators",
    });
    const gwp = within(table)
      .getByRole("rowheader", { name: /^GWP-total/ })
      .closest("tr")!;
    const cells = [...gwp.querySelectorAll("td")].map((cell) => cell.textContent);
    // Unit, A1-A3, A4, A5, B1 ... B7, C1 ... C4, D.
    expect(cells.slice(0, 4)).toEqual(["kg CO2 eq", "0.305", "0.00800", "MND"]);
  });

  it("asks for the reference service life once a use-stage module is declared", async () => {
    const user = await openMortarForm([]);
    await typeDeclaration(user);
    const serviceLife = screen.getByRole("textbox", { name: /^Reference service life/ });
    expect(serviceLife).not.toBeRequired();

    await user.click(moduleBox("B4"));
    expect(serviceLife).toBeRequired();
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    // Refused on the field, before any call: no create mock is given, so a call would fail.
    expect(
      await screen.findByText(
        "Use-stage modules (B1–B7) are declared: state the reference service life.",
      ),
    ).toBeVisible();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/epd\/creatReport$/);

    // Without the use stage the field is optional again.
    await user.click(moduleBox("B4"));
    await waitFor(() =>
      expect(
        screen.queryByText(
          "Use-stage modules (B1–B7) are declared: state the reference service life.",
        ),
      ).not.toBeInTheDocument(),
    );
    expect(serviceLife).not.toBeRequired();
  });

  it("shows the server's refusal beside the scenario row it names", async () => {
    const refusal = "scenarios[0].name: the name is taken by another scenario of module C2";
    const user = await openMortarForm([
      {
        request: {
          query: CreateEpdReportDocument,
          variables: {
            input: input({ scenarios: [{ module: "C2", name: "Landfill", description: "" }] }),
          },
        },
        result: {
          errors: [
            new GraphQLError(refusal, {
              extensions: { code: "BAD_USER_INPUT", field: "scenarios[0].name" },
            }),
          ],
        },
      },
    ]);
    await typeDeclaration(user);
    await user.click(screen.getByRole("button", { name: "Add a scenario" }));
    // C1 is the first module beyond the gate; this scenario is about C2.
    await user.selectOptions(screen.getByRole("combobox", { name: /^Module/ }), "C2");
    await fill(user, screen.getByRole("textbox", { name: /^Scenario/ }), "Landfill");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    const row = screen.getByRole("group", { name: "Scenario 1" });
    expect(await within(row).findByText(refusal)).toBeVisible();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/epd\/creatReport$/);
  });
});
