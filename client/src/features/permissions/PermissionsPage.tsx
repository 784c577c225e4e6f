// /permission/list (code gbd): the permission catalogue as an indented tree table, read-only since
// the catalogue is data of the platform. The filter keeps the ancestors of its matches in view.
import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  Center,
  CloseButton,
  Code,
  Flex,
  IconButton,
  Input,
  InputGroup,
  Spinner,
  Table,
  Text,
} from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  LuChevronDown,
  LuChevronRight,
  LuChevronsDownUp,
  LuChevronsUpDown,
  LuSearch,
} from "react-icons/lu";
import { usePermissionCatalogueQuery } from "../../__generated__/hooks";
import type { PermissionCatalogueQuery } from "../../__generated__/graphql";
import { PageHeader } from "../../components/ui/page-header";
import { useLocale } from "../../i18n";
import { errorMessage } from "../../lib/errors";
import { localName } from "../reference/reference";
import {
  branchCodes,
  buildCatalogueTree,
  filterCatalogueTree,
  flattenCatalogueTree,
} from "./catalogue-tree";

type Permission = PermissionCatalogueQuery["permissions"][number];

/** Indentation of one tree level in the code column. */
const INDENT_REM = 1.25;

export function PermissionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, loading, error, refetch } = usePermissionCatalogueQuery();
  const [filter, setFilter] = useState("");
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const permissions = useMemo(() => data?.permissions ?? [], [data]);
  const byCode = useMemo(() => new Map(permissions.map((p) => [p.code, p])), [permissions]);
  const tree = useMemo(() => buildCatalogueTree(permissions), [permissions]);
  const filtered = useMemo(() => filterCatalogueTree(tree, filter), [tree, filter]);
  const rows = useMemo(
    () => flattenCatalogueTree(filtered.nodes, collapsed, filtered.matched),
    [filtered, collapsed],
  );

  const nameOf = (permission: Permission) => localName(permission, locale);

  const changeFilter = (value: string) => {
    setFilter(value);
    // A new filter opens every branch, so no match hides under a branch collapsed earlier.
    setCollapsed(new Set());
  };
  const toggle = (code: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  if (!data && loading) {
    return (
      <>
        <PageHeader title={t("permissions.title")} />
        <Center padding="10">
          <Spinner size="lg" color="teal.500" aria-label={t("common.loading")} />
        </Center>
      </>
    );
  }

  if (!data && error) {
    return (
      <>
        <PageHeader title={t("permissions.title")} />
        <Alert.Root status="error" maxWidth="2xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("permissions.loadFailed")}</Alert.Title>
            <Alert.Description>{errorMessage(error, t("common.hasError"))}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t("permissions.retry")}
          </Button>
        </Alert.Root>
      </>
    );
  }

  const matchCount = filtered.matched?.size ?? null;

  return (
    <>
      <PageHeader title={t("permissions.title")} />
      <Text color="fg.muted" fontSize="sm" marginTop="-2" marginBottom="4">
        {t("permissions.intro")}
      </Text>

      <Flex gap="3" marginBottom="3" alignItems="center" flexWrap="wrap">
        <InputGroup
          startElement={<LuSearch />}
          endElement={
            filter ? (
              <CloseButton
                size="xs"
                aria-label={t("permissions.clearFilter")}
                onClick={() => changeFilter("")}
              />
            ) : undefined
          }
          maxWidth="xs"
          flex="1 1 14rem"
        >
          <Input
            size="sm"
            type="search"
            bg="white"
            aria-label={t("permissions.filter")}
            placeholder={t("permissions.filter")}
            value={filter}
            onChange={(event) => changeFilter(event.currentTarget.value)}
          />
        </InputGroup>
        <ButtonGroup size="sm" variant="outline" attached>
          <Button bg="white" onClick={() => setCollapsed(new Set())}>
            <LuChevronsUpDown aria-hidden />
            {t("permissions.expandAll")}
          </Button>
          <Button bg="white" onClick={() => setCollapsed(new Set(branchCodes(filtered.nodes)))}>
            <LuChevronsDownUp aria-hidden />
            {t("permissions.collapseAll")}
          </Button>
        </ButtonGroup>
        <Text fontSize="sm" color="fg.muted" marginInlineStart="auto" aria-live="polite">
          {matchCount === null
            ? t("permissions.count", { count: permissions.length })
            : t("permissions.matchCount", { matches: matchCount, total: permissions.length })}
        </Text>
      </Flex>

      <Box bg="white" rounded="md" borderWidth="1px" overflow="hidden">
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t("permissions.caption")} aria-busy={loading}>
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader width="30%">{t("permissions.code")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("permissions.name")}</Table.ColumnHeader>
                <Table.ColumnHeader width="35%">{t("permissions.parent")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map(({ entry, depth, hasChildren, expanded, matched }) => {
                const parent = entry.parentCode ? byCode.get(entry.parentCode) : undefined;
                return (
                  <Table.Row key={entry.code} color={matched ? undefined : "fg.muted"}>
                    <Table.Cell>
                      <Flex
                        alignItems="center"
                        gap="1"
                        paddingInlineStart={`${depth * INDENT_REM}rem`}
                      >
                        {hasChildren ? (
                          <IconButton
                            size="2xs"
                            variant="ghost"
                            aria-expanded={expanded}
                            aria-label={t(
                              expanded ? "permissions.collapse" : "permissions.expand",
                              { code: entry.code },
                            )}
                            onClick={() => toggle(entry.code)}
                          >
                            {expanded ? <LuChevronDown /> : <LuChevronRight />}
                          </IconButton>
                        ) : (
                          <Box width="6" flexShrink={0} aria-hidden />
                        )}
                        <Code
                          size="sm"
                          variant={matched ? "subtle" : "outline"}
                          fontWeight={matched && filter ? "bold" : undefined}
                        >
                          {entry.code}
                        </Code>
                      </Flex>
                    </Table.Cell>
                    <Table.Cell>{nameOf(entry)}</Table.Cell>
                    <Table.Cell>
                      {entry.parentCode && (
                        <Flex gap="2" alignItems="baseline" flexWrap="wrap">
                          <Code size="sm" variant="outline">
                            {entry.parentCode}
                          </Code>
                          {parent && (
                            <Text as="span" fontSize="sm" color="fg.muted">
                              {nameOf(parent)}
                            </Text>
                          )}
                        </Flex>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {rows.length === 0 && (
          <Flex padding="8" justifyContent="center" color="fg.muted">
            <Text>
              {filter ? t("permissions.noMatch", { filter: filter.trim() }) : t("common.noData")}
            </Text>
          </Flex>
        )}
      </Box>
    </>
  );
}
