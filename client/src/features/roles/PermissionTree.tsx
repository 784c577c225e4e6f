// The permission catalogue as a tree of checkboxes (a parent checks and clears its children, and
// shows indeterminate when only some are checked), expandable and filterable, controlled by its
// owner: the role dialog (choosing a role's permissions as it is created or edited) and the
// permission dialog of the role list. The rules live in permission-tree.ts. A code the editor does
// not hold is shown but cannot be ticked, because the server refuses to grant it.
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  HStack,
  IconButton,
  Input,
  Spinner,
  Text,
} from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuChevronDown, LuChevronRight } from "react-icons/lu";
import { useRolePermissionCatalogueQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { useLocale } from "../../i18n";
import { localName } from "../reference/reference";
import {
  allCodes,
  buildPermissionTree,
  checkState,
  filterTree,
  groupCodes,
  indexTree,
  toggleNode,
  type CheckState,
  type PermissionNode,
} from "./permission-tree";

/** The catalogue as a tree and every code of it, in catalogue order. */
export function usePermissionCatalogue() {
  const catalogue = useRolePermissionCatalogueQuery();
  const roots = useMemo(
    () => buildPermissionTree(catalogue.data?.permissions ?? []),
    [catalogue.data],
  );
  const codes = useMemo(() => allCodes(roots), [roots]);
  return {
    roots,
    codes,
    loading: catalogue.loading && !catalogue.data,
    ready: Boolean(catalogue.data),
  };
}

export function PermissionTree({
  roots,
  loading,
  checked,
  locked,
  maxHeight = "min(55vh, 32rem)",
  onChange,
}: {
  roots: readonly PermissionNode[];
  loading: boolean;
  checked: ReadonlySet<string>;
  /** Shown, not edited (the role holds codes the editor does not). */
  locked: boolean;
  maxHeight?: string;
  onChange: (checked: ReadonlySet<string>) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { hasPermission } = useSession();
  const parents = useMemo(() => groupCodes(roots), [roots]);
  const index = useMemo(() => indexTree(roots), [roots]);
  // Null until the user expands or collapses: then every group starts open.
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  const [filter, setFilter] = useState("");

  const open = expanded ?? new Set(parents);
  const filtering = filter.trim() !== "";
  const shown = useMemo(() => filterTree(roots, filter), [roots, filter]);

  // The label follows the interface language.
  const nodeLabel = (node: PermissionNode) => localName(node, locale);

  const toggle = (node: PermissionNode) =>
    onChange(
      toggleNode(roots, checked, node.code, checkState(node, checked) !== "checked", hasPermission),
    );
  const toggleOpen = (code: string) => {
    const next = new Set(open);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    setExpanded(next);
  };

  const renderNodes = (nodes: readonly PermissionNode[], depth: number) => (
    <Box as="ul" role="list" listStyleType="none">
      {nodes.map((shownNode) => {
        // A filtered group holds only its matching children: state and toggles use the full one.
        const node = index.get(shownNode.code) ?? shownNode;
        const state = checkState(node, checked);
        const isOpen = filtering || open.has(node.code);
        const name = nodeLabel(node);
        const held = hasPermission(node.code);
        return (
          <Box as="li" key={node.code}>
            <HStack gap="1" paddingBlock="1" paddingInlineStart={`${depth * 24}px`}>
              {node.children.length > 0 ? (
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-expanded={isOpen}
                  aria-label={t(isOpen ? "roles.tree.collapse" : "roles.tree.expand", { name })}
                  disabled={filtering}
                  onClick={() => toggleOpen(node.code)}
                >
                  {isOpen ? <LuChevronDown /> : <LuChevronRight />}
                </IconButton>
              ) : (
                <Box width="6" flexShrink={0} />
              )}
              <TreeCheckbox
                state={state}
                label={name}
                disabled={locked || !held}
                title={held ? undefined : t("roles.tree.notHeld")}
                onToggle={() => toggle(node)}
              />
              <Badge variant="outline" size="sm" fontFamily="mono" marginInlineStart="1">
                {node.code}
              </Badge>
            </HStack>
            {shownNode.children.length > 0 && isOpen && renderNodes(shownNode.children, depth + 1)}
          </Box>
        );
      })}
    </Box>
  );

  return (
    <Box>
      <Flex gap="2" marginBottom="3" flexWrap="wrap" alignItems="center">
        <Input
          size="sm"
          type="search"
          flex="1"
          minWidth="48"
          aria-label={t("roles.tree.filter")}
          placeholder={t("roles.tree.filterPlaceholder")}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={filtering}
          onClick={() => setExpanded(new Set(parents))}
        >
          {t("roles.tree.expandAll")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={filtering}
          onClick={() => setExpanded(new Set())}
        >
          {t("roles.tree.collapseAll")}
        </Button>
      </Flex>
      <Box
        role="group"
        aria-label={t("roles.tree.label")}
        borderWidth="1px"
        rounded="md"
        padding="2"
        minHeight="40"
        // The tree scrolls under a filter and buttons that stay in view.
        maxHeight={maxHeight}
        overflowY="auto"
      >
        {loading ? (
          <Flex justifyContent="center" padding="6">
            <Spinner size="sm" />
          </Flex>
        ) : shown.length === 0 ? (
          <Text color="fg.muted" padding="4" textAlign="center">
            {filtering ? t("roles.tree.noMatch") : t("common.noData")}
          </Text>
        ) : (
          renderNodes(shown, 0)
        )}
      </Box>
    </Box>
  );
}

/**
 * A checkbox of the tree. Ark sets the hidden input's `indeterminate` only when the state
 * changes, so a node that opens half-checked would read as unchecked to a screen reader; the
 * effect sets it on every render.
 */
function TreeCheckbox({
  state,
  label,
  disabled,
  title,
  onToggle,
}: {
  state: CheckState;
  label: string;
  disabled: boolean;
  title?: string;
  onToggle: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = state === "indeterminate";
  });
  return (
    <Checkbox.Root
      size="sm"
      colorPalette="teal"
      checked={state === "indeterminate" ? "indeterminate" : state === "checked"}
      disabled={disabled}
      title={title}
      onCheckedChange={onToggle}
    >
      <Checkbox.HiddenInput ref={input} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
