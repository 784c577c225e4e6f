// The banners above a comparison's figures: runs in different GWP sets (with a recalculation of
// one case in the other's set, after a confirmation), the other notices (a run not the latest, a
// case changed since its run), and the base-year recalculation check with its reasons and the
// company's significance threshold.
import { Alert, Box, Button, Flex, List, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuPencil, LuRefreshCw } from "react-icons/lu";
import * as yup from "yup";
import type { CaseComparisonQuery } from "../../__generated__/graphql";
import {
  useRecalculateCaseInGwpSetMutation,
  useUpdateComparisonSettingsMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { NumberField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { useLocale } from "../../i18n/use-locale";
import { formatShare, formatTonnes } from "../../lib/emissions";
import { errorMessage } from "../../lib/errors";

type Comparison = CaseComparisonQuery["caseComparison"];
type Check = NonNullable<Comparison["recalculation"]>[number];

export const EDIT_CODE = "aa01";

/** Different GWP sets: which case uses which, and a recalculation of one in the other's set. */
export function GwpMismatchPanel({
  comparison,
  onRecalculated,
}: {
  comparison: Comparison;
  onRecalculated: () => void;
}) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const [asked, setAsked] = useState<{ caseId: number; name: string; gwpSet: string } | null>(null);
  const [recalculate] = useRecalculateCaseInGwpSetMutation({ context: { formErrors: true } });
  const notice = comparison.notices.find((item) => item.code === "GWP_MISMATCH");
  if (!notice) return null;
  const sets = [...new Set(comparison.cases.map((item) => item.gwpSet))];
  const run = async () => {
    if (!asked) return;
    try {
      const result = await recalculate({
        variables: { input: { caseId: asked.caseId, gwpSet: asked.gwpSet } },
      });
      const answer = result.data?.recalculateCaseInGwpSet;
      if (answer?.status === "succeeded") {
        notify.success(t("comparison.gwp.done", asked));
      } else {
        notify.error(
          t("comparison.gwp.failed", {
            name: asked.name,
            errors: (answer?.errors ?? []).map((error) => error.message).join("; "),
          }),
        );
      }
      onRecalculated();
    } catch (caught) {
      notify.error(errorMessage(caught as Error, t("comparison.failed")));
      throw caught;
    }
  };
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("comparison.gwp.heading")}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>{notice.message}</Text>
            <Text fontSize="sm">{t("comparison.gwp.explain")}</Text>
            {hasPermission(EDIT_CODE) ? (
              <Flex gap="2" flexWrap="wrap">
                {comparison.cases.flatMap((item) =>
                  sets
                    .filter((set) => set !== item.gwpSet)
                    .map((set) => (
                      <Button
                        key={`${item.caseId}-${set}`}
                        size="xs"
                        variant="outline"
                        bg="white"
                        onClick={() =>
                          setAsked({ caseId: item.caseId, name: item.name, gwpSet: set })
                        }
                      >
                        <LuRefreshCw aria-hidden />
                        {t("comparison.gwp.recalculate", { name: item.name, gwpSet: set })}
                      </Button>
                    )),
                )}
              </Flex>
            ) : (
              <Text fontSize="sm">{t("comparison.gwp.noPermission")}</Text>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
      <ConfirmDialog
        open={asked !== null}
        title={t("comparison.gwp.confirmTitle", { gwpSet: asked?.gwpSet ?? "" })}
        confirmLabel={t("comparison.gwp.confirmLabel")}
        onConfirm={run}
        onClose={() => setAsked(null)}
      >
        {asked ? t("comparison.gwp.confirm", asked) : ""}
      </ConfirmDialog>
    </Alert.Root>
  );
}

/** Notices other than the GWP sets: a chosen run not the latest, data changed after a run. */
export function OtherNotices({ comparison }: { comparison: Comparison }) {
  const notices = comparison.notices.filter((item) => item.code !== "GWP_MISMATCH");
  if (notices.length === 0) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <List.Root fontSize="sm" gap="1" paddingStart="2">
          {notices.map((item) => (
            <List.Item key={`${item.code}-${item.caseIds.join()}`}>{item.message}</List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The base-year check of each year compared with it, or why there is none. */
export function RecalculationPanel({
  comparison,
  onThresholdSaved,
}: {
  comparison: Comparison;
  onThresholdSaved: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const threshold = (
    <ThresholdControl
      value={comparison.thresholdPercent}
      editing={editing}
      onEdit={setEditing}
      onSaved={onThresholdSaved}
    />
  );
  if (!comparison.recalculation) {
    return (
      <Flex
        justifyContent="space-between"
        alignItems="center"
        gap="3"
        flexWrap="wrap"
        fontSize="sm"
        color="fg.muted"
      >
        <Text>{t("comparison.recalculation.noBaseYear")}</Text>
        {threshold}
      </Flex>
    );
  }
  return (
    <Stack gap="2">
      {comparison.recalculation.map((check) => (
        <CheckBanner key={check.year} check={check} />
      ))}
      <Flex justifyContent="flex-end">{threshold}</Flex>
    </Stack>
  );
}

function CheckBanner({ check }: { check: Check }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const share =
    check.significancePercent === null || check.significancePercent === undefined
      ? "–"
      : `${check.significancePercent.toFixed(1)}%`;
  const verdict =
    check.significancePercent === null || check.significancePercent === undefined
      ? t("comparison.recalculation.notEstimable")
      : t(
          check.flagged
            ? "comparison.recalculation.flagged"
            : "comparison.recalculation.notFlagged",
          {
            share,
            threshold: check.thresholdPercent,
          },
        );
  return (
    <Alert.Root
      as="section"
      status={check.flagged ? "error" : "success"}
      alignItems="flex-start"
      aria-label={t("comparison.recalculation.heading", { year: check.year })}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("comparison.recalculation.heading", { year: check.year })}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text fontWeight="semibold">{verdict}</Text>
            {check.reasons.length === 0 ? (
              <Text fontSize="sm">{t("comparison.recalculation.none")}</Text>
            ) : (
              <List.Root fontSize="sm" gap="1" paddingStart="4">
                {check.reasons.map((reason, index) => (
                  <List.Item key={`${reason.kind}-${reason.caseId}-${index}`}>
                    {reason.message}:{" "}
                    <Text as="span" fontWeight="semibold" whiteSpace="nowrap">
                      {t("comparison.recalculation.affected", {
                        value: formatTonnes(reason.affectedKg, locale),
                        share: formatShare(reason.affectedKg, Math.abs(check.baseYearKg)),
                      })}
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            )}
            <Text fontSize="sm" color="fg.muted">
              {t("comparison.recalculation.organic", {
                value: formatTonnes(check.organicKg, locale),
              })}
            </Text>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

interface ThresholdValues {
  recalculationThresholdPercent: string;
}

function ThresholdControl({
  value,
  editing,
  onEdit,
  onSaved,
}: {
  value: number;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [save] = useUpdateComparisonSettingsMutation({ context: { formErrors: true } });
  const { hasPermission } = useSession();
  const range = t("comparison.recalculation.thresholdRange");
  const schema = yup.object({
    recalculationThresholdPercent: yup
      .number()
      .transform((parsed: number, raw: unknown) => (raw === "" ? undefined : parsed))
      .typeError(range)
      .required(range)
      .moreThan(0, range)
      .max(100, range),
  });
  return (
    <Box>
      <Flex alignItems="center" gap="2" fontSize="sm">
        <Text color="fg.muted">{t("comparison.recalculation.threshold", { value })}</Text>
        {hasPermission(EDIT_CODE) && (
          <Button size="xs" variant="ghost" onClick={() => onEdit(true)}>
            <LuPencil aria-hidden />
            {t("comparison.recalculation.editThreshold")}
          </Button>
        )}
      </Flex>
      <FormDialog<ThresholdValues>
        open={editing}
        size="md"
        title={t("comparison.recalculation.thresholdTitle")}
        formLabel={t("comparison.recalculation.thresholdTitle")}
        submitLabel={t("common.save")}
        initialValues={{ recalculationThresholdPercent: String(value) }}
        schema={schema}
        onClose={() => onEdit(false)}
        onSubmit={async (values, helpers) => {
          const percent = Number(values.recalculationThresholdPercent);
          try {
            await save({ variables: { input: { recalculationThresholdPercent: percent } } });
          } catch (caught) {
            showFormErrors(caught, values, helpers.setErrors);
            return;
          }
          notify.success(t("comparison.recalculation.thresholdSaved", { value: percent }));
          onEdit(false);
          onSaved();
        }}
      >
        {() => (
          <NumberField
            name="recalculationThresholdPercent"
            label={t("comparison.recalculation.thresholdLabel")}
            helper={t("comparison.recalculation.thresholdHelp")}
            required
          />
        )}
      </FormDialog>
    </Box>
  );
}
