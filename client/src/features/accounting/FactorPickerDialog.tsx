// The factor library search of the case editor. The keyword matches a factor's name, English
// name, code and synonyms; category, region, year and "same unit dimension as this line" narrow
// it. Picking one factor sets a line's factor (or its market-based instrument); picking several
// adds one line per factor to a process.
import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  Flex,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Spinner,
  Table,
  Text,
} from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CaseEditorFactorsQuery } from "../../__generated__/graphql";
import {
  useCaseEditorFactorCategoriesQuery,
  useCaseEditorFactorsQuery,
} from "../../__generated__/hooks";
import { GasValues, libraryFactor } from "./FactorDetails";
import { Pager } from "./Pager";
import { localName, useReference } from "./reference";

export type LibraryFactor = CaseEditorFactorsQuery["emissionFactors"]["items"][number];

const PAGE_SIZE = 10;

/** Regions the library uses most; any other code can be typed. */
const COMMON_REGIONS = ["CN", "GLO", "GB", "US"];

export interface FactorPickerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** One factor for a line, or several for new lines of a process. */
  mode: "single" | "multi";
  /** The line's unit: offers the "same unit dimension" filter, on by default. */
  unitId?: number | null;
  onPick?: (factor: LibraryFactor) => void;
  onAdd?: (factors: LibraryFactor[]) => Promise<unknown>;
}

export function FactorPickerDialog(props: FactorPickerProps) {
  return (
    <Dialog.Root
      open={props.open}
      size="xl"
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && props.onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* A fresh search each time it opens. */}
            {props.open && <PickerBody {...props} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface Filters {
  keyword: string;
  category: string;
  region: string;
  year: string;
  sameDimension: boolean;
}

function PickerBody({ onClose, title, mode, unitId, onPick, onAdd }: FactorPickerProps) {
  const { t } = useTranslation();
  const reference = useReference();
  const { locale } = reference;
  const [draft, setDraft] = useState<Filters>({
    keyword: "",
    category: "",
    region: "",
    year: "",
    sameDimension: Boolean(unitId),
  });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<number, LibraryFactor>>(new Map());
  const [adding, setAdding] = useState(false);
  const categories = useCaseEditorFactorCategoriesQuery({ fetchPolicy: "cache-first" });
  const year = /^\d{4}$/.test(filters.year) ? Number(filters.year) : undefined;
  const { data, previousData, loading } = useCaseEditorFactorsQuery({
    variables: {
      page,
      pageSize: PAGE_SIZE,
      keyword: filters.keyword.trim() || undefined,
      category: filters.category || undefined,
      region: filters.region.trim() || undefined,
      year,
      unitId: filters.sameDimension && unitId ? unitId : undefined,
    },
  });
  const result = (data ?? previousData)?.emissionFactors;
  const items = result?.items ?? [];

  // A filter changed by a select applies at once; the text fields on Search.
  const apply = (next: Filters) => {
    setDraft(next);
    setFilters(next);
    setPage(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  const toggle = (factor: LibraryFactor) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(factor.id)) next.delete(factor.id);
      else next.set(factor.id, factor);
      return next;
    });

  const add = async () => {
    if (!onAdd || chosen.size === 0) return;
    setAdding(true);
    try {
      await onAdd([...chosen.values()]);
      onClose();
    } catch {
      // The error link has shown the message; the choice stays for another try.
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t("common.close")} />
      </Dialog.CloseTrigger>
      <Dialog.Body>
        <Box as="form" role="search" onSubmit={search} marginBottom="3">
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
            <Field.Root gridColumn={{ md: "span 2" }}>
              <Field.Label>{t("accounting.picker.keyword")}</Field.Label>
              <Input
                size="sm"
                type="search"
                value={draft.keyword}
                placeholder={t("accounting.picker.keywordPlaceholder")}
                onChange={(event) => setDraft({ ...draft, keyword: event.currentTarget.value })}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t("accounting.picker.category")}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={draft.category}
                  onChange={(event) => apply({ ...draft, category: event.currentTarget.value })}
                >
                  <option value="">{t("accounting.picker.allCategories")}</option>
                  {(categories.data?.factorCategories ?? []).map((category) => (
                    <option key={category.code} value={category.code}>
                      {localName(category, locale)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <SimpleGrid columns={2} gap="2">
              <Field.Root>
                <Field.Label>{t("accounting.picker.region")}</Field.Label>
                <Input
                  size="sm"
                  list="accounting-factor-regions"
                  value={draft.region}
                  placeholder="CN"
                  onChange={(event) => setDraft({ ...draft, region: event.currentTarget.value })}
                />
                <datalist id="accounting-factor-regions">
                  {COMMON_REGIONS.map((region) => (
                    <option key={region} value={region} />
                  ))}
                </datalist>
              </Field.Root>
              <Field.Root>
                <Field.Label>{t("accounting.picker.year")}</Field.Label>
                <Input
                  size="sm"
                  inputMode="numeric"
                  value={draft.year}
                  onChange={(event) => setDraft({ ...draft, year: event.currentTarget.value })}
                />
              </Field.Root>
            </SimpleGrid>
          </SimpleGrid>
          <Flex marginTop="3" gap="3" alignItems="center" flexWrap="wrap">
            {unitId ? (
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
                  {t("accounting.picker.sameDimension", { unit: reference.unitSymbol(unitId) })}
                </Checkbox.Label>
              </Checkbox.Root>
            ) : null}
            <Box flex="1" />
            <Button size="sm" type="submit" variant="outline">
              {t("common.search")}
            </Button>
          </Flex>
        </Box>

        <Box borderWidth="1px" rounded="md" overflow="hidden">
          <Table.ScrollArea position="relative">
            <Table.Root size="sm" aria-label={t("accounting.picker.results")} aria-busy={loading}>
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader width="1%">
                    <Box srOnly>{t("accounting.picker.choose")}</Box>
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
                  const name = localName(factor, locale);
                  return (
                    <Table.Row key={factor.id}>
                      <Table.Cell verticalAlign="top">
                        {mode === "single" ? (
                          <Button
                            size="xs"
                            colorPalette="teal"
                            aria-label={t("accounting.picker.pickNamed", { name })}
                            onClick={() => {
                              onPick?.(factor);
                              onClose();
                            }}
                          >
                            {t("accounting.picker.pick")}
                          </Button>
                        ) : (
                          <Checkbox.Root
                            size="sm"
                            colorPalette="teal"
                            checked={chosen.has(factor.id)}
                            onCheckedChange={() => toggle(factor)}
                            aria-label={t("accounting.picker.chooseNamed", { name })}
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                          </Checkbox.Root>
                        )}
                      </Table.Cell>
                      <Table.Cell verticalAlign="top" whiteSpace="normal" minWidth="12rem">
                        <Text fontWeight="medium">{name}</Text>
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
              {loading ? <Spinner size="sm" /> : <Text>{t("accounting.picker.none")}</Text>}
            </Flex>
          )}
          {(result?.total ?? 0) > 0 && (
            <Pager page={page} pageSize={PAGE_SIZE} total={result?.total ?? 0} onPage={setPage} />
          )}
        </Box>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={adding}>
          {t("common.cancel")}
        </Button>
        {mode === "multi" && (
          <Button
            colorPalette="teal"
            disabled={chosen.size === 0}
            loading={adding}
            onClick={() => void add()}
          >
            {t("accounting.picker.addLines", { count: chosen.size })}
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
}
