// The create and edit dialog of a user: yup checks the fields before anything is sent, and the
// server's answers land on the field they concern (BAD_USER_INPUT names its field; a taken
// username is the one CONFLICT createUser has). The roles offered are those of the user's
// company, read only by holders of the role list code (the `roles` query needs it).
import {
  Button,
  Checkbox,
  CheckboxGroup,
  HStack,
  Fieldset,
  RadioGroup,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { FormikHelpers, FormikProps } from "formik";
import { useMemo, useRef, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { LuCopy, LuRefreshCw } from "react-icons/lu";
import type { UsersPage_UserFragment } from "../../__generated__/graphql";
import {
  useCreateUserMutation,
  useUpdateUserMutation,
  useUserRoleOptionsQuery,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { FormDialog } from "../../components/ui/form-dialog";
import { TextField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import {
  UserStatus,
  generatePassword,
  initialUserValues,
  toCreateInput,
  toUpdateInput,
  userFormSchema,
  type UserFormValues,
} from "./user-schema";
import { showFormErrors } from "../../components/ui/form-errors";

/** The code the `roles` query is gated by (the role list screen). */
const ROLE_LIST_CODE = "gbc";

export interface UserFormDialogProps {
  open: boolean;
  /** The user to edit; null creates a new one. */
  user: UsersPage_UserFragment | null;
  onClose: () => void;
  /** After a successful save, with the saved user. */
  onSaved?: (user: UsersPage_UserFragment) => void;
}

export function UserFormDialog({ open, user, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  // Field errors of the server go on their fields instead of becoming messages.
  const [createUser] = useCreateUserMutation({ context: { formErrors: true } });
  const [updateUser] = useUpdateUserMutation({ context: { formErrors: true } });
  // Rebuilt per language so the messages follow a switch.
  const schema = useMemo(() => userFormSchema(t), [t]);
  const withRoles = session.hasPermission(ROLE_LIST_CODE);
  const companyId = user?.companyId ?? session.user?.companyId ?? undefined;
  const roleOptions = useUserRoleOptionsQuery({
    variables: { companyId },
    skip: !open || !withRoles,
  });
  const own = user !== null && user.username === session.user?.username;
  const realnameInput = useRef<HTMLInputElement>(null);

  const submit = async (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => {
    let saved: UsersPage_UserFragment | undefined;
    try {
      if (user) {
        const result = await updateUser({
          variables: { input: toUpdateInput(user.id, values, withRoles) },
        });
        saved = result.data?.updateUser;
      } else {
        const result = await createUser({
          variables: { input: toCreateInput(values, withRoles) },
        });
        saved = result.data?.createUser;
      }
    } catch (error) {
      // A taken username is the only conflict a new user can meet.
      showFormErrors(error, values, helpers.setErrors, user === null ? "username" : undefined);
      return;
    }
    if (!saved) return;
    notify.success(t(user ? "users.updated" : "users.created", { username: saved.username }));
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      closeButton
      // On edit the username is read-only: start in the first field that can change.
      initialFocusEl={user ? () => realnameInput.current : undefined}
      title={user ? t("users.editTitle", { username: user.username }) : t("users.createTitle")}
      // A fresh form for each user opened.
      formKey={user?.id ?? "new"}
      initialValues={initialUserValues(user)}
      schema={schema}
      submitLabel={user ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
    >
      {(form) => (
        <UserFields
          form={form}
          editing={user !== null}
          own={own}
          withRoles={withRoles}
          roles={roleOptions.data?.roles.items}
          rolesLoading={roleOptions.loading}
          realnameInput={realnameInput}
        />
      )}
    </FormDialog>
  );
}

/** A new user's first password, in plain sight so the creator can pass it on. */
function InitialPassword({ form }: { form: FormikProps<UserFormValues> }) {
  const { t } = useTranslation();
  const password = form.values.initialPassword;
  return (
    <Stack gap="2">
      <TextField
        name="initialPassword"
        label={t("users.fields.initialPassword")}
        autoComplete="off"
        inputProps={{ fontFamily: "mono", spellCheck: false }}
        helper={password ? t("users.initialPasswordShown") : t("users.initialPasswordHint")}
      />
      <HStack gap="2">
        <Button
          size="xs"
          variant="outline"
          onClick={() => void form.setFieldValue("initialPassword", generatePassword())}
        >
          <LuRefreshCw aria-hidden />
          {t("users.newPassword")}
        </Button>
        {password && (
          <Button
            size="xs"
            variant="outline"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(password)
                .then(() => notify.success(t("users.passwordCopied")))
            }
          >
            <LuCopy aria-hidden />
            {t("users.copyPassword")}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

function UserFields({
  form,
  editing,
  own,
  withRoles,
  roles,
  rolesLoading,
  realnameInput,
}: {
  form: FormikProps<UserFormValues>;
  editing: boolean;
  /** The signed-in user's own account, which the server will not let them disable. */
  own: boolean;
  withRoles: boolean;
  roles: readonly { id: number; name: string }[] | undefined;
  rolesLoading: boolean;
  realnameInput: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const { values, errors, touched, setFieldValue } = form;
  const shown = (name: keyof UserFormValues) => (touched[name] ? errors[name] : undefined);

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          name="username"
          label={t("users.fields.username")}
          required={!editing}
          readOnly={editing}
          inputProps={{ bg: editing ? "bg.muted" : undefined }}
          helper={editing ? undefined : t("users.usernameHint")}
        />
        <TextField
          name="realname"
          label={t("users.fields.realname")}
          required
          autoComplete="name"
          inputRef={realnameInput}
        />
        <TextField name="email" label={t("users.fields.email")} type="email" autoComplete="email" />
        <TextField name="phone" label={t("users.fields.phone")} type="tel" autoComplete="tel" />
      </SimpleGrid>

      {withRoles ? (
        <Fieldset.Root invalid={Boolean(shown("roleIds"))}>
          <Fieldset.Legend>{t("users.fields.roles")}</Fieldset.Legend>
          {rolesLoading && !roles ? (
            <Spinner size="sm" />
          ) : roles && roles.length > 0 ? (
            <CheckboxGroup
              value={values.roleIds.map(String)}
              onValueChange={(next) => void setFieldValue("roleIds", next.map(Number))}
            >
              <Fieldset.Content
                display="grid"
                gridTemplateColumns={{ base: "1fr", sm: "1fr 1fr" }}
                gap="2"
                maxHeight="40"
                overflowY="auto"
                borderWidth="1px"
                rounded="md"
                padding="3"
              >
                {roles.map((role) => (
                  <Checkbox.Root
                    key={role.id}
                    value={String(role.id)}
                    size="sm"
                    colorPalette="teal"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{role.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Fieldset.Content>
            </CheckboxGroup>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t("users.noRoles")}
            </Text>
          )}
          <Fieldset.ErrorText>{shown("roleIds")}</Fieldset.ErrorText>
        </Fieldset.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t("users.rolesHidden")}
        </Text>
      )}

      {editing ? (
        <Stack gap="1.5">
          <RadioGroup.Root
            size="sm"
            colorPalette="teal"
            value={String(values.status)}
            disabled={own}
            onValueChange={(details) => void setFieldValue("status", Number(details.value))}
          >
            <RadioGroup.Label fontWeight="medium" fontSize="sm">
              {t("users.fields.status")}
            </RadioGroup.Label>
            <Stack direction="row" gap="5" marginTop="2">
              {[UserStatus.Active, UserStatus.Disabled].map((status) => (
                <RadioGroup.Item key={status} value={String(status)}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {t(status === UserStatus.Active ? "common.active" : "common.disabled")}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {own && (
            <Text fontSize="xs" color="fg.muted">
              {t("users.selfStatus")}
            </Text>
          )}
          {shown("status") && (
            <Text fontSize="xs" color="fg.error">
              {shown("status")}
            </Text>
          )}
        </Stack>
      ) : (
        <InitialPassword form={form} />
      )}
    </Stack>
  );
}
