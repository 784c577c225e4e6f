// The question before a factor is retired (red, it leaves the searches) or restored.
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import type { useDialogTarget } from "../../../components/ui/use-dialog-target";
import { useLocale } from "../../../i18n";
import { localName } from "../../reference/reference";
import type { Factor } from "./use-factor-library";

export function RetireConfirm({
  retiring,
  onConfirm,
}: {
  retiring: ReturnType<typeof useDialogTarget<Factor>>;
  onConfirm: (factor: Factor) => Promise<void>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const target = retiring.target;
  return (
    <ConfirmDialog
      open={retiring.open}
      title={
        target?.retired
          ? t("adminAccounting.factors.restoreTitle")
          : t("adminAccounting.factors.retireTitle")
      }
      confirmLabel={
        target?.retired
          ? t("adminAccounting.factors.restoreAction")
          : t("adminAccounting.factors.retireAction")
      }
      destructive={!target?.retired}
      onConfirm={() => (target ? onConfirm(target) : undefined)}
      onClose={retiring.close}
    >
      {target?.retired
        ? t("adminAccounting.factors.restoreConfirm", {
            code: target.code,
            name: localName(target, locale),
          })
        : t("adminAccounting.factors.retireConfirm", {
            code: target?.code ?? "",
            name: target ? localName(target, locale) : "",
          })}
    </ConfirmDialog>
  );
}
