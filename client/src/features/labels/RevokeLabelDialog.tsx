// Revoking a label (fb02): the question names the label's serial and product, the reason is
// required (the public verification page shows it), and the red button revokes for good. The
// label the server answers replaces the cached row, so its state reads "Revoked" at once.
import { Button, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import type { Labels_RowFragment } from "../../__generated__/graphql";
import { useRevokeCarbonLabelMutation } from "../../__generated__/hooks";
import { showFormErrors } from "../../components/ui/form-errors";
import { TextareaField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { readClaim } from "./display";

const REASON_MAX = 1000;

interface RevokeValues {
  reason: string;
}

export function RevokeLabelDialog({
  open,
  label,
  onClose,
  onRevoked,
}: {
  open: boolean;
  label: Labels_RowFragment | null;
  onClose: () => void;
  onRevoked?: (label: Labels_RowFragment) => void;
}) {
  const { t } = useTranslation();
  const [revoke] = useRevokeCarbonLabelMutation({ context: { formErrors: true } });
  const schema = useMemo(
    () =>
      yup.object({
        reason: yup
          .string()
          .trim()
          .required(t("labels.reasonRequired"))
          .max(REASON_MAX, t("labels.reasonTooLong", { max: REASON_MAX })),
      }),
    [t],
  );
  const serial = label?.serial ?? "";
  const title = t("labels.revokeTitle", { serial });

  const submit = async (values: RevokeValues, helpers: FormikHelpers<RevokeValues>) => {
    if (!label) return;
    try {
      const result = await revoke({
        variables: { input: { id: label.id, reason: values.reason.trim() } },
      });
      const revoked = result.data?.revokeCarbonLabel;
      if (!revoked) return;
      notify.success(t("labels.revoked", { serial: revoked.serial }));
      onClose();
      onRevoked?.(revoked);
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      size="md"
      lazyMount
      unmountOnExit
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<RevokeValues>
              key={label?.id}
              initialValues={{ reason: "" }}
              validationSchema={schema}
              onSubmit={submit}
            >
              {(form) => (
                <Form noValidate aria-label={title} style={{ display: "contents" }}>
                  <Dialog.Header>
                    <Dialog.Title>{title}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">
                      <Text>
                        {t("labels.revokeText", {
                          serial,
                          product: label ? readClaim(label.claim).productName : "",
                        })}
                      </Text>
                      <TextareaField
                        name="reason"
                        label={t("labels.reason")}
                        helper={t("labels.reasonHelp")}
                        rows={3}
                        required
                      />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose} disabled={form.isSubmitting}>
                      {t("common.cancel")}
                    </Button>
                    <Button type="submit" colorPalette="red" loading={form.isSubmitting}>
                      {t("labels.revokeSubmit")}
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
