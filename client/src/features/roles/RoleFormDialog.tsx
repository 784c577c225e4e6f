// The create and edit dialog of a role (name and description): yup checks the fields before
// anything is sent, and the server's answers land on their field (BAD_USER_INPUT names it; a
// taken name is the one CONFLICT these mutations have). Permissions are edited in their own tree.
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers } from "formik";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import type { RolesPage_RoleFragment } from "../../__generated__/graphql";
import { useCreateRoleMutation, useUpdateRoleMutation } from "../../__generated__/hooks";
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
  // Rebuilt per language so the messages follow a switch.
  const schema = useMemo(() => roleFormSchema(t), [t]);

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
      } else {
        const result = await createRole({ variables: { input: { name, description } } });
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
    <Dialog.Root
      open={open}
      size="md"
      // Mounted only while open, so every opening starts from a fresh form.
      lazyMount
      unmountOnExit
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik
              initialValues={{ name: role?.name ?? "", description: role?.description ?? "" }}
              validationSchema={schema}
              onSubmit={submit}
            >
              {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
                <Form noValidate>
                  <Dialog.Header>
                    <Dialog.Title>
                      {role ? t("roles.editTitle", { name: role.name }) : t("roles.createTitle")}
                    </Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">
                      <Field.Root invalid={Boolean(touched.name && errors.name)} required>
                        <Field.Label>
                          {t("roles.fields.name")}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input
                          name="name"
                          autoComplete="off"
                          value={values.name}
                          onChange={handleChange}
                          onBlur={handleBlur}
                        />
                        <Field.ErrorText>{errors.name}</Field.ErrorText>
                      </Field.Root>
                      <Field.Root invalid={Boolean(touched.description && errors.description)}>
                        <Field.Label>{t("roles.fields.description")}</Field.Label>
                        <Textarea
                          name="description"
                          rows={3}
                          value={values.description}
                          onChange={handleChange}
                          onBlur={handleBlur}
                        />
                        <Field.ErrorText>{errors.description}</Field.ErrorText>
                      </Field.Root>
                      {!role && (
                        <Text fontSize="sm" color="fg.muted">
                          {t("roles.createHint")}
                        </Text>
                      )}
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                      {t("common.cancel")}
                    </Button>
                    <Button type="submit" colorPalette="teal" loading={isSubmitting}>
                      {role ? t("common.save") : t("common.create")}
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
