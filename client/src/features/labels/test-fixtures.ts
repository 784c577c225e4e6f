// A label and the release it stands on, as the API answers them, for the label screens' specs:
// a mortar block whose released calculation (No. 4 of version 2) totals 0.31847 kg CO2e per 1 kg
// under IPCC AR6 GWP100, reviewed by the demo verification centre.
import type { MockLink } from "@apollo/client/testing";
import {
  CarbonLabelArtworkDocument,
  LabelReleasesDocument,
  type Labels_RowFragment,
  type LabelReleasesQuery,
} from "../../__generated__/graphql";

type Release = LabelReleasesQuery["lcaReviews"]["items"][number];

export const VERIFY_URL = "http://localhost:4000/c-label?code=Qm9sdC1Db2RlLTIwMjYtMDAwMDEy";

// Typed by use: the generated types leave out the __typename the cache needs.
export const MORTAR_RELEASE = {
  __typename: "LcaReview",
  id: 31,
  version: 2,
  releasedAt: "2026-03-02T06:00:00.000Z",
  companyName: "Huadong Building Materials Co.",
  reviewCompanyName: "Demo Verification Centre",
  approverName: "Li Reviewer",
  product: {
    __typename: "LcaProduct",
    id: 7,
    name: "Mortar block M10",
    specification: "240 × 115 × 53 mm",
    standard: "iso14067",
    boundary: "cradle-to-gate",
    declaredAmount: 1,
    declaredUnitId: 10,
    unitDescription: "1 kg of block at the factory gate",
  },
  calculation: {
    __typename: "LcaCalculation",
    id: 44,
    number: 4,
    result: {
      __typename: "LcaResult",
      // The headline is the second indicator, not the first.
      headline: 1,
      indicators: [
        {
          __typename: "LcaIndicator",
          category: "AP",
          method: "en15804-a2",
          name: "Acidification",
          unit: "mol H+-Eq",
          total: 0.0021,
        },
        {
          __typename: "LcaIndicator",
          category: "climate change",
          method: "ipcc-ar6-gwp100",
          name: "IPCC 2021 GWP100",
          unit: "kg CO2-Eq",
          total: 0.31847,
        },
      ],
    },
  },
};

export const MORTAR_LABEL: Labels_RowFragment & { __typename: "CarbonLabel" } = {
  __typename: "CarbonLabel",
  id: 12,
  serial: "CL-2026-000012",
  code: "Qm9sdC1Db2RlLTIwMjYtMDAwMDEy",
  status: "active",
  state: "valid",
  reviewId: 31,
  version: 2,
  validFrom: "2026-04-01",
  validUntil: "2031-03-31",
  revokedAt: null,
  revokeReason: "",
  createdAt: "2026-03-20T02:00:00.000Z",
  claim: {
    serial: "CL-2026-000012",
    code: "Qm9sdC1Db2RlLTIwMjYtMDAwMDEy",
    verifyUrl: VERIFY_URL,
    productName: "Mortar block M10",
    specification: "240 × 115 × 53 mm",
    companyName: "Huadong Building Materials Co.",
    footprint: 0.31847,
    declaredUnit: { amount: 1, unit: "kg", description: "1 kg of block at the factory gate" },
    boundary: { code: "cradle-to-gate", name: "摇篮到大门", nameEn: "Cradle to gate" },
    standard: {
      code: "iso14067",
      name: "ISO 14067 / GB/T 24067",
      nameEn: "ISO 14067 / GB/T 24067",
    },
    gwpSet: "IPCC AR6 GWP100",
    verification: {
      organisation: "Demo Verification Centre",
      verifier: "Li Reviewer",
      date: "2026-03-02",
    },
    validFrom: "2026-04-01",
    validUntil: "2031-03-31",
  },
};

export const ARTWORK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 520"><title>CL-2026-000012</title></svg>';

export const artworkMock = (lang: "en" | "zh-CN"): MockLink.MockedResponse => ({
  request: { query: CarbonLabelArtworkDocument, variables: { id: 12, lang } },
  result: {
    data: {
      carbonLabelArtwork: {
        __typename: "FileDownload",
        filename: `CL-2026-000012-${lang}.svg`,
        mimeType: "image/svg+xml",
        base64: btoa(ARTWORK_SVG),
      },
    },
  },
});

export const releasesMock = (items: Release[]): MockLink.MockedResponse => ({
  request: { query: LabelReleasesDocument, variables: { page: 1, pageSize: 20 } },
  result: { data: { lcaReviews: { __typename: "LcaReviewPage", total: items.length, items } } },
});
