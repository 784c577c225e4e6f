// The evidence of a transaction being recorded (registry statement, contract, invoice): files
// uploaded at once (uploadCarbonAssetEvidence) and links, sent with the transaction. The checks
// before a file is sent and the download of a stored file are the activity lines' own.
import { Box, Button, HStack, IconButton, Input, Stack, Text } from "@chakra-ui/react";
import { useFormikContext } from "formik";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuFileText, LuLink, LuUpload, LuX } from "react-icons/lu";
import { useUploadCarbonAssetEvidenceMutation } from "../../__generated__/hooks";
import { callErrors, ErrorCode } from "../../lib/errors";
import { fileToBase64 } from "../../lib/files";
import { safeUrl } from "../../lib/url";
import {
  EVIDENCE_EXTENSIONS,
  EVIDENCE_MAX_BYTES,
  evidenceFileProblem,
  formatFileSize,
} from "../accounting/EvidenceEditor";
import type { TransactionValues } from "./transaction-form";

const ACCEPT = EVIDENCE_EXTENSIONS.map((extension) => `.${extension}`).join(",");

export function EvidenceField() {
  const { t } = useTranslation();
  const form = useFormikContext<TransactionValues>();
  const [upload] = useUploadCarbonAssetEvidenceMutation({ context: { formErrors: true } });
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const items = form.values.evidence;
  const limit = formatFileSize(EVIDENCE_MAX_BYTES);

  const add = (item: TransactionValues["evidence"][number]) =>
    void form.setFieldValue("evidence", [...form.values.evidence, item]);

  const uploadFile = async (file: File) => {
    setProblem(null);
    const wrong = evidenceFileProblem(file);
    if (wrong) {
      setProblem(
        wrong === "wrongType"
          ? t("carbonAssets.wrongType", { name: file.name })
          : t("carbonAssets.tooLarge", { name: file.name, size: formatFileSize(file.size), limit }),
      );
      return;
    }
    setBusy(file.name);
    try {
      const contentBase64 = await fileToBase64(file);
      const result = await upload({
        variables: { input: { name: file.name, mimeType: file.type || null, contentBase64 } },
      });
      const stored = result.data?.uploadCarbonAssetEvidence;
      if (stored) add({ name: stored.name, url: stored.url, fileId: stored.id });
    } catch (error) {
      const [first] = callErrors(error as Error);
      setProblem(
        first?.code === ErrorCode.BadUserInput
          ? first.message
          : (first?.message ?? t("common.networkError")),
      );
    } finally {
      setBusy(null);
    }
  };

  const addLink = () => {
    if (!name.trim() || !safeUrl(url)) {
      setProblem(t("carbonAssets.linkInvalid"));
      return;
    }
    add({ name: name.trim(), url: url.trim() });
    setName("");
    setUrl("");
    setProblem(null);
  };

  return (
    <Stack gap="2" gridColumn={{ sm: "span 2" }}>
      <Text fontWeight="medium" fontSize="sm">
        {t("carbonAssets.evidenceTitle")}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {t("carbonAssets.evidenceHelp")}
      </Text>
      {items.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1">
          {items.map((item, index) => (
            <HStack as="li" key={`${item.fileId ?? item.url}-${index}`} gap="2">
              {item.fileId ? <LuFileText aria-hidden /> : <LuLink aria-hidden />}
              <Text fontSize="sm" truncate>
                {item.name}
              </Text>
              <IconButton
                size="2xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t("carbonAssets.removeEvidence", { name: item.name })}
                onClick={() =>
                  void form.setFieldValue(
                    "evidence",
                    items.filter((_, position) => position !== index),
                  )
                }
              >
                <LuX />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
      <HStack gap="2" flexWrap="wrap" alignItems="flex-end">
        <Box>
          <Button
            size="xs"
            variant="outline"
            loading={busy !== null}
            onClick={() => input.current?.click()}
          >
            <LuUpload aria-hidden />
            {t("carbonAssets.upload")}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={ACCEPT}
            aria-label={t("carbonAssets.upload")}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) void uploadFile(file);
            }}
          />
        </Box>
        <Input
          size="xs"
          width="12rem"
          value={name}
          placeholder={t("carbonAssets.linkName")}
          aria-label={t("carbonAssets.linkName")}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Input
          size="xs"
          width="16rem"
          value={url}
          placeholder="https://"
          aria-label={t("carbonAssets.linkUrl")}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <Button size="xs" variant="outline" onClick={addLink}>
          {t("carbonAssets.addLink")}
        </Button>
      </HStack>
      {busy && (
        <Text fontSize="xs" color="fg.muted">
          {t("carbonAssets.uploading", { name: busy })}
        </Text>
      )}
      {problem && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
