// A label opened from the list: its state and what it claims in a line, the artwork with its QR
// code in either language, the public verification link to copy, and the SVG to download.
import { Alert, Button, Dialog, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Labels_RowFragment } from "../../__generated__/graphql";
import { EditorDialog } from "../../components/ui/editor-dialog";
import { formatDate } from "../../lib/format";
import { footprintText, LabelStateBadge, readClaim } from "./display";
import { LabelArtwork } from "./LabelArtwork";

export function ViewLabelDialog({
  open,
  label,
  onClose,
}: {
  open: boolean;
  label: Labels_RowFragment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const claim = label ? readClaim(label.claim) : null;
  return (
    <EditorDialog open={open} size="xl" onClose={onClose}>
      {label && claim && (
        <>
          <Dialog.Header>
            <Dialog.Title>{t("labels.viewTitle", { serial: label.serial })}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <Stack gap="1">
                <HStack gap="3" flexWrap="wrap">
                  <LabelStateBadge state={label.state} />
                  <Text fontWeight="semibold">
                    {footprintText(claim.footprint, claim.declaredUnit)}
                  </Text>
                  <Text color="fg.muted">
                    {[claim.productName, claim.specification].filter(Boolean).join(" · ")}
                  </Text>
                </HStack>
                <Text color="fg.muted" fontSize="sm">
                  {t("labels.validityLine", { from: label.validFrom, until: label.validUntil })}
                </Text>
                {label.revokedAt && (
                  <Text color="red.600" fontSize="sm">
                    {t("labels.revokedOn", { date: formatDate(new Date(label.revokedAt)) })}
                    {label.revokeReason ? ` — ${label.revokeReason}` : ""}
                  </Text>
                )}
              </Stack>
              {(label.state === "revoked" || label.state === "expired") && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Description>{t("labels.noLongerValid")}</Alert.Description>
                </Alert.Root>
              )}
              <LabelArtwork label={{ id: label.id, serial: label.serial, claim }} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              {t("common.close")}
            </Button>
          </Dialog.Footer>
        </>
      )}
    </EditorDialog>
  );
}
