// Changes the signed-in user's password (SPEC §5): the current password is shown read-only, the
// new one is checked by the yup rules before sending, server errors land on their field, and a
// success signs the user out (the server has ended every session).
import { Button, Stack } from "@chakra-ui/react";
import { Formik, Form, type FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useResetPasswordMutation } from "../../__generated__/hooks";
import { PasswordField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { getStoredPassword } from "../../lib/password-memory";
import { useSession } from "../../app/session";
import { passwordChangeSchema, type PasswordChange } from "./password-schema";
import { showFormErrors } from "../../components/ui/form-errors";

const FIELDS = ["oldPassword", "newPassword", "confirmPassword"] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  oldPassword: "auth.oldPassword",
  newPassword: "auth.newPassword",
  confirmPassword: "auth.confirmPassword",
};

export function PasswordForm() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const [resetPassword] = useResetPasswordMutation({ context: { formErrors: true } });
  // Rebuilt per language so the messages follow a switch.
  const schema = useMemo(() => passwordChangeSchema(t), [t]);
  const initial: PasswordChange = {
    oldPassword: getStoredPassword(),
    newPassword: "",
    confirmPassword: "",
  };

  const submit = async (values: PasswordChange, helpers: FormikHelpers<PasswordChange>) => {
    try {
      await resetPassword({ variables: { input: values } });
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    notify.success(t("auth.passwordChanged"));
    await signOut({ server: false });
  };

  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ values, isSubmitting }) => (
        <Form noValidate>
          <Stack gap="4" maxWidth="sm">
            {FIELDS.map((name) => (
              <PasswordField
                key={name}
                name={name}
                label={t(LABELS[name])}
                required
                requiredMark={false}
                autoComplete={name === "oldPassword" ? "current-password" : "new-password"}
                readOnly={name === "oldPassword" && values.oldPassword !== ""}
              />
            ))}
            <Button type="submit" colorPalette="teal" loading={isSubmitting} alignSelf="flex-start">
              {t("auth.changePassword")}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
