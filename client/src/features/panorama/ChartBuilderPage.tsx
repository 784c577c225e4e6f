// /co2panorama/chartAdd (?id= to edit): a chart built from its data (scope, category, gas,
// corporation, totals over years, intensity, top sources, a target), its grouping and chart type
// and its filters (corporations, years, cases, scopes, the scope 2 basis), with a live preview of
// the calculated cases' figures beside the form; saved (pa01) to the list, and on the home
// panorama if asked.
import {
  Box,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Grid,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Form, Formik, useField, useFormikContext, type FormikHelpers } from "formik";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft } from "react-icons/lu";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import type {
  Panorama_ChartFragment,
  PanoramaDataKind,
  PanoramaOptionsQuery,
} from "../../__generated__/graphql";
import {
  useCreatePanoramaChartMutation,
  usePanoramaChartQuery,
  usePanoramaOptionsQuery,
  usePanoramaPreviewQuery,
  useUpdatePanoramaChartMutation,
} from "../../__generated__/hooks";
import { Permission } from "../../components/Permission";
import { showFormErrors } from "../../components/ui/form-errors";
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextField,
} from "../../components/ui/form-fields";
import { PageHeader } from "../../components/ui/page-header";
import { notify } from "../../components/ui/toaster";
import { useSession } from "../../app/session";
import { builderSchema, definitionOf, initialValues, type BuilderValues } from "./builder-form";
import { ChartView } from "./ChartView";
import { EDIT_CODE, LIST_PATH } from "./paths";
import { chartTypesFor, DATA_KINDS, fitToKind, KIND_RULES, LOCATION_ONLY, SCOPED } from "./rules";

type Options = PanoramaOptionsQuery["panoramaOptions"];

/** The id of the address, or null when there is none or it is not a positive whole number. */
function idParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function ChartBuilderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get("id"));
  const options = usePanoramaOptionsQuery({ fetchPolicy: "cache-and-network" });
  const existing = usePanoramaChartQuery({
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: "network-only",
  });
  const title = id ? t("panorama.editTitle") : t("panorama.addTitle");
  const back = (
    <Button asChild size="sm" variant="outline" bg="white">
      <RouterLink to={LIST_PATH}>
        <LuArrowLeft aria-hidden />
        {t("panorama.backToList")}
      </RouterLink>
    </Button>
  );
  const chart = existing.data?.panoramaChart ?? null;
  const ready = options.data && (id === null || chart);
  return (
    <>
      <PageHeader title={title}>{back}</PageHeader>
      {ready ? (
        <Builder key={chart?.id ?? "new"} chart={chart} options={options.data.panoramaOptions} />
      ) : existing.error || options.error ? (
        <Text color="fg.error">{t("panorama.loadFailed")}</Text>
      ) : (
        <Skeleton height="24rem" rounded="md" />
      )}
    </>
  );
}

function Builder({ chart, options }: { chart: Panorama_ChartFragment | null; options: Options }) {
  const { t } = useTranslation();
  const title = chart ? t("panorama.editTitle") : t("panorama.addTitle");
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const years = useMemo(
    () => [...new Set(options.cases.map((item) => item.year))].sort((a, b) => a - b),
    [options.cases],
  );
  const initial = useMemo(() => {
    // A corporation or case since deleted (or no longer calculated) leaves the filters.
    const values = initialValues(chart, years);
    const corporations = new Set(options.corporations.map((item) => item.id));
    const cases = new Set(options.cases.map((item) => item.id));
    return {
      ...values,
      corporationIds: values.corporationIds.filter((id) => corporations.has(id)),
      caseIds: values.caseIds.filter((id) => cases.has(id)),
    };
  }, [chart, years, options]);
  const schema = useMemo(() => builderSchema(t), [t]);
  const [create] = useCreatePanoramaChartMutation({ context: { formErrors: true } });
  const [update] = useUpdatePanoramaChartMutation({ context: { formErrors: true } });

  const submit = async (values: BuilderValues, helpers: FormikHelpers<BuilderValues>) => {
    const definition = definitionOf(values);
    if (!definition) return;
    try {
      if (chart) {
        await update({
          variables: { input: { ...definition, id: chart.id, name: values.name.trim() } },
        });
      } else {
        await create({
          variables: {
            input: { ...definition, name: values.name.trim(), addToHome: values.addToHome },
          },
        });
      }
      notify.success(t("panorama.saved", { name: values.name.trim() }));
      void navigate(LIST_PATH);
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors, "name");
    }
  };

  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {(form) => (
        <Grid templateColumns={{ base: "1fr", xl: "minmax(24rem, 5fr) 7fr" }} gap="4">
          <Card.Root asChild>
            <Form noValidate aria-label={title}>
              <Card.Body>
                <Stack gap="4">
                  {!hasPermission(EDIT_CODE) && (
                    <Text fontSize="sm" color="fg.muted">
                      {t("panorama.readOnly")}
                    </Text>
                  )}
                  {options.cases.length === 0 && (
                    <Text fontSize="sm" color="orange.700">
                      {t("panorama.noneCalculated")}
                    </Text>
                  )}
                  <TextField name="name" label={t("panorama.chartName")} required />
                  <WhatToShow />
                  <Filters options={options} years={years} />
                  {!chart && <CheckboxField name="addToHome" label={t("panorama.addToHome")} />}
                </Stack>
              </Card.Body>
              <Card.Footer justifyContent="flex-end" gap="2">
                <Button variant="outline" onClick={() => void navigate(LIST_PATH)}>
                  {t("common.cancel")}
                </Button>
                <Permission code={EDIT_CODE}>
                  <Button type="submit" colorPalette="teal" loading={form.isSubmitting}>
                    {t("panorama.save")}
                  </Button>
                </Permission>
              </Card.Footer>
            </Form>
          </Card.Root>
          <Preview />
        </Grid>
      )}
    </Formik>
  );
}

/** Data, grouping, chart type and the settings of top sources and targets. */
function WhatToShow() {
  const { t } = useTranslation();
  const { values, setValues } = useFormikContext<BuilderValues>();
  const kind = values.dataKind;
  const groupings = KIND_RULES[kind].groupings;
  const types = chartTypesFor(kind, values.grouping);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <SelectField
        name="dataKind"
        label={t("panorama.dataKind")}
        span
        onChoose={(value) => {
          const next = value as PanoramaDataKind;
          void setValues({
            ...values,
            dataKind: next,
            ...fitToKind(next, values.grouping, values.chartType),
          });
        }}
      >
        {DATA_KINDS.map((item) => (
          <option key={item} value={item}>
            {t(`panorama.dataKinds.${item}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="grouping"
        label={t("panorama.grouping")}
        helper={t(`panorama.groupingHelp.${values.grouping}`)}
        onChoose={(value) => {
          const grouping = value as BuilderValues["grouping"];
          void setValues({ ...values, ...fitToKind(kind, grouping, values.chartType) });
        }}
      >
        {groupings.map((item) => (
          <option key={item} value={item}>
            {t(`panorama.groupings.${item}`)}
          </option>
        ))}
      </SelectField>
      <SelectField name="chartType" label={t("panorama.chartType")}>
        {types.map((item) => (
          <option key={item} value={item}>
            {t(`panorama.chartTypes.${item}`)}
          </option>
        ))}
      </SelectField>
      {kind === "topSources" && (
        <>
          <NumberField name="topN" label={t("panorama.topN")} integer required />
          <SelectField name="sourceLevel" label={t("panorama.sourceLevel")}>
            {(["process", "line"] as const).map((item) => (
              <option key={item} value={item}>
                {t(`panorama.sourceLevels.${item}`)}
              </option>
            ))}
          </SelectField>
        </>
      )}
      {kind === "target" && (
        <>
          <NumberField name="baseYear" label={t("panorama.baseYear")} integer required />
          <NumberField name="targetYear" label={t("panorama.targetYear")} integer required />
          <NumberField
            name="reductionPct"
            label={t("panorama.reductionPct")}
            required
            span
            helper={t("panorama.targetHelp")}
          />
        </>
      )}
    </SimpleGrid>
  );
}

/** Corporations, years, cases, scopes and the scope 2 basis. */
function Filters({ options, years }: { options: Options; years: number[] }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<BuilderValues>();
  const corporations = new Map(options.corporations.map((item) => [item.id, item.name]));
  const cases = options.cases
    .filter(
      (item) =>
        (values.corporationIds.length === 0 ||
          values.corporationIds.includes(item.corporationId)) &&
        (values.years.length === 0 || values.years.includes(item.year)),
    )
    .map((item) => ({
      value: item.id,
      label: `${item.year} · ${corporations.get(item.corporationId) ?? ""} · ${item.name}`,
    }));
  const locationOnly = LOCATION_ONLY.has(values.dataKind);
  const oneCase = values.caseIds.length === 1 ? values.caseIds[0] : null;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{t("panorama.filters")}</Fieldset.Legend>
      <Stack gap="4" marginTop="2">
        <Checklist
          name="corporationIds"
          label={t("panorama.corporations")}
          options={options.corporations.map((item) => ({ value: item.id, label: item.name }))}
        />
        <Checklist
          name="years"
          label={t("panorama.years")}
          options={years.map((year) => ({ value: year, label: String(year) }))}
          inline
        />
        <Checklist name="caseIds" label={t("panorama.cases")} options={cases} />
        {oneCase !== null && (
          <Link asChild fontSize="sm" color="teal.700">
            <RouterLink to={`/co2/caseDefaultPanorama?caseId=${oneCase}`}>
              {t("panorama.oneCaseLink")}
            </RouterLink>
          </Link>
        )}
        {SCOPED.has(values.dataKind) && (
          <Checklist
            name="scopes"
            label={t("panorama.scopes")}
            helper={t("panorama.scopesHelp")}
            options={[1, 2, 3].map((scope) => ({
              value: scope,
              label: t(`panorama.scopeNames.${scope}`),
            }))}
            inline
            noAll
          />
        )}
        <SelectField
          name="scope2Basis"
          label={t("panorama.scope2Basis")}
          disabled={locationOnly}
          helper={locationOnly ? t("panorama.basisLocationOnly") : undefined}
        >
          {(["location", "market"] as const).map((item) => (
            <option key={item} value={item}>
              {t(`panorama.basis.${item}`)}
            </option>
          ))}
        </SelectField>
      </Stack>
    </Fieldset.Root>
  );
}

/** Ticks of a list of ids; none ticked means all (but for scopes, which need one). */
function Checklist({
  name,
  label,
  options,
  helper,
  inline,
  noAll,
}: {
  name: "corporationIds" | "years" | "caseIds" | "scopes";
  label: string;
  options: Array<{ value: number; label: string }>;
  helper?: string;
  inline?: boolean;
  noAll?: boolean;
}) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<number[]>(name);
  const { submitCount } = useFormikContext();
  const error =
    (meta.touched || submitCount > 0) && typeof meta.error === "string" ? meta.error : "";
  const chosen = new Set(field.value);
  const toggle = (value: number, on: boolean) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(
      on ? [...field.value, value].sort((a, b) => a - b) : field.value.filter((v) => v !== value),
    );
  };
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
        {!noAll && (
          <Text as="span" color="fg.muted" fontWeight="normal" marginStart="2">
            {field.value.length === 0 ? t("panorama.allOf", { count: options.length }) : ""}
          </Text>
        )}
      </Fieldset.Legend>
      <Box
        display="flex"
        flexDirection={inline ? "row" : "column"}
        flexWrap="wrap"
        gap={inline ? "4" : "1"}
        maxHeight={inline ? undefined : "10rem"}
        overflowY="auto"
        marginTop="1"
      >
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            size="sm"
            colorPalette="teal"
            checked={chosen.has(option.value)}
            onCheckedChange={(details) => toggle(option.value, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Box>
      {helper && !error && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** The live preview: the definition as it stands, computed by the server after a short pause. */
function Preview() {
  const { t } = useTranslation();
  const { values } = useFormikContext<BuilderValues>();
  const definition = definitionOf(values);
  const key = JSON.stringify(definition);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), 300);
    return () => clearTimeout(timer);
  }, [key]);
  const input = useMemo(() => JSON.parse(settled) as ReturnType<typeof definitionOf>, [settled]);
  const { data, previousData, error, loading } = usePanoramaPreviewQuery({
    variables: { input: input! },
    skip: input === null,
    context: { formErrors: true },
  });
  const figures = data?.panoramaPreview ?? previousData?.panoramaPreview;
  const look = {
    name: values.name.trim() || t("panorama.preview"),
    chartType: values.chartType,
    dataKind: values.dataKind,
  };
  return (
    <Card.Root
      as="section"
      aria-label={t("panorama.preview")}
      alignSelf="start"
      position={{ xl: "sticky" }}
      top="4"
    >
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {t("panorama.preview")}: {look.name}
        </Card.Title>
        <Text fontSize="sm" color="fg.muted">
          {t("panorama.previewHelp")}
        </Text>
      </Card.Header>
      <Card.Body aria-busy={loading}>
        {error && !loading ? (
          <Text color="fg.error" fontSize="sm">
            {error.message || t("panorama.previewFailed")}
          </Text>
        ) : figures ? (
          <ChartView chart={look} data={figures} height={340} />
        ) : (
          <Skeleton height="340px" rounded="md" />
        )}
      </Card.Body>
    </Card.Root>
  );
}
