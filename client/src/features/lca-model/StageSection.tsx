// One life-cycle stage of the model: its lines in a table (kind, name, quantity and unit, the
// source with its kind, supplier, primary flag, pedigree scores), each selectable for deletion,
// with edit and delete actions, and the stage's add button. A line that blocks the calculation
// is marked with its reason; the line the problems list points at is highlighted.
import { Badge, Box, Button, Checkbox, Flex, Heading, HStack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuPencil, LuPlus, LuTrash2, LuTriangleAlert } from "react-icons/lu";
import type { LcaModel_LineFragment } from "../../__generated__/graphql";
import { RowAction } from "../../components/ui/row-action";
import { PEDIGREE } from "../lca-data/lca-form";
import type { ModelCodes } from "./use-model-codes";
import { useSource } from "./use-source";

export const lineAnchor = (id: number) => `lca-line-${id}`;

export interface StageSectionProps {
  code: string;
  title: string;
  lines: readonly LcaModel_LineFragment[];
  codes: ModelCodes;
  readOnly: boolean;
  selected: ReadonlySet<number>;
  highlighted: number | null;
  problems: ReadonlyMap<number, string[]>;
  onSelect: (ids: number[], selected: boolean) => void;
  onAdd: (stage: string) => void;
  onEdit: (line: LcaModel_LineFragment) => void;
  onDelete: (lines: LcaModel_LineFragment[]) => void;
}

export function StageSection(props: StageSectionProps) {
  const { code, title, lines, readOnly, selected, onSelect, onAdd } = props;
  const { t } = useTranslation();
  const ids = lines.map((line) => line.id);
  const chosen = ids.filter((id) => selected.has(id)).length;
  const all = chosen > 0 && chosen === ids.length;
  return (
    <Box as="section" aria-labelledby={`stage-${code}`} bg="white" borderWidth="1px" rounded="md">
      <Flex
        justify="space-between"
        align="center"
        paddingX="4"
        paddingY="2"
        borderBottomWidth="1px"
      >
        <HStack>
          <Heading as="h3" size="sm" id={`stage-${code}`}>
            {title}
          </Heading>
          <Badge variant="subtle">{t("lcaModel.stage.count", { count: lines.length })}</Badge>
        </HStack>
        {!readOnly && (
          <Button size="xs" variant="outline" colorPalette="teal" onClick={() => onAdd(code)}>
            <LuPlus aria-hidden />
            {t("lcaModel.stage.addLine")}
          </Button>
        )}
      </Flex>
      {lines.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" paddingX="4" paddingY="3">
          {t("lcaModel.stage.empty")}
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                {!readOnly && (
                  <Table.ColumnHeader width="1%">
                    <Checkbox.Root
                      size="sm"
                      checked={all ? true : chosen > 0 ? "indeterminate" : false}
                      onCheckedChange={() => onSelect(ids, !all)}
                      aria-label={t("lcaModel.stage.selectAll", { stage: title })}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
                )}
                <Table.ColumnHeader>{t("lcaModel.column.kind")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("lcaModel.column.name")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t("lcaModel.column.amount")}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t("lcaModel.column.unit")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("lcaModel.column.source")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("lcaModel.column.supplier")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("lcaModel.column.primary")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("lcaModel.column.quality")}</Table.ColumnHeader>
                {!readOnly && <Table.ColumnHeader width="1%" />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((line) => (
                <LineRow key={line.id} line={line} {...props} />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}

function LineRow({
  line,
  codes,
  readOnly,
  selected,
  highlighted,
  problems,
  onSelect,
  onEdit,
  onDelete,
}: StageSectionProps & { line: LcaModel_LineFragment }) {
  const { t } = useTranslation();
  const reasons = problems.get(line.id);
  const number = new Intl.NumberFormat(codes.locale, { maximumFractionDigits: 6 });
  const quality = line.quality ? PEDIGREE.map((key) => line.quality![key]).join("·") : "";
  return (
    <Table.Row
      id={lineAnchor(line.id)}
      data-highlighted={highlighted === line.id || undefined}
      bg={highlighted === line.id ? "yellow.subtle" : reasons ? "red.50" : undefined}
      transition="background 0.6s"
    >
      {!readOnly && (
        <Table.Cell>
          <Checkbox.Root
            size="sm"
            checked={selected.has(line.id)}
            onCheckedChange={(details) => onSelect([line.id], details.checked === true)}
            aria-label={t("lcaModel.stage.select", { name: line.name })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        </Table.Cell>
      )}
      <Table.Cell whiteSpace="nowrap">{codes.kindName(line.kind)}</Table.Cell>
      <Table.Cell>
        <HStack gap="1">
          {reasons && (
            <Box color="red.fg" title={reasons.join("; ")} aria-label={reasons.join("; ")}>
              <LuTriangleAlert />
            </Box>
          )}
          <Text>{line.name}</Text>
        </HStack>
        {line.note && (
          <Text fontSize="xs" color="fg.muted">
            {line.note}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {number.format(line.amount)}
      </Table.Cell>
      <Table.Cell>{codes.unitSymbol(line.unitId)}</Table.Cell>
      <Table.Cell>
        <SourceCell line={line} codes={codes} />
      </Table.Cell>
      <Table.Cell>{line.supplier}</Table.Cell>
      <Table.Cell>
        {line.primary && (
          <Badge colorPalette="green" variant="subtle">
            {t("lcaModel.column.primaryYes")}
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" title={quality ? t("lcaModel.column.qualityHint") : ""}>
        {quality}
      </Table.Cell>
      {!readOnly && (
        <Table.Cell whiteSpace="nowrap">
          <RowAction
            label={t("lcaModel.stage.edit", { name: line.name })}
            onClick={() => onEdit(line)}
          >
            <LuPencil />
          </RowAction>
          <RowAction
            danger
            label={t("lcaModel.stage.delete", { name: line.name })}
            onClick={() => onDelete([line])}
          >
            <LuTrash2 />
          </RowAction>
        </Table.Cell>
      )}
    </Table.Row>
  );
}

function SourceCell({ line, codes }: { line: LcaModel_LineFragment; codes: ModelCodes }) {
  const { t } = useTranslation();
  const { source, missing } = useSource(line.sourceKind, line.sourceId);
  if (!line.sourceKind || (line.sourceKind !== "supplier" && !line.sourceId)) {
    return (
      <Box>
        <Text fontSize="sm" color="orange.fg">
          {t("lcaModel.column.noSource")}
        </Text>
        {line.sourceKind && (
          <Text fontSize="xs" color="fg.muted">
            {codes.sourceKindName(line.sourceKind)}
          </Text>
        )}
      </Box>
    );
  }
  const number = new Intl.NumberFormat(codes.locale, { maximumFractionDigits: 6 });
  let name = source?.name ?? "";
  if (line.sourceKind === "supplier") {
    name =
      line.supplierGwp === null || line.supplierGwp === undefined
        ? ""
        : t("lcaModel.column.supplierGwp", {
            value: number.format(line.supplierGwp),
            unit: codes.unitSymbol(line.unitId),
          });
  } else if (missing) {
    name = t("lcaModel.column.sourceMissing", { id: line.sourceId });
  }
  return (
    <Box>
      <Text fontSize="sm">
        {name}
        {line.sourceKind === "transport" &&
        line.distanceKm !== null &&
        line.distanceKm !== undefined
          ? ` · ${t("lcaModel.column.distance", { km: number.format(line.distanceKm) })}`
          : ""}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {codes.sourceKindName(line.sourceKind)}
      </Text>
    </Box>
  );
}
