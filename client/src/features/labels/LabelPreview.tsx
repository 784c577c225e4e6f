// What a label issued from a release will claim, before it is issued: the product, the company,
// the footprint per declared unit from the released calculation's headline, the GWP method,
// boundary, standard, the verification and the validity period. The server copies the same
// figures when it issues the label.
import { Alert, DataList, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import type { ProductCodes } from "../lca-products/use-product-codes";
import { footprintText } from "./display";
import type { Release } from "./ReleasePicker";

/** The headline result of a release's calculation, when it is a greenhouse-gas figure. */
export function releaseFootprint(release: Release) {
  const result = release.calculation.result;
  const headline = result?.indicators[result.headline];
  if (!headline || !/kg CO2/i.test(headline.unit)) return null;
  return headline;
}

/**
 * The GWP set a label names for the method of its figure, in the words the server writes into
 * the claim (carbon-label.service.ts, gwpSetName), so the preview reads as the label will.
 */
export function gwpSetName(method: string): string {
  if (method === "ipcc-ar5-gwp100") return "IPCC AR5 GWP100";
  if (method === "en15804-a2-ef31") return "EN 15804+A2 GWP-total (EF 3.1, IPCC AR6 GWP100)";
  return "IPCC AR6 GWP100";
}

/**
 * The last day of a validity of `years` starting on `from` (YYYY-MM-DD), as the server counts
 * it: the day before the same date `years` later; from 29 February, the last day of February.
 */
export function periodEnd(from: string, years: number): string {
  const [y, m, d] = from.split("-").map(Number);
  const end = new Date(Date.UTC(y + years, m - 1, d));
  if (end.getUTCMonth() !== m - 1) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

export function LabelPreview({
  release,
  validFrom,
  validUntil,
  codes,
}: {
  release: Release;
  validFrom: string;
  validUntil: string;
  codes: ProductCodes;
}) {
  const { t } = useTranslation();
  const headline = releaseFootprint(release);
  const { product } = release;
  if (!headline) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{t("labels.noFootprint")}</Alert.Description>
      </Alert.Root>
    );
  }
  const unit = { amount: product.declaredAmount, unit: codes.unitSymbol(product.declaredUnitId) };
  const items: [string, string][] = [
    [t("labels.product"), [product.name, product.specification].filter(Boolean).join(" · ")],
    [t("labels.company"), release.companyName],
    [t("labels.gwpSet"), gwpSetName(headline.method)],
    [t("labels.boundary"), codes.boundaryName(product.boundary)],
    [t("labels.standard"), codes.standardName(product.standard)],
    [t("labels.verificationOrganisation"), release.reviewCompanyName],
    [t("labels.verifier"), release.approverName],
    [t("labels.verifiedOn"), formatDate(release.releasedAt)],
    [t("labels.validity"), t("labels.validityRange", { from: validFrom, until: validUntil })],
  ];
  return (
    <Stack gap="4">
      <Stack gap="0">
        <Text fontSize="sm" color="fg.muted">
          {t("labels.footprint")}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" color="green.700">
          {footprintText(headline.total, unit)}
        </Text>
        {product.unitDescription && (
          <Text fontSize="sm" color="fg.muted">
            {product.unitDescription}
          </Text>
        )}
      </Stack>
      <DataList.Root orientation="horizontal" size="sm">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minWidth="9rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value || "—"}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
