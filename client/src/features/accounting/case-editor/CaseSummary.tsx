// The case's facts at a glance (period, GWP set, boundary, status, latest run and totals) and
// its tags.
import { Box, Card, SimpleGrid, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CaseEditor_CaseFragment } from "../../../__generated__/graphql";
import { formatCo2e } from "../../../lib/emissions";
import { formatDate } from "../../../lib/format";
import { CaseStatusBadge } from "../CaseStatusBadge";
import { useReference } from "../../reference/reference";
import { CaseTags } from "./CaseTags";

export function CaseSummary({
  item,
  latestRunNo,
  canEdit,
  onChanged,
}: {
  item: CaseEditor_CaseFragment;
  /** The latest successful run's number; null before the first (or while it loads). */
  latestRunNo: number | null;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const reference = useReference();
  const { locale } = reference;
  const facts: [string, ReactNode][] = [
    [
      t("accounting.case.period"),
      `${formatDate(item.periodStart)} – ${formatDate(item.periodEnd)}`,
    ],
    [
      t("accounting.case.gwpSet"),
      t(`accounting.gwp.${item.gwpSet}`, { defaultValue: item.gwpSet }),
    ],
    [
      t("accounting.case.boundary"),
      t(`accounting.boundary.${item.boundary}`, { defaultValue: item.boundary }),
    ],
    [t("common.status"), <CaseStatusBadge key="status" status={item.status} />],
    // The run's number as the results, the run history and the exports give it.
    [
      t("accounting.workflow.run.latest"),
      latestRunNo === null
        ? t("accounting.case.notCalculated")
        : t("accounting.workflow.run.number", { runNo: latestRunNo }),
    ],
    [
      t("accounting.case.latestTotal"),
      item.latestRun
        ? formatCo2e(item.latestRun.totalKg, locale)
        : t("accounting.case.notCalculated"),
    ],
  ];
  if (
    item.latestRun?.totalMarketKg !== null &&
    item.latestRun?.totalMarketKg !== undefined &&
    item.latestRun.totalMarketKg !== item.latestRun.totalKg
  ) {
    facts.push([
      t("accounting.case.latestMarketTotal"),
      formatCo2e(item.latestRun.totalMarketKg, locale),
    ]);
  }
  return (
    <Card.Root size="sm">
      <Card.Body>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4, xl: 7 }} gap="3">
          {facts.map(([label, value]) => (
            <Box key={label}>
              <Text as="dt" fontSize="xs" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" fontSize="sm" fontWeight="medium">
                {value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <CaseTags item={item} canEdit={canEdit} onChanged={onChanged} />
      </Card.Body>
    </Card.Root>
  );
}
