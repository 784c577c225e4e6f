// The corporation of the case: a search box (name or credit code, sent to the server as the user
// types) above a select of the matches.
import { Field, Input, InputGroup, NativeSelect, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuSearch } from "react-icons/lu";
import { FormField } from "../../../components/ui/form-fields";
import type { CaseFormik, Corporation } from "./form";
import { useCorporationSearch } from "./use-corporation-search";

export function CorporationField({
  form,
  preset,
  onChoose,
}: {
  form: CaseFormik;
  preset: Corporation | null;
  onChoose: (chosen: Corporation) => void;
}) {
  const { t } = useTranslation();
  const search = useCorporationSearch(preset);
  const { page, matches, keyword } = search;

  const { values, handleBlur, setFieldValue } = form;
  const hint = !page
    ? null
    : page.total === 0
      ? t("accounting.caseForm.noCorporationMatch", { keyword })
      : page.total > matches.length
        ? t("accounting.caseForm.corporationsShown", { shown: matches.length, total: page.total })
        : null;

  return (
    <FormField
      name="corporationId"
      label={t("accounting.caseForm.corporation")}
      required
      helper={hint}
    >
      <Stack gap="2" width="full">
        {/* Its own field, so the search box is not taken for the required corporation control. */}
        <Field.Root>
          <InputGroup startElement={<LuSearch aria-hidden />}>
            <Input
              type="search"
              size="sm"
              value={search.draft}
              autoComplete="off"
              aria-label={t("accounting.caseForm.searchCorporations")}
              placeholder={t("accounting.caseForm.searchCorporationsPlaceholder")}
              onChange={(event) => search.setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter searches at once; it must not submit the case form.
                if (event.key === "Enter") {
                  event.preventDefault();
                  search.searchNow();
                }
              }}
            />
          </InputGroup>
        </Field.Root>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="corporationId"
            value={values.corporationId}
            aria-busy={search.loading}
            onChange={(event) => {
              const value = event.currentTarget.value;
              void setFieldValue("corporationId", value);
              const picked = search.choose(value);
              if (picked) onChoose(picked);
            }}
            onBlur={handleBlur}
          >
            <option value="">{t("accounting.caseForm.chooseCorporation")}</option>
            {search.options.map((item) => (
              <option key={item.id} value={item.id}>
                {item.creditCode ? `${item.name} (${item.creditCode})` : item.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
    </FormField>
  );
}
