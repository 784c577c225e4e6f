// /co2/coredit: a corporation's details, its default template and its place on the map of China.
// With `?id=` it edits that corporation, without it creates one. The position is typed as
// longitude and latitude or set by a click on the map; yup checks both against China's bounds
// before anything is sent, and the server's BAD_USER_INPUT errors land on the field they name.
import {
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  Grid,
  HStack,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VStack,
} from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers, type FormikProps } from "formik";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft, LuMapPin } from "react-icons/lu";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { CorporationEditPage_CorporationFragment } from "../../__generated__/graphql";
import {
  useCorporationEditorQuery,
  useCreateCorporationMutation,
  useUpdateCorporationMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { showFormErrors } from "../../components/ui/form-errors";
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextField,
  TextareaField,
} from "../../components/ui/form-fields";
import { PageHeader } from "../../components/ui/page-header";
import { notify } from "../../components/ui/toaster";
import {
  corporationSchema,
  corporationValues,
  emptyCorporation,
  parseCoordinate,
  toCorporationInput,
  type CorporationFormValues,
} from "./corporation-schema";
import { LazyChinaMap } from "./LazyChinaMap";
import { LeaveGuard } from "./LeaveGuard";
import { ACCOUNTING_CODES, REPOSITORY_PATH, idParam } from "./paths";
import { applyMapPick, mapPickOutcome, type MapPickOutcome, type ProvinceAnswer } from "./map-pick";
import { CHINA_BOUNDS, inChina, type Position } from "./position";
import type { ProvinceProperties } from "./provinces";
import { ProvinceQuestion } from "./ProvinceQuestion";
import { indented, industryChoices, useTemplates, useReference } from "../reference/reference";
import { BaseYearCard } from "../comparison/BaseYearCard";

export function CorporationEditPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get("id"));
  const { data, loading, error } = useCorporationEditorQuery({
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: "network-only",
  });
  const corporation = data?.corporation ?? null;

  if (id !== null && !corporation) {
    if (loading || !error) {
      return (
        <Flex justifyContent="center" padding="10">
          <Spinner size="lg" color="teal.500" />
        </Flex>
      );
    }
    return <NotFound />;
  }
  // A fresh form per corporation opened.
  return <CorporationForm key={corporation?.id ?? "new"} corporation={corporation} />;
}

function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{t("accounting.corporation.notFound")}</EmptyState.Title>
          <EmptyState.Description>
            {t("accounting.corporation.notFoundBody")}
          </EmptyState.Description>
        </VStack>
        <Button size="sm" variant="outline" onClick={() => void navigate(REPOSITORY_PATH)}>
          <LuArrowLeft aria-hidden />
          {t("accounting.backToRepository")}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function CorporationForm({
  corporation,
}: {
  corporation: CorporationEditPage_CorporationFragment | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const canEdit = hasPermission(ACCOUNTING_CODES.edit);
  const [createCorporation] = useCreateCorporationMutation({ context: { formErrors: true } });
  const [updateCorporation] = useUpdateCorporationMutation({ context: { formErrors: true } });
  const schema = useMemo(() => corporationSchema(t), [t]);
  const initialValues = corporation ? corporationValues(corporation) : emptyCorporation;
  const dirty = useRef(false);
  const isDirty = useCallback(() => dirty.current, []);

  const submit = async (
    values: CorporationFormValues,
    helpers: FormikHelpers<CorporationFormValues>,
  ) => {
    const input = toCorporationInput(values);
    let saved: CorporationEditPage_CorporationFragment | undefined;
    try {
      if (corporation) {
        const result = await updateCorporation({
          variables: { input: { ...input, id: corporation.id } },
        });
        saved = result.data?.updateCorporation;
      } else {
        const result = await createCorporation({ variables: { input } });
        saved = result.data?.createCorporation;
      }
    } catch (caught) {
      showFormErrors(caught, values, helpers.setErrors, "name");
      return;
    }
    if (!saved) return;
    notify.success(
      corporation
        ? t("common.savedSuccessfully")
        : t("accounting.corporation.created", { name: saved.name }),
    );
    dirty.current = false;
    void navigate(REPOSITORY_PATH);
  };

  return (
    <>
      <PageHeader
        title={
          corporation
            ? t("accounting.corporation.editTitle", { name: corporation.name })
            : t("accounting.corporation.createTitle")
        }
      >
        <Button size="sm" variant="outline" onClick={() => void navigate(REPOSITORY_PATH)}>
          <LuArrowLeft aria-hidden />
          {t("accounting.backToRepository")}
        </Button>
      </PageHeader>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {(form) => {
          dirty.current = form.dirty && !form.isSubmitting;
          return (
            <Form noValidate aria-label={t("accounting.corporation.formLabel")}>
              <Grid
                templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }}
                gap="4"
              >
                <Card.Root size="sm">
                  <Card.Body>
                    <CorporationFields form={form} readOnly={!canEdit} />
                  </Card.Body>
                </Card.Root>
                <Stack gap="4" alignSelf="start">
                  <PositionCard form={form} name={corporation?.name ?? ""} readOnly={!canEdit} />
                  {corporation && <BaseYearCard corporationId={corporation.id} />}
                </Stack>
              </Grid>
              <HStack justifyContent="flex-end" marginTop="4" gap="2">
                <Button
                  variant="outline"
                  onClick={() => void navigate(REPOSITORY_PATH)}
                  disabled={form.isSubmitting}
                >
                  {t("common.cancel")}
                </Button>
                {canEdit && (
                  <Button type="submit" colorPalette="teal" loading={form.isSubmitting}>
                    {corporation ? t("common.save") : t("common.create")}
                  </Button>
                )}
              </HStack>
            </Form>
          );
        }}
      </Formik>
      <LeaveGuard
        isDirty={isDirty}
        title={t("accounting.leave.title")}
        message={t("accounting.leave.corporation")}
        leaveLabel={t("accounting.leave.leave")}
      />
    </>
  );
}

type Form = FormikProps<CorporationFormValues>;

function CorporationFields({ form, readOnly }: { form: Form; readOnly: boolean }) {
  const { t } = useTranslation();
  const reference = useReference();
  const templates = useTemplates();
  const { locale } = reference;
  const industries = useMemo(
    () => industryChoices(reference.industries, locale),
    [reference.industries, locale],
  );
  const template = templates.models.find((model) => String(model.id) === form.values.templateId);

  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <TextField
        name="name"
        label={t("accounting.corporation.name")}
        required
        span
        readOnly={readOnly}
      />
      <TextField
        name="creditCode"
        label={t("accounting.corporation.creditCode")}
        helper={t("accounting.corporation.creditCodeHelp")}
        transform={(value) => value.toUpperCase()}
        readOnly={readOnly}
        span
      />
      <SelectField
        name="industryId"
        label={t("accounting.corporation.industry")}
        disabled={readOnly}
      >
        <option value="">{t("accounting.notSet")}</option>
        {industries.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {indented(choice)}
          </option>
        ))}
      </SelectField>
      <SelectField name="province" label={t("accounting.corporation.province")} disabled={readOnly}>
        <option value="">{t("accounting.notSet")}</option>
        {reference.regions.map((region) => (
          <option key={region.code} value={region.code}>
            {locale === "zh-CN" ? region.name : region.nameEn}
          </option>
        ))}
      </SelectField>
      <TextField name="city" label={t("accounting.corporation.city")} readOnly={readOnly} />
      <TextField name="address" label={t("accounting.corporation.address")} readOnly={readOnly} />
      <SelectField
        name="templateId"
        label={t("accounting.corporation.template")}
        disabled={readOnly}
        span
        helper={
          template ? templates.description(template) : t("accounting.corporation.templateHelp")
        }
      >
        <option value="">{t("accounting.notSet")}</option>
        {templates.models.map((model) => (
          <option key={model.id} value={model.id}>
            {templates.name(model)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        name="description"
        label={t("accounting.corporation.description")}
        readOnly={readOnly}
        rows={3}
        span
      />
      <Box gridColumn={{ sm: "span 2" }} borderTopWidth="1px" paddingTop="3">
        <Text as="h2" fontWeight="semibold" fontSize="sm">
          {t("accounting.corporation.consolidation")}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t("accounting.corporation.consolidationHelp")}
        </Text>
      </Box>
      <NumberField
        name="ownershipPercent"
        label={t("accounting.corporation.ownershipPercent")}
        helper={t("accounting.corporation.ownershipHelp")}
        required
        readOnly={readOnly}
      />
      <Stack gap="3" paddingTop="6">
        <CheckboxField
          name="operationalControl"
          label={t("accounting.corporation.operationalControl")}
          span={false}
          disabled={readOnly}
        />
        <CheckboxField
          name="financialControl"
          label={t("accounting.corporation.financialControl")}
          span={false}
          disabled={readOnly}
        />
      </Stack>
    </SimpleGrid>
  );
}

function PositionCard({ form, name, readOnly }: { form: Form; name: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { values, setValues, setTouched, touched } = form;
  const longitude = parseCoordinate(values.longitude);
  const latitude = parseCoordinate(values.latitude);
  const position =
    longitude !== null &&
    latitude !== null &&
    Number.isFinite(longitude) &&
    Number.isFinite(latitude) &&
    inChina({ longitude, latitude })
      ? { longitude, latitude }
      : null;
  const points = useMemo(
    () =>
      position ? [{ id: 0, name: name || t("accounting.corporation.position"), ...position }] : [],
    // The position object is new every render; its two numbers are what the points depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the coordinates
    [position?.longitude, position?.latitude, name, t],
  );
  const reference = useReference();
  const [question, setQuestion] = useState<{
    position: Position;
    outcome: Extract<MapPickOutcome, { kind: "ask" }>;
    pickedName: string;
  } | null>(null);
  const place = useCallback(
    (position: Position, outcome: MapPickOutcome, answer?: ProvinceAnswer) => {
      void setValues((current) => applyMapPick(current, position, outcome, answer));
      void setTouched({ ...touched, longitude: true, latitude: true }, false);
    },
    [setValues, setTouched, touched],
  );
  const pick = useCallback(
    (picked: Position, province: ProvinceProperties | null) => {
      const outcome = mapPickOutcome(values.province, province?.code ?? null);
      if (outcome.kind === "ask" && province) {
        const pickedName = reference.locale === "zh-CN" ? province.name : province.nameEn;
        setQuestion({ position: picked, outcome, pickedName });
      } else place(picked, outcome);
    },
    [values.province, reference.locale, place],
  );
  const answer = (reply: ProvinceAnswer) => {
    if (question && reply !== "cancel") place(question.position, question.outcome, reply);
    setQuestion(null);
  };
  const b = CHINA_BOUNDS;
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          <HStack gap="2">
            <LuMapPin aria-hidden />
            {t("accounting.corporation.position")}
          </HStack>
        </Card.Title>
        <Text fontSize="xs" color="fg.muted">
          {readOnly
            ? t("accounting.corporation.positionReadOnly")
            : t("accounting.corporation.positionHelp", {
                minLongitude: b.minLongitude,
                maxLongitude: b.maxLongitude,
                minLatitude: b.minLatitude,
                maxLatitude: b.maxLatitude,
              })}
        </Text>
      </Card.Header>
      <Card.Body paddingTop="2">
        <SimpleGrid columns={2} gap="3" marginBottom="3">
          <NumberField
            name="longitude"
            label={t("accounting.corporation.longitude")}
            readOnly={readOnly}
          />
          <NumberField
            name="latitude"
            label={t("accounting.corporation.latitude")}
            readOnly={readOnly}
          />
        </SimpleGrid>
        <Box>
          <LazyChinaMap
            points={points}
            label={t("accounting.corporation.mapLabel")}
            onPick={readOnly ? undefined : pick}
            loadingText={t("accounting.map.loading")}
            failedText={t("accounting.map.failed")}
            height="280px"
          />
        </Box>
        {question && (
          <ProvinceQuestion
            chosen={reference.regionName(question.outcome.chosen)}
            picked={question.pickedName}
            city={values.city}
            onAnswer={answer}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
