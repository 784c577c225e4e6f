// The head of the model editor: the product's name and specification with its audit status,
// the study in one glance (unit, boundary, standard, database, method, allocation) and the
// actions on the product (edit the study, copy, import a bill of materials).
import { Box, Button, DataList, Flex, Heading, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft, LuCopy, LuFileSpreadsheet, LuSettings2 } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import type { LcaModel_ProductFragment } from "../../__generated__/graphql";
import { AuditStatusBadge, formatAmount } from "../lca-products/display";
import { BRAND_LIST_PATH } from "../lca-products/paths";
import type { ModelCodes } from "./use-model-codes";

export interface ProductHeaderProps {
  product: LcaModel_ProductFragment;
  codes: ModelCodes;
  databaseLabel: string;
  canEdit: boolean;
  released: boolean;
  onEditStudy: () => void;
  onCopy: () => void;
  onImport: () => void;
}

export function ProductHeader({
  product,
  codes,
  databaseLabel,
  canEdit,
  released,
  onEditStudy,
  onCopy,
  onImport,
}: ProductHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unitKind = t(
    product.unitKind === "functional" ? "lcaModel.header.functional" : "lcaModel.header.declared",
  );
  const unit = `${formatAmount(product.declaredAmount, codes.locale)} ${codes.unitSymbol(product.declaredUnitId)}`;
  const items: Array<[string, string]> = [
    [unitKind, product.unitDescription ? `${unit} · ${product.unitDescription}` : unit],
    [t("lcaModel.header.boundary"), codes.boundaryName(product.boundary)],
    [t("lcaModel.header.standard"), codes.standardName(product.standard)],
    [t("lcaModel.header.database"), databaseLabel || t("lcaModel.header.noDatabase")],
    [t("lcaModel.header.method"), codes.methodName(product.method)],
    [
      t("lcaModel.header.allocation"),
      [codes.allocationName(product.allocation), product.geography, product.referenceYear]
        .filter((part) => part !== null && part !== "")
        .join(" · "),
    ],
  ];
  return (
    <Box bg="white" borderWidth="1px" rounded="md" padding="4" marginBottom="4">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box>
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="lg">
              {product.name}
            </Heading>
            <AuditStatusBadge
              status={product.auditStatus}
              label={codes.auditName(product.auditStatus)}
            />
          </HStack>
          {product.specification && (
            <Text color="fg.muted" fontSize="sm">
              {t("lcaModel.header.specification", { specification: product.specification })}
            </Text>
          )}
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="ghost" onClick={() => void navigate(BRAND_LIST_PATH)}>
            <LuArrowLeft aria-hidden />
            {t("lcaModel.header.back")}
          </Button>
          {canEdit && (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={onEditStudy}
                disabled={released}
                title={released ? t("lcaModel.readOnly.released") : undefined}
              >
                <LuSettings2 aria-hidden />
                {t("lcaModel.header.editStudy")}
              </Button>
              <Button size="sm" variant="outline" onClick={onCopy}>
                <LuCopy aria-hidden />
                {t("lcaModel.header.copy")}
              </Button>
              <Button size="sm" variant="outline" onClick={onImport} disabled={released}>
                <LuFileSpreadsheet aria-hidden />
                {t("lcaModel.header.import")}
              </Button>
            </>
          )}
        </HStack>
      </Flex>
      <DataList.Root orientation="vertical" size="sm" marginTop="3">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gapX="6" gapY="2">
          {items.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </SimpleGrid>
      </DataList.Root>
    </Box>
  );
}
