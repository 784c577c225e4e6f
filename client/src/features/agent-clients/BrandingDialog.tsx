// The branding of the caller's agent (code ag01): domains, images and banner texts, applied by
// domain to the sign-in page, the sidebar and the page title (app/branding.tsx). Images are
// addresses (https, or a path of a file on this server), each previewed beside its field.
import type { TFunction } from "i18next";
import { Box, Dialog, Image, Portal, SimpleGrid, Spinner, Text } from "@chakra-ui/react";
import { useField, type FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import type { AgentBrandingFormFragment } from "../../__generated__/graphql";
import { useOwnAgentQuery, useUpdateAgentBrandingMutation } from "../../__generated__/hooks";
import { DialogForm } from "../../components/ui/form-dialog";
import { TextField, TextareaField } from "../../components/ui/form-fields";
import { showFormErrors } from "../../components/ui/form-errors";
import { notify } from "../../components/ui/toaster";
import { safeImageUrl } from "../../lib/url";

const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const IMAGE_FIELDS = ["platLogo", "logo", "loginLogo", "loginBg", "banner"] as const;

interface Values {
  domains: string;
  description: string;
  platLogo: string;
  logo: string;
  loginLogo: string;
  loginBg: string;
  banner: string;
  bannerTitle: string;
  bannerInfo: string;
}

const valuesOf = (agent: AgentBrandingFormFragment): Values => ({
  domains: agent.domains.join("\n"),
  description: agent.description ?? "",
  platLogo: agent.platLogo ?? "",
  logo: agent.logo ?? "",
  loginLogo: agent.loginLogo ?? "",
  loginBg: agent.loginBg ?? "",
  banner: agent.banner ?? "",
  bannerTitle: agent.bannerTitle ?? "",
  bannerInfo: agent.bannerInfo ?? "",
});

export const domainsOf = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);

function brandingSchema(t: TFunction) {
  const image = yup
    .string()
    .max(500, t("agentClients.tooLong", { max: 500 }))
    .test(
      "image",
      t("agentClients.imageInvalid"),
      (value) => !value || /^https?:\/\//i.test(value) || value.startsWith("/"),
    );
  return yup.object({
    domains: yup.string().test("hosts", "", function (value) {
      const bad = domainsOf(value ?? "").find((domain) => !HOST.test(domain));
      return bad
        ? this.createError({ message: t("agentClients.domainInvalid", { domain: bad }) })
        : true;
    }),
    description: yup.string().max(200, t("agentClients.tooLong", { max: 200 })),
    bannerTitle: yup.string().max(200, t("agentClients.tooLong", { max: 200 })),
    bannerInfo: yup.string().max(2000, t("agentClients.tooLong", { max: 2000 })),
    ...Object.fromEntries(IMAGE_FIELDS.map((field) => [field, image])),
  });
}

function ImageField({ name }: { name: (typeof IMAGE_FIELDS)[number] }) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const label = t(`agentClients.${name}`);
  const shown = field.value && !meta.error ? safeImageUrl(field.value) : "";
  return (
    <Box>
      <TextField name={name} label={label} helper={t("agentClients.imageHelp")} />
      {shown && (
        <Image
          src={shown}
          alt={t("agentClients.preview", { field: label })}
          maxHeight="48px"
          maxWidth="100%"
          marginTop="2"
          borderWidth="1px"
          borderRadius="sm"
          bg="gray.50"
        />
      )}
    </Box>
  );
}

export function BrandingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data, loading } = useOwnAgentQuery({ fetchPolicy: "network-only" });
  // The shell's branding follows at once when the caller's own domain is among those changed.
  const [update] = useUpdateAgentBrandingMutation({
    context: { formErrors: true },
    refetchQueries: ["Theme"],
  });
  const schema = useMemo(() => brandingSchema(t), [t]);
  const agent = data?.ownAgent;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await update({
        variables: {
          input: {
            agentId: agent?.id,
            domains: domainsOf(values.domains),
            description: values.description.trim(),
            platLogo: values.platLogo.trim(),
            logo: values.logo.trim(),
            loginLogo: values.loginLogo.trim(),
            loginBg: values.loginBg.trim(),
            banner: values.banner.trim(),
            bannerTitle: values.bannerTitle.trim(),
            bannerInfo: values.bannerInfo.trim(),
          },
        },
      });
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors, "domains");
      return;
    }
    notify.success(t("common.savedSuccessfully"));
    onClose();
  };

  return (
    <Dialog.Root
      open
      size="xl"
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {!agent ? (
              <Dialog.Body padding="8" textAlign="center">
                {loading ? <Spinner /> : <Text>{t("common.hasError")}</Text>}
              </Dialog.Body>
            ) : (
              <DialogForm
                title={t("agentClients.brandingTitle", { name: agent.name })}
                formKey={agent.id}
                initialValues={valuesOf(agent)}
                schema={schema}
                submitLabel={t("common.save")}
                onSubmit={submit}
                onCancel={onClose}
              >
                {() => (
                  <>
                    <Text fontSize="sm" color="fg.muted" marginBottom="4">
                      {t("agentClients.brandingIntro")}
                    </Text>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      <TextareaField
                        name="domains"
                        rows={3}
                        label={t("agentClients.domains")}
                        helper={t("agentClients.domainsHelp")}
                      />
                      <TextField name="description" label={t("agentClients.description")} />
                      {IMAGE_FIELDS.map((name) => (
                        <ImageField key={name} name={name} />
                      ))}
                      <TextField name="bannerTitle" label={t("agentClients.bannerTitle")} />
                      <TextareaField
                        name="bannerInfo"
                        rows={3}
                        label={t("agentClients.bannerInfo")}
                      />
                    </SimpleGrid>
                  </>
                )}
              </DialogForm>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
