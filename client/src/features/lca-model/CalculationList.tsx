// The product's calculations, newest first: number, model version, status, headline total and
// date; choosing one shows its results below (and puts it in the address as ?calculation=).
import { Box, Heading, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { LcaModel_CalculationFragment } from "../../__generated__/graphql";
import { formatDateTime } from "../../lib/format";
import { CalculationStatusBadge, formatTotal } from "../lca-products/display";
import type { ModelCodes } from "./use-model-codes";

export function headlineOf(calculation: LcaModel_CalculationFragment) {
  const result = calculation.result;
  return result?.indicators[result.headline] ?? null;
}

export function CalculationList({
  calculations,
  selectedId,
  codes,
  onSelect,
}: {
  calculations: readonly LcaModel_CalculationFragment[];
  selectedId: number | null;
  codes: ModelCodes;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const title = t("lcaModel.calculations.title");
  return (
    <Box bg="white" borderWidth="1px" rounded="md" padding="4">
      <Heading as="h2" size="sm" marginBottom="2">
        {title}
      </Heading>
      {calculations.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t("lcaModel.calculations.empty")}
        </Text>
      ) : (
        <Box overflowX="auto" maxHeight="20rem" overflowY="auto">
          <Table.Root size="sm" aria-label={title} interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("lcaModel.calculations.number")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("lcaModel.calculations.version")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("lcaModel.calculations.status")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t("lcaModel.calculations.total")}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t("lcaModel.calculations.date")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {calculations.map((calculation) => {
                const headline = headlineOf(calculation);
                const selected = calculation.id === selectedId;
                return (
                  <Table.Row
                    key={calculation.id}
                    cursor="pointer"
                    bg={selected ? "teal.subtle" : undefined}
                    aria-selected={selected}
                    onClick={() => onSelect(calculation.id)}
                  >
                    <Table.Cell>
                      <button
                        type="button"
                        style={{
                          all: "unset",
                          cursor: "pointer",
                          fontWeight: selected ? 600 : 400,
                        }}
                        aria-label={t("lcaModel.calculations.show", { number: calculation.number })}
                        onClick={(event) => {
                          event.stopPropagation();
                          onSelect(calculation.id);
                        }}
                      >
                        #{calculation.number}
                      </button>
                    </Table.Cell>
                    <Table.Cell>{calculation.version}</Table.Cell>
                    <Table.Cell>
                      <CalculationStatusBadge status={calculation.status} />
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {headline
                        ? `${formatTotal(headline.total, codes.locale)} ${headline.unit}`
                        : ""}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {formatDateTime(calculation.finishedAt ?? calculation.createdAt)}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
