import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CreateCarbonLabelDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { LIST_MOCKS } from "../lca-products/test-fixtures";
import { CreateLabelPage } from "./CreateLabelPage";
import { periodEnd } from "./LabelPreview";
import {
  artworkMock,
  MORTAR_LABEL,
  MORTAR_RELEASE,
  releasesMock,
  VERIFY_URL,
} from "./test-fixtures";

describe("issuing a carbon label (/co2label/createco2label)", () => {
  it("sends the chosen release and validity, then shows the label's artwork and link", async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    renderWithProviders(<CreateLabelPage />, {
      permissions: ["fb02"],
      path: "/co2label/createco2label",
      mocks: [
        ...LIST_MOCKS,
        releasesMock([MORTAR_RELEASE]),
        {
          request: {
            query: CreateCarbonLabelDocument,
            variables: { input: { reviewId: 31, validFrom: "2026-04-01", validityYears: 5 } },
          },
          result: (variables) => {
            sent = variables;
            return { data: { createCarbonLabel: MORTAR_LABEL } };
          },
        },
        artworkMock("en"),
      ],
    });

    const releases = await screen.findByRole("table", { name: "Released studies" });
    const row = within(releases).getByText("Mortar block M10").closest("tr")!;
    expect(within(row).getByText("v2")).toBeVisible();
    expect(within(row).getByText("No. 4")).toBeVisible();
    expect(within(row).getByText("Demo Verification Centre")).toBeVisible();
    expect(screen.getByRole("button", { name: "Issue label" })).toBeDisabled();

    await user.click(within(row).getByRole("button", { name: "Choose Mortar block M10 v2" }));
    fireEvent.change(screen.getByLabelText(/^Valid from/), { target: { value: "2026-04-01" } });
    await user.selectOptions(screen.getByRole("combobox", { name: "Years of validity" }), "5");

    // The preview: the headline indicator (the second), three significant digits, per 1 kg;
    // five years from 1 April 2026 end the day before 1 April 2031.
    expect(await screen.findByText("0.318 kg CO₂e / 1 kg")).toBeVisible();
    expect(screen.getByText("Valid until 2031-03-31")).toBeVisible();
    expect(screen.getByText("Cradle to gate")).toBeVisible();
    expect(screen.getByText("IPCC AR6 GWP100")).toBeVisible();
    expect(screen.getByText("Li Reviewer")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Issue label" }));

    const artwork = await screen.findByRole("img", {
      name: "Carbon label CL-2026-000012: 0.318 kg CO₂e / 1 kg, Mortar block M10",
    });
    expect(artwork.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(sent).toEqual({
      input: { reviewId: 31, validFrom: "2026-04-01", validityYears: 5 },
    });
    expect(screen.getByRole("heading", { name: "Label CL-2026-000012 issued" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Public verification page" })).toHaveValue(
      VERIFY_URL,
    );
    expect(screen.getByRole("button", { name: "Download artwork (SVG)" })).toBeVisible();
    expect(screen.getByRole("button", { name: "ISO 14067 report in English (PDF)" })).toBeVisible();
  });

  it("refuses a validity that starts before the study was released", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateLabelPage />, {
      permissions: ["fb02"],
      mocks: [...LIST_MOCKS, releasesMock([MORTAR_RELEASE])],
    });

    await user.click(await screen.findByRole("button", { name: "Choose Mortar block M10 v2" }));
    fireEvent.change(screen.getByLabelText(/^Valid from/), { target: { value: "2026-03-01" } });
    await user.click(screen.getByRole("button", { name: "Issue label" }));

    expect(
      await screen.findByText("Validity cannot start before the study was released (2026-03-02)."),
    ).toBeVisible();
  });

  it("explains that a label needs a released study, and leads to the product library", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateLabelPage />, {
      permissions: ["fb02"],
      language: "zh-CN",
      mocks: [...LIST_MOCKS, releasesMock([])],
    });

    expect(await screen.findByText("还没有已发布的研究")).toBeVisible();
    await user.click(screen.getByRole("link", { name: "打开产品库" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/eclca/brandlist"),
    );
  });
});

describe("the last day of a label's validity", () => {
  it("is the day before the same date the years later", () => {
    expect(periodEnd("2026-04-01", 5)).toBe("2031-03-31");
    expect(periodEnd("2026-01-15", 3)).toBe("2029-01-14");
    // Across a year end: 1 January 2027 + 1 year ends on 31 December 2027.
    expect(periodEnd("2027-01-01", 1)).toBe("2027-12-31");
  });

  it("from 29 February is the last day of February", () => {
    // 2028-02-29 + 1 year: 2029 has no 29 February, so the period ends on 28 February 2029.
    expect(periodEnd("2028-02-29", 1)).toBe("2029-02-28");
  });
});
