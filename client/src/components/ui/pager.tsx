// The pager under every paged list (the data table's, the repository's, the factor search's):
// total, page size, page n of m, previous and next.
import { ButtonGroup, Flex, IconButton, NativeSelect, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuChevronLeft, LuChevronRight } from "react-icons/lu";

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Without it the page size is fixed and its select is not shown. */
  onPageSize?: (pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Flex
      alignItems="center"
      justifyContent="space-between"
      gap="3"
      padding="3"
      borderTopWidth="1px"
      flexWrap="wrap"
    >
      <Text fontSize="sm" color="fg.muted">
        {t("common.total", { count: total })}
      </Text>
      <Flex alignItems="center" gap="3">
        {onPageSize && (
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field
              aria-label={t("common.pageSize")}
              value={pageSize}
              onChange={(event) => onPageSize(Number(event.currentTarget.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Text fontSize="sm">{t("common.page", { page, pages })}</Text>
        <ButtonGroup size="xs" variant="outline" attached>
          <IconButton
            aria-label={t("common.previousPage")}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <LuChevronLeft />
          </IconButton>
          <IconButton
            aria-label={t("common.nextPage")}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <LuChevronRight />
          </IconButton>
        </ButtonGroup>
      </Flex>
    </Flex>
  );
}
