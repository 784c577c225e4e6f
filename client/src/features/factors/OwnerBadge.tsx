// Whose a library row is: the global library's (the platform operator maintains it) or the
// signed-in user's company's own.
import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

export function OwnerBadge({ global }: { global: boolean }) {
  const { t } = useTranslation();
  return global ? (
    <Badge colorPalette="purple" variant="subtle" whiteSpace="nowrap">
      {t("adminAccounting.ownerGlobal")}
    </Badge>
  ) : (
    <Badge colorPalette="teal" variant="subtle" whiteSpace="nowrap">
      {t("adminAccounting.ownerCompany")}
    </Badge>
  );
}
