// The model's versions: which one is shown (older ones read-only, as their calculations used
// them), a new version made from the current one's lines, and why the model cannot be edited
// when it cannot.
import { Alert, Button, Flex, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuGitBranchPlus } from "react-icons/lu";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";

export interface VersionBarProps {
  /** The version being edited. */
  current: number;
  /** Versions with lines or calculations, newest first. */
  versions: readonly number[];
  shown: number;
  released: boolean;
  canEdit: boolean;
  /** Why the shown lines cannot be changed, or null. */
  readOnlyReason: string | null;
  onShow: (version: number) => void;
  onNewVersion: () => Promise<unknown>;
}

export function VersionBar({
  current,
  versions,
  shown,
  released,
  canEdit,
  readOnlyReason,
  onShow,
  onNewVersion,
}: VersionBarProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const all = [...new Set([current, ...versions])].sort((a, b) => b - a);
  const label = t("lcaModel.version.label");
  return (
    <>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" marginBottom="3">
        <HStack gap="2">
          <Text fontSize="sm" fontWeight="medium" asChild>
            <label htmlFor="lca-model-version">{label}</label>
          </Text>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              id="lca-model-version"
              value={String(shown)}
              onChange={(event) => onShow(Number(event.currentTarget.value))}
            >
              {all.map((version) => (
                <option key={version} value={String(version)}>
                  {version === current
                    ? t("lcaModel.version.current", { version })
                    : t("lcaModel.version.older", { version })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {canEdit && (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            <LuGitBranchPlus aria-hidden />
            {t("lcaModel.version.new")}
          </Button>
        )}
      </Flex>
      {readOnlyReason && (
        <Alert.Root status="info" size="sm" marginBottom="3" data-testid="read-only-reason">
          <Alert.Indicator />
          <Alert.Description>{readOnlyReason}</Alert.Description>
          {shown !== current && (
            <Button size="xs" variant="outline" marginStart="auto" onClick={() => onShow(current)}>
              {t("lcaModel.version.backToCurrent", { version: current })}
            </Button>
          )}
        </Alert.Root>
      )}
      <ConfirmDialog
        open={confirming}
        title={t("lcaModel.version.newTitle")}
        confirmLabel={t("lcaModel.version.newConfirm", { version: current + 1 })}
        onConfirm={onNewVersion}
        onClose={() => setConfirming(false)}
      >
        {t("lcaModel.version.newQuestion", { version: current, next: current + 1 })}
        {released ? ` ${t("lcaModel.version.newReleased")}` : ""}
      </ConfirmDialog>
    </>
  );
}
