import { screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import {
  CarbonLabelVerificationDocument,
  type CarbonLabelVerificationQuery,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { VerifyPage } from "./VerifyPage";

type Verification = CarbonLabelVerificationQuery["carbonLabelVerification"];

const CODE = "Qm9sdC1Db2RlLTIwMjYtMDAwMDEy";

// A mortar block released by the demo verification centre: 0.31847 kg CO2e per 1 kg, which the
// label prints to three significant digits as 0.318.
const MORTAR = {
  __typename: "CarbonLabelVerification",
  state: "valid",
  serial: "CL-2026-000012",
  productName: "Mortar block M10",
  specification: "240 × 115 × 53 mm",
  companyName: "Huadong Building Materials Co.",
  footprint: 0.31847,
  declaredUnit: { amount: 1, unit: "kg", description: "1 kg of block at the factory gate" },
  boundary: { code: "cradle-to-gate", name: "摇篮到大门", nameEn: "Cradle to gate" },
  standard: { code: "iso14067", name: "ISO 14067 / GB/T 24067", nameEn: "ISO 14067 / GB/T 24067" },
  gwpSet: "IPCC AR6 GWP100",
  verification: {
    organisation: "Demo Verification Centre",
    verifier: "Li Reviewer",
    date: "2026-03-02",
  },
  validFrom: "2026-03-02",
  validUntil: "2029-03-01",
  revokedAt: null,
  revokeReason: "",
};

const answer = (label: Verification): MockLink.MockedResponse => ({
  request: { query: CarbonLabelVerificationDocument, variables: { code: CODE } },
  result: { data: { carbonLabelVerification: label } },
});

const renderPage = (mocks: MockLink.MockedResponse[], language: "en" | "zh-CN" = "en") =>
  renderWithProviders(<VerifyPage />, {
    user: null,
    path: `/c-label?code=${CODE}`,
    routePath: "/c-label",
    language,
    mocks,
  });

/** The state banner, found by its heading; it is announced as a status. */
async function findBanner(heading: string) {
  const title = await screen.findByRole("heading", { name: heading });
  const banner = title.closest<HTMLElement>("[role='status']");
  expect(banner).not.toBeNull();
  return banner!;
}

/** The value beside a name of the claim's list (a dt and its dd). */
const claimValue = (name: string) =>
  screen.getByText(name, { selector: "dt" }).nextElementSibling as HTMLElement;

describe("the public verification page (/c-label)", () => {
  it("says a valid label is valid and shows what it claims, per declared unit", async () => {
    renderPage([answer(MORTAR)]);

    const banner = await findBanner("This carbon label is valid");
    expect(within(banner).getByText("Valid from 2026-03-02 to 2029-03-01.")).toBeVisible();
    expect(screen.getByText("0.318", { exact: false })).toHaveTextContent("0.318 kg CO₂e");
    expect(screen.getByText("per 1 kg — 1 kg of block at the factory gate")).toBeVisible();
    expect(claimValue("Product")).toHaveTextContent("Mortar block M10");
    expect(claimValue("Model / specification")).toHaveTextContent("240 × 115 × 53 mm");
    expect(claimValue("Company")).toHaveTextContent("Huadong Building Materials Co.");
    expect(claimValue("GWP set")).toHaveTextContent("IPCC AR6 GWP100");
    expect(claimValue("System boundary")).toHaveTextContent("Cradle to gate");
    expect(claimValue("Standard")).toHaveTextContent("ISO 14067 / GB/T 24067");
    expect(claimValue("Verification organisation")).toHaveTextContent("Demo Verification Centre");
    expect(claimValue("Verifier")).toHaveTextContent("Li Reviewer");
    expect(claimValue("Verified on")).toHaveTextContent("2026-03-02");
    expect(claimValue("Validity")).toHaveTextContent("2026-03-02 to 2029-03-01");
    expect(claimValue("Serial number")).toHaveTextContent("CL-2026-000012");
  });

  it("says a revoked label is revoked, when and why, in Chinese", async () => {
    renderPage(
      [
        answer({
          ...MORTAR,
          state: "revoked",
          // Noon UTC is 30 June in every time zone a test machine runs in.
          revokedAt: "2026-06-30T12:00:00.000Z",
          revokeReason: "配方变更，碳足迹需重新评价",
        }),
      ],
      "zh-CN",
    );

    const banner = await findBanner("该碳标签已被撤销");
    expect(within(banner).getByText("撤销于 2026-06-30。")).toBeVisible();
    expect(within(banner).getByText("原因：配方变更，碳足迹需重新评价")).toBeVisible();
    expect(claimValue("系统边界")).toHaveTextContent("摇篮到大门");
    expect(screen.queryByText("该碳标签有效")).not.toBeInTheDocument();
  });

  it("says no label has an unknown code, and shows nothing of any label", async () => {
    renderPage([
      {
        request: { query: CarbonLabelVerificationDocument, variables: { code: CODE } },
        result: {
          errors: [
            new GraphQLError("No carbon label has this verification code", {
              extensions: { code: "NOT_FOUND" },
            }),
          ],
        },
      },
    ]);

    expect(
      await screen.findByRole("heading", { name: "No carbon label has this code" }),
    ).toBeVisible();
    expect(screen.queryByRole("heading", { name: /This carbon label/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Carbon footprint")).not.toBeInTheDocument();
  });

  it("says the same of an address without a code, without asking the server", async () => {
    renderWithProviders(<VerifyPage />, { user: null, path: "/c-label", mocks: [] });

    expect(
      await screen.findByRole("heading", { name: "No carbon label has this code" }),
    ).toBeVisible();
    expect(screen.getByText(/The address has no label code/)).toBeVisible();
  });
});
