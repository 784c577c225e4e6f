// The results tab's warning that the latest run is older than the case's data (lines, processes
// or settings changed after it, or a library factor its lines use was edited), with one click to
// calculate again. Nothing is shown while the run still reflects the data.
import { Alert, Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCalculator } from "react-icons/lu";
import type { CaseResultsFreshnessQuery } from "../../../__generated__/graphql";
import { Permission } from "../../../components/Permission";
import { formatDateTime } from "../../../lib/format";
import { ACCOUNTING_CODES } from "../paths";

export type Freshness = CaseResultsFreshnessQuery["case"];

export function StaleResultsNotice({
  freshness,
  calculating,
  onRecalculate,
}: {
  freshness: Freshness | undefined;
  calculating: boolean;
  onRecalculate: () => void;
}) {
  const { t } = useTranslation();
  const state = freshness?.resultsFreshness;
  if (!freshness?.latestRun || !state?.outdated) return null;
  const run = { runNo: freshness.latestRun.runNo, date: formatDateTime(state.runAt) };
  return (
    <Alert.Root status="warning" marginBottom="4" data-testid="stale-results" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("accounting.workflow.stale.title")}</Alert.Title>
        <Alert.Description>
          {[
            state.dataChanged ? t("accounting.workflow.stale.data", run) : null,
            state.factorsChanged > 0
              ? t("accounting.workflow.stale.factors", { ...run, count: state.factorsChanged })
              : null,
          ]
            .filter(Boolean)
            .join(" ")}
        </Alert.Description>
      </Alert.Content>
      <Permission code={ACCOUNTING_CODES.edit}>
        <Button
          size="sm"
          colorPalette="orange"
          loading={calculating}
          onClick={onRecalculate}
          flexShrink={0}
        >
          <LuCalculator aria-hidden />
          {t("accounting.workflow.stale.recalculate")}
        </Button>
      </Permission>
    </Alert.Root>
  );
}
