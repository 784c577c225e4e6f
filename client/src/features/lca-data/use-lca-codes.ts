// The fixed lists of the material and transport data forms (categories, modes, indicators,
// regions) read once, with their names in the interface language.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLcaDataCodesQuery } from "../../__generated__/hooks";
import { localName, useReference } from "../reference/reference";

export function useLcaCodes() {
  const { t } = useTranslation();
  const reference = useReference();
  const { data } = useLcaDataCodesQuery({ fetchPolicy: "cache-first" });
  const codes = data?.lcaDataCodes;
  const { locale } = reference;
  return useMemo(() => {
    const categories = codes?.materialCategories ?? [];
    const modes = codes?.transportModes ?? [];
    const regionLabel = (code: string) => {
      if (code === "GLO") return t("lcaData.regionGLO");
      if (code === "CN") return t("lcaData.regionCN");
      return code.startsWith("CN-") ? reference.regionName(code.slice(3)) : code;
    };
    return {
      categories,
      modes,
      indicators: codes?.indicators ?? [],
      regions: codes?.regions ?? ["GLO", "CN"],
      units: reference.units,
      unitSymbol: reference.unitSymbol,
      regionLabel,
      categoryName: (code: string) => {
        const found = categories.find((item) => item.code === code);
        return found ? localName(found, locale) : code;
      },
      modeName: (code: string) => {
        const found = modes.find((item) => item.code === code);
        return found ? localName(found, locale) : code;
      },
      name: (item: { name: string; nameEn?: string | null }) => localName(item, locale),
    };
  }, [codes, reference, locale, t]);
}

export type LcaCodes = ReturnType<typeof useLcaCodes>;
