// The one search of the emission factor library, wherever a factor is chosen: the case editor's
// factor dialog (a line's factor, its market-based instrument, new lines of a process) and the
// factor fields of the templates' sources and the industry defaults. The keyword matches a
// factor's name, English name, code and synonyms; category, region, year and "same dimension as
// this line's unit" narrow it, and the caller may fix some of them (a category, a unit the
// factor must convert from, the global library). Each result shows its value of every gas per
// unit, its region, year and source.
//
// It is not a <form>: it may sit inside one (a template's source form), where Enter in a search
// field must search rather than submit.
import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Input,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Table,
  Text,
} from "@chakra-ui/react";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FactorPicker_FactorFragment } from "../../__generated__/graphql";
import {
  useFactorLibraryCategoriesQuery,
  useFactorPickerSearchQuery,
} from "../../__generated__/hooks";
import { GasValues, libraryFactor } from "./FactorDetails";
import { Pager } from "../../components/ui/pager";
import { localName, useReference } from "../reference/reference";

export type PickedFactor = FactorPicker_FactorFragment;

/** What the caller fixes of a search; the user narrows the rest. */
export interface FactorNarrowing {
  category?: string;
  /** Only factors whose unit an amount in this unit converts to (the same dimension). */
  unitId?: number;
  owner?: "global" | "company";
}

export const PICKER_PAGE_SIZE = 10;

/** Regions the library uses most; any other code can be typed. */
const COMMON_REGIONS = ["CN", "GLO", "GB", "US"];

export interface FactorSearchProps {
  /** Names the search and its results, so two searches on one screen differ. */
  label: string;
  narrowing?: FactorNarrowing;
  /** A line's unit: offers "only factors that convert from it", on at first. */
  sameDimensionAs?: number | null;
  /** One factor (a button a result) or several (a checkbox a result). */
  mode: "single" | "multi";
  /** The factor chosen now, marked among the results. */
  chosenId?: number | null;
  /** The factors ticked so far (multi). */
  ticked?: ReadonlySet<number>;
  onPick: (factor: PickedFactor) => void;
  /** What to say when nothing matches. */
  noneText?: string;
  /** The filters the search opens with (the line's context); the user may change them. */
  initial?: { category?: string; region?: string; year?: number };
}

interface Filters {
  keyword: string;
  category: string;
  region: string;
  year: string;
  sameDimension: boolean;
}

export function FactorSearch({
  label,
  narrowing = {},
  sameDimensionAs,
  mode,
  chosenId,
  ticked,
  onPick,
  noneText,
  initial = {},
}: FactorSearchProps) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`accounting.picker.${key}`, options);
  const reference = useReference();
  const { locale } = reference;
  const [draft, setDraft] = useState<Filters>({
    keyword: "",
    category: initial.category ?? "",
    region: initial.region ?? "",
    year: initial.year ? String(initial.year) : "",
    sameDimension: Boolean(sameDimensionAs),
  });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  // Two searches may be open in one form (the industry's electricity and heat factors).
  const regionList = useId();
  const categories = useFactorLibraryCategoriesQuery({
    fetchPolicy: "cache-first",
    skip: Boolean(narrowing.category),
  });
  const year = /^\d{4}$/.test(filters.year) ? Number(filters.year) : undefined;
  const { data, previousData, loading } = useFactorPickerSearchQuery({
    variables: {
      page,
      pageSize: PICKER_PAGE_SIZE,
      keyword: filters.keyword.trim() || undefined,
      category: narrowing.category ?? (filters.category || undefined),
      region: filters.region.trim() || undefined,
      year,
      unitId:
        narrowing.unitId ??
        (filters.sameDimension && sameDimensionAs ? sameDimensionAs : undefined),
      owner: narrowing.owner,
    },
  });
  const result = (data ?? previousData)?.emissionFactors;
  const items = result?.items ?? [];

  // A select or the checkbox applies at once; the text fields on Search or Enter.
  const apply = (next: Filters) => {
    setDraft(next);
    setFilters(next);
    setPage(1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply(draft);
  };
  const text = (name: "keyword" | "region" | "year") => ({
    value: draft[name],
    onKeyDown,
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      setDraft({ ...draft, [name]: event.currentTarget.value }),
  });

  return (
    <Box role="search" aria-label={label}>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end" marginBottom="3">
        <Field.Root gridColumn={{ md: narrowing.category ? "span 3" : "span 2" }}>
          <Field.Label>{k("keyword")}</Field.Label>
          <Input
            size="sm"
            type="search"
            placeholder={k("keywordPlaceholder")}
            {...text("keyword")}
          />
        </Field.Root>
        {!narrowing.category && (
          <Field.Root>
            <Field.Label>{k("category")}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={draft.category}
                onChange={(event) => apply({ ...draft, category: event.currentTarget.value })}
              >
                <option value="">{k("allCategories")}</option>
                {(categories.data?.factorCategories ?? []).map((category) => (
                  <option key={category.code} value={category.code}>
                    {localName(category, locale)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <SimpleGrid columns={2} gap="2">
          <Field.Root>
            <Field.Label>{k("region")}</Field.Label>
            <Input size="sm" list={regionList} placeholder="CN" {...text("region")} />
            <datalist id={regionList}>
              {COMMON_REGIONS.map((region) => (
                <option key={region} value={region} />
              ))}
            </datalist>
          </Field.Root>
          <Field.Root>
            <Field.Label>{k("year")}</Field.Label>
            <Input size="sm" inputMode="numeric" {...text("year")} />
          </Field.Root>
        </SimpleGrid>
      </SimpleGrid>
      <Flex marginBottom="3" gap="3" alignItems="center" flexWrap="wrap">
        {sameDimensionAs && narrowing.unitId === undefined ? (
          <Checkbox.Root
            size="sm"
            colorPalette="teal"
            checked={draft.sameDimension}
            onCheckedChange={(details) =>
              apply({ ...draft, sameDimension: details.checked === true })
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {k("sameDimension", { unit: reference.unitSymbol(sameDimensionAs) })}
            </Checkbox.Label>
          </Checkbox.Root>
        ) : narrowing.unitId !== undefined ? (
          <Text fontSize="sm" color="fg.muted">
            {k("sameDimension", { unit: reference.unitSymbol(narrowing.unitId) })}
          </Text>
        ) : null}
        <Box flex="1" />
        <Button size="sm" variant="outline" onClick={() => apply(draft)}>
          {t("common.search")}
        </Button>
      </Flex>

      <Box borderWidth="1px" rounded="md" overflow="hidden" bg="bg">
        <Table.ScrollArea position="relative">
          <Table.Root size="sm" aria-label={k("resultsOf", { label })} aria-busy={loading}>
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader width="1%">
                  <Box srOnly>{k("choose")}</Box>
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t("accounting.factor.name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("accounting.factor.values")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("accounting.factor.region")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("accounting.factor.year")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("accounting.factor.source")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((factor) => {
                const chosen = factor.id === chosenId || Boolean(ticked?.has(factor.id));
                return (
                  <Table.Row key={factor.id} bg={chosen ? "teal.50" : undefined}>
                    <Table.Cell verticalAlign="top">
                      {mode === "single" ? (
                        <Button
                          size="xs"
                          colorPalette="teal"
                          variant={chosen ? "solid" : "outline"}
                          aria-label={k("pickNamed", { code: factor.code })}
                          onClick={() => onPick(factor)}
                        >
                          {k("pick")}
                        </Button>
                      ) : (
                        <Checkbox.Root
                          size="sm"
                          colorPalette="teal"
                          checked={chosen}
                          onCheckedChange={() => onPick(factor)}
                          aria-label={k("tickNamed", { code: factor.code })}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" whiteSpace="normal" minWidth="12rem">
                      <Text fontWeight="medium">{localName(factor, locale)}</Text>
                      <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                        {factor.code}
                      </Text>
                      {factor.synonyms.length > 0 && (
                        <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                          {factor.synonyms.join(" · ")}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <GasValues factor={libraryFactor(factor, locale)} reference={reference} />
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">{factor.region}</Table.Cell>
                    <Table.Cell verticalAlign="top">{factor.year}</Table.Cell>
                    <Table.Cell verticalAlign="top" whiteSpace="normal" minWidth="12rem">
                      <Text fontSize="xs" lineClamp={3} title={factor.source}>
                        {factor.source}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {items.length === 0 && (
          <Flex padding="6" justifyContent="center" color="fg.muted">
            {loading ? (
              <Spinner size="sm" aria-label={t("common.loading")} />
            ) : (
              <Text>{noneText ?? k("none")}</Text>
            )}
          </Flex>
        )}
        {(result?.total ?? 0) > 0 && (
          <Pager
            page={page}
            pageSize={PICKER_PAGE_SIZE}
            total={result?.total ?? 0}
            onPage={setPage}
          />
        )}
      </Box>
    </Box>
  );
}
