// One emission factor chosen inside a form (a template source's default factor, an industry's
// default electricity and heat factors): the chosen factor (code, name, region, year and values
// per its unit), the library search (FactorSearch) narrowed as the caller says and, where the
// form allows it, "none". The search opens inside the form rather than in a second dialog.
import { Box, Button, Field, Flex, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuSearch, LuX } from "react-icons/lu";
import { useFactorPickerFactorQuery } from "../../__generated__/hooks";
import { formatGasValues } from "./gas-values";
import { FactorSearch, type FactorNarrowing, type PickedFactor } from "./FactorSearch";
import { localName, useReference } from "../reference/reference";

export interface FactorFieldProps {
  label: string;
  helper?: string;
  value: number | null;
  onChange: (factor: PickedFactor | null) => void;
  narrowing: FactorNarrowing;
  /** The text for "no factor"; without it, the choice cannot be cleared. */
  noneLabel?: string;
  error?: string;
  disabled?: boolean;
}

export function FactorField({
  label,
  helper,
  value,
  onChange,
  narrowing,
  noneLabel,
  error,
  disabled,
}: FactorFieldProps) {
  const { t } = useTranslation();
  const k = (key: string) => t(`accounting.picker.${key}`);
  const [searching, setSearching] = useState(false);
  // The factor picked here is shown as it was found, without asking the server for it again.
  const [picked, setPicked] = useState<PickedFactor | null>(null);

  const choose = (factor: PickedFactor | null) => {
    setPicked(factor);
    onChange(factor);
    setSearching(false);
  };

  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Box borderWidth="1px" rounded="md" padding="2" width="full" bg="bg">
        <Flex gap="2" alignItems="flex-start" justifyContent="space-between" flexWrap="wrap">
          {value === null ? (
            <Text fontSize="sm" color="fg.muted" fontStyle="italic">
              {noneLabel ?? k("fieldNone")}
            </Text>
          ) : picked?.id === value ? (
            <FactorSummary factor={picked} />
          ) : (
            <ChosenFactor id={value} />
          )}
          {!disabled && (
            <HStack gap="1">
              <Button size="xs" variant="outline" onClick={() => setSearching((open) => !open)}>
                <LuSearch aria-hidden />
                {value === null ? k("chooseFactor") : k("change")}
              </Button>
              {value !== null && noneLabel && (
                <Button size="xs" variant="ghost" onClick={() => choose(null)}>
                  <LuX aria-hidden />
                  {k("clear")}
                </Button>
              )}
            </HStack>
          )}
        </Flex>
        {searching && !disabled && (
          <Box marginTop="2" borderTopWidth="1px" paddingTop="2">
            <FactorSearch
              label={label}
              mode="single"
              narrowing={narrowing}
              chosenId={value}
              onPick={choose}
            />
          </Box>
        )}
      </Box>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A factor known only by id: loaded (or read from the cache) and summarised. */
export function ChosenFactor({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, loading, error } = useFactorPickerFactorQuery({ variables: { id } });
  const factor = data?.emissionFactor;
  if (factor) return <FactorSummary factor={factor} />;
  if (loading) return <Spinner size="xs" color="teal.500" aria-label={t("common.loading")} />;
  return (
    <Text fontSize="sm" color="fg.muted" title={error?.message}>
      {`#${id}`}
    </Text>
  );
}

/** Code, name, region and year, and the values per the factor's unit, in a few lines. */
export function FactorSummary({ factor }: { factor: PickedFactor }) {
  const { locale, unitSymbol } = useReference();
  return (
    <Stack gap="0" minWidth="0" flex="1">
      <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
        {factor.code}
      </Text>
      <Text fontSize="sm" whiteSpace="normal">
        {localName(factor, locale)}
      </Text>
      <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
        {`${factor.region} · ${factor.year} · ${formatGasValues(factor.gases, unitSymbol(factor.unitId))}`}
      </Text>
    </Stack>
  );
}
