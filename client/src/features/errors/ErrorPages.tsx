// The 404 and 401 pages: a plain statement and the way back home.
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../app/branding";
import { HOME_PATH } from "../../app/navigation";

function ErrorPage({ title, body, pageTitle }: { title: string; body: string; pageTitle: string }) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle);
  return (
    <Stack
      minHeight="100vh"
      alignItems="center"
      justifyContent="center"
      gap="4"
      padding="6"
      textAlign="center"
    >
      <Heading as="h1" size="5xl" color="teal.600">
        {title}
      </Heading>
      <Text fontSize="lg">{body}</Text>
      <Button asChild colorPalette="teal">
        <Link to={HOME_PATH}>{t("errors.backHome")}</Link>
      </Button>
    </Stack>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      title={t("errors.notFoundTitle")}
      body={t("errors.notFoundBody")}
      pageTitle={t("menu.notFound")}
    />
  );
}

export function NoPermissionPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      title={t("errors.noPermissionTitle")}
      body={t("errors.noPermissionBody")}
      pageTitle={t("menu.noPermission")}
    />
  );
}
