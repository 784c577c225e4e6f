// The lists the product library's forms and lists read, with their names in the interface
// language: the fixed codes (standards, methods, boundaries, allocation rules, audit statuses,
// stage schemes), the reference units, the regions a study may cover, the product category tree
// and the background databases. Each is read once and shared through Apollo's cache.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { LcaProductCodesQuery } from "../../__generated__/graphql";
import {
  useLcaDataCodesQuery,
  useLcaProductCodesQuery,
  useLcaProductDatabasesQuery,
  useProductCategoriesQuery,
} from "../../__generated__/hooks";
import { flattenTree } from "../process-models/category-tree";
import { indented, localName, useReference } from "../reference/reference";

export type LcaProductCodeLists = LcaProductCodesQuery["lcaProductCodes"];
type Code = { code: string; name: string; nameEn: string };

/** Dimensions a product's declared or functional unit may have (not t·km, Bq, mol·a...). */
const PRODUCT_DIMENSIONS = new Set(["mass", "volume", "energy", "count", "length", "area"]);

export function useProductCodes() {
  const { t } = useTranslation();
  const reference = useReference();
  const { locale } = reference;
  const codesQuery = useLcaProductCodesQuery({ fetchPolicy: "cache-first" });
  const regionsQuery = useLcaDataCodesQuery({ fetchPolicy: "cache-first" });
  const categoriesQuery = useProductCategoriesQuery({ fetchPolicy: "cache-first" });
  const databasesQuery = useLcaProductDatabasesQuery({ fetchPolicy: "cache-first" });
  const codes = codesQuery.data?.lcaProductCodes;
  const categoryList = categoriesQuery.data?.productCategories;
  const databaseList = databasesQuery.data?.upstreamDatabases.items;
  const regionList = regionsQuery.data?.lcaDataCodes.regions;

  return useMemo(() => {
    const name = (list: readonly Code[] | undefined, code: string | null | undefined) => {
      if (!code) return "";
      const found = list?.find((item) => item.code === code);
      return found ? localName(found, locale) : code;
    };
    const categories = categoryList ?? [];
    const categoryTree = flattenTree(categories);
    const databases = databaseList ?? [];
    const standards = codes?.standards ?? [];
    const regionLabel = (code: string) => {
      if (code === "GLO") return t("lcaProducts.regionGLO");
      if (code === "CN") return t("lcaProducts.regionCN");
      return code.startsWith("CN-") ? `${reference.regionName(code.slice(3))} (${code})` : code;
    };
    return {
      locale,
      loaded: Boolean(codes),
      standards,
      methods: codes?.methods ?? [],
      boundaries: codes?.boundaries ?? [],
      allocations: codes?.allocations ?? [],
      auditStatuses: codes?.auditStatuses ?? [],
      units: reference.units.filter((unit) => PRODUCT_DIMENSIONS.has(unit.dimension)),
      unit: reference.unit,
      unitSymbol: reference.unitSymbol,
      regions: regionList ?? ["GLO", "CN"],
      regionLabel,
      /** The category tree in order, each label indented by its depth. */
      categoryChoices: categoryTree.map(({ category, depth }) => ({
        value: String(category.id),
        label: indented({ value: "", label: localName(category, locale), depth }),
      })),
      databases,
      databaseLabel: (id: number | null | undefined) => {
        const found = databases.find((database) => database.id === id);
        return found ? `${found.name} ${found.version}` : "";
      },
      categoryName: (id: number | null | undefined) => {
        const found = categories.find((category) => category.id === id);
        return found ? localName(found, locale) : "";
      },
      standardName: (code: string | null | undefined) => name(standards, code),
      methodName: (code: string | null | undefined) => name(codes?.methods, code),
      boundaryName: (code: string | null | undefined) => name(codes?.boundaries, code),
      auditStatusName: (code: string | null | undefined) => name(codes?.auditStatuses, code),
      /** The stages of the scheme a standard follows, in order. */
      stagesOf: (standard: string) => {
        const scheme = standards.find((item) => item.code === standard)?.stageScheme;
        return codes?.stageSchemes.find((item) => item.code === scheme)?.stages ?? [];
      },
      name: (item: { name: string; nameEn?: string | null }) => localName(item, locale),
    };
  }, [codes, categoryList, databaseList, regionList, reference, locale, t]);
}

export type ProductCodes = ReturnType<typeof useProductCodes>;
