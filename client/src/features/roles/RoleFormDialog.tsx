// The create and edit dialog of a role (name and description): yup checks the fields before
// anything is sent, and the server's answers land on their field (BAD_USER_INPUT names it; a
// taken name is the one CONFLICT these mutations have). The role's permissions are chosen in the
// same dialog, in the permission tree; a code the user does not hold cannot be ticked, and the
// server refuses to grant one whatever is sent (FORBIDDEN naming it).
import { Alert, Box, Stack, Text } from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import type { RolesPage_RoleFragment } from "../../__generated__/graphql";
import {
  useCreateRoleMutation,
  useSetRolePermissionsMutation,
  useUpdateRoleMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { PermissionTree, usePermissionCatalogue } from "./PermissionTree";
import { FormDialog } from "../../components/ui/form-dialog";
import { TextField, TextareaField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { showFormErrors } from "../../components/ui/form-errors";

/** The server's limits (server/src/modules/role/role.inputs.ts). */
export const NAME_MAX_LENGTH = 50;
export const DESCRIPTION_MAX_LENGTH = 200;

export interface RoleFormValues {
  name: string;
  description: string;
}

export function roleFormSchema(t: TFunction): yup.ObjectSchema<RoleFormValues> {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(t("roles.validation.nameRequired"))
      .max(NAME_MAX_LENGTH, t("roles.validation.nameLength")),
    // Formik hands a blank field to yup as undefined; the default keeps it a string.
    description: yup
      .string()
      .trim()
      .max(DESCRIPTION_MAX_LENGTH, t("roles.validation.descriptionLength"))
      .default(""),
  });
}

export interface RoleFormDialogProps {
  open: boolean;
  /** The role to edit; null creates a new one. */
  role: RolesPage_RoleFragment | null;
  onClose: () => void;
  /** After a successful save, with the saved role. */
  onSaved?: (role: RolesPage_RoleFragment) => void;
}

export function RoleFormDialog({ open, role, onClose, onSaved }: RoleFormDialogProps) {
  const { t } = useTranslation();
  // Field errors of the server go on their fields instead of becoming messages.
  const [createRole] = useCreateRoleMutation({ context: { formErrors: true } });
  const [updateRole] = useUpdateRoleMutation({ context: { formErrors: true } });
  const [setPermissions] = useSetRolePermissionsMutation();
  // Rebuilt per language so the messages follow a switch.
  const schema = useMemo(() => roleFormSchema(t), [t]);
  const { hasPermission } = useSession();
  const catalogue = usePermissionCatalogue();
  const initialCodes = useMemo(() => role?.permissionCodes ?? [], [role]);
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(initialCodes));
  // Each opening starts from the role's saved codes (none for a new role).
  const [openedFor, setOpenedFor] = useState<{ open: boolean; role: typeof role }>({ open, role });
  if (openedFor.open !== open || openedFor.role !== role) {
    setOpenedFor({ open, role });
    setChecked(new Set(initialCodes));
  }
  // The server refuses to grant a code the granter lacks, so a role holding one keeps its codes.
  const unheld = initialCodes.filter((code) => !hasPermission(code));
  const locked = unheld.length > 0;
  const chosen = catalogue.codes.filter((code) => checked.has(code));
  const codesChanged =
    chosen.length !== initialCodes.length || chosen.some((code) => !initialCodes.includes(code));

  const submit = async (values: RoleFormValues, helpers: FormikHelpers<RoleFormValues>) => {
    const name = values.name.trim();
    // A blank description clears it on edit and is not sent on creation.
    const description = values.description.trim() || (role ? null : undefined);
    let saved: RolesPage_RoleFragment | undefined;
    try {
      if (role) {
        const result = await updateRole({
          variables: { input: { id: role.id, name, description } },
        });
        saved = result.data?.updateRole;
        if (saved && !locked && codesChanged) {
          const granted = await setPermissions({
            variables: { input: { roleId: role.id, permissionCodes: chosen } },
          });
          const codes = granted.data?.setRolePermissions.permissionCodes;
          if (codes) saved = { ...saved, permissionCodes: codes };
        }
      } else {
        const result = await createRole({
          variables: { input: { name, description, permissionCodes: chosen } },
        });
        saved = result.data?.createRole;
      }
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors, "name");
      return;
    }
    if (!saved) return;
    notify.success(t(role ? "roles.updated" : "roles.created", { name: saved.name }));
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      size="lg"
      closeButton
      title={role ? t("roles.editTitle", { name: role.name }) : t("roles.createTitle")}
      initialValues={{ name: role?.name ?? "", description: role?.description ?? "" }}
      schema={schema}
      submitLabel={role ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <Stack gap="4">
          <TextField name="name" label={t("roles.fields.name")} required />
          <TextareaField name="description" label={t("roles.fields.description")} rows={3} />
          <Box role="group" aria-label={t("roles.fields.permissions")}>
            <Text fontSize="sm" fontWeight="medium" marginBottom="2">
              {t("roles.fields.permissions")}{" "}
              <Text as="span" color="fg.muted" fontWeight="normal">
                {t("roles.tree.selected", {
                  count: chosen.length,
                  total: catalogue.codes.length,
                })}
              </Text>
            </Text>
            {locked && (
              <Alert.Root status="warning" marginBottom="2" size="sm">
                <Alert.Indicator />
                <Alert.Title fontWeight="normal">
                  {t("roles.tree.lockedRole", { codes: unheld.join(", ") })}
                </Alert.Title>
              </Alert.Root>
            )}
            <PermissionTree
              roots={catalogue.roots}
              loading={catalogue.loading}
              checked={checked}
              locked={locked}
              maxHeight="min(40vh, 24rem)"
              onChange={setChecked}
            />
          </Box>
        </Stack>
      )}
    </FormDialog>
  );
}
