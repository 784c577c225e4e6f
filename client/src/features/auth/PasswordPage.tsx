// /co2info: the account password page (SPEC §2, code ct02).
import { Card, Heading, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PasswordForm } from "./PasswordForm";

export function PasswordPage() {
  const { t } = useTranslation();
  return (
    <Card.Root maxWidth="xl">
      <Card.Header>
        <Heading as="h1" size="md">
          {t("auth.accountTitle")}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t("auth.accountIntro")}
        </Text>
      </Card.Header>
      <Card.Body>
        <PasswordForm />
      </Card.Body>
    </Card.Root>
  );
}
