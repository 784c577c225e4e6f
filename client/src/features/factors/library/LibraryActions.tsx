// The factor library's header buttons before "New factor": the export, for every reader, and the
// import, for library editors.
import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuDownload, LuUpload } from "react-icons/lu";
import { Permission } from "../../../components/Permission";
import { EDIT_CODE } from "./use-factor-library";

export function LibraryActions({
  exporting,
  onExport,
  onImport,
}: {
  exporting: boolean;
  onExport: () => void;
  onImport: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        bg="white"
        loading={exporting}
        onClick={onExport}
        title={t("adminAccounting.factors.exportHint")}
      >
        <LuDownload aria-hidden />
        {t("adminAccounting.factors.export")}
      </Button>
      <Permission code={EDIT_CODE}>
        <Button size="sm" variant="outline" bg="white" onClick={onImport}>
          <LuUpload aria-hidden />
          {t("adminAccounting.factors.import")}
        </Button>
      </Permission>
    </>
  );
}
