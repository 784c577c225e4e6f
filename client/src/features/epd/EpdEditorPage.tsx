// /epd/creatReport (fd02): a new EPD report from a released EN 15804+A2 study, or a saved one
// (`?id=`). The form states what the figures cannot: the modules declared (the mandatory ones of
// EN 15804+A2 locked), scenarios, PCR, programme operator, reference service life, validity,
// biogenic carbon and notes. Saving keeps a draft; the saved report's figures show below (tables
// of the indicators by module, GWP-total by module), its PDF can be previewed, and it is applied
// for verification from here. A report applied for, issued or withdrawn reads without change.
import { Alert, Box, Button, Center, Flex, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft, LuDownload, LuSave, LuSend } from "react-icons/lu";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { EpdReportQuery } from "../../__generated__/graphql";
import {
  useCreateEpdReportMutation,
  useEpdReleaseQuery,
  useEpdReportQuery,
  useUpdateEpdReportMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { PageHeader } from "../../components/ui/page-header";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDate } from "../../lib/format";
import { ApplyDialog, type ApplyTarget } from "./ApplyDialog";
import { isEditable, readFigures } from "./epd-codes";
import {
  epdFormErrors,
  epdSchema,
  epdValuesOf,
  newEpdValues,
  toEpdInput,
  type EpdFormValues,
} from "./epd-form";
import { useEpdFiles, EpdFilesMenu } from "./EpdFiles";
import {
  AggregateField,
  BiogenicFields,
  DeclarationFields,
  FormCard,
  ModulesField,
  ScenariosField,
} from "./EpdFormFields";
import { EpdStatusBadge } from "./EpdListPage";
import { FiguresPreview } from "./FiguresPreview";
import { EPD_CODES, EPD_LIST_PATH, epdEditPath, STUDY_CODES } from "./paths";
import { StudyPicker, type Release } from "./StudyPicker";

type SavedReport = EpdReportQuery["epdReport"];

export function EpdEditorPage() {
  const [params] = useSearchParams();
  const id = Number(params.get("id"));
  return Number.isInteger(id) && id > 0 ? <SavedReportPage key={id} id={id} /> : <NewReportPage />;
}

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button size="sm" variant="outline" onClick={() => void navigate(EPD_LIST_PATH)}>
      <LuArrowLeft aria-hidden />
      {t("epd.back")}
    </Button>
  );
}

function NewReportPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const [release, setRelease] = useState<Release | null>(null);
  const mayReadStudies = STUDY_CODES.some((code) => hasPermission(code));
  return (
    <>
      <PageHeader title={t("epd.newTitle")}>
        <BackButton />
      </PageHeader>
      {!mayReadStudies ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t("epd.noLibraryAccess")}</Alert.Description>
        </Alert.Root>
      ) : release ? (
        <EpdEditor report={null} release={release} onChangeStudy={() => setRelease(null)} />
      ) : (
        <StudyPicker onChoose={setRelease} />
      )}
    </>
  );
}

function SavedReportPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const { data, refetch } = useEpdReportQuery({ variables: { id } });
  const report = data?.epdReport;
  const mayReadStudies = STUDY_CODES.some((code) => hasPermission(code));
  const release = useEpdReleaseQuery({
    variables: { id: report?.reviewId ?? 0 },
    skip: !report || !mayReadStudies,
  });
  return (
    <>
      <PageHeader
        title={report ? t("epd.editTitle", { number: report.number }) : t("epd.newTitle")}
      >
        {report && <EpdStatusBadge status={report.status} />}
        <BackButton />
      </PageHeader>
      {report ? (
        <EpdEditor
          report={report}
          release={release.data?.lcaReview ?? null}
          onSaved={async () => {
            await refetch();
          }}
        />
      ) : (
        <Center minHeight="12rem">
          <Spinner color="teal.500" />
        </Center>
      )}
    </>
  );
}

/** The study the report declares: product, version, calculation, release and its reviewer. */
function StudyCard({
  report,
  release,
  error,
  onChange,
}: {
  report: SavedReport | null;
  release: Release | null;
  error?: string;
  onChange?: () => void;
}) {
  const { t } = useTranslation();
  const figures = report ? readFigures(report.figures) : null;
  const product = release?.product.name ?? report?.productName ?? "";
  const version = release?.version ?? report?.version ?? 0;
  const calculation = release?.calculation.number ?? figures?.source.calculationNumber ?? "—";
  return (
    <FormCard title={t("epd.studyCard")}>
      <Flex gap="3" justifyContent="space-between" alignItems="flex-start" flexWrap="wrap">
        <Stack gap="0.5">
          <Text fontWeight="medium">
            {t("epd.studySummary", { product, version, calculation })}
          </Text>
          {release && (
            <Text fontSize="sm" color="fg.muted">
              {t("epd.studyDetail", {
                date: release.releasedAt ? formatDate(new Date(release.releasedAt)) : "",
                organisation: release.reviewCompanyName,
              })}
            </Text>
          )}
          {error && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        {onChange && (
          <Button size="sm" variant="outline" onClick={onChange}>
            {t("epd.otherStudy")}
          </Button>
        )}
      </Flex>
    </FormCard>
  );
}

/** Why the report cannot be changed, or why it came back. */
function StatusNotice({ report }: { report: SavedReport }) {
  const { t } = useTranslation();
  const latest = report.applications[0];
  if (report.status === "rejected" && latest?.status === "rejected") {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {t("epd.rejectedNotice", {
              organisation: latest.reviewCompanyName,
              date: latest.decidedAt ? formatDate(new Date(latest.decidedAt)) : "",
            })}
          </Alert.Title>
          <Alert.Description>
            <Text>{latest.decisionNote || t("epd.noReason")}</Text>
            <Text>{t("epd.rejectedAgain")}</Text>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (isEditable(report.status)) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Description>
        {t("epd.readOnly", {
          number: report.number,
          status: t(`epd.statusInText.${report.status}`, { defaultValue: report.status }),
        })}
      </Alert.Description>
    </Alert.Root>
  );
}

export function EpdEditor({
  report,
  release,
  onChangeStudy,
  onSaved,
}: {
  report: SavedReport | null;
  release: Release | null;
  onChangeStudy?: () => void;
  onSaved?: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const [createReport] = useCreateEpdReportMutation({ context: { formErrors: true } });
  const [updateReport] = useUpdateEpdReportMutation({ context: { formErrors: true } });
  const applying = useDialogTarget<ApplyTarget>();
  const files = useEpdFiles();
  const schema = useMemo(() => epdSchema(t), [t]);
  const mayChange = hasPermission(EPD_CODES.create);
  const readOnly = !mayChange || (report !== null && !isEditable(report.status));
  const initial = useMemo(() => (report ? epdValuesOf(report) : newEpdValues()), [report]);
  const figures = report ? readFigures(report.figures) : null;

  const submit = async (values: EpdFormValues, helpers: FormikHelpers<EpdFormValues>) => {
    const fields = toEpdInput(values);
    try {
      if (report) {
        const result = await updateReport({ variables: { input: { id: report.id, ...fields } } });
        notify.success(t("epd.updated", { number: result.data?.updateEpdReport.number ?? "" }));
        await onSaved?.();
      } else if (release) {
        const result = await createReport({
          variables: { input: { reviewId: release.id, ...fields } },
        });
        const created = result.data?.createEpdReport;
        if (!created) return;
        notify.success(t("epd.created", { number: created.number }));
        void navigate(epdEditPath(created.id), { replace: true });
      }
    } catch (error) {
      const split = epdFormErrors(error);
      helpers.setErrors(split.fields);
      split.other.forEach((message) => notify.error(message));
    }
  };

  return (
    <>
      <Formik
        // A saved change comes back as a new report: the form starts again from it.
        key={report ? `${report.id}-${report.updatedAt}` : `new-${release?.id ?? 0}`}
        initialValues={initial}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(form) => (
          <Form noValidate aria-label={report ? report.number : t("epd.newTitle")}>
            <Stack gap="4">
              {report && <StatusNotice report={report} />}
              <StudyCard
                report={report}
                release={release}
                error={(form.errors as { reviewId?: string }).reviewId}
                onChange={report ? undefined : onChangeStudy}
              />
              <FormCard title={t("epd.modulesCard")} help={t("epd.modulesHelp")}>
                <Stack gap="4">
                  <ModulesField readOnly={readOnly} />
                  <AggregateField readOnly={readOnly} />
                </Stack>
              </FormCard>
              <FormCard title={t("epd.scenariosCard")} help={t("epd.scenariosHelp")}>
                <ScenariosField readOnly={readOnly} />
              </FormCard>
              <FormCard title={t("epd.declarationCard")}>
                <DeclarationFields readOnly={readOnly} />
              </FormCard>
              <FormCard title={t("epd.biogenicCard")} help={t("epd.biogenicHelp")}>
                <BiogenicFields readOnly={readOnly} />
              </FormCard>
              <Flex gap="2" justifyContent="flex-end" alignItems="center" flexWrap="wrap">
                {report && form.dirty && (
                  <Text fontSize="sm" color="fg.muted" marginEnd="auto">
                    {t("epd.unsaved")}
                  </Text>
                )}
                {report && (
                  <HStack gap="1">
                    <Button
                      size="sm"
                      variant="outline"
                      loading={files.busy === "pdfZh"}
                      onClick={() => void files.save(report.id, "pdfZh")}
                    >
                      <LuDownload aria-hidden />
                      {t("epd.previewPdfZh")}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={files.busy === "pdfEn"}
                      onClick={() => void files.save(report.id, "pdfEn")}
                    >
                      <LuDownload aria-hidden />
                      {t("epd.previewPdfEn")}
                    </Button>
                    <EpdFilesMenu
                      id={report.id}
                      number={report.number}
                      issued={report.status === "issued"}
                      text={t("epd.allFiles")}
                    />
                  </HStack>
                )}
                {report && !readOnly && (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="teal"
                    disabled={form.dirty || form.isSubmitting}
                    onClick={() =>
                      applying.show({
                        id: report.id,
                        number: report.number,
                        reviewId: report.reviewId,
                      })
                    }
                  >
                    <LuSend aria-hidden />
                    {t("epd.applyButton")}
                  </Button>
                )}
                {!readOnly && (
                  <Button type="submit" size="sm" colorPalette="teal" loading={form.isSubmitting}>
                    <LuSave aria-hidden />
                    {t("epd.save")}
                  </Button>
                )}
              </Flex>
              <FormCard title={t("epd.figuresTitle")}>
                {figures ? (
                  <Stack gap="3">
                    {form.dirty && (
                      <Text fontSize="sm" color="orange.700">
                        {t("epd.figuresStale")}
                      </Text>
                    )}
                    <FiguresPreview figures={figures} />
                  </Stack>
                ) : (
                  <Box fontSize="sm" color="fg.muted">
                    {t("epd.unsaved")}
                  </Box>
                )}
              </FormCard>
            </Stack>
          </Form>
        )}
      </Formik>
      {/* Outside the form: a submit in the dialog would bubble through the portal into it. */}
      <ApplyDialog
        open={applying.open}
        report={applying.target}
        onClose={applying.close}
        onApplied={() => void onSaved?.()}
      />
    </>
  );
}
