// The secondary fields of an activity line, in the row that opens below it in the activity table:
// how the amount is entered (one amount for the period, for one month, or the twelve months of a
// month grid), the data source, the remark, the evidence and, on scope 2 lines, what backs the
// market-based figure. Every change is an unsaved edit like those of the main row.
import {
  Box,
  Button,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Text,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCalendarDays, LuCalendarRange } from "react-icons/lu";
import { DecimalInput } from "../../components/ui/decimal-input";
import { formatQuantity } from "../../lib/emissions";
import { useLocale } from "../../i18n/use-locale";
import { EvidenceEditor } from "./EvidenceEditor";
import { parseAmount, type LineChange, type LineProblem, type LineValues } from "./line-edits";
import {
  MONTH_COUNT,
  badMonths,
  enteredMonths,
  monthTotal,
  startingMonths,
  withMonth,
} from "./month-grid";
import { localName, type Reference } from "../reference/reference";

const MONTHS = Array.from({ length: MONTH_COUNT }, (_, index) => index + 1);

/** "Jan" … "Dec" or "1月" … "12月". */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale === "zh-CN" ? "zh-CN" : "en-US", {
    month: "short",
    timeZone: "UTC",
  });
  return MONTHS.map((month) => format.format(new Date(Date.UTC(2024, month - 1, 1))));
}

/** The twelve months of a line entered by month, and their total in the line's unit. */
export function MonthGrid({
  lineName,
  amounts,
  unit,
  readOnly,
  onChange,
}: {
  lineName: string;
  amounts: ReadonlyArray<number | null>;
  unit: string;
  readOnly: boolean;
  onChange: (change: LineChange) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const names = monthNames(locale);
  const bad = badMonths(amounts);
  const total = monthTotal(amounts);
  const set = (index: number, value: number | null) => {
    const next = withMonth(amounts, index, value);
    onChange({ monthAmounts: next, amount: monthTotal(next) });
  };
  return (
    <Box data-testid="month-grid">
      <SimpleGrid columns={{ base: 6, xl: 12 }} gap="1.5">
        {names.map((name, index) => (
          <Box key={name}>
            <Text fontSize="xs" color="fg.muted" textAlign="end" paddingEnd="1">
              {name}
            </Text>
            {readOnly ? (
              <Text fontSize="sm" textAlign="end">
                {amounts[index] === null ? "–" : formatQuantity(amounts[index])}
              </Text>
            ) : (
              <DecimalInput
                parse={parseAmount}
                value={amounts[index]}
                width="100%"
                invalid={bad.includes(index)}
                label={t("accounting.line.monthAmountOf", { month: name, name: lineName })}
                invalidText={t("accounting.line.amountInvalid")}
                onChange={(value) => set(index, value)}
              />
            )}
          </Box>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" marginTop="1.5" data-testid="month-total">
        {t("accounting.line.monthTotal", {
          amount: total === null || Number.isNaN(total) ? "–" : formatQuantity(total, 12),
          unit,
          count: enteredMonths(amounts),
        })}
      </Text>
      {bad.length > 0 && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {t("accounting.line.monthsInvalid")}
        </Text>
      )}
    </Box>
  );
}

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" marginBottom="1">
        {label}
      </Text>
      {children}
    </Box>
  );
}

export interface LineDetailsProps {
  lineName: string;
  values: LineValues;
  reference: Reference;
  readOnly: boolean;
  problems: readonly LineProblem[];
  /** Scope 2 lines: what backs the market-based figure, shown after the other fields. */
  market?: React.ReactNode;
  onChange: (change: LineChange) => void;
}

export function LineDetails({
  lineName,
  values,
  reference,
  readOnly,
  problems,
  market,
  onChange,
}: LineDetailsProps) {
  const { t } = useTranslation();
  const byMonth = values.monthAmounts !== null;
  const unit = reference.unitSymbol(values.unitId);
  const names = monthNames(reference.locale);

  return (
    <Box paddingBlock="2" paddingInline="3">
      <Box marginBottom="3">
        <HStack gap="3" marginBottom="1.5" wrap="wrap">
          <Text fontSize="xs" color="fg.muted">
            {t("accounting.line.entry")}
          </Text>
          {!readOnly && (
            <Button
              size="2xs"
              variant="outline"
              onClick={() =>
                byMonth
                  ? onChange({ monthAmounts: null })
                  : onChange({
                      monthAmounts: startingMonths(values.amount, values.month),
                      amount: monthTotal(startingMonths(values.amount, values.month)),
                      month: null,
                    })
              }
            >
              {byMonth ? <LuCalendarDays aria-hidden /> : <LuCalendarRange aria-hidden />}
              {byMonth
                ? t("accounting.line.backToOne", { name: lineName })
                : t("accounting.line.enterByMonth", { name: lineName })}
            </Button>
          )}
          {!byMonth && (
            <HStack gap="1.5">
              <Text fontSize="xs" color="fg.muted">
                {t("accounting.line.month")}
              </Text>
              {readOnly ? (
                <Text fontSize="xs">
                  {values.month ? names[values.month - 1] : t("accounting.line.wholePeriod")}
                </Text>
              ) : (
                <NativeSelect.Root size="xs" width="9rem">
                  <NativeSelect.Field
                    aria-label={t("accounting.line.monthOf", { name: lineName })}
                    value={values.month ?? ""}
                    onChange={(event) =>
                      onChange({
                        month: event.currentTarget.value ? Number(event.currentTarget.value) : null,
                      })
                    }
                  >
                    <option value="">{t("accounting.line.wholePeriod")}</option>
                    {MONTHS.map((month) => (
                      <option key={month} value={month}>
                        {names[month - 1]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </HStack>
          )}
        </HStack>
        {byMonth && (
          <MonthGrid
            lineName={lineName}
            amounts={values.monthAmounts!}
            unit={unit}
            readOnly={readOnly}
            onChange={onChange}
          />
        )}
      </Box>
      <SimpleGrid templateColumns="10rem minmax(12rem, 1fr) minmax(14rem, 1.2fr)" gap="4">
        <Labelled label={t("accounting.line.dataSource")}>
          {readOnly ? (
            <Text fontSize="sm">{reference.dataSourceTypeName(values.dataSourceType)}</Text>
          ) : (
            <NativeSelect.Root size="xs">
              <NativeSelect.Field
                aria-label={t("accounting.line.dataSourceOf", { name: lineName })}
                value={values.dataSourceType}
                onChange={(event) =>
                  onChange({ dataSourceType: Number(event.currentTarget.value) })
                }
              >
                {reference.dataSourceTypes.map((type) => (
                  <option key={type.id} value={type.id}>
                    {localName(type, reference.locale)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </Labelled>
        <Labelled label={t("accounting.line.remark")}>
          {readOnly ? (
            <Text fontSize="sm" whiteSpace="normal">
              {values.remark || "–"}
            </Text>
          ) : (
            <Field.Root>
              <Input
                size="xs"
                value={values.remark ?? ""}
                aria-label={t("accounting.line.remarkOf", { name: lineName })}
                onChange={(event) => onChange({ remark: event.currentTarget.value })}
              />
            </Field.Root>
          )}
        </Labelled>
        <Labelled label={t("accounting.line.evidence")}>
          <EvidenceEditor
            lineName={lineName}
            evidence={values.evidence}
            readOnly={readOnly}
            onChange={(evidence) => onChange({ evidence })}
          />
        </Labelled>
      </SimpleGrid>
      {market && <Box marginTop="3">{market}</Box>}
      {problems.includes("month") && (
        <Text fontSize="xs" color="fg.error">
          {t("accounting.line.amountInvalid")}
        </Text>
      )}
    </Box>
  );
}
