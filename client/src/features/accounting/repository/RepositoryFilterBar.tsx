// The repository's search (name or credit code) with its province and industry filters.
import { NativeSelect } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListToolbar } from "../../../components/ui/list-page";
import { indented, industryChoices, useReference } from "../../reference/reference";

export function RepositoryFilterBar({
  keyword,
  onSearch,
  province,
  onProvince,
  industryId,
  onIndustry,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  /** A region code, or "" for every province. */
  province: string;
  onProvince: (province: string) => void;
  /** An industry id, or "" for every industry. */
  industryId: string;
  onIndustry: (industryId: string) => void;
}) {
  const { t } = useTranslation();
  const reference = useReference();
  const { locale } = reference;
  const industries = useMemo(
    () => industryChoices(reference.industries, locale),
    [reference.industries, locale],
  );
  return (
    <ListToolbar
      keyword={keyword}
      onSearch={onSearch}
      search={{ placeholder: t("accounting.repository.searchPlaceholder") }}
    >
      <NativeSelect.Root size="sm" width="auto" minWidth="40">
        <NativeSelect.Field
          aria-label={t("accounting.repository.provinceFilter")}
          value={province}
          bg="white"
          onChange={(event) => onProvince(event.currentTarget.value)}
        >
          <option value="">{t("accounting.repository.allProvinces")}</option>
          {reference.regions.map((region) => (
            <option key={region.code} value={region.code}>
              {locale === "zh-CN" ? region.name : region.nameEn}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width="auto" minWidth="40" maxWidth="72">
        <NativeSelect.Field
          aria-label={t("accounting.repository.industryFilter")}
          value={industryId}
          bg="white"
          onChange={(event) => onIndustry(event.currentTarget.value)}
        >
          <option value="">{t("accounting.repository.allIndustries")}</option>
          {industries.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {indented(choice)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </ListToolbar>
  );
}
