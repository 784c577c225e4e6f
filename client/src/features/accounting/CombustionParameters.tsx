// The combustion parameters of a line calculated by the China guideline method (CO2 = amount ×
// NCV × carbon content × oxidation × 44/12): the factor's defaults, and the values measured for
// the line's own fuel that replace them. Each measured value is an unsaved edit like any other
// field of the line; an empty field means "the factor's value".
import { Badge, Box, Button, Popover, Portal, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCircleAlert, LuFlaskConical } from "react-icons/lu";
import { formatQuantity } from "../../lib/emissions";
import { DecimalInput } from "../../components/ui/decimal-input";
import type { DisplayFactor } from "../factors/FactorDetails";
import {
  COMBUSTION_PARAMETERS,
  combustionAvailable,
  parseAmount,
  type CombustionParameter,
  type LineChange,
  type LineProblem,
  type LineValues,
} from "./line-edits";
import type { Reference } from "../reference/reference";
import { perGjToPerTj, perTjToPerGj } from "./carbon-content";

/** "0.0153 t C/GJ (15.3 t C/TJ)": the carbon content in both units. */
const bothUnits = (perGj: number): string =>
  `${formatQuantity(perGj)} t C/GJ (${formatQuantity(perGjToPerTj(perGj))} t C/TJ)`;

export interface CombustionParametersProps {
  lineName: string;
  values: Pick<LineValues, CombustionParameter>;
  /** The line's factor, whose parameters apply where the line has none. */
  factor: DisplayFactor | null;
  reference: Reference;
  problems: readonly LineProblem[];
  readOnly: boolean;
  onChange: (change: LineChange) => void;
}

/** The unit each parameter is entered in. */
export function parameterUnit(
  parameter: CombustionParameter,
  factorUnit: string,
  t: (key: string) => string,
): string {
  if (parameter === "ncv") return `GJ/${factorUnit}`;
  if (parameter === "carbonContent") return "t C/GJ";
  return t("accounting.combustion.fraction");
}

export function CombustionParameters({
  lineName,
  values,
  factor,
  reference,
  problems,
  readOnly,
  onChange,
}: CombustionParametersProps) {
  const { t } = useTranslation();
  const factorUnit = reference.unitSymbol(factor?.unitId ?? null) || "?";
  const measured = COMBUSTION_PARAMETERS.filter((parameter) => values[parameter] !== null);
  const invalid = COMBUSTION_PARAMETERS.some((parameter) => problems.includes(parameter));
  const complete = combustionAvailable(values, factor);
  const label = t("accounting.combustion.of", { name: lineName });

  return (
    <Popover.Root positioning={{ placement: "bottom-start" }} lazyMount>
      <Popover.Trigger asChild>
        <Button
          size="2xs"
          variant="outline"
          colorPalette={invalid || !complete ? "red" : measured.length > 0 ? "teal" : "gray"}
          aria-label={label}
          title={label}
        >
          {invalid || !complete ? <LuCircleAlert aria-hidden /> : <LuFlaskConical aria-hidden />}
          {t("accounting.combustion.short")}
          {measured.length > 0 && (
            <Badge size="xs" colorPalette="teal" variant="solid">
              {measured.length}
            </Badge>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="md">
            <Popover.Arrow />
            <Popover.Body padding="3">
              <Text fontWeight="semibold" fontSize="sm">
                {label}
              </Text>
              <Text fontSize="xs" color="fg.muted" marginBottom="2">
                {t("accounting.combustion.formula")}
              </Text>
              <Stack gap="3">
                {COMBUSTION_PARAMETERS.map((parameter) => {
                  const own = values[parameter];
                  const fallback = factor?.[parameter] ?? null;
                  const unit = parameterUnit(parameter, factorUnit, t);
                  const name = t(`accounting.combustion.${parameter}`);
                  const wrong = problems.includes(parameter);
                  return (
                    <Box key={parameter}>
                      <SimpleGrid templateColumns="minmax(0, 1fr) auto" gap="2" alignItems="center">
                        <Text fontSize="sm">
                          {name}{" "}
                          <Text as="span" color="fg.muted">
                            ({unit})
                          </Text>
                        </Text>
                        {readOnly ? (
                          <Text fontSize="sm" textAlign="end">
                            {own !== null
                              ? t("accounting.combustion.measuredValue", {
                                  value:
                                    parameter === "carbonContent"
                                      ? bothUnits(own)
                                      : formatQuantity(own),
                                })
                              : fallback !== null
                                ? t("accounting.combustion.factorValue", {
                                    value:
                                      parameter === "carbonContent"
                                        ? bothUnits(fallback)
                                        : formatQuantity(fallback),
                                  })
                                : "–"}
                          </Text>
                        ) : (
                          <DecimalInput
                            parse={parseAmount}
                            value={own}
                            invalid={wrong}
                            width="8rem"
                            label={t("accounting.combustion.valueOf", {
                              parameter: name,
                              name: lineName,
                            })}
                            invalidText={t(`accounting.combustion.${parameter}Invalid`)}
                            placeholder={fallback !== null ? formatQuantity(fallback) : undefined}
                            onChange={(value) => onChange({ [parameter]: value })}
                          />
                        )}
                      </SimpleGrid>
                      {parameter === "carbonContent" && !readOnly && (
                        <SimpleGrid
                          templateColumns="minmax(0, 1fr) auto"
                          gap="2"
                          alignItems="center"
                          marginTop="1"
                        >
                          <Text fontSize="sm" color="fg.muted">
                            {t("accounting.combustion.carbonContentTj")}
                          </Text>
                          <DecimalInput
                            parse={parseAmount}
                            value={own === null ? null : perGjToPerTj(own)}
                            invalid={wrong}
                            width="8rem"
                            label={t("accounting.combustion.carbonContentTjOf", {
                              name: lineName,
                            })}
                            invalidText={t("accounting.combustion.carbonContentInvalid")}
                            placeholder={
                              fallback !== null ? formatQuantity(perGjToPerTj(fallback)) : undefined
                            }
                            onChange={(value) =>
                              onChange({
                                carbonContent:
                                  value === null || Number.isNaN(value)
                                    ? value
                                    : perTjToPerGj(value),
                              })
                            }
                          />
                        </SimpleGrid>
                      )}
                      {wrong ? (
                        <Text fontSize="xs" color="fg.error">
                          {t(`accounting.combustion.${parameter}Invalid`)}
                        </Text>
                      ) : (
                        !readOnly && (
                          <Text fontSize="xs" color="fg.muted">
                            {fallback !== null
                              ? t("accounting.combustion.factorHas", {
                                  value:
                                    parameter === "carbonContent"
                                      ? bothUnits(fallback)
                                      : `${formatQuantity(fallback)} ${unit}`,
                                })
                              : t("accounting.combustion.factorHasNone")}
                            {parameter === "carbonContent" &&
                              ` ${t("accounting.combustion.carbonContentHelp")}`}
                          </Text>
                        )
                      )}
                    </Box>
                  );
                })}
                {!complete && (
                  <Text fontSize="xs" color="fg.error">
                    {t("accounting.combustion.incomplete")}
                  </Text>
                )}
                {!readOnly && measured.length > 0 && (
                  <Button
                    size="xs"
                    variant="outline"
                    alignSelf="flex-start"
                    onClick={() => onChange({ ncv: null, carbonContent: null, oxidation: null })}
                  >
                    {t("accounting.combustion.useFactor")}
                  </Button>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
