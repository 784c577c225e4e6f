// Importing an EcoSpold2 database: the zip and the database's name, version, licence and source.
// The zip is uploaded, then the import starts as a background job whose progress the dialog
// follows; its report (counts, links, cut-offs, allocation, refusals) is shown at the end. The
// user may close the dialog while it runs: the job goes on on the server.
import {
  Alert,
  Button,
  Dialog,
  Field,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { ErrorLike } from "@apollo/client";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import type { JobProgress_JobFragment } from "../../__generated__/graphql";
import {
  useImportUpstreamDatabaseMutation,
  useUploadUpstreamDatabaseFileMutation,
} from "../../__generated__/hooks";
import { errorMessage } from "../../lib/errors";
import { fileToBase64 } from "../../lib/files";
import { JobProgress } from "../jobs/JobProgress";
import { ImportReportView, type UpstreamImportReport } from "./ImportReportView";

const LIMITS = { name: 100, version: 50, licence: 100, source: 300 } as const;
type FieldName = keyof typeof LIMITS;

export interface ImportDatabaseDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a job that imported a database. */
  onImported: () => void;
}

export function ImportDatabaseDialog({ open, onClose, onImported }: ImportDatabaseDialogProps) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`upstreamDatabases.${key}`, options);
  const [upload] = useUploadUpstreamDatabaseFileMutation();
  const [startImport] = useImportUpstreamDatabaseMutation();
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState<Record<FieldName, string>>({
    name: "",
    version: "",
    licence: "",
    source: "",
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName | "file", string>>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [report, setReport] = useState<UpstreamImportReport | null>(null);

  const reset = () => {
    setFile(null);
    setValues({ name: "", version: "", licence: "", source: "" });
    setErrors({});
    setFailure(null);
    setJobId(null);
    setReport(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const check = (): boolean => {
    const found: Partial<Record<FieldName | "file", string>> = {};
    if (!file) found.file = k("fileRequired");
    else if (!file.name.toLowerCase().endsWith(".zip")) found.file = k("fileNotZip");
    for (const field of Object.keys(LIMITS) as FieldName[]) {
      const value = values[field].trim();
      if (!value) found[field] = k("required", { field: k(field) });
      else if (value.length > LIMITS[field]) {
        found[field] = k("tooLong", { field: k(field), max: LIMITS[field] });
      }
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const start = async () => {
    if (!check() || !file) return;
    setFailure(null);
    try {
      setBusy(k("uploading", { name: file.name }));
      const stored = await upload({
        variables: {
          input: {
            name: file.name,
            mimeType: file.type || "application/zip",
            contentBase64: await fileToBase64(file),
          },
        },
      });
      const fileId = stored.data?.uploadUpstreamDatabaseFile.id;
      if (!fileId) return;
      const trimmed = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, value.trim()]),
      ) as Record<FieldName, string>;
      const started = await startImport({ variables: { input: { fileId, ...trimmed } } });
      setJobId(started.data?.importUpstreamDatabase.id ?? null);
    } catch (error) {
      setFailure(errorMessage(error as ErrorLike, t("common.hasError")));
    } finally {
      setBusy(null);
    }
  };

  const finished = (job: JobProgress_JobFragment) => {
    const result = job.result as UpstreamImportReport | null;
    if (result) setReport(result);
    if (job.status === "succeeded" && result?.outcome === "imported") onImported();
  };

  const field = (name: FieldName) => (
    <Field.Root required invalid={Boolean(errors[name])} disabled={Boolean(busy || jobId)}>
      <Field.Label>
        {k(name)}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        value={values[name]}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          setValues((current) => ({ ...current, [name]: event.target.value }))
        }
      />
      {errors[name] ? (
        <Field.ErrorText>{errors[name]}</Field.ErrorText>
      ) : (
        <Field.HelperText>{k(`${name}Help`)}</Field.HelperText>
      )}
    </Field.Root>
  );

  return (
    <Dialog.Root open={open} size="lg" onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{k("importTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  {k("importIntro")}
                </Text>
                <Field.Root
                  required
                  invalid={Boolean(errors.file)}
                  disabled={Boolean(busy || jobId)}
                >
                  <Field.Label>
                    {k("file")}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    type="file"
                    accept=".zip,application/zip"
                    aria-label={k("chooseFile")}
                    padding="1"
                    onChange={(event: ChangeEvent<HTMLInputElement>) =>
                      setFile(event.target.files?.[0] ?? null)
                    }
                  />
                  {errors.file && <Field.ErrorText>{errors.file}</Field.ErrorText>}
                </Field.Root>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  {field("name")}
                  {field("version")}
                  {field("licence")}
                  {field("source")}
                </SimpleGrid>
                {busy && (
                  <Text fontSize="sm" role="status">
                    {busy}
                  </Text>
                )}
                {failure && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Description>{failure}</Alert.Description>
                  </Alert.Root>
                )}
                {jobId && <JobProgress jobId={jobId} onFinished={finished} />}
                {report && <ImportReportView report={report} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={Boolean(busy)}>
                {k("close")}
              </Button>
              {!jobId && (
                <Button colorPalette="teal" onClick={() => void start()} loading={Boolean(busy)}>
                  {k("start")}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
