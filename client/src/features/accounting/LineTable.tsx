// The activity lines of one process as an editable table that fits a 1440 px screen: each row
// shows what the calculation needs (name, amount, unit, method, factor and, on scope 2 lines, the
// market-based instrument); the rest (monthly entry, data source, remark, evidence, the basis of
// the instrument) opens in a row below it (LineDetails). Every change goes to the editor's
// unsaved edits (line-edits.ts); nothing here saves a line except through the editor's
// callbacks (evidence files are uploaded at once, then attached as such an edit). Lines by the
// combustion method carry their measured NCV, carbon content and oxidation.
import {
  Badge,
  Box,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Table,
  Text,
} from "@chakra-ui/react";
import { memo, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  LuCalendarDays,
  LuChevronDown,
  LuChevronRight,
  LuCircleAlert,
  LuTrash2,
} from "react-icons/lu";
import { RowAction } from "../../components/ui/row-action";
import { formatQuantity } from "../../lib/emissions";
import { CombustionParameters } from "./CombustionParameters";
import { DecimalInput } from "../../components/ui/decimal-input";
import { LineDetails } from "./LineDetails";
import { enteredMonths } from "./month-grid";
import { FactorCell, type FactorKind } from "../factors/FactorCell";
import { releasableGases } from "./GasLineDialog";
import type { DisplayFactor } from "../factors/FactorDetails";
import {
  combustionAvailable,
  convertsTo,
  lineProblems,
  marketChange,
  parseAmount,
  serverValues,
  unitOptions,
  type Line,
  type LineChange,
  type LineEdits,
  type LineValues,
} from "./line-edits";
import { localName, type Reference } from "../reference/reference";

export const MARKET_BASES = ["certificate", "supplier", "residual", "grid"] as const;

/** The fields edited in the row below a line (LineDetails), not in the line's own row. */
const DETAIL_FIELDS = [
  "month",
  "monthAmounts",
  "dataSourceType",
  "remark",
  "evidence",
  "marketBasis",
  "marketCoveredAmount",
  "marketCoveredUnitId",
] as const;

/** A line still waiting for its amount: shown as "to fill" in the table. */
export const awaitsAmount = (values: Pick<LineValues, "amount">): boolean => values.amount === null;

export interface LineTableProps {
  processName: string;
  scope: number;
  lines: readonly Line[];
  edits: LineEdits;
  reference: Reference;
  readOnly: boolean;
  highlightId: number | null;
  /** The factor shown for a line (its unsaved choice first); the same object while unchanged. */
  factorOf: (line: Line) => DisplayFactor | null;
  marketFactorOf: (line: Line) => DisplayFactor | null;
  onEdit: (line: Line, change: LineChange) => void;
  /** Choose a library factor for the line's factor or market-based instrument. */
  onPickFactor: (line: Line, kind: FactorKind) => void;
  /** Enter a factor for the line (or correct the one entered), as its factor or instrument. */
  onCustomFactor: (line: Line, kind: FactorKind) => void;
  onDelete: (line: Line) => void;
}

export const lineRowId = (lineId: number): string => `activity-line-${lineId}`;

/** A basis that says an instrument backs the line, with no instrument's factor chosen. */
export const instrumentWithoutFactor = (
  values: Pick<LineValues, "marketBasis">,
  market: DisplayFactor | null,
): boolean => market === null && values.marketBasis !== null && values.marketBasis !== "grid";

/** The gas a line of method gas releases; its GWP comes from the case's set. */
function GasCell({
  lineName,
  gas,
  reference,
  readOnly,
  onChange,
}: {
  lineName: string;
  gas: string | null;
  reference: Reference;
  readOnly: boolean;
  onChange: (gas: string) => void;
}) {
  const { t } = useTranslation();
  if (readOnly) {
    return <Text fontSize="xs">{gas ? reference.gasLabel(gas) : ""}</Text>;
  }
  return (
    <NativeSelect.Root size="xs" width="14rem">
      <NativeSelect.Field
        aria-label={t("accounting.line.gasOf", { name: lineName })}
        value={gas ?? ""}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {gas === null && <option value="">{t("accounting.notSet")}</option>}
        {releasableGases(reference.gases).map((item) => (
          <option key={item.code} value={item.code}>
            {`${item.label} · ${localName(item, reference.locale)}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * The quantity the line's instrument covers (the MWh of certificates bought for it), in the
 * line's unit unless another was stored; empty: all of the line.
 */
function CoveredQuantity({
  lineName,
  values,
  reference,
  readOnly,
  invalid,
  onChange,
}: {
  lineName: string;
  values: LineValues;
  reference: Reference;
  readOnly: boolean;
  invalid: boolean;
  onChange: (change: LineChange) => void;
}) {
  const { t } = useTranslation();
  const unit = reference.unitSymbol(values.marketCoveredUnitId ?? values.unitId);
  if (readOnly) {
    return values.marketCoveredAmount === null ? null : (
      <Text fontSize="xs">
        {t("accounting.line.coveredShown", {
          amount: formatQuantity(values.marketCoveredAmount),
          unit,
        })}
      </Text>
    );
  }
  return (
    <HStack gap="1" marginTop="1">
      <DecimalInput
        parse={parseAmount}
        value={values.marketCoveredAmount}
        invalid={invalid}
        label={t("accounting.line.coveredOf", { name: lineName })}
        invalidText={t("accounting.line.amountInvalid")}
        onChange={(marketCoveredAmount) => onChange({ marketCoveredAmount })}
      />
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {t("accounting.line.coveredUnit", { unit })}
      </Text>
    </HStack>
  );
}

export function LineTable(props: LineTableProps) {
  const { t } = useTranslation();
  const { lines, scope, processName } = props;
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (lineId: number) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(lineId)) next.delete(lineId);
        else next.add(lineId);
        return next;
      }),
    [],
  );
  if (lines.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" paddingBlock="2">
        {t("accounting.line.noLines")}
      </Text>
    );
  }
  const columns = scope === 2 ? 8 : 7;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" position="relative">
      <Table.Root size="sm" aria-label={t("accounting.line.tableOf", { process: processName })}>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader width="1%">
              <Box srOnly>{t("accounting.line.details")}</Box>
            </Table.ColumnHeader>
            <Table.ColumnHeader minWidth="11rem">{t("accounting.line.name")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.line.amount")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.line.unit")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.line.method")}</Table.ColumnHeader>
            <Table.ColumnHeader minWidth="14rem">{t("accounting.line.factor")}</Table.ColumnHeader>
            {scope === 2 && (
              <Table.ColumnHeader minWidth="13rem">
                {t("accounting.line.market")}
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader width="1%">
              <Box srOnly>{t("common.actions")}</Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <LineRow
              key={line.id}
              line={line}
              change={props.edits[line.id]}
              scope={scope}
              columns={columns}
              reference={props.reference}
              readOnly={props.readOnly}
              highlighted={props.highlightId === line.id}
              expanded={open.has(line.id)}
              factor={props.factorOf(line)}
              market={props.marketFactorOf(line)}
              onToggle={toggle}
              onEdit={props.onEdit}
              onPickFactor={props.onPickFactor}
              onCustomFactor={props.onCustomFactor}
              onDelete={props.onDelete}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A scope 2 line's basis of its market-based figure and the quantity its instrument covers. */
function MarketBasis({
  lineName,
  values,
  market,
  reference,
  readOnly,
  invalidCovered,
  onChange,
}: {
  lineName: string;
  values: LineValues;
  market: DisplayFactor | null;
  reference: Reference;
  readOnly: boolean;
  invalidCovered: boolean;
  onChange: (change: LineChange) => void;
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="4" alignItems="flex-start" wrap="wrap">
      <Box>
        <Text fontSize="xs" color="fg.muted" marginBottom="1">
          {t("accounting.line.marketBasis")}
        </Text>
        {readOnly ? (
          <Text fontSize="sm">
            {values.marketBasis ? t(`accounting.basis.${values.marketBasis}`) : "–"}
          </Text>
        ) : (
          <NativeSelect.Root size="xs" width="10rem">
            <NativeSelect.Field
              aria-label={t("accounting.line.basisOf", { name: lineName })}
              value={values.marketBasis ?? ""}
              onChange={(event) => onChange({ marketBasis: event.currentTarget.value || null })}
            >
              <option value="">{t("accounting.notSet")}</option>
              {MARKET_BASES.map((basis) => (
                <option key={basis} value={basis}>
                  {t(`accounting.basis.${basis}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </Box>
      {(market !== null || values.marketCoveredAmount !== null) && (
        <Box>
          <Text fontSize="xs" color="fg.muted" marginBottom="1">
            {t("accounting.line.covered")}
          </Text>
          <CoveredQuantity
            lineName={lineName}
            values={values}
            reference={reference}
            readOnly={readOnly}
            invalid={invalidCovered}
            onChange={onChange}
          />
        </Box>
      )}
    </HStack>
  );
}

interface LineRowProps {
  line: Line;
  /** The line's unsaved changes, if any. */
  change: LineChange | undefined;
  scope: number;
  /** How many columns the table has: the details row spans them. */
  columns: number;
  reference: Reference;
  readOnly: boolean;
  highlighted: boolean;
  /** Whether the row of the line's secondary fields is open. */
  expanded: boolean;
  factor: DisplayFactor | null;
  market: DisplayFactor | null;
  onToggle: (lineId: number) => void;
  onEdit: (line: Line, change: LineChange) => void;
  onPickFactor: (line: Line, kind: FactorKind) => void;
  onCustomFactor: (line: Line, kind: FactorKind) => void;
  onDelete: (line: Line) => void;
}

// A case may have thousands of lines: a row renders again only when its own props change, so
// typing in one line does not redraw the others.
const LineRow = memo(function LineRow({
  line,
  change,
  scope,
  columns,
  reference,
  readOnly,
  highlighted,
  expanded,
  factor,
  market,
  onToggle,
  onEdit,
  onPickFactor,
  onCustomFactor,
  onDelete,
}: LineRowProps) {
  const { t } = useTranslation();
  const values: LineValues = { ...serverValues(line), ...change };
  const changed = change !== undefined;
  const problems = change ? lineProblems(change) : [];
  const units = unitOptions(reference.units, values.unitId, factor?.unitId ?? null);
  const unitMismatch =
    factor !== null && !convertsTo(reference.units, values.unitId, factor.unitId);
  const edit = (next: LineChange) => onEdit(line, next);
  const detailsChanged = change !== undefined && DETAIL_FIELDS.some((field) => field in change);
  const detailsWrong =
    problems.some((problem) => ["months", "month", "covered"].includes(problem)) ||
    (scope === 2 && instrumentWithoutFactor(values, market));
  const byMonth = values.monthAmounts !== null;
  const detailsLabel = t("accounting.line.detailsOf", { name: line.name });

  return (
    <>
      <Table.Row
        id={lineRowId(line.id)}
        data-line-id={line.id}
        data-changed={changed || undefined}
        data-to-fill={awaitsAmount(values) || undefined}
        bg={highlighted ? "yellow.100" : changed ? "teal.50" : undefined}
        outline={highlighted ? "2px solid" : undefined}
        outlineColor={highlighted ? "orange.400" : undefined}
        transition="background 0.3s"
      >
        <Table.Cell
          borderInlineStartWidth="3px"
          borderInlineStartColor={changed ? "teal.500" : "transparent"}
          paddingInlineEnd="0"
        >
          {changed && <Box srOnly>{t("accounting.line.unsaved")}</Box>}
          <IconButton
            size="2xs"
            variant={detailsChanged || detailsWrong ? "subtle" : "ghost"}
            colorPalette={detailsWrong ? "red" : detailsChanged ? "teal" : "gray"}
            aria-label={detailsLabel}
            title={detailsLabel}
            aria-expanded={expanded}
            onClick={() => onToggle(line.id)}
          >
            {expanded ? <LuChevronDown /> : <LuChevronRight />}
          </IconButton>
        </Table.Cell>
        <Table.Cell>
          {readOnly ? (
            <Text whiteSpace="normal">{values.name}</Text>
          ) : (
            <Field.Root invalid={problems.includes("name")}>
              <Input
                size="xs"
                value={values.name}
                aria-label={t("accounting.line.nameOf", { name: line.name })}
                onChange={(event) => edit({ name: event.currentTarget.value })}
              />
            </Field.Root>
          )}
        </Table.Cell>
        <Table.Cell>
          <HStack gap="1.5">
            {readOnly || byMonth ? (
              <Text textAlign="end" minWidth="6rem" fontSize="sm">
                {formatQuantity(values.amount)}
              </Text>
            ) : (
              <DecimalInput
                parse={parseAmount}
                value={values.amount}
                invalid={problems.includes("amount")}
                label={t("accounting.line.amountOf", { name: line.name })}
                invalidText={t("accounting.line.amountInvalid")}
                onChange={(amount) => edit({ amount })}
              />
            )}
            {byMonth && (
              <Badge
                size="xs"
                colorPalette="blue"
                variant="subtle"
                cursor="pointer"
                title={t("accounting.line.byMonthHint", { name: line.name })}
                onClick={() => onToggle(line.id)}
                data-testid="by-month"
              >
                <LuCalendarDays aria-hidden />
                {t("accounting.line.byMonthShort", { count: enteredMonths(values.monthAmounts!) })}
              </Badge>
            )}
            {awaitsAmount(values) && (
              <Badge
                size="xs"
                colorPalette="orange"
                variant="subtle"
                title={t("accounting.line.toFillHint")}
                data-testid="to-fill"
              >
                {t("accounting.line.toFill")}
              </Badge>
            )}
          </HStack>
        </Table.Cell>
        <Table.Cell>
          <HStack gap="1">
            {readOnly ? (
              <Text>{reference.unitSymbol(values.unitId)}</Text>
            ) : (
              <NativeSelect.Root size="xs" width="7.5rem">
                <NativeSelect.Field
                  aria-label={t("accounting.line.unitOf", { name: line.name })}
                  value={values.unitId}
                  onChange={(event) => edit({ unitId: Number(event.currentTarget.value) })}
                >
                  <optgroup label={t("accounting.line.commonUnits")}>
                    {units.common.map((unit) => (
                      <option key={unit.id} value={unit.id}>
                        {unit.symbol}
                      </option>
                    ))}
                  </optgroup>
                  {units.sameDimension.length > 0 && (
                    <optgroup
                      label={
                        factor
                          ? t("accounting.line.factorUnits", {
                              unit: reference.unitSymbol(factor.unitId),
                            })
                          : t("accounting.line.otherUnits")
                      }
                    >
                      {units.sameDimension.map((unit) => (
                        <option key={unit.id} value={unit.id}>
                          {unit.symbol}
                        </option>
                      ))}
                    </optgroup>
                  )}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
            {unitMismatch && (
              <Box
                color="orange.600"
                title={t("accounting.line.unitMismatch", {
                  unit: reference.unitSymbol(values.unitId),
                  factorUnit: reference.unitSymbol(factor.unitId),
                })}
                aria-label={t("accounting.line.unitMismatch", {
                  unit: reference.unitSymbol(values.unitId),
                  factorUnit: reference.unitSymbol(factor.unitId),
                })}
                role="img"
              >
                <LuCircleAlert />
              </Box>
            )}
          </HStack>
        </Table.Cell>
        <Table.Cell>
          <HStack gap="1">
            {values.method === "gas" ? (
              <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                {t("accounting.method.gas")}
              </Text>
            ) : (combustionAvailable(values, factor) || values.method === "combustion") &&
              !readOnly ? (
              <NativeSelect.Root size="xs" width="9.5rem">
                <NativeSelect.Field
                  aria-label={t("accounting.line.methodOf", { name: line.name })}
                  value={values.method}
                  onChange={(event) => edit({ method: event.currentTarget.value })}
                >
                  <option value="factor">{t("accounting.method.factor")}</option>
                  <option value="combustion">{t("accounting.method.combustion")}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : (
              <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                {t(`accounting.method.${values.method === "combustion" ? "combustion" : "factor"}`)}
              </Text>
            )}
            {values.method === "combustion" && (
              <CombustionParameters
                lineName={line.name}
                values={values}
                factor={factor}
                reference={reference}
                problems={problems}
                readOnly={readOnly}
                onChange={edit}
              />
            )}
          </HStack>
        </Table.Cell>
        <Table.Cell>
          {values.method === "gas" ? (
            <GasCell
              lineName={line.name}
              gas={values.gas}
              reference={reference}
              readOnly={readOnly}
              onChange={(gas) => edit({ gas })}
            />
          ) : (
            <FactorCell
              kind="factor"
              lineName={line.name}
              factor={factor}
              reference={reference}
              readOnly={readOnly}
              onPick={() => onPickFactor(line, "factor")}
              onCustom={() => onCustomFactor(line, "factor")}
            />
          )}
        </Table.Cell>
        {scope === 2 && (
          <Table.Cell>
            <FactorCell
              kind="market"
              lineName={line.name}
              factor={market}
              reference={reference}
              readOnly={readOnly}
              onPick={() => onPickFactor(line, "market")}
              onCustom={() => onCustomFactor(line, "market")}
              onClear={() => edit(marketChange(null))}
            />
            {instrumentWithoutFactor(values, market) && (
              <Text fontSize="xs" color="orange.600" role="alert" marginTop="1" maxWidth="16rem">
                {t("accounting.line.basisWithoutFactor")}
              </Text>
            )}
          </Table.Cell>
        )}
        <Table.Cell>
          {!readOnly && (
            <RowAction
              label={t("accounting.line.delete", { name: line.name })}
              onClick={() => onDelete(line)}
              danger
            >
              <LuTrash2 />
            </RowAction>
          )}
        </Table.Cell>
      </Table.Row>
      {expanded && (
        <Table.Row data-details-of={line.id} bg="gray.50/60">
          <Table.Cell colSpan={columns} padding="0">
            <LineDetails
              lineName={line.name}
              values={values}
              reference={reference}
              readOnly={readOnly}
              problems={problems}
              onChange={edit}
              market={
                scope === 2 ? (
                  <MarketBasis
                    lineName={line.name}
                    values={values}
                    market={market}
                    reference={reference}
                    readOnly={readOnly}
                    invalidCovered={problems.includes("covered")}
                    onChange={edit}
                  />
                ) : undefined
              }
            />
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
});
