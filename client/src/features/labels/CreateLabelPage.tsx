// /co2label/createco2label (fb02): a label is issued from a study released through review. The
// user chooses the release, the first day and the years of validity, reads what the label will
// claim, and issues it; the page then shows the label's artwork with its QR code, the public
// verification link, and the downloads of the artwork and the ISO 14067 report.
import {
  Box,
  Button,
  Card,
  EmptyState,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuClipboardCheck, LuList, LuPlus } from "react-icons/lu";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import * as yup from "yup";
import type { Labels_RowFragment } from "../../__generated__/graphql";
import { useCreateCarbonLabelMutation, useLabelReleasesQuery } from "../../__generated__/hooks";
import { pageVariables, useTableState } from "../../components/ui/data-table";
import { showFormErrors } from "../../components/ui/form-errors";
import { SelectField, TextField } from "../../components/ui/form-fields";
import { PageHeader } from "../../components/ui/page-header";
import { notify } from "../../components/ui/toaster";
import { formatDate } from "../../lib/format";
import { useProductCodes } from "../lca-products/use-product-codes";
import { readClaim } from "./display";
import { LabelArtwork } from "./LabelArtwork";
import { LabelPreview, periodEnd, releaseFootprint } from "./LabelPreview";
import { LABEL_LIST_PATH, PRODUCT_LIBRARY_PATH } from "./paths";
import { ReleasePicker, type Release } from "./ReleasePicker";

interface ValidityValues {
  validFrom: string;
  validityYears: number;
}

const YEARS = [1, 2, 3, 4, 5] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function CreateLabelPage() {
  const { t } = useTranslation();
  const [issued, setIssued] = useState<Labels_RowFragment | null>(null);
  return (
    <>
      <PageHeader title={t("labels.createTitle")} />
      {issued ? (
        <IssuedLabel label={issued} onAnother={() => setIssued(null)} />
      ) : (
        <IssueForm onIssued={setIssued} />
      )}
    </>
  );
}

function IssueForm({ onIssued }: { onIssued: (label: Labels_RowFragment) => void }) {
  const { t } = useTranslation();
  const codes = useProductCodes();
  const table = useTableState<never>();
  const { data, loading } = useLabelReleasesQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
    },
  });
  const [create] = useCreateCarbonLabelMutation({ context: { formErrors: true } });
  const [chosen, setChosen] = useState<Release | null>(null);
  const released = chosen ? formatDate(chosen.releasedAt) : "";
  const schema = useMemo(
    () =>
      yup.object({
        validFrom: yup
          .string()
          .required(t("labels.validFromRequired"))
          .matches(DATE, t("labels.validFromRequired"))
          .test("after-release", t("labels.validFromTooEarly", { date: released }), (value) =>
            Boolean(!released || !value || value >= released),
          ),
        validityYears: yup.number().oneOf([...YEARS]),
      }),
    [t, released],
  );
  const initial = useMemo<ValidityValues>(
    () => ({ validFrom: formatDate(new Date()), validityYears: 3 }),
    [],
  );

  const submit = async (values: ValidityValues, helpers: FormikHelpers<ValidityValues>) => {
    if (!chosen) return;
    try {
      const result = await create({
        variables: {
          input: {
            reviewId: chosen.id,
            validFrom: values.validFrom,
            validityYears: Number(values.validityYears),
          },
        },
      });
      const label = result.data?.createCarbonLabel;
      if (!label) return;
      notify.success(t("labels.issuedTitle", { serial: label.serial }));
      onIssued(label);
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };

  const total = data?.lcaReviews.total ?? 0;
  if (!data && loading) return <Skeleton height="12rem" rounded="md" />;
  // No release at all: a label cannot be made yet; say how a study gets released.
  if (data && total === 0 && table.state.keyword.trim() === "") {
    return (
      <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuClipboardCheck />
          </EmptyState.Indicator>
          <EmptyState.Title>{t("labels.noReleasesTitle")}</EmptyState.Title>
          <EmptyState.Description maxWidth="36rem">
            {t("labels.noReleasesText")}
          </EmptyState.Description>
          <Button asChild size="sm" colorPalette="teal">
            <RouterLink to={PRODUCT_LIBRARY_PATH}>{t("labels.toLibrary")}</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const footprint = chosen ? releaseFootprint(chosen) : null;
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm" maxWidth="48rem">
        {t("labels.createIntro")}
      </Text>
      <SectionCard title={t("labels.studyCard")}>
        <ReleasePicker
          table={table}
          rows={data?.lcaReviews.items ?? []}
          total={total}
          loading={loading}
          chosenId={chosen?.id ?? null}
          onChoose={setChosen}
        />
      </SectionCard>
      <Formik<ValidityValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {(form) => {
          const from = DATE.test(form.values.validFrom) ? form.values.validFrom : "";
          const until = from ? periodEnd(from, Number(form.values.validityYears)) : "";
          return (
            <Form noValidate aria-label={t("labels.createTitle")}>
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
                  <SectionCard title={t("labels.validityCard")}>
                    <Stack gap="4">
                      <TextField
                        name="validFrom"
                        type="date"
                        label={t("labels.validFrom")}
                        helper={released ? t("labels.validFromHelp", { date: released }) : null}
                        inputProps={{ min: released || undefined, maxWidth: "12rem" }}
                        required
                      />
                      <Box maxWidth="12rem">
                        <SelectField
                          name="validityYears"
                          label={t("labels.validityYears")}
                          parse={Number}
                        >
                          {YEARS.map((years) => (
                            <option key={years} value={years}>
                              {t("labels.yearsOption", { count: years })}
                            </option>
                          ))}
                        </SelectField>
                      </Box>
                      {until && (
                        <Text fontSize="sm" color="fg.muted">
                          {t("labels.validUntil", { date: until })}
                        </Text>
                      )}
                    </Stack>
                  </SectionCard>
                  <SectionCard title={t("labels.previewCard")}>
                    {chosen ? (
                      <LabelPreview
                        release={chosen}
                        validFrom={from}
                        validUntil={until}
                        codes={codes}
                      />
                    ) : (
                      <Text color="fg.muted">{t("labels.previewEmpty")}</Text>
                    )}
                  </SectionCard>
                </SimpleGrid>
                <HStack justifyContent="flex-end">
                  <Button
                    type="submit"
                    colorPalette="teal"
                    loading={form.isSubmitting}
                    disabled={!chosen || !footprint}
                  >
                    {t("labels.issue")}
                  </Button>
                </HStack>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Stack>
  );
}

/** The label just issued: its artwork and QR code, the verification link and its files. */
function IssuedLabel({ label, onAnother }: { label: Labels_RowFragment; onAnother: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const claim = readClaim(label.claim);
  return (
    <SectionCard title={t("labels.issuedTitle", { serial: label.serial })}>
      <Stack gap="5">
        <Text color="fg.muted">{t("labels.issuedText")}</Text>
        <LabelArtwork label={{ id: label.id, serial: label.serial, claim }} reports />
        <HStack gap="2" justifyContent="flex-end" flexWrap="wrap">
          <Button variant="outline" size="sm" onClick={onAnother}>
            <LuPlus aria-hidden />
            {t("labels.issueAnother")}
          </Button>
          <Button colorPalette="teal" size="sm" onClick={() => void navigate(LABEL_LIST_PATH)}>
            <LuList aria-hidden />
            {t("labels.toList")}
          </Button>
        </HStack>
      </Stack>
    </SectionCard>
  );
}

/** A titled card of the page. */
function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body paddingTop="2">
        <Box>{children}</Box>
      </Card.Body>
    </Card.Root>
  );
}
