// What every part of a run's results shares: the language, unit and gas names, and opening a
// trace (of a total, an intensity or a line) in the one trace dialog of the run.
import { Button, type ButtonProps } from "@chakra-ui/react";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  useCaseResultsProcessNamesQuery,
  useCaseResultsReferenceQuery,
} from "../../__generated__/hooks";
import { formatTonnes } from "../../lib/emissions";
import type { Locale } from "../../lib/format";
import { useLocale } from "../../i18n";
import { displaySymbol } from "../reference/reference";
import type { TraceTarget } from "./result-views";

export type TraceRequest =
  | { type: "total"; target: TraceTarget; label: string }
  | { type: "intensity"; which: "output" | "revenue"; label: string }
  | { type: "line"; lineNo: number; name: string };

export interface ResultsContextValue {
  locale: Locale;
  openTrace: (request: TraceRequest) => void;
  unitSymbol: (unitId: number | null | undefined) => string;
  gasLabel: (code: string) => string;
  gasName: (code: string) => string;
  /** A process as the reader's language names it, from the name the run stored. */
  processName: (processId: number | null | undefined, stored: string) => string;
}

const ResultsContext = createContext<ResultsContextValue | null>(null);

export const ResultsProvider = ResultsContext.Provider;

export function useResults(): ResultsContextValue {
  const value = useContext(ResultsContext);
  if (!value) throw new Error("useResults outside a run's results");
  return value;
}

/**
 * Unit symbols and gas names from the reference data. Not cached: referenceData has no id, and
 * a partial selection written to the cache would replace other screens' selections of it.
 */
export function useReferenceNames(): Omit<ResultsContextValue, "openTrace" | "processName"> {
  const locale = useLocale();
  const { data } = useCaseResultsReferenceQuery({ fetchPolicy: "no-cache" });
  return useMemo(() => {
    const units = new Map(
      (data?.referenceData.units ?? []).map((unit) => [
        unit.id,
        displaySymbol(unit.symbol, locale),
      ]),
    );
    const gases = new Map((data?.referenceData.gases ?? []).map((gas) => [gas.code, gas]));
    return {
      locale,
      unitSymbol: (unitId) =>
        unitId === null || unitId === undefined ? "" : (units.get(unitId) ?? `#${unitId}`),
      gasLabel: (code) => gases.get(code)?.label ?? code,
      gasName: (code) => {
        const gas = gases.get(code);
        if (!gas) return code;
        return locale === "zh-CN" ? gas.name || gas.label : gas.nameEn || gas.label;
      },
    };
  }, [data, locale]);
}

/**
 * A figure in t CO2e that opens its trace: the number as text, the label and value as its
 * accessible name so a screen reader says what it opens.
 */
export function FigureButton({
  kg,
  label,
  request,
  unit,
  ariaLabel,
  ...props
}: {
  kg: number | null | undefined;
  label: string;
  request: TraceRequest;
  /** The unit read out with the figure; t CO2e unless given. */
  unit?: string;
  /** The whole accessible name, when the label pattern does not suit. */
  ariaLabel?: string;
} & Omit<ButtonProps, "onClick" | "children">) {
  const { t } = useTranslation();
  const { locale, openTrace } = useResults();
  const value = formatTonnes(kg, locale);
  return (
    <Button
      variant="plain"
      size="sm"
      height="auto"
      minWidth="0"
      paddingInline="0"
      fontVariantNumeric="tabular-nums"
      textDecoration="underline dotted"
      textUnderlineOffset="3px"
      color="inherit"
      aria-label={
        ariaLabel ??
        t("caseResults.headline.openTrace", {
          label,
          value: `${value} ${unit ?? t("caseResults.tonnesCo2e")}`,
        })
      }
      onClick={() => openTrace(request)}
      {...props}
    >
      {value}
    </Button>
  );
}

/** A factor of a run as the reader's language names it (library factors keep both names). */
export function factorName(factor: { name: string; nameEn?: string | null }, locale: Locale) {
  return locale === "en" && factor.nameEn ? factor.nameEn : factor.name;
}

/**
 * A run keeps the process names it was calculated with (a template's processes are named in
 * Chinese). An English reader sees a process's English name while the process still carries the
 * stored name; a process renamed or deleted since keeps the run's name.
 */
export function useProcessNames(
  caseId: number | undefined,
  locale: Locale,
): ResultsContextValue["processName"] {
  const { data } = useCaseResultsProcessNamesQuery({
    variables: { caseId: caseId ?? 0 },
    skip: !caseId || locale !== "en",
  });
  return useMemo(() => processNamer(data?.caseProcesses ?? [], locale), [data, locale]);
}

/** The rule of `useProcessNames`, over the case's processes as they are now. */
export function processNamer(
  processes: ReadonlyArray<{ id: number; name: string; nameEn: string }>,
  locale: Locale,
): ResultsContextValue["processName"] {
  const byId = new Map(processes.map((process) => [process.id, process]));
  return (processId, stored) => {
    if (locale !== "en" || processId === null || processId === undefined) return stored;
    const process = byId.get(processId);
    return process && process.name === stored && process.nameEn ? process.nameEn : stored;
  };
}
