// Choosing one emission factor inside a form: the chosen factor (code, name, region, year and
// values per its unit), a search of the library the caller narrows (a category, units of the
// same dimension as a unit, the global library) and, where the form allows it, "none". The
// search lives in the form rather than in a second dialog, so Enter searches instead of saving.
import { Box, Button, Field, Flex, HStack, Input, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { LuSearch, LuX } from "react-icons/lu";
import type { FactorPicker_FactorFragment } from "../../__generated__/graphql";
import { useFactorPickerFactorQuery, useFactorPickerSearchQuery } from "../../__generated__/hooks";
import { formatGasValues } from "./gas-values";
import { localName, unitSymbol, useLocale, useReference } from "./reference";

export type PickedFactor = FactorPicker_FactorFragment;

/** What the search is narrowed to; the user adds a keyword. */
export interface FactorSearchScope {
  category?: string;
  /** Only factors whose unit converts from this unit (the same dimension). */
  unitId?: number;
  owner?: "global" | "company";
}

export const PICKER_PAGE_SIZE = 10;

export interface FactorPickerProps {
  label: string;
  helper?: string;
  value: number | null;
  onChange: (factor: PickedFactor | null) => void;
  scope: FactorSearchScope;
  /** The text for "no factor"; without it, the choice cannot be cleared. */
  noneLabel?: string;
  error?: string;
  disabled?: boolean;
}

export function FactorPicker({
  label,
  helper,
  value,
  onChange,
  scope,
  noneLabel,
  error,
  disabled,
}: FactorPickerProps) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.factorPicker.${key}`, options);
  const [searching, setSearching] = useState(false);
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  // The factor picked here is shown as it was found, without asking the server for it again.
  const [picked, setPicked] = useState<PickedFactor | null>(null);

  const results = useFactorPickerSearchQuery({
    variables: { ...scope, keyword: keyword || undefined, pageSize: PICKER_PAGE_SIZE },
    skip: !searching || disabled,
  });
  const page = results.data?.emissionFactors;

  const search = () => setKeyword(draft.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter searches; it must not submit the form the picker sits in.
    event.preventDefault();
    search();
  };
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
              {noneLabel ?? k("none")}
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
                {value === null ? k("choose") : k("change")}
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
          <Stack gap="2" marginTop="2" borderTopWidth="1px" paddingTop="2">
            <HStack gap="2">
              <Input
                size="sm"
                type="search"
                aria-label={k("searchLabel", { label })}
                placeholder={k("searchPlaceholder")}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                onKeyDown={onKeyDown}
              />
              <Button size="sm" variant="outline" onClick={search}>
                {k("search")}
              </Button>
            </HStack>
            {results.loading && !page ? (
              <Spinner size="sm" color="teal.500" aria-label={t("common.loading")} />
            ) : page && page.items.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {k("noMatch")}
              </Text>
            ) : (
              <Stack as="ul" gap="1" listStyleType="none" aria-label={k("results", { label })}>
                {(page?.items ?? []).map((factor) => (
                  <Box as="li" key={factor.id}>
                    <Flex
                      gap="2"
                      alignItems="center"
                      justifyContent="space-between"
                      borderWidth="1px"
                      borderColor={factor.id === value ? "teal.400" : "border"}
                      rounded="sm"
                      paddingInline="2"
                      paddingBlock="1"
                    >
                      <FactorSummary factor={factor} />
                      <Button
                        size="xs"
                        colorPalette="teal"
                        variant={factor.id === value ? "solid" : "outline"}
                        aria-label={k("pick", { code: factor.code })}
                        onClick={() => choose(factor)}
                      >
                        {k("pickShort")}
                      </Button>
                    </Flex>
                  </Box>
                ))}
              </Stack>
            )}
            {page && page.total > page.items.length && (
              <Text fontSize="xs" color="fg.muted">
                {k("more", { shown: page.items.length, total: page.total })}
              </Text>
            )}
          </Stack>
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

/** Code, name, region and year, and the values per the factor's unit. */
export function FactorSummary({ factor }: { factor: PickedFactor }) {
  const locale = useLocale();
  const { units } = useReference();
  return (
    <Stack gap="0" minWidth="0" flex="1">
      <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
        {factor.code}
      </Text>
      <Text fontSize="sm" whiteSpace="normal">
        {localName(factor, locale)}
      </Text>
      <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
        {`${factor.region} · ${factor.year} · ${formatGasValues(factor.gases, unitSymbol(units, factor.unitId))}`}
      </Text>
    </Stack>
  );
}
