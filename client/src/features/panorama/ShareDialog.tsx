// Making a share link of one chart or of the home panorama: a heading for the public page and
// how long the link is valid (at most 90 days). The link is shown once, to copy: the server keeps
// only its hash, so it cannot be shown again.
import {
  Button,
  Clipboard,
  CloseButton,
  Dialog,
  HStack,
  IconButton,
  Input,
  Link,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuCheck, LuCopy, LuExternalLink } from "react-icons/lu";
import * as yup from "yup";
import { useCreatePanoramaShareMutation } from "../../__generated__/hooks";
import { DialogForm } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { SelectField, TextField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { formatDate } from "../../lib/format";
import { SHARE_DAYS } from "./rules";

export const SHARE_PATH = "/chartPanoramaShare";

/** The public address of a share token on this site. */
export function shareUrl(token: string, origin = window.location.origin): string {
  return `${origin}${SHARE_PATH}?token=${encodeURIComponent(token)}`;
}

interface ShareValues {
  title: string;
  expiresInDays: number;
}

export function ShareDialog({
  open,
  chart,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The chart to share; null: the home panorama. */
  chart: { id: number; name: string } | null;
  onClose: () => void;
  onCreated?: () => void;
}) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<{ url: string; expiresAt: string } | null>(null);
  const [create] = useCreatePanoramaShareMutation({ context: { formErrors: true } });
  const schema = useMemo(
    () =>
      yup.object({
        title: yup.string().max(100, t("panorama.nameTooLong")),
        expiresInDays: yup.number().oneOf([...SHARE_DAYS], t("panorama.expiresInRequired")),
      }),
    [t],
  );
  const close = () => {
    setCreated(null);
    onClose();
  };
  const submit = async (values: ShareValues, helpers: FormikHelpers<ShareValues>) => {
    try {
      const result = await create({
        variables: {
          input: {
            chartId: chart?.id ?? null,
            expiresInDays: Number(values.expiresInDays),
            title: values.title.trim() || null,
          },
        },
      });
      const answer = result.data?.createPanoramaShare;
      if (!answer) return;
      notify.success(t("panorama.linkCreated"));
      setCreated({ url: shareUrl(answer.token), expiresAt: String(answer.share.expiresAt) });
      onCreated?.();
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };
  const title = chart
    ? t("panorama.shareDialogChart", { name: chart.name })
    : t("panorama.shareDialogPanorama");

  return (
    <Dialog.Root
      open={open}
      size="lg"
      lazyMount
      unmountOnExit
      onOpenChange={(details) => !details.open && close()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {created ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <ShareLink url={created.url} expiresAt={created.expiresAt} />
                </Dialog.Body>
                <Dialog.Footer>
                  <Button colorPalette="teal" onClick={close}>
                    {t("panorama.done")}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <DialogForm<ShareValues>
                title={title}
                formLabel={title}
                initialValues={{ title: "", expiresInDays: 30 }}
                schema={schema}
                submitLabel={t("panorama.createLink")}
                onSubmit={submit}
                onCancel={close}
              >
                {() => (
                  <Stack gap="4">
                    <Text fontSize="sm" color="fg.muted">
                      {chart ? t("panorama.shareIntro") : t("panorama.shareIntroPanorama")}
                    </Text>
                    <TextField
                      name="title"
                      label={t("panorama.titleLabel")}
                      helper={chart ? t("panorama.titleHelp") : t("panorama.titleHelpPanorama")}
                    />
                    <SelectField
                      name="expiresInDays"
                      label={t("panorama.expiresIn")}
                      required
                      parse={Number}
                    >
                      {SHARE_DAYS.map((days) => (
                        <option key={days} value={days}>
                          {t("panorama.days", { count: days })}
                        </option>
                      ))}
                    </SelectField>
                  </Stack>
                )}
              </DialogForm>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ShareLink({ url, expiresAt }: { url: string; expiresAt: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Clipboard.Root value={url} timeout={2000}>
        <Clipboard.Label fontWeight="medium" fontSize="sm">
          {t("panorama.linkLabel")}
        </Clipboard.Label>
        <HStack gap="2" marginTop="1">
          <Clipboard.Input asChild>
            <Input size="sm" readOnly fontFamily="mono" flex="1" />
          </Clipboard.Input>
          <Clipboard.Trigger asChild>
            <Button size="sm" variant="outline">
              <Clipboard.Indicator copied={<LuCheck />}>
                <LuCopy />
              </Clipboard.Indicator>
              <Clipboard.Context>
                {(clipboard) =>
                  clipboard.copied ? t("panorama.linkCopied") : t("panorama.copyLink")
                }
              </Clipboard.Context>
            </Button>
          </Clipboard.Trigger>
          <IconButton asChild size="sm" variant="ghost" aria-label={t("panorama.openLink")}>
            <Link
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              title={t("panorama.openLink")}
            >
              <LuExternalLink />
            </Link>
          </IconButton>
        </HStack>
      </Clipboard.Root>
      <Text fontSize="sm" color="orange.700">
        {t("panorama.linkOnce", { date: formatDate(new Date(expiresAt)) })}
      </Text>
    </Stack>
  );
}
