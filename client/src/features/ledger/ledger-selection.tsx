// The choice both ledger screens share, kept in the address (?corporationId=&year=&caseId=&basis=):
// a corporation (by default the one calculated most recently), one of its calculated years (the
// latest by default), the case where the year has several, and the scope 2 basis.
import { Button, ButtonGroup, Field, Flex, NativeSelect } from "@chakra-ui/react";
import { useMemo, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import type { LedgerChoicesQuery } from "../../__generated__/graphql";
import { useLedgerChoicesQuery } from "../../__generated__/hooks";
import type { Basis } from "./ledger-view";

type Corporation = LedgerChoicesQuery["ledgerChoices"][number];

const positive = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The corporation of the latest calculated year (of two, the one calculated last: run ids grow
 * with time), else the first.
 */
export function defaultCorporation(corporations: readonly Corporation[]): Corporation | undefined {
  let best: { corporation: Corporation; year: number; runId: number } | undefined;
  for (const corporation of corporations) {
    for (const item of corporation.cases) {
      const runId = item.latestRunId;
      if (!runId) continue;
      if (!best || item.year > best.year || (item.year === best.year && runId > best.runId)) {
        best = { corporation, year: item.year, runId };
      }
    }
  }
  return best?.corporation ?? corporations[0];
}

export function useLedgerSelection() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const query = useLedgerChoicesQuery();
  const corporations = useMemo(() => query.data?.ledgerChoices ?? [], [query.data]);
  const askedId = positive(params.get("corporationId"));
  const corporation =
    corporations.find((item) => item.id === askedId) ?? defaultCorporation(corporations);
  const askedYear = positive(params.get("year"));
  const years = corporation?.years ?? [];
  const year = askedYear ?? years[0] ?? corporation?.cases[0]?.year ?? new Date().getFullYear();
  const caseId = positive(params.get("caseId"));
  const basis: Basis = params.get("basis") === "market" ? "market" : "location";

  const update = (changes: Record<string, string | null>) => {
    // From the latest address this page asked for, not the one it last rendered with: two
    // choices in quick succession must not lose the first.
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    latest.current = next;
    setParams(next, { replace: true });
  };

  return {
    ...query,
    corporations,
    corporation,
    year,
    caseId,
    basis,
    setCorporation: (id: number) => update({ corporationId: String(id), year: null, caseId: null }),
    setYear: (value: number) => update({ year: String(value), caseId: null }),
    setCase: (id: number | null) => update({ caseId: id === null ? null : String(id) }),
    setBasis: (value: Basis) => update({ basis: value === "market" ? "market" : null }),
  };
}

export type LedgerSelection = ReturnType<typeof useLedgerSelection>;

function Select({
  label,
  value,
  onChange,
  width,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  width: string;
  children: ReactNode;
}) {
  return (
    <Field.Root width={width}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          bg="white"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The corporation, year, case (when the year has several) and basis pickers. */
export function LedgerPicker({
  selection,
  cases,
  caseId,
  children,
}: {
  selection: LedgerSelection;
  /** The year's cases, from the ledger; a case picker appears when there are several. */
  cases?: ReadonlyArray<{ id: number; name: string; latestRunId?: number | null }>;
  caseId?: number | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { corporations, corporation, year, basis } = selection;
  const years = new Set(
    corporation?.years.length ? corporation.years : corporation?.cases.map((item) => item.year),
  );
  years.add(year);
  return (
    <Flex gap="3" alignItems="flex-end" flexWrap="wrap">
      <Select
        label={t("ledger.corporation")}
        value={String(corporation?.id ?? "")}
        width="18rem"
        onChange={(value) => selection.setCorporation(Number(value))}
      >
        {corporations.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </Select>
      <Select
        label={t("ledger.year")}
        value={String(year)}
        width="8rem"
        onChange={(value) => selection.setYear(Number(value))}
      >
        {[...years]
          .sort((a, b) => b - a)
          .map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
      </Select>
      {cases && cases.length > 1 && (
        <Select
          label={t("ledger.case")}
          value={String(caseId ?? "")}
          width="18rem"
          onChange={(value) => selection.setCase(Number(value))}
        >
          {cases.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </Select>
      )}
      <Field.Root width="auto">
        <Field.Label fontSize="sm" id="ledger-basis">
          {t("ledger.basis")}
        </Field.Label>
        <ButtonGroup size="sm" attached variant="outline" aria-labelledby="ledger-basis">
          {(["location", "market"] as const).map((value) => (
            <Button
              key={value}
              aria-pressed={basis === value}
              bg={basis === value ? "teal.600" : "white"}
              color={basis === value ? "white" : undefined}
              _hover={{ bg: basis === value ? "teal.700" : "gray.50" }}
              onClick={() => selection.setBasis(value)}
            >
              {t(`ledger.${value}`)}
            </Button>
          ))}
        </ButtonGroup>
      </Field.Root>
      {children}
    </Flex>
  );
}
