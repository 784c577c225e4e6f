// The factor library's filters after its search box: region (with the known codes offered),
// year, scope, owner and whether retired factors show.
import { Checkbox, NativeSelect } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../i18n";
import { localName } from "../../reference/reference";
import { useReferenceLookups } from "../../reference/lookups";
import type { FactorFilters, OwnerFilter } from "../factor-filters";
import { FilterInput } from "./FilterInput";

/** Region codes of factors that are no region of China. */
const OTHER_REGIONS = ["CN", "GB", "US", "GLO"];

export function FactorFilterBar({
  filters,
  onChange,
}: {
  filters: FactorFilters;
  onChange: (change: Partial<FactorFilters>) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { reference } = useReferenceLookups();
  return (
    <>
      <FilterInput
        label={t("adminAccounting.factors.region")}
        placeholder={t("adminAccounting.factors.regionPlaceholder")}
        value={filters.region}
        width="7.5rem"
        list="factor-region-options"
        onCommit={(region) => onChange({ region })}
      />
      <datalist id="factor-region-options">
        {OTHER_REGIONS.map((code) => (
          <option key={code} value={code} />
        ))}
        {(reference?.regions ?? []).map((region) => (
          <option key={region.code} value={region.code}>
            {localName(region, locale)}
          </option>
        ))}
      </datalist>
      <FilterInput
        label={t("adminAccounting.factors.year")}
        placeholder={t("adminAccounting.factors.yearPlaceholder")}
        value={filters.year}
        width="6rem"
        inputMode="numeric"
        onCommit={(year) => onChange({ year })}
      />
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t("adminAccounting.factors.scopeFilter")}
          value={filters.scope}
          bg="white"
          onChange={(event) => onChange({ scope: event.currentTarget.value })}
        >
          <option value="">{t("adminAccounting.factors.allScopes")}</option>
          {[1, 2, 3].map((scope) => (
            <option key={scope} value={String(scope)}>
              {t("adminAccounting.scope", { scope })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t("adminAccounting.factors.ownerFilter")}
          value={filters.owner}
          bg="white"
          onChange={(event) => onChange({ owner: event.currentTarget.value as OwnerFilter })}
        >
          <option value="all">{t("adminAccounting.factors.ownerAll")}</option>
          <option value="global">{t("adminAccounting.factors.ownerGlobal")}</option>
          <option value="company">{t("adminAccounting.factors.ownerCompany")}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Checkbox.Root
        size="sm"
        colorPalette="teal"
        checked={filters.includeRetired}
        onCheckedChange={(details) => onChange({ includeRetired: details.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("adminAccounting.factors.includeRetired")}</Checkbox.Label>
      </Checkbox.Root>
    </>
  );
}
