// The permission tree editor of a role: the catalogue as a tree of checkboxes (a parent checks
// and clears its children, and shows indeterminate when only some are checked), expandable,
// filterable, saved with setRolePermissions. The rules live in permission-tree.ts. A code the
// editor does not hold is shown but cannot be changed, because the server refuses to grant it.
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Flex,
  HStack,
  IconButton,
  Input,
  Portal,
  Spinner,
  Text,
} from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuChevronDown, LuChevronRight } from "react-icons/lu";
import type { RolesPage_RoleFragment } from "../../__generated__/graphql";
import {
  useRolePermissionCatalogueQuery,
  useSetRolePermissionsMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { notify } from "../../components/ui/toaster";
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

export interface PermissionTreeDialogProps {
  open: boolean;
  role: RolesPage_RoleFragment | null;
  onClose: () => void;
  onSaved?: () => void;
}

export function PermissionTreeDialog({ open, role, onClose, onSaved }: PermissionTreeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      size="lg"
      // Mounted only while open, so every opening starts from the role's saved codes.
      lazyMount
      unmountOnExit
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {role && <PermissionEditor role={role} onClose={onClose} onSaved={onSaved} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PermissionEditor({
  role,
  onClose,
  onSaved,
}: {
  role: RolesPage_RoleFragment;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { hasPermission } = useSession();
  const catalogue = useRolePermissionCatalogueQuery();
  const [setPermissions, { loading: saving }] = useSetRolePermissionsMutation();
  const roots = useMemo(
    () => buildPermissionTree(catalogue.data?.permissions ?? []),
    [catalogue.data],
  );
  const codes = useMemo(() => allCodes(roots), [roots]);
  const parents = useMemo(() => groupCodes(roots), [roots]);
  const index = useMemo(() => indexTree(roots), [roots]);

  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(role.permissionCodes));
  // Null until the user expands or collapses: then every group starts open.
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  const [filter, setFilter] = useState("");

  const open = expanded ?? new Set(parents);
  const filtering = filter.trim() !== "";
  const shown = useMemo(() => filterTree(roots, filter), [roots, filter]);
  // The server refuses to grant a code the granter lacks, and so refuses the whole save while
  // the role holds one: such a role is shown, not edited.
  const unheld = role.permissionCodes.filter((code) => !hasPermission(code));
  const locked = unheld.length > 0;

  // The label follows the interface language.
  const nodeLabel = (node: PermissionNode) => localName(node, locale);

  const toggle = (node: PermissionNode) =>
    setChecked((current) =>
      toggleNode(roots, current, node.code, checkState(node, current) !== "checked", hasPermission),
    );
  const toggleOpen = (code: string) => {
    const next = new Set(open);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    setExpanded(next);
  };

  const save = async () => {
    try {
      await setPermissions({
        variables: {
          input: { roleId: role.id, permissionCodes: codes.filter((code) => checked.has(code)) },
        },
      });
    } catch {
      // The error link has shown the server's message; the editor stays open to correct it.
      return;
    }
    notify.success(t("roles.tree.saved", { name: role.name }));
    onSaved?.();
    onClose();
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
    <>
      <Dialog.Header>
        <Dialog.Title>{t("roles.tree.title", { name: role.name })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {locked && (
          <Alert.Root status="warning" marginBottom="3">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              {t("roles.tree.lockedRole", { codes: unheld.join(", ") })}
            </Alert.Title>
          </Alert.Root>
        )}
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
          maxHeight="min(55vh, 32rem)"
          overflowY="auto"
        >
          {catalogue.loading && !catalogue.data ? (
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
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between">
        <Text fontSize="sm" color="fg.muted">
          {t("roles.tree.selected", {
            count: codes.filter((code) => checked.has(code)).length,
            total: codes.length,
          })}
        </Text>
        <HStack gap="2">
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t("common.cancel")}
          </Button>
          <Button
            colorPalette="teal"
            loading={saving}
            disabled={locked || !catalogue.data}
            onClick={() => void save()}
          >
            {t("common.save")}
          </Button>
        </HStack>
      </Dialog.Footer>
    </>
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
