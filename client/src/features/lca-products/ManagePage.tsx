// /eclca/manage (ff41, kept alive: SPEC §4's LcaManage): each product of the company with its
// audit status, its calculation count and its calculations (number, model version, status,
// database, headline total with its unit, when), newest first. A calculation's results open in
// the model editor; holders of ff41 delete a calculation after a confirmation. The page stays
// mounted while the user is in the editor: the search, filter and page are as left, and the
// products are read again on the way back (a calculation may have finished meanwhile).
import { Box, Card, Flex, HStack, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuChartColumn, LuPencil, LuTrash2 } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import type {
  LcaProducts_CalculationFragment,
  LcaManageProductsQuery,
} from "../../__generated__/graphql";
import {
  useDeleteLcaCalculationMutation,
  useLcaManageProductsQuery,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { pageVariables, useTableState } from "../../components/ui/data-table";
import { DeleteConfirm, ListHeader, ListToolbar } from "../../components/ui/list-page";
import { Pager } from "../../components/ui/pager";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDateTime } from "../../lib/format";
import { AuditStatusBadge, CalculationStatusBadge, formatTotal } from "./display";
import { LCA_CODES, lcaEditorPath } from "./paths";
import { FilterSelect, unitText } from "./ProductListPage";
import { useProductCodes, type ProductCodes } from "./use-product-codes";

type Product = LcaManageProductsQuery["lcaProducts"]["items"][number];
type Calculation = LcaProducts_CalculationFragment;
type Target = { product: Product; calculation: Calculation };

export function ManagePage() {
  const { t } = useTranslation();
  const codes = useProductCodes();
  const table = useTableState<never>({ pageSize: 10 });
  const [auditStatus, setAuditStatus] = useState("");
  const { data, loading, refetch } = useLcaManageProductsQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
      auditStatus: auditStatus || undefined,
    },
  });
  const [removeCalculation] = useDeleteLcaCalculationMutation();
  const deleting = useDialogTarget<Target>();
  const products = data?.lcaProducts.items ?? [];
  const total = data?.lcaProducts.total ?? 0;
  useRefetchOnReturn(refetch);

  const confirmDelete = async ({ calculation }: Target) => {
    await removeCalculation({ variables: { id: calculation.id } });
    notify.success(t("lcaProducts.calculationDeleted", { number: calculation.number }));
    await refetch();
  };

  return (
    <>
      <ListHeader title={t("lcaProducts.manageTitle")} />
      <ListToolbar
        keyword={table.state.keyword}
        onSearch={table.setKeyword}
        search={{ placeholder: t("lcaProducts.search") }}
      >
        <FilterSelect
          label={t("lcaProducts.auditStatus")}
          value={auditStatus}
          onChange={(value) => {
            setAuditStatus(value);
            table.setPage(1);
          }}
        >
          <option value="">{t("lcaProducts.allStatuses")}</option>
          {codes.auditStatuses.map((status) => (
            <option key={status.code} value={status.code}>
              {codes.name(status)}
            </option>
          ))}
        </FilterSelect>
      </ListToolbar>
      <Stack gap="3" aria-busy={loading}>
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            codes={codes}
            onDelete={(calculation) => deleting.show({ product, calculation })}
          />
        ))}
        {products.length === 0 && (
          <Flex
            padding="8"
            justifyContent="center"
            color="fg.muted"
            bg="white"
            rounded="md"
            borderWidth="1px"
          >
            {loading ? <Spinner size="sm" /> : <Text>{t("lcaProducts.manageEmpty")}</Text>}
          </Flex>
        )}
      </Stack>
      <Box bg="white" rounded="md" borderWidth="1px" marginTop="3">
        <Pager
          page={table.state.page}
          pageSize={table.state.pageSize}
          total={total}
          onPage={table.setPage}
          onPageSize={table.setPageSize}
        />
      </Box>
      <DeleteConfirm
        target={deleting}
        title={t("lcaProducts.deleteCalculationTitle")}
        message={({ product, calculation }) =>
          t("lcaProducts.deleteCalculationConfirm", {
            number: calculation.number,
            version: calculation.version,
            name: product.name,
          })
        }
        onConfirm={confirmDelete}
      />
    </>
  );
}

/**
 * Reads the list again each time a kept page is shown anew: a hidden <Activity> drops its
 * effects and runs them again when it is shown, so this effect runs on each return (not on the
 * first showing, which the query itself covers).
 */
function useRefetchOnReturn(refetch: () => Promise<unknown>) {
  const latest = useRef(refetch);
  const shown = useRef(false);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (shown.current) void latest.current().catch(() => undefined);
    shown.current = true;
  }, []);
}

function ProductCard({
  product,
  codes,
  onDelete,
}: {
  product: Product;
  codes: ProductCodes;
  onDelete: (calculation: Calculation) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const mayDelete = hasPermission(LCA_CODES.manage);
  const headingId = `lca-product-${product.id}`;
  return (
    <Card.Root size="sm" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Flex justifyContent="space-between" alignItems="flex-start" gap="3" flexWrap="wrap">
          <Stack gap="1">
            <HStack gap="2" flexWrap="wrap">
              <Text as="h2" id={headingId} fontWeight="semibold" fontSize="md">
                {product.name}
              </Text>
              {product.specification && (
                <Text fontSize="sm" color="fg.muted">
                  {product.specification}
                </Text>
              )}
              <AuditStatusBadge
                status={product.auditStatus}
                label={codes.auditStatusName(product.auditStatus)}
              />
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {[
                codes.standardName(product.standard),
                t("lcaProducts.perUnit", { unit: unitText(product, codes) }),
                t("lcaProducts.versionValue", { version: product.version }),
                t("lcaProducts.calculationCountValue", { count: product.calculationCount }),
              ].join(" · ")}
            </Text>
          </Stack>
          <RowAction
            label={t("lcaProducts.open", { name: product.name })}
            onClick={() => void navigate(lcaEditorPath(product.id))}
          >
            <LuPencil />
          </RowAction>
        </Flex>
      </Card.Header>
      <Card.Body paddingTop="2">
        {product.calculations.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t("lcaProducts.noCalculations")}
          </Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root
              size="sm"
              aria-label={t("lcaProducts.calculationsOf", { name: product.name })}
            >
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader>{t("lcaProducts.calculationNumber")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("lcaProducts.version")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("common.status")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("lcaProducts.database")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t("lcaProducts.headline")}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t("common.createdAt")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" width="1%">
                    {t("common.actions")}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {product.calculations.map((calculation) => (
                  <Table.Row key={calculation.id}>
                    <Table.Cell>#{calculation.number}</Table.Cell>
                    <Table.Cell>
                      {t("lcaProducts.versionValue", { version: calculation.version })}
                    </Table.Cell>
                    <Table.Cell>
                      <CalculationStatusBadge status={calculation.status} />
                    </Table.Cell>
                    <Table.Cell>{calculation.databaseLabel || "—"}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Headline calculation={calculation} codes={codes} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {formatDateTime(calculation.createdAt)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack gap="0" justifyContent="flex-end">
                        <RowAction
                          label={t("lcaProducts.openResults", { number: calculation.number })}
                          onClick={() => void navigate(lcaEditorPath(product.id, calculation.id))}
                        >
                          <LuChartColumn />
                        </RowAction>
                        {mayDelete && (
                          <RowAction
                            label={t("lcaProducts.deleteCalculation", {
                              number: calculation.number,
                            })}
                            onClick={() => onDelete(calculation)}
                            danger
                          >
                            <LuTrash2 />
                          </RowAction>
                        )}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The headline indicator's total with its unit, and the method under it. */
function Headline({ calculation, codes }: { calculation: Calculation; codes: ProductCodes }) {
  const indicator = calculation.result?.indicators[calculation.result.headline];
  if (!indicator) return <Text color="fg.muted">—</Text>;
  return (
    <Stack gap="0" alignItems="flex-end">
      <Text fontWeight="medium" whiteSpace="nowrap">
        {`${formatTotal(indicator.total, codes.locale)} ${indicator.unit}`}
      </Text>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {codes.methodName(calculation.method)}
      </Text>
    </Stack>
  );
}
