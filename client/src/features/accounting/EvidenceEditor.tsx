// The evidence of one activity line (invoices, meter readings): uploaded files, downloaded again
// with the session token, and links to where a document is kept. A file is uploaded at once
// (uploadEvidenceFile) and becomes evidence of the line like a link does: as an unsaved change
// the case editor saves with the line.
import {
  Box,
  Button,
  HStack,
  IconButton,
  Input,
  Link,
  Popover,
  Portal,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { LuDownload, LuFileText, LuLink, LuPaperclip, LuUpload, LuX } from "react-icons/lu";
import { useEvidenceUploadMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { fetchWithTimeout } from "../../lib/apollo";
import { callErrors, ErrorCode, errorAction, type CallError } from "../../lib/errors";
import { fileToBase64, saveBlob } from "../../lib/files";
import { passwordChangeRequired, sessionEnded } from "../../lib/session-events";
import { fileUrl, safeUrl } from "../../lib/url";
import type { EvidenceLink } from "./line-edits";

/** The server's default limit (FILE_MAX_MB); checked here first so a large file is not sent. */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pieces of evidence the server keeps on one line. */
export const EVIDENCE_MAX_ITEMS = 20;
/** The extensions the server takes; it also checks the content matches. */
export const EVIDENCE_EXTENSIONS = [
  "pdf",
  "png",
  "jpg",
  "jpeg",
  "webp",
  "gif",
  "xlsx",
  "xls",
  "docx",
  "csv",
  "txt",
] as const;

const ACCEPT = EVIDENCE_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/** "900 B", "1.5 KB", "10 MB": the 1024-based units browsers and the server's messages use. */
export function formatFileSize(bytes: number): string {
  const round = (value: number) => String(Math.round(value * 10) / 10);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${round(bytes / 1024)} KB`;
  return `${round(bytes / (1024 * 1024))} MB`;
}

/** Why a chosen file cannot be uploaded, before sending it: its type or its size. */
export function evidenceFileProblem(
  file: Pick<File, "name" | "size">,
  maxBytes = EVIDENCE_MAX_BYTES,
): "wrongType" | "tooLarge" | null {
  const dot = file.name.lastIndexOf(".");
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : "";
  if (!(EVIDENCE_EXTENSIONS as readonly string[]).includes(extension)) return "wrongType";
  if (file.size > maxBytes) return "tooLarge";
  return null;
}

/** A failed download, read like a failed GraphQL call: the server answers the same shape. */
export class DownloadError extends Error {
  constructor(readonly error: CallError) {
    super(error.message);
  }
}

/** Fetches an uploaded file with the session token and saves it under `name`. */
export async function downloadEvidence(
  fileId: string,
  name: string,
  token: string | undefined,
  language: string,
): Promise<void> {
  const response = await fetchWithTimeout(fileUrl(fileId), {
    headers: { "accept-language": language, ...(token ? { "user-token": token } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      errors?: Array<{ message?: string; extensions?: { code?: string; reason?: string } }>;
    } | null;
    const first = body?.errors?.[0];
    throw new DownloadError({
      code: first?.extensions?.code ?? null,
      message: first?.message ?? `HTTP ${response.status}`,
      field: null,
      reason: first?.extensions?.reason ?? null,
    });
  }
  saveBlob(await response.blob(), name);
}

interface Notice {
  key: number;
  name: string;
  /** Uploading while null; otherwise why the file was not added. */
  problem: string | null;
}

export interface EvidenceEditorProps {
  lineName: string;
  evidence: readonly EvidenceLink[];
  readOnly: boolean;
  onChange: (evidence: EvidenceLink[]) => void;
}

export function EvidenceEditor({ lineName, evidence, readOnly, onChange }: EvidenceEditorProps) {
  const { t, i18n } = useTranslation();
  const { token } = useSession();
  const [upload] = useEvidenceUploadMutation({ context: { formErrors: true } });
  const [notices, setNotices] = useState<Notice[]>([]);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  /** Uploads under way: they count against the line's limit before they are evidence. */
  const inFlight = useRef(0);
  // Uploads finish after renders: each adds to the evidence as it is then, not as it was.
  const latest = useRef(evidence);
  useEffect(() => {
    latest.current = evidence;
  }, [evidence]);

  const change = (next: EvidenceLink[]) => {
    latest.current = next;
    onChange(next);
  };
  const uploading = notices.filter((notice) => notice.problem === null).length;
  const limit = formatFileSize(EVIDENCE_MAX_BYTES);

  const addFiles = async (files: readonly File[]) => {
    let room = EVIDENCE_MAX_ITEMS - latest.current.length - inFlight.current;
    const queued: Array<{ file: File; key: number }> = [];
    const added: Notice[] = files.map((file) => {
      const key = (nextKey.current += 1);
      const problem = evidenceFileProblem(file);
      if (problem === "wrongType") {
        return {
          key,
          name: file.name,
          problem: t("accounting.evidence.wrongType", { name: file.name }),
        };
      }
      if (problem === "tooLarge") {
        const size = formatFileSize(file.size);
        return {
          key,
          name: file.name,
          problem: t("accounting.evidence.tooLarge", { name: file.name, size, limit }),
        };
      }
      if (room <= 0) {
        return {
          key,
          name: file.name,
          problem: t("accounting.evidence.tooMany", { name: file.name, max: EVIDENCE_MAX_ITEMS }),
        };
      }
      room -= 1;
      inFlight.current += 1;
      queued.push({ file, key });
      return { key, name: file.name, problem: null };
    });
    setNotices((current) => [...current, ...added]);
    // One at a time: each is up to 10 MB in a request body, and the order is the user's.
    for (const { file, key } of queued) {
      let problem: string | null = null;
      try {
        const contentBase64 = await fileToBase64(file);
        const result = await upload({
          variables: { input: { name: file.name, mimeType: file.type || null, contentBase64 } },
        });
        const stored = result.data?.uploadEvidenceFile;
        if (stored)
          change([...latest.current, { name: stored.name, url: stored.url, fileId: stored.id }]);
      } catch (error) {
        const [first] = callErrors(error as Error);
        // The server's refusals name the file and what is wrong with it.
        problem =
          first?.code === ErrorCode.BadUserInput
            ? first.message
            : t("accounting.evidence.failed", {
                name: file.name,
                reason: first?.message || t("common.networkError"),
              });
      }
      inFlight.current -= 1;
      setNotices((current) =>
        problem === null
          ? current.filter((notice) => notice.key !== key)
          : current.map((notice) => (notice.key === key ? { ...notice, problem } : notice)),
      );
    }
  };

  const download = async (item: EvidenceLink & { fileId: string }) => {
    setDownloading(item.fileId);
    setDownloadProblem(null);
    try {
      await downloadEvidence(item.fileId, item.name, token, i18n.language);
    } catch (error) {
      const failure: CallError =
        error instanceof DownloadError
          ? error.error
          : { code: null, message: t("common.networkError"), field: null, reason: null };
      const action = errorAction(failure);
      if (action.kind === "sessionEnded") sessionEnded.emit(action.message);
      else if (action.kind === "passwordChangeRequired") passwordChangeRequired.emit();
      else {
        setDownloadProblem(
          t("accounting.evidence.downloadFailed", { name: item.name, reason: failure.message }),
        );
      }
    } finally {
      setDownloading(null);
    }
  };

  const addLink = () => {
    if (!name.trim() || !url.trim()) {
      setLinkError(t("accounting.evidence.bothRequired"));
      return;
    }
    if (!safeUrl(url)) {
      setLinkError(t("accounting.evidence.urlInvalid"));
      return;
    }
    change([...latest.current, { name: name.trim(), url: url.trim() }]);
    setName("");
    setUrl("");
    setLinkError(null);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void addFiles(Array.from(event.dataTransfer.files));
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(true);
  };

  return (
    <Popover.Root positioning={{ placement: "bottom-end" }} lazyMount>
      <Popover.Trigger asChild>
        <Button
          size="xs"
          variant="ghost"
          aria-label={t("accounting.evidence.of", { name: lineName, count: evidence.length })}
        >
          {uploading > 0 ? (
            <Spinner size="xs" aria-label={t("accounting.evidence.busy", { name: lineName })} />
          ) : (
            <LuPaperclip aria-hidden />
          )}
          {evidence.length}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm">
            <Popover.Arrow />
            <Popover.Body padding="3">
              <Text fontWeight="semibold" fontSize="sm" marginBottom="2">
                {t("accounting.evidence.title", { name: lineName })}
              </Text>
              {evidence.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t("accounting.evidence.none")}
                </Text>
              ) : (
                <Stack gap="1" as="ul" listStyleType="none">
                  {evidence.map((item, index) => (
                    <HStack
                      as="li"
                      key={`${item.fileId ?? item.url}-${index}`}
                      justifyContent="space-between"
                      gap="1"
                    >
                      <EvidenceItem
                        item={item}
                        busy={item.fileId != null && downloading === item.fileId}
                        onDownload={(file) => void download(file)}
                      />
                      {!readOnly && (
                        <IconButton
                          size="2xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t("accounting.evidence.remove", { name: item.name })}
                          onClick={() => change(latest.current.filter((_, i) => i !== index))}
                        >
                          <LuX />
                        </IconButton>
                      )}
                    </HStack>
                  ))}
                </Stack>
              )}
              {downloadProblem && (
                <Text fontSize="xs" color="fg.error" marginTop="1" role="alert">
                  {downloadProblem}
                </Text>
              )}
              {!readOnly && (
                <Stack gap="2" marginTop="3" borderTopWidth="1px" paddingTop="3">
                  <Box
                    role="group"
                    aria-label={t("accounting.evidence.dropZone", { name: lineName })}
                    borderWidth="1px"
                    borderStyle="dashed"
                    borderColor={dragging ? "teal.500" : "border.emphasized"}
                    bg={dragging ? "teal.50" : undefined}
                    rounded="md"
                    padding="3"
                    textAlign="center"
                    onDragEnter={onDragOver}
                    onDragOver={onDragOver}
                    onDragLeave={() => setDragging(false)}
                    onDrop={onDrop}
                  >
                    <Text fontSize="xs" color="fg.muted" marginBottom="2">
                      {t("accounting.evidence.drop")}
                    </Text>
                    <Button size="xs" variant="outline" onClick={() => input.current?.click()}>
                      <LuUpload aria-hidden />
                      {t("accounting.evidence.choose")}
                    </Button>
                    <input
                      ref={input}
                      type="file"
                      multiple
                      accept={ACCEPT}
                      hidden
                      aria-label={t("accounting.evidence.input", { name: lineName })}
                      onChange={(event) => {
                        const files = Array.from(event.currentTarget.files ?? []);
                        // Cleared, so choosing the same file again is a change too.
                        event.currentTarget.value = "";
                        void addFiles(files);
                      }}
                    />
                    <Text fontSize="xs" color="fg.muted" marginTop="2">
                      {t("accounting.evidence.accepted", { limit })}
                    </Text>
                  </Box>
                  {notices.length > 0 && (
                    <Stack gap="1" as="ul" listStyleType="none" aria-live="polite">
                      {notices.map((notice) => (
                        <HStack as="li" key={notice.key} gap="1" alignItems="flex-start">
                          {notice.problem === null ? (
                            <>
                              <Spinner size="xs" marginTop="0.5" />
                              <Text fontSize="xs">
                                {t("accounting.evidence.uploading", { name: notice.name })}
                              </Text>
                            </>
                          ) : (
                            <>
                              <Text fontSize="xs" color="fg.error" flex="1" role="alert">
                                {notice.problem}
                              </Text>
                              <IconButton
                                size="2xs"
                                variant="ghost"
                                aria-label={t("accounting.evidence.dismiss", { name: notice.name })}
                                onClick={() =>
                                  setNotices((current) =>
                                    current.filter((other) => other.key !== notice.key),
                                  )
                                }
                              >
                                <LuX />
                              </IconButton>
                            </>
                          )}
                        </HStack>
                      ))}
                    </Stack>
                  )}
                  <Text fontSize="xs" color="fg.muted">
                    {t("accounting.evidence.saveHint")}
                  </Text>
                  <Text fontSize="xs" fontWeight="medium">
                    {t("accounting.evidence.addLink")}
                  </Text>
                  <Input
                    size="xs"
                    value={name}
                    placeholder={t("accounting.evidence.name")}
                    aria-label={t("accounting.evidence.name")}
                    onChange={(event) => setName(event.currentTarget.value)}
                  />
                  <Input
                    size="xs"
                    value={url}
                    placeholder="https://"
                    aria-label={t("accounting.evidence.url")}
                    onChange={(event) => setUrl(event.currentTarget.value)}
                  />
                  {linkError && (
                    <Text fontSize="xs" color="fg.error">
                      {linkError}
                    </Text>
                  )}
                  <Button size="xs" variant="outline" alignSelf="flex-start" onClick={addLink}>
                    {t("accounting.evidence.add")}
                  </Button>
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** A file downloads on click; a link opens in a new tab; any other address is only shown. */
function EvidenceItem({
  item,
  busy,
  onDownload,
}: {
  item: EvidenceLink;
  busy: boolean;
  onDownload: (file: EvidenceLink & { fileId: string }) => void;
}) {
  const { t } = useTranslation();
  const { fileId } = item;
  if (fileId) {
    return (
      <Button
        variant="plain"
        size="sm"
        colorPalette="teal"
        color="colorPalette.fg"
        height="auto"
        paddingInline="0"
        minWidth="0"
        justifyContent="flex-start"
        loading={busy}
        aria-label={t("accounting.evidence.download", { name: item.name })}
        title={t("accounting.evidence.download", { name: item.name })}
        onClick={() => onDownload({ ...item, fileId })}
      >
        <LuFileText aria-label={t("accounting.evidence.file")} />
        <Text as="span" truncate>
          {item.name}
        </Text>
        <LuDownload aria-hidden />
      </Button>
    );
  }
  return (
    <HStack gap="1" minWidth="0">
      <LuLink aria-label={t("accounting.evidence.link")} />
      {/* Only https links open: a stored "javascript:" address must never become a link. */}
      {safeUrl(item.url) ? (
        <Link
          href={safeUrl(item.url)!}
          target="_blank"
          rel="noreferrer"
          colorPalette="teal"
          fontSize="sm"
          truncate
        >
          {item.name}
        </Link>
      ) : (
        <Text fontSize="sm" truncate title={item.url}>
          {item.name}
        </Text>
      )}
    </HStack>
  );
}
