// Deleting a role. The first answer decides the way: a role nobody holds is deleted at once; for
// one still held the server answers CONFLICT (read from the error's code, never its text), and
// the dialog then asks which role of the same company takes its users over (reassignToRoleId).
import {
  Button,
  Dialog,
  Field,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RolesPage_RoleFragment } from "../../__generated__/graphql";
import { useDeleteRoleMutation, useRoleReassignOptionsQuery } from "../../__generated__/hooks";
import { notify } from "../../components/ui/toaster";
import { ErrorCode, callErrors } from "../../lib/errors";

export interface DeleteRoleDialogProps {
  open: boolean;
  role: RolesPage_RoleFragment | null;
  onClose: () => void;
  onDeleted?: (role: RolesPage_RoleFragment) => void;
}

export function DeleteRoleDialog({ open, role, onClose, onDeleted }: DeleteRoleDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      lazyMount
      unmountOnExit
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {role && <DeleteRoleSteps role={role} onClose={onClose} onDeleted={onDeleted} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DeleteRoleSteps({
  role,
  onClose,
  onDeleted,
}: {
  role: RolesPage_RoleFragment;
  onClose: () => void;
  onDeleted?: (role: RolesPage_RoleFragment) => void;
}) {
  const { t } = useTranslation();
  const [deleteRole] = useDeleteRoleMutation();
  const [inUse, setInUse] = useState(false);
  const [target, setTarget] = useState("");
  const [busy, setBusy] = useState(false);
  const options = useRoleReassignOptionsQuery({
    variables: { companyId: role.companyId },
    skip: !inUse,
  });
  const others = (options.data?.roles.items ?? []).filter((other) => other.id !== role.id);

  const remove = async () => {
    setBusy(true);
    try {
      await deleteRole({
        variables: {
          input: { id: role.id, reassignToRoleId: inUse ? Number(target) : undefined },
        },
      });
    } catch (error) {
      // Still held by users: ask who takes them over. Other refusals were shown as messages.
      if (callErrors(error as Error).some((item) => item.code === ErrorCode.Conflict)) {
        setInUse(true);
      }
      setBusy(false);
      return;
    }
    setBusy(false);
    notify.success(t("roles.deleted", { name: role.name }));
    onDeleted?.(role);
    onClose();
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t("roles.deleteTitle")}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {!inUse ? (
          <Text>{t("roles.deleteConfirm", { name: role.name })}</Text>
        ) : (
          <Stack gap="4">
            <Text>{t("roles.inUseBody", { name: role.name })}</Text>
            {options.loading && !options.data ? (
              <Spinner size="sm" />
            ) : others.length === 0 ? (
              <Text color="fg.error">{t("roles.noOtherRole")}</Text>
            ) : (
              <Field.Root required>
                <Field.Label>
                  {t("roles.reassignTo")}
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={target}
                    onChange={(event) => setTarget(event.currentTarget.value)}
                  >
                    <option value="" disabled>
                      {t("roles.reassignPlaceholder")}
                    </option>
                    {others.map((other) => (
                      <option key={other.id} value={String(other.id)}>
                        {other.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button
          colorPalette="red"
          loading={busy}
          disabled={inUse && target === ""}
          onClick={() => void remove()}
        >
          {inUse ? t("roles.reassignAndDelete") : t("common.delete")}
        </Button>
      </Dialog.Footer>
    </>
  );
}
