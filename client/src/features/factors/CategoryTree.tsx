// The factor library's category tree: the fixed top-level categories and, under each, the
// subcategories in use. Choosing a node filters the table; "All categories" clears the filter.
// Narrower screens get the same choice as a select above the table.
import {
  Box,
  Button,
  Flex,
  IconButton,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuChevronDown, LuChevronRight } from "react-icons/lu";
import type { FactorLibraryCategoriesQuery } from "../../__generated__/graphql";
import { useLocale } from "../../i18n";
import { localName } from "../reference/reference";
import { subcategoryName } from "./subcategory-names";

export type FactorCategory = FactorLibraryCategoriesQuery["factorCategories"][number];

export interface CategorySelection {
  category: string | null;
  subcategory: string | null;
}

export function CategoryTree({
  categories,
  loading,
  selection,
  onSelect,
}: {
  categories: readonly FactorCategory[];
  loading: boolean;
  selection: CategorySelection;
  onSelect: (selection: CategorySelection) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Categories opened by hand; the selected one is always open.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (code: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const node = (label: string, selected: boolean, onClick: () => void, depth: number) => (
    <Button
      size="xs"
      variant={selected ? "subtle" : "ghost"}
      colorPalette={selected ? "teal" : "gray"}
      justifyContent="flex-start"
      fontWeight={selected ? "semibold" : "normal"}
      paddingInlineStart={depth === 0 ? "2" : "7"}
      width="full"
      whiteSpace="normal"
      textAlign="start"
      height="auto"
      minHeight="7"
      aria-current={selected ? "true" : undefined}
      onClick={onClick}
    >
      {label}
    </Button>
  );

  return (
    <Box
      as="nav"
      aria-label={t("adminAccounting.factors.categoryTree")}
      bg="white"
      rounded="md"
      borderWidth="1px"
      padding="2"
    >
      <Stack gap="0.5">
        {node(
          t("adminAccounting.factors.allCategories"),
          selection.category === null,
          () => onSelect({ category: null, subcategory: null }),
          0,
        )}
        {loading && categories.length === 0 && (
          <Flex justifyContent="center" padding="3">
            <Spinner size="sm" aria-label={t("common.loading")} />
          </Flex>
        )}
        {categories.map((category) => {
          const name = localName(category, locale);
          const selected = selection.category === category.code;
          const expanded = selected || open.has(category.code);
          const hasChildren = category.subcategories.length > 0;
          return (
            <Box key={category.code}>
              <Flex alignItems="flex-start" gap="0.5">
                <Box flex="1">
                  {node(
                    name,
                    selected && selection.subcategory === null,
                    () => onSelect({ category: category.code, subcategory: null }),
                    0,
                  )}
                </Box>
                {hasChildren && (
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t(
                      expanded
                        ? "adminAccounting.factors.collapse"
                        : "adminAccounting.factors.expand",
                      { name },
                    )}
                    aria-expanded={expanded}
                    disabled={selected}
                    onClick={() => toggle(category.code)}
                  >
                    {expanded ? <LuChevronDown /> : <LuChevronRight />}
                  </IconButton>
                )}
              </Flex>
              {expanded && hasChildren && (
                <Stack gap="0.5" marginBlock="0.5">
                  {category.subcategories.map((subcategory) => (
                    <Box key={subcategory}>
                      {node(
                        subcategoryName(subcategory, locale),
                        selected && selection.subcategory === subcategory,
                        () => onSelect({ category: category.code, subcategory }),
                        1,
                      )}
                    </Box>
                  ))}
                </Stack>
              )}
            </Box>
          );
        })}
        {!loading && categories.length === 0 && (
          <Text fontSize="sm" color="fg.muted" padding="2">
            {t("adminAccounting.factors.noCategories")}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/** Separates category and subcategory in a select's option value; codes never hold it. */
const SEPARATOR = "\u001f";

/**
 * The same choice as a select, for screens too narrow to give the tree a column: categories
 * with their subcategories indented beneath.
 */
export function CategorySelect({
  categories,
  selection,
  onSelect,
}: {
  categories: readonly FactorCategory[];
  selection: CategorySelection;
  onSelect: (selection: CategorySelection) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const value = selection.category
    ? [selection.category, selection.subcategory ?? ""].join(SEPARATOR)
    : "";
  const choose = (chosen: string) => {
    if (!chosen) return onSelect({ category: null, subcategory: null });
    const [category, subcategory] = chosen.split(SEPARATOR);
    onSelect({ category, subcategory: subcategory || null });
  };
  return (
    <NativeSelect.Root size="sm" width="auto" maxWidth="16rem">
      <NativeSelect.Field
        aria-label={t("adminAccounting.factors.categoryTree")}
        value={value}
        bg="white"
        onChange={(event) => choose(event.currentTarget.value)}
      >
        <option value="">{t("adminAccounting.factors.allCategories")}</option>
        {categories.map((category) => (
          <optgroup key={category.code} label={localName(category, locale)}>
            <option value={[category.code, ""].join(SEPARATOR)}>
              {t("adminAccounting.factors.wholeCategory", { name: localName(category, locale) })}
            </option>
            {category.subcategories.map((subcategory) => (
              <option key={subcategory} value={[category.code, subcategory].join(SEPARATOR)}>
                {subcategoryName(subcategory, locale)}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
