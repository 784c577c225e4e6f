// The fields material and transport data share: names, source, year and region before the
// list's own fields, and the data quality (pedigree matrix) and uncertainty after them.
import { Box, Text } from "@chakra-ui/react";
import { useFormikContext } from "formik";
import { useTranslation } from "react-i18next";
import { NumberField, SelectField, TextField } from "../../components/ui/form-fields";
import { DISTRIBUTIONS, PARAMETERS, PEDIGREE, type CommonValues } from "./lca-form";
import type { LcaCodes } from "./use-lca-codes";

export function NameFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="name" label={t("lcaData.name")} required />
      <TextField name="nameEn" label={t("lcaData.nameEn")} helper={t("lcaData.nameEnHelp")} />
    </>
  );
}

export function SourceFields({ codes }: { codes: LcaCodes }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="source" label={t("lcaData.source")} required span />
      <NumberField name="referenceYear" label={t("lcaData.referenceYear")} integer />
      <SelectField name="region" label={t("lcaData.region")} required>
        {codes.regions.map((code) => (
          <option key={code} value={code}>
            {code.startsWith("CN-")
              ? `${codes.regionLabel(code)} (${code})`
              : codes.regionLabel(code)}
          </option>
        ))}
      </SelectField>
    </>
  );
}

export function QualityFields() {
  const { t } = useTranslation();
  return (
    <>
      <Box gridColumn={{ sm: "span 2" }}>
        <Text fontWeight="semibold" fontSize="sm">
          {t("lcaData.quality")}
        </Text>
      </Box>
      {PEDIGREE.map((key) => (
        <SelectField key={key} name={key} label={t(`lcaData.${key}`)}>
          <option value="">{t("lcaData.qualityNone")}</option>
          {[1, 2, 3, 4, 5].map((score) => (
            <option key={score} value={String(score)}>
              {score}
            </option>
          ))}
        </SelectField>
      ))}
    </>
  );
}

export function UncertaintyFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<CommonValues>();
  const parameters = PARAMETERS[values.distribution] ?? [];
  return (
    <>
      <Box gridColumn={{ sm: "span 2" }}>
        <Text fontWeight="semibold" fontSize="sm">
          {t("lcaData.uncertainty")}
        </Text>
      </Box>
      <SelectField name="distribution" label={t("lcaData.distribution")} required>
        {DISTRIBUTIONS.map((distribution) => (
          <option key={distribution} value={distribution}>
            {t(`lcaData.distribution_${distribution}`)}
          </option>
        ))}
      </SelectField>
      {parameters.map((name) => (
        <NumberField
          key={name}
          name={name}
          label={t(name === "mode" ? "lcaData.mode_value" : `lcaData.${name}`)}
          required
        />
      ))}
    </>
  );
}
