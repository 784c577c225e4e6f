// The case's processes by scope, each with the table of its activity lines; while the lines
// load, how many have come.
import { EmptyState, Flex, Spinner, Stack, Text, VStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { DisplayFactor } from "../../factors/FactorDetails";
import type { Line } from "../line-edits";
import { LineTable } from "../LineTable";
import { localName, type Reference } from "../../reference/reference";
import { ProcessCard } from "./ProcessCard";
import { ScopeSection } from "./ScopeSection";
import type { CaseData } from "./use-case-data";
import type { EditorDialogs } from "./use-editor-dialogs";
import type { UnsavedEdits } from "./use-unsaved-edits";

const SCOPES = [1, 2, 3] as const;

export function ProcessList({
  data,
  reference,
  canEdit,
  unsaved,
  highlight,
  factorOf,
  marketFactorOf,
  dialogs,
}: {
  data: CaseData;
  reference: Reference;
  canEdit: boolean;
  unsaved: UnsavedEdits;
  highlight: number | null;
  factorOf: (line: Line) => DisplayFactor | null;
  marketFactorOf: (line: Line) => DisplayFactor | null;
  dialogs: EditorDialogs;
}) {
  const { t } = useTranslation();
  const { lines, processes, linesByProcess } = data;
  const { locale } = reference;

  if (lines.loading || data.processesLoading || !reference.reference) {
    return (
      <Flex justifyContent="center" alignItems="center" gap="3" padding="8">
        <Spinner size="md" />
        {lines.progress && (
          <Text fontSize="sm" color="fg.muted" role="status">
            {t("accounting.editor.loadingLines", { ...lines.progress })}
          </Text>
        )}
      </Flex>
    );
  }
  if (processes.length === 0) {
    return (
      <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{t("accounting.editor.noProcesses")}</EmptyState.Title>
            <EmptyState.Description>
              {canEdit
                ? t("accounting.editor.noProcessesBody")
                : t("accounting.editor.noProcessesReadOnly")}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="6">
      {SCOPES.map((scope) => (
        <ScopeSection
          key={scope}
          scope={scope}
          processes={processes.filter((process) => process.scope === scope)}
          render={(process) => (
            <ProcessCard
              key={process.id}
              process={process}
              reference={reference}
              lineCount={linesByProcess.get(process.id)?.length ?? 0}
              canEdit={canEdit}
              onAddLibrary={() => dialogs.pickLinesFor(process)}
              onAddCustom={() => dialogs.customLine.show(process)}
              onAddGas={() => dialogs.gasLine.show(process)}
              onDelete={() => dialogs.deletingProcess.show(process)}
            >
              <LineTable
                processName={localName(process, locale)}
                scope={process.scope}
                lines={linesByProcess.get(process.id) ?? []}
                edits={unsaved.edits}
                reference={reference}
                readOnly={!canEdit}
                highlightId={highlight}
                factorOf={factorOf}
                marketFactorOf={marketFactorOf}
                onEdit={unsaved.edit}
                onPickFactor={dialogs.pickFactorFor}
                onCustomFactor={dialogs.enterFactorFor}
                onDelete={dialogs.askDeleteLine}
              />
            </ProcessCard>
          )}
        />
      ))}
    </Stack>
  );
}
