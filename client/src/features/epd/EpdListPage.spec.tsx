import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  ApplyEpdReportDocument,
  EpdReleaseDocument,
  EpdReportsDocument,
  EpdReviewOrganisationsDocument,
  type Epd_RowFragment,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { EpdListPage } from "./EpdListPage";

type Row = Epd_RowFragment & { __typename: "EpdReport" };

const report = (id: number, status: string, fields: Partial<Row> = {}): Row => ({
  __typename: "EpdReport",
  id,
  number: `EPD-2026-00000${id}`,
  reviewId: 41,
  productId: 410,
  productName: "Mortar block",
  version: 2,
  status,
  pcrName: "EN 16757:2022",
  pcrVersion: "1.0",
  programOperator: "EPD International",
  issuedAt: null,
  validUntil: null,
  updatedAt: "2026-03-03T02:00:00.000Z",
  applications: [],
  ...fields,
});

const application = (status: string, decisionNote = "") => ({
  __typename: "EpdApplication" as const,
  id: 5,
  status,
  note: "",
  appliedAt: "2026-03-04T02:00:00.000Z",
  reviewCompanyId: 8,
  reviewCompanyName: "Demo Verification Centre",
  deciderName: status === "pending" ? "" : "Li Reviewer",
  decidedAt: status === "pending" ? null : "2026-03-05T02:00:00.000Z",
  decisionNote,
});

const REJECTED = report(2, "rejected", {
  applications: [application("rejected", "Move the landfill haul from B2 to C2.")],
});
const ISSUED = report(3, "issued", {
  issuedAt: "2026-03-05T02:00:00.000Z",
  validUntil: "2031-03-05",
  applications: [application("approved")],
});

const listMock = (items: Row[], times = 1): MockLink.MockedResponse => ({
  request: { query: EpdReportsDocument, variables: { page: 1, pageSize: 20 } },
  maxUsageCount: times,
  result: { data: { epdReports: { __typename: "EpdReportPage", total: items.length, items } } },
});

describe("the EPD reports (/epd/list)", () => {
  it("shows why a report came back, and offers changes only on drafts and rejected reports", async () => {
    renderWithProviders(<EpdListPage />, {
      permissions: ["fd02"],
      mocks: [listMock([REJECTED, ISSUED])],
    });

    const table = await screen.findByRole("table", { name: "The company's EPD reports" });
    const rejected = (await within(table).findByText("EPD-2026-000002")).closest("tr")!;
    expect(within(rejected).getByText("Rejected")).toBeVisible();
    expect(within(rejected).getByText("Move the landfill haul from B2 to C2.")).toBeVisible();
    expect(within(rejected).getByText(/^Sent back by Demo Verification Centre/)).toBeVisible();
    expect(within(rejected).getByRole("button", { name: "Edit EPD-2026-000002" })).toBeVisible();

    const issued = within(table).getByText("EPD-2026-000003").closest("tr")!;
    expect(within(issued).getByText("2031-03-05")).toBeVisible();
    expect(within(issued).getByRole("button", { name: "Files of EPD-2026-000003" })).toBeVisible();
    expect(within(issued).queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(issued).queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("applies for verification with the organisation that reviewed the study by default", async () => {
    const user = userEvent.setup();
    renderWithProviders(<EpdListPage />, {
      permissions: ["fd02", "ff43"],
      mocks: [
        listMock([REJECTED]),
        {
          request: { query: EpdReviewOrganisationsDocument },
          result: {
            data: {
              lcaReviewOrganisations: [
                { __typename: "ReviewOrganisation", id: 6, name: "Another Centre" },
                { __typename: "ReviewOrganisation", id: 8, name: "Demo Verification Centre" },
              ],
            },
          },
        },
        {
          request: { query: EpdReleaseDocument, variables: { id: 41 } },
          result: {
            data: {
              lcaReview: {
                __typename: "LcaReview",
                id: 41,
                version: 2,
                releasedAt: "2026-03-02T02:00:00.000Z",
                reviewCompanyId: 8,
                reviewCompanyName: "Demo Verification Centre",
                approverName: "Li Reviewer",
                product: {
                  __typename: "LcaProduct",
                  id: 410,
                  name: "Mortar block",
                  specification: "",
                  standard: "en15804",
                  declaredAmount: 1,
                  declaredUnitId: 10,
                  unitDescription: "",
                },
                calculation: { __typename: "LcaCalculation", id: 4100, number: 3 },
              },
            },
          },
        },
        {
          request: {
            query: ApplyEpdReportDocument,
            variables: { input: { id: 2, reviewCompanyId: 8, note: "Moved to C2." } },
          },
          result: { data: { applyEpdReport: application("pending") } },
        },
        listMock([report(2, "applied", { applications: [application("pending")] })]),
      ],
    });

    await user.click(
      await screen.findByRole("button", { name: "Apply for verification of EPD-2026-000002" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Apply for verification" });
    const organisation = within(dialog).getByRole("combobox", { name: /^Verifying organisation/ });
    await waitFor(() => expect(organisation).toHaveValue("8"));
    expect(
      within(dialog).getByRole("option", { name: "Demo Verification Centre (reviewed the study)" }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("textbox", { name: "Note to the verifier" }));
    await user.paste("Moved to C2.");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));

    expect(await screen.findByText("With Demo Verification Centre since 2026-03-04")).toBeVisible();
  });

  it("leads to a new report when the company has none", async () => {
    const user = userEvent.setup();
    renderWithProviders(<EpdListPage />, { permissions: ["fd02"], mocks: [listMock([])] });

    expect(await screen.findByText("No EPD report yet")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Make the first EPD report" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/epd/creatReport");
  });
});
