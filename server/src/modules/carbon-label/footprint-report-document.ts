// What the ISO 14067 carbon-footprint report behind a label says (the assessment report of
// /co2label/assessmentReportList), and what the label itself claims. Every figure is copied from
// the released study's stored calculation when the label is issued. Values are per declared unit.

export type ReportLanguage = "zh-CN" | "en";

export interface LabelClaim {
  /** Serial number printed on the label, e.g. "CL-2026-000001". */
  serial: string;
  /** The public verification code in the QR's URL. */
  code: string;
  /** The absolute URL of the public verification page: <origin>/c-label?code=<code>. */
  verifyUrl: string;
  productName: string;
  specification: string;
  companyName: string;
  /** kg CO2e per declared unit */
  footprint: number;
  declaredUnit: { amount: number; unit: string; description: string };
  /** Boundary code and its display names. */
  boundary: { code: string; name: string; nameEn: string };
  /** The standard followed, display names: "ISO 14067 / GB/T 24067". */
  standard: { code: string; name: string; nameEn: string };
  /** The GWP set: "IPCC AR6 GWP100". */
  gwpSet: string;
  verification: { organisation: string; verifier: string; date: string };
  /** ISO dates (YYYY-MM-DD). */
  validFrom: string;
  validUntil: string;
}

export interface FootprintReportDocument {
  label: LabelClaim;
  product: { description: string; geography: string; referenceYear: number | null };
  study: {
    cutOffRule: string;
    /** allocation code and display names */
    allocation: { code: string; name: string; nameEn: string };
    database: string;
    /** The headline method's display name. */
    method: string;
    calculationNumber: number;
    calculatedAt: string;
    version: number;
  };
  /** GWP split, kg CO2e per declared unit; null where the method cannot separate it. */
  gwp: {
    total: number;
    fossil: number | null;
    biogenic: number | null;
    luluc: number | null;
  };
  /** By life-cycle stage: name in both languages, kg CO2e, share of the total (0..1). */
  byStage: { code: string; name: string; nameEn: string; value: number; share: number }[];
  /** The largest contributing model lines (at most 10), kg CO2e and share. */
  topLines: { name: string; stage: string; value: number; share: number }[];
  /** Share of the footprint from primary (supplier or own) data, 0..1. */
  primaryShare: number;
  /** PEF-style data quality rating (1 excellent .. 5 very poor), null if not rated. */
  dataQuality: { rating: number; level: string } | null;
  /** Monte Carlo 95 % interval, when the study ran one. */
  uncertainty: { iterations: number; p2_5: number; p97_5: number } | null;
  /** PNG bytes of the QR code of `label.verifyUrl`. */
  qrPng: Buffer;
}
