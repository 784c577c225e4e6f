// Where a line's data comes from, inside the line form: the kind of source, then the search of
// that kind (database product, material datum, transport datum, process model) or the
// supplier's own footprint. Picking a source names the line when it has no name yet and moves
// its unit into the source's dimension.
import { Box, Button, Field, HStack, Stack, Text } from "@chakra-ui/react";
import { useFormikContext } from "formik";
import { useTranslation } from "react-i18next";
import { NumberField, SelectField, useFieldError } from "../../components/ui/form-fields";
import { sourceKindsFor, type LineFormValues, type PickedSource } from "./line-form";
import { SourceSearch } from "./SourceSearch";
import type { ModelCodes } from "./use-model-codes";

export interface SourcePickerProps {
  codes: ModelCodes;
  databaseId: number | null;
  databaseName: string;
}

const SEARCHED = new Set(["upstream", "material", "transport", "process"]);

/** The unit a line takes on when a source is picked, or null to keep its own. */
export function unitForSource(
  units: ReadonlyArray<{ id: number; symbol: string; dimension: string; toBase: number }>,
  currentUnitId: string,
  lineKind: string,
  source: PickedSource,
): number | null {
  const current = units.find((unit) => String(unit.id) === currentUnitId);
  const dimension = lineKind === "transport" ? "mass" : source.dimension;
  if (!dimension || current?.dimension === dimension) return null;
  if (lineKind === "transport") {
    return (
      (units.find((unit) => unit.symbol === "t") ?? units.find((u) => u.dimension === "mass"))
        ?.id ?? null
    );
  }
  const same = units.find((unit) => unit.symbol === source.unit);
  return (
    (same ?? units.find((unit) => unit.dimension === dimension && unit.toBase === 1))?.id ?? null
  );
}

export function SourcePicker({ codes, databaseId, databaseName }: SourcePickerProps) {
  const { t } = useTranslation();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<LineFormValues>();
  const sourceError = useFieldError("source");
  const kind = values.sourceKind;
  const lineUnit = codes.unitSymbol(values.unitId ? Number(values.unitId) : null);

  const chooseKind = (next: string) => {
    void setFieldValue("sourceKind", next);
    void setFieldValue("source", null);
    if (next === "supplier") void setFieldValue("primary", true);
  };

  const pick = (source: PickedSource) => {
    void setFieldValue("source", source);
    void setFieldTouched("source", true, false);
    if (!values.name.trim()) void setFieldValue("name", source.name);
    const unitId = unitForSource(codes.units, values.unitId, values.kind, source);
    if (unitId !== null) void setFieldValue("unitId", String(unitId));
  };

  return (
    <Stack gridColumn="1 / -1" gap="3" borderWidth="1px" rounded="md" padding="3">
      <Text fontWeight="semibold" fontSize="sm">
        {t("lcaModel.line.sourceHeading")}
      </Text>
      <SelectField
        name="sourceKind"
        label={t("lcaModel.line.sourceKind")}
        onChoose={chooseKind}
        helper={kind ? t(`lcaModel.sourceKindHelp.${kind}`) : t("lcaModel.line.noSourceHelp")}
      >
        <option value="">{t("lcaModel.line.noSource")}</option>
        {sourceKindsFor(values.kind).map((code) => (
          <option key={code} value={code}>
            {codes.sourceKindName(code)}
          </option>
        ))}
      </SelectField>

      {SEARCHED.has(kind) && (
        <Field.Root invalid={Boolean(sourceError)}>
          <Field.Label>
            {kind === "upstream" && databaseName
              ? t("lcaModel.line.pickFrom", { database: databaseName })
              : t("lcaModel.line.pick")}
          </Field.Label>
          <HStack
            justify="space-between"
            width="full"
            bg="bg.muted"
            rounded="md"
            paddingX="3"
            paddingY="2"
            data-testid="picked-source"
          >
            <Box>
              {values.source ? (
                <>
                  <Text fontSize="sm" fontWeight="medium">
                    {values.source.name || `#${values.source.id}`}
                  </Text>
                  {values.source.unit && (
                    <Text fontSize="xs" color="fg.muted">
                      {t("lcaModel.line.sourceUnit", { unit: values.source.unit })}
                    </Text>
                  )}
                </>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {t("lcaModel.line.nothingPicked")}
                </Text>
              )}
            </Box>
            {values.source && (
              <Button size="xs" variant="ghost" onClick={() => void setFieldValue("source", null)}>
                {t("lcaModel.line.clearSource")}
              </Button>
            )}
          </HStack>
          <Field.ErrorText>{sourceError}</Field.ErrorText>
          <Box width="full" marginTop="2">
            <SourceSearch
              key={kind}
              kind={kind as "upstream" | "material" | "transport" | "process"}
              databaseId={databaseId}
              pickedId={values.source?.id ?? null}
              onPick={pick}
            />
          </Box>
        </Field.Root>
      )}

      {values.kind === "transport" && (
        <NumberField
          name="distanceKm"
          label={t("lcaModel.line.distanceKm")}
          helper={t("lcaModel.line.distanceHelp")}
          required
        />
      )}
      {kind === "supplier" && (
        <NumberField
          name="supplierGwp"
          label={t("lcaModel.line.supplierGwp", {
            unit: values.kind === "transport" ? "t·km" : lineUnit || t("lcaModel.line.unitWord"),
          })}
          helper={t("lcaModel.line.supplierGwpHelp")}
          required
        />
      )}
    </Stack>
  );
}
