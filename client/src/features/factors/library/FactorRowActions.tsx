// A factor row's actions: edit and retire (or restore) where the viewer may change the row, and
// a lock saying why not on a global row the viewer may not change.
import { Box, Flex, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuArchive, LuArchiveRestore, LuLock, LuPencil } from "react-icons/lu";
import { RowAction } from "../../../components/ui/row-action";
import type { Factor } from "./use-factor-library";

export function FactorRowActions({
  factor,
  writable,
  onEdit,
  onRetire,
}: {
  factor: Factor;
  writable: boolean;
  onEdit: (factor: Factor) => void;
  /** Asks to retire the factor, or to restore it when retired. */
  onRetire: (factor: Factor) => void;
}) {
  const { t } = useTranslation();
  if (!writable) {
    return (
      <Flex justifyContent="flex-end" paddingInline="2">
        <Box
          as="span"
          role="img"
          color="fg.muted"
          aria-label={t("adminAccounting.factors.globalLocked")}
          title={t("adminAccounting.factors.globalLocked")}
        >
          <LuLock aria-hidden />
        </Box>
      </Flex>
    );
  }
  return (
    <HStack gap="1" justifyContent="flex-end">
      <RowAction
        label={t("adminAccounting.factors.edit", { code: factor.code })}
        onClick={() => onEdit(factor)}
      >
        <LuPencil />
      </RowAction>
      {factor.retired ? (
        <RowAction
          label={t("adminAccounting.factors.restore", { code: factor.code })}
          onClick={() => onRetire(factor)}
        >
          <LuArchiveRestore />
        </RowAction>
      ) : (
        <RowAction
          label={t("adminAccounting.factors.retire", { code: factor.code })}
          onClick={() => onRetire(factor)}
          danger
        >
          <LuArchive />
        </RowAction>
      )}
    </HStack>
  );
}
