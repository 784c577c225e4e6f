// Sign-in (SPEC §2, §4): the agent's login background and logo, username and password checked
// before sending, and on success the user is stored and sent to the `redirect` target; below,
// the agent's external sign-in buttons (ExternalSignIn).
import { Box, Button, Card, Flex, Heading, Image, Stack, Text } from "@chakra-ui/react";
import { Form, Formik } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { useLoginMutation } from "../../__generated__/hooks";
import { siteName, useBranding, useDocumentTitle } from "../../app/branding";
import { useSession } from "../../app/session";
import { LanguageSwitch } from "../../components/LanguageSwitch";
import { PasswordField, TextField } from "../../components/ui/form-fields";
import { rememberPassword } from "../../lib/password-memory";
import { safeImageUrl } from "../../lib/url";
import { ExternalSignIn } from "./ExternalSignIn";

interface Credentials {
  username: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const branding = useBranding();
  const { signedIn } = useSession();
  const [login] = useLoginMutation();
  useDocumentTitle(t("menu.login"));
  const schema = useMemo(
    () =>
      yup.object({
        username: yup.string().trim().required(t("auth.usernameRequired")),
        password: yup.string().required(t("auth.passwordRequired")),
      }),
    [t],
  );

  const submit = async (values: Credentials) => {
    try {
      const result = await login({
        variables: { input: { username: values.username.trim(), password: values.password } },
      });
      if (!result.data) return;
      rememberPassword(values.password);
      signedIn(result.data.login);
    } catch {
      // The error link has shown the server's message (wrong password, locked account).
    }
  };

  const backgroundUrl = safeImageUrl(branding?.loginBg);
  const background = backgroundUrl ? `url(${backgroundUrl})` : undefined;
  const logo = safeImageUrl(branding?.loginLogo) || safeImageUrl(branding?.logo);
  const name = siteName(branding, t("common.appName"));

  return (
    <Flex
      minHeight="100vh"
      alignItems="center"
      justifyContent="center"
      padding="4"
      bgColor="teal.900"
      bgImage={background}
      bgSize="cover"
      bgPos="center"
    >
      <Box position="absolute" top="3" insetEnd="3">
        <LanguageSwitch color="white" />
      </Box>
      <Card.Root width="full" maxWidth="sm" shadow="lg">
        <Card.Body>
          <Stack gap="6">
            <Stack gap="2" alignItems="center" textAlign="center">
              {logo && <Image src={logo} alt="" maxHeight="16" objectFit="contain" />}
              <Heading as="h1" size="lg">
                {name}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t("auth.title")}
              </Text>
            </Stack>
            <Formik<Credentials>
              initialValues={{ username: "", password: "" }}
              validationSchema={schema}
              onSubmit={submit}
            >
              {({ isSubmitting }) => (
                <Form noValidate>
                  <Stack gap="4">
                    <TextField
                      name="username"
                      label={t("auth.username")}
                      required
                      requiredMark={false}
                      autoComplete="username"
                      inputProps={{ autoFocus: true }}
                    />
                    <PasswordField
                      name="password"
                      label={t("auth.password")}
                      required
                      requiredMark={false}
                      autoComplete="current-password"
                    />
                    <Button type="submit" colorPalette="teal" loading={isSubmitting} width="full">
                      {isSubmitting ? t("auth.signingIn") : t("auth.signIn")}
                    </Button>
                  </Stack>
                </Form>
              )}
            </Formik>
            <ExternalSignIn />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
