// The activity tab's sticky toolbar: the unsaved count, Save and Discard, the lines still to fill
// with one action removing them, Calculate, and the menu of whole-case actions. Actions that
// rewrite lines on the server wait for a clean state.
import { Badge, Box, Button, Flex, Menu, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import {
  LuCalculator,
  LuEllipsis,
  LuEraser,
  LuFileDown,
  LuFileUp,
  LuSave,
  LuUndo2,
  LuWandSparkles,
} from "react-icons/lu";
import { Permission } from "../../../components/Permission";
import { ACCOUNTING_CODES } from "../paths";

export function EditorToolbar({
  canEdit,
  dirty,
  toFill,
  saving,
  calculating,
  exporting,
  onSave,
  onDiscard,
  onCalculate,
  onApplyDefaults,
  onRemoveEmpty,
  onExport,
  onImport,
}: {
  canEdit: boolean;
  /** How many lines have unsaved changes. */
  dirty: number;
  /** How many saved lines have no amount: they stop a calculation. */
  toFill: number;
  saving: boolean;
  calculating: boolean;
  exporting: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCalculate: () => void;
  onApplyDefaults: () => void;
  onRemoveEmpty: () => void;
  onExport: () => void;
  onImport: () => void;
}) {
  const { t } = useTranslation();
  const busy = saving || calculating;
  // Operations that rewrite lines on the server would overwrite or drop unsaved changes.
  const needsClean = dirty > 0 ? t("accounting.editor.saveFirst", { count: dirty }) : undefined;
  return (
    <Flex
      position="sticky"
      top="0"
      zIndex="docked"
      bg="bg"
      gap="2"
      paddingBlock="2"
      marginBottom="3"
      alignItems="center"
      flexWrap="wrap"
      borderBottomWidth="1px"
      role="toolbar"
      aria-label={t("accounting.editor.toolbar")}
    >
      {canEdit && (
        <>
          <Text fontSize="sm" color={dirty > 0 ? "orange.700" : "fg.muted"} role="status">
            {dirty > 0
              ? t("accounting.editor.unsaved", { count: dirty })
              : t("accounting.editor.allSaved")}
          </Text>
          <Button
            size="sm"
            colorPalette="teal"
            disabled={dirty === 0 || calculating}
            loading={saving}
            onClick={onSave}
          >
            <LuSave aria-hidden />
            {t("accounting.editor.save", { count: dirty })}
          </Button>
          <Button size="sm" variant="outline" disabled={dirty === 0 || busy} onClick={onDiscard}>
            <LuUndo2 aria-hidden />
            {t("accounting.editor.discard")}
          </Button>
        </>
      )}
      <Box flex="1" />
      {toFill > 0 && (
        <>
          <Badge
            size="lg"
            colorPalette="orange"
            variant="subtle"
            title={t("accounting.workflow.toFill.countHelp")}
            data-testid="lines-to-fill"
          >
            {t("accounting.workflow.toFill.count", { count: toFill })}
          </Badge>
          {canEdit && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="orange"
              disabled={Boolean(needsClean) || busy}
              title={needsClean ?? t("accounting.workflow.toFill.countHelp")}
              onClick={onRemoveEmpty}
            >
              <LuEraser aria-hidden />
              {t("accounting.workflow.toFill.remove")}
            </Button>
          )}
        </>
      )}
      <Permission code={ACCOUNTING_CODES.edit}>
        <Button
          size="sm"
          colorPalette="orange"
          loading={calculating}
          loadingText={t("accounting.editor.calculating")}
          disabled={saving}
          onClick={onCalculate}
        >
          <LuCalculator aria-hidden />
          {t("accounting.editor.calculate")}
        </Button>
      </Permission>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline">
            <LuEllipsis aria-hidden />
            {t("accounting.editor.more")}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {canEdit && (
                <>
                  <Menu.Item
                    value="defaults"
                    disabled={Boolean(needsClean)}
                    title={needsClean}
                    onSelect={onApplyDefaults}
                  >
                    <LuWandSparkles aria-hidden />
                    {t("accounting.editor.applyDefaults")}
                  </Menu.Item>
                  <Menu.Separator />
                </>
              )}
              <Menu.Item value="export" disabled={exporting} onSelect={onExport}>
                <LuFileDown aria-hidden />
                {t("accounting.editor.export")}
              </Menu.Item>
              {canEdit && (
                <Menu.Item
                  value="import"
                  disabled={Boolean(needsClean)}
                  title={needsClean}
                  onSelect={onImport}
                >
                  <LuFileUp aria-hidden />
                  {t("accounting.editor.import")}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
