// What both LCA data lists draw besides the scaffold: the owner filter and badge, the export and
// import buttons, and the row actions shown on the rows the viewer may change.
import { Badge, Button, HStack, IconButton, NativeSelect } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuDownload, LuFileUp, LuPencil, LuPlus, LuTrash2 } from "react-icons/lu";

/** Where a list runs: the admin list of global rows, or the company's stock configuration. */
export type ListScope = "admin" | "company";
export type Owner = "all" | "global" | "company";

/** A filter of the toolbar: a small native select named by its label. */
export function NativeSelectBox({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function OwnerFilter({ value, onChange }: { value: Owner; onChange: (o: Owner) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelectBox
      label={t("lcaData.owner")}
      value={value}
      onChange={(owner) => onChange(owner as Owner)}
    >
      <option value="all">{t("lcaData.ownerAll")}</option>
      <option value="global">{t("lcaData.ownerGlobal")}</option>
      <option value="company">{t("lcaData.ownerCompany")}</option>
    </NativeSelectBox>
  );
}

export function OwnerBadge({ global }: { global: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={global ? "purple" : "teal"} variant="subtle" whiteSpace="nowrap">
      {global ? t("lcaData.ownerGlobal") : t("lcaData.ownerCompany")}
    </Badge>
  );
}

/** Export and import, and on the company's list its own create button (no code gates it). */
export function ListActions({
  exporting,
  onExport,
  onImport,
  create,
}: {
  exporting: boolean;
  onExport: () => void;
  onImport?: () => void;
  create?: { label: string; onClick: () => void };
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="sm" variant="outline" loading={exporting} onClick={onExport}>
        <LuDownload aria-hidden />
        {t("lcaData.export")}
      </Button>
      {onImport && (
        <Button size="sm" variant="outline" onClick={onImport}>
          <LuFileUp aria-hidden />
          {t("lcaData.import")}
        </Button>
      )}
      {create && (
        <Button size="sm" colorPalette="teal" onClick={create.onClick}>
          <LuPlus aria-hidden />
          {create.label}
        </Button>
      )}
    </>
  );
}

export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="1" justifyContent="flex-end">
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t("lcaData.edit", { name })}
        title={t("common.edit")}
        onClick={onEdit}
      >
        <LuPencil />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={t("lcaData.delete", { name })}
        title={t("common.delete")}
        onClick={onDelete}
      >
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}

/** "2,050", "0.5777": a figure as entered, grouped, without rounding it away. */
export const formatFigure = (value: number) =>
  value.toLocaleString("en-US", { maximumSignificantDigits: 10 });
