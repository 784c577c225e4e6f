// The scope 2 electricity a retirement of certificates covers: the corporation's electricity
// lines of the certificates' year with what earlier retirements already cover, and the MWh this
// one claims of each. The server refuses a claim beyond what a line has left, and a total that
// is not the quantity retired.
import { Button, HStack, Input, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useFormikContext } from "formik";
import { useTranslation } from "react-i18next";
import { useCarbonClaimableLinesQuery } from "../../__generated__/hooks";
import { useFieldError } from "../../components/ui/form-fields";
import { useLocale } from "../../i18n";
import { formatMwh, monthName } from "./display";
import { claimList, type TransactionValues } from "./transaction-form";

export function ClaimsField({ holdingId, year }: { holdingId: number; year: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useFormikContext<TransactionValues>();
  const { data, loading } = useCarbonClaimableLinesQuery({
    variables: { holdingId },
    fetchPolicy: "network-only",
  });
  const lines = data?.carbonClaimableLines ?? [];
  const quantity = Number(form.values.quantity.replace(/,/g, "")) || 0;
  const claimed = claimList(form.values.claims).reduce((sum, claim) => sum + claim.mwh, 0);
  const matches = Math.abs(claimed - quantity) < 1e-6;
  const refused = useFieldError("claims");

  // Fills the quantity into the lines in their order, up to what each has left.
  const fill = () => {
    let left = quantity;
    const claims: Record<string, string> = {};
    for (const line of lines) {
      const take = Math.min(left, Math.floor(line.remainingMwh * 1000) / 1000);
      if (take > 0) claims[String(line.activityLineId)] = String(take);
      left -= take;
    }
    void form.setFieldValue("claims", claims);
  };

  return (
    <Stack gap="2" gridColumn={{ sm: "span 2" }}>
      <Text fontWeight="medium" fontSize="sm">
        {t("carbonAssets.claims.title")}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {t("carbonAssets.claims.help", { year })}
      </Text>
      {loading && !data ? (
        <Spinner size="sm" />
      ) : lines.length === 0 ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t("carbonAssets.claims.none", { year })}
        </Text>
      ) : (
        <>
          <Table.Root size="sm" aria-label={t("carbonAssets.claims.caption", { year })}>
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader>{t("carbonAssets.claims.line")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("carbonAssets.claims.case")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t("carbonAssets.claims.used")}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t("carbonAssets.claims.claimed")}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t("carbonAssets.claims.remaining")}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t("carbonAssets.claims.claim")}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((line) => {
                const month = line.month
                  ? t("carbonAssets.monthSuffix", { month: monthName(line.month, locale) })
                  : "";
                const label = `${line.lineName}${month}`;
                const key = String(line.activityLineId);
                const typed = form.values.claims[key] ?? "";
                const over = Number(typed) > line.remainingMwh + 1e-6;
                return (
                  <Table.Row key={key}>
                    <Table.Cell>
                      <Text>{label}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {locale === "zh-CN"
                          ? line.processName
                          : line.processNameEn || line.processName}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{line.caseName}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMwh(line.mwh)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMwh(line.claimedMwh)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMwh(line.remainingMwh)}</Table.Cell>
                    <Table.Cell textAlign="end" width="9rem">
                      <Input
                        size="xs"
                        inputMode="decimal"
                        textAlign="end"
                        value={typed}
                        aria-label={t("carbonAssets.claims.claimOf", { line: label })}
                        aria-invalid={over || undefined}
                        disabled={line.remainingMwh <= 0}
                        onChange={(event) =>
                          void form.setFieldValue("claims", {
                            ...form.values.claims,
                            [key]: event.currentTarget.value,
                          })
                        }
                      />
                      {over && (
                        <Text fontSize="xs" color="fg.error">
                          {t("carbonAssets.claims.tooMuch", { max: formatMwh(line.remainingMwh) })}
                        </Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
          {refused && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {refused}
            </Text>
          )}
          <HStack justifyContent="space-between">
            <Text fontSize="sm" color={matches ? "fg.muted" : "fg.error"} aria-live="polite">
              {t("carbonAssets.claims.sum", {
                claimed: formatMwh(claimed),
                quantity: formatMwh(quantity),
              })}
              {!matches && quantity > 0 ? ` — ${t("carbonAssets.claims.mustMatch")}` : ""}
            </Text>
            <Button size="xs" variant="outline" onClick={fill} disabled={quantity <= 0}>
              {t("carbonAssets.claims.fill")}
            </Button>
          </HStack>
        </>
      )}
    </Stack>
  );
}
