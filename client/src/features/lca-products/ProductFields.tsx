// The fields of the new-product forms, in groups both forms lay out: the product (name,
// specification, category, description), the declared or functional unit, the standard with the
// stages it brings, the rest of the study (boundary, year, geography, cut-off and allocation with
// the mass or price it divides by) and the calculation (background database, headline method).
// The quick form of /lca/add takes some of the same fields.
import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import { useFormikContext } from "formik";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from "../../components/ui/form-fields";
import {
  DEFAULT_METHOD,
  EN15804_METHOD,
  needsMass,
  needsPrice,
  type ProductFormValues,
} from "./product-form";
import type { ProductCodes } from "./use-product-codes";

/** Two columns of fields (one on a narrow screen). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {children}
    </SimpleGrid>
  );
}

export function NameField({ span }: { span?: boolean }) {
  const { t } = useTranslation();
  return <TextField name="name" label={t("lcaProducts.name")} required span={span} />;
}

export function ProductFields({ codes }: { codes: ProductCodes }) {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      <NameField />
      <TextField
        name="specification"
        label={t("lcaProducts.specification")}
        helper={t("lcaProducts.specificationHelp")}
      />
      <SelectField name="categoryId" label={t("lcaProducts.category")}>
        <option value="">{t("lcaProducts.noCategory")}</option>
        {codes.categoryChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <Box display={{ base: "none", sm: "block" }} />
      <TextareaField name="description" label={t("lcaProducts.description")} rows={3} span />
    </FieldGrid>
  );
}

/** The amount and unit; the full form adds the kind of unit and what it stands for. */
export function UnitFields({ codes, full }: { codes: ProductCodes; full?: boolean }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<ProductFormValues>();
  const functional = values.unitKind === "functional";
  return (
    <>
      {full && (
        <SelectField name="unitKind" label={t("lcaProducts.unitKind")} required>
          <option value="declared">{t("lcaProducts.unitKindDeclared")}</option>
          <option value="functional">{t("lcaProducts.unitKindFunctional")}</option>
        </SelectField>
      )}
      {full && (
        <TextField
          name="unitDescription"
          label={t("lcaProducts.unitDescription")}
          helper={t(
            functional
              ? "lcaProducts.unitDescriptionFunctionalHelp"
              : "lcaProducts.unitDescriptionHelp",
          )}
        />
      )}
      <NumberField
        name="declaredAmount"
        label={t(functional ? "lcaProducts.functionalAmount" : "lcaProducts.declaredAmount")}
        required
      />
      <SelectField name="declaredUnitId" label={t("lcaProducts.unit")} required>
        <option value="">{t("lcaProducts.chooseUnit")}</option>
        {codes.units.map((unit) => (
          <option key={unit.id} value={String(unit.id)}>
            {`${unit.symbol} · ${codes.name(unit)}`}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/**
 * The standard; the stages its scheme brings are named under it. Choosing EN 15804 moves a
 * still-default headline method to EN 15804+A2 and back.
 */
export function StandardField({ codes }: { codes: ProductCodes }) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<ProductFormValues>();
  const stages = codes.stagesOf(values.standard);
  const choose = (standard: string) => {
    void setFieldValue("standard", standard);
    if (standard === "en15804" && values.method === DEFAULT_METHOD) {
      void setFieldValue("method", EN15804_METHOD);
    } else if (standard !== "en15804" && values.method === EN15804_METHOD) {
      void setFieldValue("method", DEFAULT_METHOD);
    }
  };
  return (
    <SelectField
      name="standard"
      label={t("lcaProducts.standard")}
      required
      onChoose={choose}
      helper={
        stages.length > 0 &&
        t("lcaProducts.stagesHelp", {
          stages: stages.map((stage) => codes.name(stage)).join(" · "),
        })
      }
    >
      {codes.standards.map((standard) => (
        <option key={standard.code} value={standard.code}>
          {codes.name(standard)}
        </option>
      ))}
    </SelectField>
  );
}

export function StudyFields({ codes }: { codes: ProductCodes }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<ProductFormValues>();
  const unit = codes.unit(values.declaredUnitId ? Number(values.declaredUnitId) : null);
  const unitSymbol = unit?.symbol ?? t("lcaProducts.unitPlaceholder");
  return (
    <FieldGrid>
      <SelectField name="boundary" label={t("lcaProducts.boundary")} required>
        {codes.boundaries.map((boundary) => (
          <option key={boundary.code} value={boundary.code}>
            {codes.name(boundary)}
          </option>
        ))}
      </SelectField>
      <StandardField codes={codes} />
      <NumberField
        name="referenceYear"
        label={t("lcaProducts.referenceYear")}
        helper={t("lcaProducts.referenceYearHelp")}
        integer
      />
      <SelectField name="geography" label={t("lcaProducts.geography")} required>
        {codes.regions.map((code) => (
          <option key={code} value={code}>
            {codes.regionLabel(code)}
          </option>
        ))}
      </SelectField>
      <TextField
        name="cutOffRule"
        label={t("lcaProducts.cutOffRule")}
        helper={t("lcaProducts.cutOffRuleHelp")}
        span
      />
      <SelectField
        name="allocation"
        label={t("lcaProducts.allocation")}
        helper={t("lcaProducts.allocationHelp")}
        required
      >
        {codes.allocations.map((allocation) => (
          <option key={allocation.code} value={allocation.code}>
            {codes.name(allocation)}
          </option>
        ))}
      </SelectField>
      {needsMass(values.allocation, unit?.dimension) && (
        <NumberField
          name="massPerUnit"
          label={t("lcaProducts.massPerUnit", { unit: unitSymbol })}
          helper={t("lcaProducts.massPerUnitHelp")}
        />
      )}
      {needsPrice(values.allocation) && (
        <NumberField
          name="pricePerUnit"
          label={t("lcaProducts.pricePerUnit", { unit: unitSymbol })}
          helper={t("lcaProducts.pricePerUnitHelp")}
        />
      )}
    </FieldGrid>
  );
}

export function DatabaseField({ codes }: { codes: ProductCodes }) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="databaseId"
      label={t("lcaProducts.database")}
      helper={
        codes.databases.length === 0 ? t("lcaProducts.noDatabases") : t("lcaProducts.databaseHelp")
      }
    >
      <option value="">{t("lcaProducts.noDatabase")}</option>
      {codes.databases.map((database) => (
        <option key={database.id} value={String(database.id)}>
          {`${database.name} ${database.version}`}
        </option>
      ))}
    </SelectField>
  );
}

export function MethodField({ codes }: { codes: ProductCodes }) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="method"
      label={t("lcaProducts.method")}
      helper={t("lcaProducts.methodHelp")}
      required
    >
      {codes.methods.map((method) => (
        <option key={method.code} value={method.code}>
          {codes.name(method)}
        </option>
      ))}
    </SelectField>
  );
}

/** A line of help under a group's title. */
export function GroupHelp({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      {children}
    </Text>
  );
}
