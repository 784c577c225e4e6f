// The corporation editor's base-year card: which of the corporation's cases is its base year,
// chosen among its calculated cases and saved on its own (not with the corporation's form), or
// cleared. Read-only without aa01.
import { Button, Card, Flex, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuFlag } from "react-icons/lu";
import { useBaseYearCasesQuery, useSetBaseYearCaseMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { notify } from "../../components/ui/toaster";
import { EDIT_CODE } from "./ComparisonPanels";

export function BaseYearCard({ corporationId }: { corporationId: number }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const { data } = useBaseYearCasesQuery({
    variables: { corporationId },
    fetchPolicy: "cache-and-network",
  });
  const [save, { loading }] = useSetBaseYearCaseMutation();
  const current = data?.corporation.baseYearCaseId ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? (current ? String(current) : "");
  const cases = [...(data?.cases.items ?? [])].sort((a, b) => a.year - b.year || a.id - b.id);
  const canEdit = hasPermission(EDIT_CODE);
  const submit = async () => {
    const caseId = value ? Number(value) : null;
    try {
      await save({ variables: { input: { corporationId, caseId } } });
      notify.success(t(caseId ? "comparison.baseYear.saved" : "comparison.baseYear.cleared"));
      setChosen(null);
    } catch {
      // The error link has shown the server's message.
    }
  };
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          <HStack gap="2">
            <LuFlag aria-hidden />
            {t("comparison.baseYear.heading")}
          </HStack>
        </Card.Title>
        <Text fontSize="xs" color="fg.muted">
          {t("comparison.baseYear.help")}
        </Text>
      </Card.Header>
      <Card.Body paddingTop="2">
        <Flex gap="2" alignItems="flex-end" flexWrap="wrap">
          <NativeSelect.Root size="sm" flex="1" minWidth="14rem" disabled={!canEdit}>
            <NativeSelect.Field
              aria-label={t("comparison.baseYear.label")}
              value={value}
              onChange={(event) => setChosen(event.currentTarget.value)}
            >
              <option value="">{t("comparison.baseYear.none")}</option>
              {cases.map((item) => (
                <option key={item.id} value={item.id} disabled={!item.latestRunId}>
                  {item.latestRunId
                    ? `${item.year} · ${item.name}`
                    : t("comparison.baseYear.notCalculated", {
                        name: `${item.year} · ${item.name}`,
                      })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {canEdit && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              loading={loading}
              disabled={value === (current ? String(current) : "")}
              onClick={() => void submit()}
            >
              {t("comparison.baseYear.save")}
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
