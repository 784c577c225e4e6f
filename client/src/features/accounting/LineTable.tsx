// The activity lines of one process as an editable table. Every change goes to the editor's
// unsaved edits (line-edits.ts); nothing here calls the server except through the editor's
// callbacks. Scope 2 lines also carry their market-based instrument and its basis.
import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  Link,
  NativeSelect,
  Popover,
  Portal,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuCircleAlert, LuLink, LuSearch, LuTrash2, LuX } from "react-icons/lu";
import { RowAction } from "../../components/ui/row-action";
import { formatQuantity } from "../../lib/emissions";
import { FactorDetails, type DisplayFactor } from "./FactorDetails";
import {
  convertsTo,
  hasCombustionParameters,
  lineProblems,
  parseAmount,
  serverValues,
  unitOptions,
  type EvidenceLink,
  type Line,
  type LineChange,
  type LineEdits,
  type LineValues,
} from "./line-edits";
import type { Reference } from "./reference";

export const MARKET_BASES = ["certificate", "supplier", "residual", "grid"] as const;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

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
  onPickFactor: (line: Line, kind: "factor" | "market") => void;
  onDelete: (line: Line) => void;
}

export const lineRowId = (lineId: number): string => `activity-line-${lineId}`;

export function LineTable(props: LineTableProps) {
  const { t } = useTranslation();
  const { lines, scope, processName } = props;
  if (lines.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" paddingBlock="2">
        {t("accounting.line.noLines")}
      </Text>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" position="relative">
      <Table.Root size="sm" aria-label={t("accounting.line.tableOf", { process: processName })}>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader minWidth="12rem">{t("accounting.line.name")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.line.amount")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.line.unit")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.line.method")}</Table.ColumnHeader>
            <Table.ColumnHeader minWidth="16rem">{t("accounting.line.factor")}</Table.ColumnHeader>
            {scope === 2 && (
              <>
                <Table.ColumnHeader minWidth="16rem">
                  {t("accounting.line.market")}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t("accounting.line.marketBasis")}</Table.ColumnHeader>
              </>
            )}
            <Table.ColumnHeader>{t("accounting.line.dataSource")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.line.month")}</Table.ColumnHeader>
            <Table.ColumnHeader minWidth="10rem">{t("accounting.line.remark")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.line.evidence")}</Table.ColumnHeader>
            {!props.readOnly && (
              <Table.ColumnHeader width="1%">
                <Box srOnly>{t("common.actions")}</Box>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <LineRow
              key={line.id}
              line={line}
              change={props.edits[line.id]}
              scope={scope}
              reference={props.reference}
              readOnly={props.readOnly}
              highlighted={props.highlightId === line.id}
              factor={props.factorOf(line)}
              market={props.marketFactorOf(line)}
              onEdit={props.onEdit}
              onPickFactor={props.onPickFactor}
              onDelete={props.onDelete}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

interface LineRowProps {
  line: Line;
  /** The line's unsaved changes, if any. */
  change: LineChange | undefined;
  scope: number;
  reference: Reference;
  readOnly: boolean;
  highlighted: boolean;
  factor: DisplayFactor | null;
  market: DisplayFactor | null;
  onEdit: (line: Line, change: LineChange) => void;
  onPickFactor: (line: Line, kind: "factor" | "market") => void;
  onDelete: (line: Line) => void;
}

// A case may have thousands of lines: a row renders again only when its own props change, so
// typing in one line does not redraw the others.
const LineRow = memo(function LineRow({
  line,
  change,
  scope,
  reference,
  readOnly,
  highlighted,
  factor,
  market,
  onEdit,
  onPickFactor,
  onDelete,
}: LineRowProps) {
  const { t } = useTranslation();
  const values: LineValues = { ...serverValues(line), ...change };
  const changed = change !== undefined;
  const problems = change ? lineProblems(change) : [];
  const zh = reference.locale === "zh-CN";
  const units = unitOptions(reference.units, values.unitId, factor?.unitId ?? null);
  const unitMismatch =
    factor !== null && !convertsTo(reference.units, values.unitId, factor.unitId);
  const edit = (next: LineChange) => onEdit(line, next);

  return (
    <Table.Row
      id={lineRowId(line.id)}
      data-line-id={line.id}
      data-changed={changed || undefined}
      bg={highlighted ? "yellow.100" : changed ? "teal.50" : undefined}
      outline={highlighted ? "2px solid" : undefined}
      outlineColor={highlighted ? "orange.400" : undefined}
      transition="background 0.3s"
    >
      <Table.Cell
        borderInlineStartWidth="3px"
        borderInlineStartColor={changed ? "teal.500" : "transparent"}
      >
        {changed && <Box srOnly>{t("accounting.line.unsaved")}</Box>}
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
        {readOnly ? (
          <Text textAlign="end">{formatQuantity(values.amount)}</Text>
        ) : (
          <AmountInput
            value={values.amount}
            invalid={problems.includes("amount")}
            label={t("accounting.line.amountOf", { name: line.name })}
            invalidText={t("accounting.line.amountInvalid")}
            onChange={(amount) => edit({ amount })}
          />
        )}
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
        {hasCombustionParameters(factor) && !readOnly ? (
          <NativeSelect.Root size="xs" width="8rem">
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
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1" alignItems="center">
          {factor ? (
            <FactorDetails
              factor={factor}
              reference={reference}
              label={t("accounting.line.factorDetails", { name: line.name, factor: factor.name })}
            />
          ) : (
            <Text fontSize="xs" color="fg.error" whiteSpace="nowrap">
              {t("accounting.line.noFactor")}
            </Text>
          )}
          {factor?.kind === "custom" && (
            <Badge size="xs" colorPalette="purple">
              {t("accounting.factor.custom")}
            </Badge>
          )}
          {!readOnly && (
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={t("accounting.line.chooseFactor", { name: line.name })}
              title={t("accounting.line.chooseFactor", { name: line.name })}
              onClick={() => onPickFactor(line, "factor")}
            >
              <LuSearch />
            </IconButton>
          )}
        </HStack>
      </Table.Cell>
      {scope === 2 && (
        <>
          <Table.Cell>
            <HStack gap="1">
              {market ? (
                <FactorDetails
                  factor={market}
                  reference={reference}
                  label={t("accounting.line.factorDetails", {
                    name: line.name,
                    factor: market.name,
                  })}
                />
              ) : (
                <Text fontSize="xs" color="fg.muted">
                  {t("accounting.line.noMarket")}
                </Text>
              )}
              {!readOnly && (
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t("accounting.line.chooseMarket", { name: line.name })}
                  title={t("accounting.line.chooseMarket", { name: line.name })}
                  onClick={() => onPickFactor(line, "market")}
                >
                  <LuSearch />
                </IconButton>
              )}
              {!readOnly && values.marketFactorId !== null && (
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t("accounting.line.clearMarket", { name: line.name })}
                  title={t("accounting.line.clearMarket", { name: line.name })}
                  onClick={() => edit({ marketFactorId: null })}
                >
                  <LuX />
                </IconButton>
              )}
            </HStack>
          </Table.Cell>
          <Table.Cell>
            {readOnly ? (
              <Text fontSize="xs">
                {values.marketBasis ? t(`accounting.basis.${values.marketBasis}`) : ""}
              </Text>
            ) : (
              <NativeSelect.Root size="xs" width="8.5rem">
                <NativeSelect.Field
                  aria-label={t("accounting.line.basisOf", { name: line.name })}
                  value={values.marketBasis ?? ""}
                  onChange={(event) => edit({ marketBasis: event.currentTarget.value || null })}
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
          </Table.Cell>
        </>
      )}
      <Table.Cell>
        {readOnly ? (
          <Text fontSize="xs">{reference.dataSourceTypeName(values.dataSourceType)}</Text>
        ) : (
          <NativeSelect.Root size="xs" width="8rem">
            <NativeSelect.Field
              aria-label={t("accounting.line.dataSourceOf", { name: line.name })}
              value={values.dataSourceType}
              onChange={(event) => edit({ dataSourceType: Number(event.currentTarget.value) })}
            >
              {reference.dataSourceTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {zh ? type.nameZh : type.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </Table.Cell>
      <Table.Cell>
        {readOnly ? (
          <Text fontSize="xs">{values.month ?? ""}</Text>
        ) : (
          <NativeSelect.Root size="xs" width="5rem">
            <NativeSelect.Field
              aria-label={t("accounting.line.monthOf", { name: line.name })}
              value={values.month ?? ""}
              onChange={(event) =>
                edit({
                  month: event.currentTarget.value ? Number(event.currentTarget.value) : null,
                })
              }
            >
              <option value="">–</option>
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {month}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </Table.Cell>
      <Table.Cell>
        {readOnly ? (
          <Text fontSize="xs" whiteSpace="normal">
            {values.remark}
          </Text>
        ) : (
          <Input
            size="xs"
            value={values.remark ?? ""}
            aria-label={t("accounting.line.remarkOf", { name: line.name })}
            onChange={(event) => edit({ remark: event.currentTarget.value })}
          />
        )}
      </Table.Cell>
      <Table.Cell>
        <EvidenceButton
          lineName={line.name}
          evidence={values.evidence}
          readOnly={readOnly}
          onChange={(evidence) => edit({ evidence })}
        />
      </Table.Cell>
      {!readOnly && (
        <Table.Cell>
          <RowAction
            label={t("accounting.line.delete", { name: line.name })}
            onClick={() => onDelete(line)}
            danger
          >
            <LuTrash2 />
          </RowAction>
        </Table.Cell>
      )}
    </Table.Row>
  );
});

const amountText = (value: number | null): string =>
  value === null || Number.isNaN(value) ? "" : String(value);

/**
 * An amount as typed: the text stays as the user writes it (a half-typed "1." or "abc"), the
 * parsed number (NaN when unreadable) goes to the edits on every keystroke.
 */
function AmountInput({
  value,
  invalid,
  label,
  invalidText,
  onChange,
}: {
  value: number | null;
  invalid: boolean;
  label: string;
  invalidText: string;
  onChange: (value: number | null) => void;
}) {
  const [text, setText] = useState(amountText(value));
  const [last, setLast] = useState(value);
  // A change from outside (discard, a reload) replaces the text; the user's own typing does not.
  if (!Object.is(last, value)) {
    setLast(value);
    if (!Object.is(parseAmount(text), value)) setText(amountText(value));
  }
  return (
    <Field.Root invalid={invalid}>
      <Input
        size="xs"
        width="7.5rem"
        textAlign="end"
        inputMode="decimal"
        value={text}
        aria-label={label}
        title={invalid ? invalidText : undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          onChange(parseAmount(next));
        }}
      />
    </Field.Root>
  );
}

const isWebAddress = (value: string) => /^(https?:\/\/|mailto:)\S+$/i.test(value.trim());

function EvidenceButton({
  lineName,
  evidence,
  readOnly,
  onChange,
}: {
  lineName: string;
  evidence: readonly EvidenceLink[];
  readOnly: boolean;
  onChange: (evidence: EvidenceLink[]) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    if (!name.trim() || !url.trim()) {
      setError(t("accounting.evidence.bothRequired"));
      return;
    }
    if (!isWebAddress(url)) {
      setError(t("accounting.evidence.urlInvalid"));
      return;
    }
    onChange([...evidence, { name: name.trim(), url: url.trim() }]);
    setName("");
    setUrl("");
    setError(null);
  };
  return (
    <Popover.Root positioning={{ placement: "bottom-end" }} lazyMount>
      <Popover.Trigger asChild>
        <Button
          size="xs"
          variant="ghost"
          aria-label={t("accounting.evidence.of", { name: lineName, count: evidence.length })}
        >
          <LuLink aria-hidden />
          {evidence.length}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm">
            <Popover.Arrow />
            <Popover.Body padding="3">
              <Text fontWeight="semibold" fontSize="sm" marginBottom="2">
                {t("accounting.evidence.title", { name: lineName })}
              </Text>
              {evidence.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t("accounting.evidence.none")}
                </Text>
              ) : (
                <Stack gap="1" as="ul" listStyleType="none">
                  {evidence.map((item, index) => (
                    <HStack as="li" key={`${item.url}-${index}`} justifyContent="space-between">
                      <Link
                        href={item.url}
                        target="_blank"
                        rel="noreferrer"
                        colorPalette="teal"
                        fontSize="sm"
                        truncate
                      >
                        {item.name}
                      </Link>
                      {!readOnly && (
                        <IconButton
                          size="2xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t("accounting.evidence.remove", { name: item.name })}
                          onClick={() => onChange(evidence.filter((_, i) => i !== index))}
                        >
                          <LuX />
                        </IconButton>
                      )}
                    </HStack>
                  ))}
                </Stack>
              )}
              {!readOnly && (
                <Stack gap="2" marginTop="3" borderTopWidth="1px" paddingTop="3">
                  <Input
                    size="xs"
                    value={name}
                    placeholder={t("accounting.evidence.name")}
                    aria-label={t("accounting.evidence.name")}
                    onChange={(event) => setName(event.currentTarget.value)}
                  />
                  <Input
                    size="xs"
                    value={url}
                    placeholder="https://"
                    aria-label={t("accounting.evidence.url")}
                    onChange={(event) => setUrl(event.currentTarget.value)}
                  />
                  {error && (
                    <Text fontSize="xs" color="fg.error">
                      {error}
                    </Text>
                  )}
                  <Button size="xs" variant="outline" alignSelf="flex-start" onClick={add}>
                    {t("accounting.evidence.add")}
                  </Button>
                  <Text fontSize="xs" color="fg.muted">
                    {t("accounting.evidence.noUpload")}
                  </Text>
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
