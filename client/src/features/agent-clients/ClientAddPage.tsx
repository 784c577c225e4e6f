// /agent/clientManage/addClient (code ag, hidden; the menu highlights the list): a client
// company, its first administrator, the modules it may use and its expiry, created in one call.
// The administrator's generated password is shown once, with a copy button, before going back.
import {
  Button,
  Card,
  Checkbox,
  Code,
  Dialog,
  Field,
  Flex,
  HStack,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Form, Formik, useField, type FormikHelpers } from "formik";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft, LuCopy } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import type { AddAgentClientMutation } from "../../__generated__/graphql";
import { useAddAgentClientMutation } from "../../__generated__/hooks";
import { showFormErrors } from "../../components/ui/form-errors";
import { TextField, useFieldError } from "../../components/ui/form-fields";
import { PageHeader } from "../../components/ui/page-header";
import {
  CLIENT_MODULES,
  clientSchema,
  emptyClient,
  toAddInput,
  type ClientFormValues,
  type ClientModule,
} from "./client-schema";

export const CLIENT_LIST_PATH = "/agent/clientManage/list";

type Added = AddAgentClientMutation["addAgentClient"];

function ModulesField() {
  const { t } = useTranslation();
  const [field, , helpers] = useField<ClientModule[]>("modules");
  const error = useFieldError("modules");
  const toggle = (key: ClientModule, on: boolean) =>
    void helpers.setValue(
      on ? [...field.value, key] : field.value.filter((value) => value !== key),
    );
  return (
    <Field.Root invalid={!!error} gridColumn={{ sm: "span 2" }} required>
      <Field.Label>
        {t("agentClients.modules")}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap="5" flexWrap="wrap" role="group" aria-label={t("agentClients.modules")}>
        {CLIENT_MODULES.map((key) => (
          <Checkbox.Root
            key={key}
            colorPalette="teal"
            checked={field.value.includes(key)}
            onCheckedChange={(details) => toggle(key, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(`agentClients.moduleNames.${key}`)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t("agentClients.modulesHelp")}</Field.HelperText>
      )}
    </Field.Root>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header paddingBottom="0">
        <Card.Title fontSize="md">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {children}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** The one-time password, with a copy button; closing goes back to the list. */
function CreatedDialog({ added, onDone }: { added: Added; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(
      `${t("agentClients.username")}: ${added.adminUsername}\n${t("agentClients.initialPassword")}: ${added.initialPassword}`,
    );
    setCopied(true);
  };
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(details) => !details.open && onDone()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("agentClients.passwordTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text marginBottom="4">
                {t("agentClients.passwordIntro", { name: added.client.name })}
              </Text>
              <Stack gap="2">
                <HStack>
                  <Text width="8rem" color="fg.muted">
                    {t("agentClients.username")}
                  </Text>
                  <Code size="lg" data-testid="client-admin-username">
                    {added.adminUsername}
                  </Code>
                </HStack>
                <HStack>
                  <Text width="8rem" color="fg.muted">
                    {t("agentClients.initialPassword")}
                  </Text>
                  <Code size="lg" data-testid="client-admin-password">
                    {added.initialPassword}
                  </Code>
                </HStack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => void copy()}>
                <LuCopy aria-hidden />
                {copied ? t("agentClients.copied") : t("agentClients.copy")}
              </Button>
              <Button colorPalette="teal" onClick={onDone}>
                {t("agentClients.done")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function ClientAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [addClient] = useAddAgentClientMutation({
    context: { formErrors: true },
    refetchQueries: ["AgentClients"],
  });
  const schema = useMemo(() => clientSchema(t), [t]);
  const initial = useMemo(() => emptyClient(), []);
  const [added, setAdded] = useState<Added | null>(null);
  const back = () => void navigate(CLIENT_LIST_PATH);

  const submit = async (values: ClientFormValues, helpers: FormikHelpers<ClientFormValues>) => {
    try {
      const result = await addClient({ variables: { input: toAddInput(values) } });
      if (result.data) setAdded(result.data.addAgentClient);
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };

  return (
    <>
      <PageHeader title={t("agentClients.addTitle")}>
        <Button size="sm" variant="outline" onClick={back}>
          <LuArrowLeft aria-hidden />
          {t("agentClients.back")}
        </Button>
      </PageHeader>
      <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {(form) => (
          <Form noValidate aria-label={t("agentClients.addTitle")}>
            <Stack gap="4" maxWidth="56rem">
              <Section title={t("agentClients.companySection")}>
                <TextField name="name" label={t("agentClients.name")} required span />
                <TextField
                  name="creditCode"
                  label={t("agentClients.creditCode")}
                  transform={(value) => value.toUpperCase()}
                  span
                />
                <TextField name="contactName" label={t("agentClients.contactName")} />
                <TextField name="contactPhone" label={t("agentClients.contactPhone")} type="tel" />
              </Section>
              <Section title={t("agentClients.adminSection")}>
                <TextField
                  name="adminUsername"
                  label={t("agentClients.adminUsername")}
                  helper={t("agentClients.adminUsernameHelp")}
                  autoComplete="off"
                  required
                />
                <TextField
                  name="adminRealname"
                  label={t("agentClients.adminRealname")}
                  autoComplete="off"
                  required
                />
              </Section>
              <Section title={t("agentClients.subscriptionSection")}>
                <ModulesField />
                <TextField
                  name="expiresOn"
                  type="date"
                  label={t("agentClients.expiresOn")}
                  helper={t("agentClients.expiresOnHelp")}
                  required
                />
              </Section>
              <Flex gap="3" justifyContent="flex-end">
                <Button variant="outline" onClick={back} disabled={form.isSubmitting}>
                  {t("common.cancel")}
                </Button>
                <Button type="submit" colorPalette="teal" loading={form.isSubmitting}>
                  {t("agentClients.submit")}
                </Button>
              </Flex>
            </Stack>
          </Form>
        )}
      </Formik>
      {added && <CreatedDialog added={added} onDone={back} />}
    </>
  );
}
