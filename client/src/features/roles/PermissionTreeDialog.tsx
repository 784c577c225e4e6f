// The permission tree editor of a role: the catalogue as a tree of checkboxes (a parent checks
// and clears its children, and shows indeterminate when only some are checked), expandable,
// filterable, saved with setRolePermissions. The rules live in permission-tree.ts. A code the
// editor does not hold is shown but cannot be changed, because the server refuses to grant it.
import { Alert, Button, CloseButton, Dialog, HStack, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RolesPage_RoleFragment } from "../../__generated__/graphql";
import { useSetRolePermissionsMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { notify } from "../../components/ui/toaster";
import { PermissionTree, usePermissionCatalogue } from "./PermissionTree";

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
  const { hasPermission } = useSession();
  const { roots, codes, loading, ready } = usePermissionCatalogue();
  const [setPermissions, { loading: saving }] = useSetRolePermissionsMutation();
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(role.permissionCodes));
  // The server refuses to grant a code the granter lacks, and so refuses the whole save while
  // the role holds one: such a role is shown, not edited.
  const unheld = role.permissionCodes.filter((code) => !hasPermission(code));
  const locked = unheld.length > 0;

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
        <PermissionTree
          roots={roots}
          loading={loading}
          checked={checked}
          locked={locked}
          onChange={setChecked}
        />
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
            disabled={locked || !ready}
            onClick={() => void save()}
          >
            {t("common.save")}
          </Button>
        </HStack>
      </Dialog.Footer>
    </>
  );
}
