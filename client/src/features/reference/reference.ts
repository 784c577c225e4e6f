// The reference data of the accounting, factor and admin data screens (units, gases, provinces,
// industries, templates) read once and shared through Apollo's cache, with the names each
// language shows.
import { useMemo } from "react";
import type {
  AccountingTemplatesQuery,
  AccountingReferenceDataQuery,
} from "../../__generated__/graphql";
import {
  useAccountingTemplatesQuery,
  useAccountingReferenceDataQuery,
} from "../../__generated__/hooks";
import { useLocale } from "../../i18n";
import type { Locale } from "../../lib/format";

export type ReferenceData = AccountingReferenceDataQuery["referenceData"];
export type Industry = ReferenceData["industries"][number];
export type Region = ReferenceData["regions"][number];
export type Template = AccountingTemplatesQuery["templates"][number];

/** A choice of a select: its value, its label and its depth in a tree (for indentation). */
export interface Choice {
  value: string;
  label: string;
  depth: number;
}

/** Industries in tree order (parents before their children, each level by `sort`). */
export function industryChoices(industries: readonly Industry[], locale: Locale): Choice[] {
  const children = new Map<number | null, Industry[]>();
  for (const industry of industries) {
    const parent = industries.some((other) => other.id === industry.parentId)
      ? industry.parentId
      : null;
    children.set(parent, [...(children.get(parent) ?? []), industry]);
  }
  const result: Choice[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const industry of [...(children.get(parent) ?? [])].sort((a, b) => a.sort - b.sort)) {
      result.push({
        value: String(industry.id),
        label: `${industry.code} ${locale === "zh-CN" ? industry.name : industry.nameEn}`,
        depth,
      });
      walk(industry.id, depth + 1);
    }
  };
  walk(null, 0);
  return result;
}

/** Indents a tree choice in a native select, where options cannot be styled. */
export const indented = (choice: Choice): string =>
  `${"\u00a0\u00a0".repeat(choice.depth)}${choice.label}`;

/**
 * A unit's symbol as the interface shows it: the symbols are international (kg, kWh, m³) except
 * the count, whose symbol is an English word, shown as 件 in Chinese.
 */
export function displaySymbol(symbol: string, locale: Locale): string {
  return locale === "zh-CN" && symbol === "piece" ? "件" : symbol;
}

export function useReference() {
  const locale = useLocale();
  const { data, loading } = useAccountingReferenceDataQuery({ fetchPolicy: "cache-first" });
  const reference = data?.referenceData;
  return useMemo(() => {
    const units = (reference?.units ?? []).map((unit) => ({
      ...unit,
      symbol: displaySymbol(unit.symbol, locale),
    }));
    const unitById = new Map(units.map((unit) => [unit.id, unit]));
    const zh = locale === "zh-CN";
    return {
      loading,
      locale,
      reference,
      units,
      gases: reference?.gases ?? [],
      gwpSets: reference?.gwpSets ?? ["AR4", "AR5", "AR6"],
      regions: reference?.regions ?? [],
      industries: reference?.industries ?? [],
      dataSourceTypes: reference?.dataSourceTypes ?? [],
      unit: (id: number | null | undefined) =>
        id === null || id === undefined ? undefined : unitById.get(id),
      unitSymbol: (id: number | null | undefined) =>
        id === null || id === undefined ? "" : (unitById.get(id)?.symbol ?? `#${id}`),
      regionName: (code: string | null | undefined) => {
        if (!code) return "";
        const region = reference?.regions.find((item) => item.code === code);
        return region ? (zh ? region.name : region.nameEn) : code;
      },
      industryName: (id: number | null | undefined) => {
        const industry = reference?.industries.find((item) => item.id === id);
        return industry ? (zh ? industry.name : industry.nameEn) : "";
      },
      gasLabel: (code: string) => {
        const gas = reference?.gases.find((item) => item.code === code);
        return gas ? gas.label : code;
      },
      dataSourceTypeName: (id: number) => {
        const type = reference?.dataSourceTypes.find((item) => item.id === id);
        return type ? localName(type, locale) : String(id);
      },
    };
  }, [reference, loading, locale]);
}

export type Reference = ReturnType<typeof useReference>;

/** The accounting templates, with the name and description in the interface language. */
export function useTemplates() {
  const locale = useLocale();
  const { data, loading } = useAccountingTemplatesQuery({ fetchPolicy: "cache-first" });
  return useMemo(() => {
    const models = data?.templates ?? [];
    const zh = locale === "zh-CN";
    return {
      loading,
      models,
      name: (model: Template) => (zh ? model.name : model.nameEn || model.name),
      description: (model: Template) =>
        zh ? model.description : model.descriptionEn || model.description,
    };
  }, [data, loading, locale]);
}

/** A name with an English variant, in the interface language. */
export const localName = (
  item: { name: string; nameEn?: string | null },
  locale: Locale,
): string => (locale === "zh-CN" ? item.name : item.nameEn || item.name);
