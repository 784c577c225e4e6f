// The upstream contribution tree of the headline indicator: the product, then what each node
// takes from its suppliers, expandable level by level (the first level open), with the amount
// delivered, the direct and upstream impact, the share of the total and the suppliers left under
// the cut-off.
import { Box, Button, Card, Flex, Heading, IconButton, Stack, Table, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { LuChevronDown, LuChevronRight } from "react-icons/lu";
import type { LcaResults_ResultFragment } from "../../__generated__/graphql";
import { ShareCell } from "./BreakdownTables";
import { formatImpact } from "./format";
import { allExpandable, buildTree, initiallyExpanded, visibleRows } from "./tree";
import type { Labels } from "./use-labels";

const INDENT_REM = 1.25;

export function ContributionTree({
  result,
  labels,
}: {
  result: LcaResults_ResultFragment;
  labels: Labels;
}) {
  const { k, locale, indicatorName } = labels;
  const indicator = result.indicators[result.headline];
  const unit = indicator.unit;
  const roots = useMemo(() => buildTree(result.tree), [result.tree]);
  const [expanded, setExpanded] = useState(() => initiallyExpanded(result.tree));
  const rows = visibleRows(roots, expanded);

  const toggle = (index: number) => {
    const next = new Set(expanded);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    setExpanded(next);
  };

  return (
    <Card.Root size="sm">
      <Card.Header>
        <Flex justifyContent="space-between" alignItems="center" gap="2" flexWrap="wrap">
          <Heading as="h3" size="sm">
            {k("tree.heading", { indicator: indicatorName(indicator) })}
          </Heading>
          <Flex gap="2">
            <Button
              size="xs"
              variant="outline"
              onClick={() => setExpanded(allExpandable(result.tree))}
            >
              {k("tree.expandAll")}
            </Button>
            <Button
              size="xs"
              variant="outline"
              onClick={() => setExpanded(initiallyExpanded(result.tree))}
            >
              {k("tree.collapseAll")}
            </Button>
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {k("tree.hint")}
          </Text>
          {rows.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {k("tree.empty")}
            </Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label={k("tree.caption")}>
                <Table.Header>
                  <Table.Row bg="gray.50">
                    <Table.ColumnHeader>{k("tree.name")}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{k("tree.amount")}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      {k("tree.direct", { unit })}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      {k("tree.upstream", { unit })}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{k("tree.share")}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((item) => {
                    const indent = `${item.depth * INDENT_REM}rem`;
                    if (item.kind === "cut") {
                      return (
                        <Table.Row key={`cut-${item.parent.index}`} color="fg.muted">
                          <Table.Cell>
                            <Box paddingStart={`calc(${indent} + 1.75rem)`} fontStyle="italic">
                              {k("tree.cut", { count: item.count })}
                            </Box>
                          </Table.Cell>
                          <Table.Cell />
                          <Table.Cell />
                          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                            {formatImpact(item.amount, locale)}
                          </Table.Cell>
                          <Table.Cell>
                            <ShareCell
                              value={indicator.total === 0 ? 0 : item.amount / indicator.total}
                              locale={locale}
                            />
                          </Table.Cell>
                        </Table.Row>
                      );
                    }
                    const { node } = item;
                    const row = node.row;
                    return (
                      <Table.Row key={node.index} aria-level={item.depth + 1}>
                        <Table.Cell>
                          <Flex alignItems="center" gap="1" paddingStart={indent}>
                            {item.expandable ? (
                              <IconButton
                                size="2xs"
                                variant="ghost"
                                aria-expanded={item.expanded}
                                aria-label={k(item.expanded ? "tree.collapse" : "tree.expand", {
                                  name: row.name,
                                })}
                                onClick={() => toggle(node.index)}
                              >
                                {item.expanded ? <LuChevronDown /> : <LuChevronRight />}
                              </IconButton>
                            ) : (
                              <Box width="1.5rem" flexShrink={0} />
                            )}
                            <Text fontWeight={item.depth === 0 ? "semibold" : undefined}>
                              {row.name}
                            </Text>
                          </Flex>
                        </Table.Cell>
                        <Table.Cell
                          textAlign="end"
                          whiteSpace="nowrap"
                          fontVariantNumeric="tabular-nums"
                        >
                          {formatImpact(row.amount, locale)} {row.unit}
                        </Table.Cell>
                        <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                          {formatImpact(row.direct, locale)}
                        </Table.Cell>
                        <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                          {formatImpact(row.upstream, locale)}
                        </Table.Cell>
                        <Table.Cell>
                          <ShareCell value={row.share} locale={locale} />
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
