// /co2/caseAdd (aa02): a new case (an inventory of a corporation for a period). The corporation
// comes from `?corporationId=` when the repository sent the user here; its default template is
// preselected. Otherwise it is chosen from the server's search (name or credit code): a company
// may have more corporations than one list holds. The period follows the reporting year until
// it is changed by hand. On success the case opens in the editor, with the template's processes
// already copied in by the server.
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Field,
  Fieldset,
  Flex,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  VStack,
  Wrap,
} from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers, type FormikProps } from "formik";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft, LuPlus, LuSearch } from "react-icons/lu";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { CaseAdd_CorporationFragment } from "../../__generated__/graphql";
import {
  useCaseAddCorporationQuery,
  useCaseAddCorporationsQuery,
  useCaseAddCreateTagMutation,
  useCaseAddTagsQuery,
  useCreateCaseMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { showFormErrors } from "../../components/ui/form-errors";
import { PageHeader } from "../../components/ui/page-header";
import { notify } from "../../components/ui/toaster";
import {
  BOUNDARIES,
  GWP_SETS,
  caseSchema,
  newCaseValues,
  toCaseInput,
  yearPeriod,
  type CaseFormValues,
} from "./case-schema";
import { ACCOUNTING_CODES, REPOSITORY_PATH, caseEditorPath, idParam } from "./paths";
import { useBaseModels, useLocale } from "./reference";

/** Inventories are usually made for the year just ended. */
const defaultYear = () => new Date().getFullYear() - 1;

/** How many matches the corporation choice offers; typing narrows the search to the rest. */
export const CORPORATION_CHOICES = 50;
/** Typing pauses this long before the search goes to the server. */
export const CORPORATION_SEARCH_DELAY_MS = 300;

export function CaseAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const [params] = useSearchParams();
  const corporationId = idParam(params.get("corporationId"));
  const allowed = hasPermission(ACCOUNTING_CODES.caseAdd);
  // The first page of the unfiltered search: whether there is any corporation at all.
  const corporations = useCaseAddCorporationsQuery({
    variables: { pageSize: CORPORATION_CHOICES },
    skip: !allowed,
  });
  const preset = useCaseAddCorporationQuery({
    variables: { id: corporationId ?? 0 },
    skip: !allowed || !corporationId,
  });
  const locale = useLocale();

  // The router gates the route with aa02; this keeps an embedded or stale page from offering it.
  if (!allowed) {
    return (
      <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
        <EmptyState.Content>
          <EmptyState.Title as="h1">{t("accounting.caseForm.noPermission")}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const page = corporations.data?.corporations;
  // A corporation of the address that cannot be read (deleted, another company's) is no preset.
  const presetSettled = !corporationId || Boolean(preset.data) || Boolean(preset.error);
  if (!page || !presetSettled) {
    return (
      <>
        <PageHeader title={t("accounting.caseForm.title")} />
        <Text color="fg.muted">{t("common.loading")}</Text>
      </>
    );
  }
  if (page.total === 0) {
    return (
      <>
        <PageHeader title={t("accounting.caseForm.title")} />
        <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>{t("accounting.caseForm.noCorporations")}</EmptyState.Title>
              <EmptyState.Description>
                {t("accounting.caseForm.noCorporationsBody")}
              </EmptyState.Description>
            </VStack>
            <Button size="sm" variant="outline" onClick={() => void navigate(REPOSITORY_PATH)}>
              <LuArrowLeft aria-hidden />
              {t("accounting.backToRepository")}
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      </>
    );
  }
  const chosen = preset.data?.corporation ?? null;
  return (
    <CaseForm
      key={chosen?.id ?? "none"}
      preset={chosen}
      initial={newCaseValues({
        corporationId: chosen?.id,
        year: defaultYear(),
        revenueUnit: locale === "zh-CN" ? "万元" : "10k CNY",
        baseModelId: chosen?.baseModelId,
      })}
    />
  );
}

type Corporation = CaseAdd_CorporationFragment;

function CaseForm({ preset, initial }: { preset: Corporation | null; initial: CaseFormValues }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createCase] = useCreateCaseMutation({ context: { formErrors: true } });
  const schema = useMemo(() => caseSchema(t), [t]);

  const submit = async (values: CaseFormValues, helpers: FormikHelpers<CaseFormValues>) => {
    let created: { id: number; name: string } | undefined;
    try {
      const result = await createCase({ variables: { input: toCaseInput(values) } });
      created = result.data?.createCase;
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    if (!created) return;
    notify.success(t("accounting.caseForm.created", { name: created.name }));
    void navigate(caseEditorPath(created.id));
  };

  return (
    <>
      <PageHeader title={t("accounting.caseForm.title")}>
        <Button size="sm" variant="outline" onClick={() => void navigate(REPOSITORY_PATH)}>
          <LuArrowLeft aria-hidden />
          {t("accounting.backToRepository")}
        </Button>
      </PageHeader>
      <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {(form) => (
          <Form noValidate aria-label={t("accounting.caseForm.title")}>
            <Stack gap="4">
              <Card.Root size="sm">
                <Card.Body>
                  <CaseFields form={form} preset={preset} />
                </Card.Body>
              </Card.Root>
              <Card.Root size="sm">
                <Card.Header>
                  <Card.Title as="h2" fontSize="md">
                    {t("accounting.caseForm.template")}
                  </Card.Title>
                  <Text fontSize="xs" color="fg.muted">
                    {t("accounting.caseForm.templateHelp")}
                  </Text>
                </Card.Header>
                <Card.Body paddingTop="2">
                  <TemplateChoice form={form} />
                </Card.Body>
              </Card.Root>
              <Card.Root size="sm">
                <Card.Header>
                  <Card.Title as="h2" fontSize="md">
                    {t("accounting.caseForm.intensity")}
                  </Card.Title>
                  <Text fontSize="xs" color="fg.muted">
                    {t("accounting.caseForm.intensityHelp")}
                  </Text>
                </Card.Header>
                <Card.Body paddingTop="2">
                  <IntensityFields form={form} />
                </Card.Body>
              </Card.Root>
              <Card.Root size="sm">
                <Card.Header>
                  <Card.Title as="h2" fontSize="md">
                    {t("accounting.case.tags")}
                  </Card.Title>
                </Card.Header>
                <Card.Body paddingTop="2">
                  <TagChoice form={form} />
                </Card.Body>
              </Card.Root>
              <HStack justifyContent="flex-end" gap="2">
                <Button
                  variant="outline"
                  onClick={() => void navigate(REPOSITORY_PATH)}
                  disabled={form.isSubmitting}
                >
                  {t("common.cancel")}
                </Button>
                <Button type="submit" colorPalette="teal" loading={form.isSubmitting}>
                  {t("accounting.caseForm.submit")}
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </>
  );
}

type CaseForm = FormikProps<CaseFormValues>;
type TextName = Exclude<keyof CaseFormValues, "tagIds">;

function FieldText({
  form,
  name,
  label,
  required,
  type = "text",
  helper,
  inputMode,
  onValue,
}: {
  form: CaseForm;
  name: TextName;
  label: string;
  required?: boolean;
  type?: string;
  helper?: string;
  inputMode?: "decimal" | "numeric";
  onValue?: (value: string) => void;
}) {
  const { values, errors, touched, handleChange, handleBlur } = form;
  const error = touched[name] ? errors[name] : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        type={type}
        value={values[name]}
        autoComplete="off"
        inputMode={inputMode}
        onChange={(event) => {
          handleChange(event);
          onValue?.(event.currentTarget.value);
        }}
        onBlur={handleBlur}
      />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{typeof error === "string" ? error : null}</Field.ErrorText>
    </Field.Root>
  );
}

function FieldSelect({
  form,
  name,
  label,
  required,
  children,
  helper,
  onValue,
}: {
  form: CaseForm;
  name: TextName;
  label: string;
  required?: boolean;
  children: ReactNode;
  helper?: ReactNode;
  onValue?: (value: string) => void;
}) {
  const { values, errors, touched, handleChange, handleBlur } = form;
  const error = touched[name] ? errors[name] : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={values[name]}
          onChange={(event) => {
            handleChange(event);
            onValue?.(event.currentTarget.value);
          }}
          onBlur={handleBlur}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{typeof error === "string" ? error : null}</Field.ErrorText>
    </Field.Root>
  );
}

function CaseFields({ form, preset }: { form: CaseForm; preset: Corporation | null }) {
  const { t } = useTranslation();
  // The period follows the year until the user sets it by hand.
  const periodEdited = useRef(false);
  const followYear = (value: string) => {
    if (periodEdited.current || !/^\d{4}$/.test(value)) return;
    const period = yearPeriod(Number(value));
    void form.setFieldValue("periodStart", period.periodStart, false);
    void form.setFieldValue("periodEnd", period.periodEnd, false);
  };
  // A corporation's default template is the natural start for its case.
  const chooseCorporation = (chosen: Corporation) =>
    void form.setFieldValue("baseModelId", chosen.baseModelId ? String(chosen.baseModelId) : "");
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <CorporationField form={form} preset={preset} onChoose={chooseCorporation} />
      <FieldText form={form} name="name" label={t("accounting.case.name")} required />
      <FieldText
        form={form}
        name="year"
        label={t("accounting.case.year")}
        required
        inputMode="numeric"
        onValue={followYear}
      />
      <SimpleGrid columns={2} gap="3">
        <FieldText
          form={form}
          name="periodStart"
          type="date"
          label={t("accounting.case.periodStart")}
          required
          onValue={() => (periodEdited.current = true)}
        />
        <FieldText
          form={form}
          name="periodEnd"
          type="date"
          label={t("accounting.case.periodEnd")}
          required
          onValue={() => (periodEdited.current = true)}
        />
      </SimpleGrid>
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {t("accounting.case.gwpSet")}
        </Fieldset.Legend>
        <Fieldset.Content>
          <RadioGroup.Root
            size="sm"
            colorPalette="teal"
            value={form.values.gwpSet}
            onValueChange={(details) => void form.setFieldValue("gwpSet", details.value)}
            aria-label={t("accounting.case.gwpSet")}
          >
            <HStack gap="4">
              {GWP_SETS.map((set) => (
                <RadioGroup.Item key={set} value={set}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`accounting.gwp.${set}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Fieldset.Content>
        <Text fontSize="xs" color="fg.muted">
          {t("accounting.caseForm.gwpHelp")}
        </Text>
      </Fieldset.Root>
      <FieldSelect
        form={form}
        name="boundary"
        label={t("accounting.case.boundary")}
        helper={t(`accounting.boundaryHelp.${form.values.boundary}`)}
      >
        {BOUNDARIES.map((boundary) => (
          <option key={boundary} value={boundary}>
            {t(`accounting.boundary.${boundary}`)}
          </option>
        ))}
      </FieldSelect>
      <Box gridColumn={{ md: "span 2" }}>
        <Field.Root invalid={Boolean(form.touched.remark && form.errors.remark)}>
          <Field.Label>{t("accounting.case.remark")}</Field.Label>
          <Textarea
            name="remark"
            rows={2}
            value={form.values.remark}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
          <Field.ErrorText>{form.errors.remark}</Field.ErrorText>
        </Field.Root>
      </Box>
    </SimpleGrid>
  );
}

/**
 * The corporation of the case: a search box (name or credit code, sent to the server as the user
 * types) above a select of the matches. The chosen corporation stays in the select whatever the
 * search finds, so narrowing the search never silently changes the choice.
 */
function CorporationField({
  form,
  preset,
  onChoose,
}: {
  form: CaseForm;
  preset: Corporation | null;
  onChoose: (chosen: Corporation) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  const [chosen, setChosen] = useState<Corporation | null>(preset);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(draft.trim()), CORPORATION_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const search = useCaseAddCorporationsQuery({
    variables: { keyword: keyword || undefined, pageSize: CORPORATION_CHOICES },
  });
  const page = (search.data ?? search.previousData)?.corporations;
  const matches = page?.items ?? [];
  const options =
    chosen && !matches.some((item) => item.id === chosen.id) ? [chosen, ...matches] : matches;

  const { values, errors, touched, handleBlur, setFieldValue } = form;
  const error = touched.corporationId ? errors.corporationId : undefined;
  const hint = !page
    ? null
    : page.total === 0
      ? t("accounting.caseForm.noCorporationMatch", { keyword })
      : page.total > matches.length
        ? t("accounting.caseForm.corporationsShown", { shown: matches.length, total: page.total })
        : null;

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {t("accounting.caseForm.corporation")}
        <Field.RequiredIndicator />
      </Field.Label>
      <Stack gap="2" width="full">
        {/* Its own field, so the search box is not taken for the required corporation control. */}
        <Field.Root>
          <InputGroup startElement={<LuSearch aria-hidden />}>
            <Input
              type="search"
              size="sm"
              value={draft}
              autoComplete="off"
              aria-label={t("accounting.caseForm.searchCorporations")}
              placeholder={t("accounting.caseForm.searchCorporationsPlaceholder")}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter searches at once; it must not submit the case form.
                if (event.key === "Enter") {
                  event.preventDefault();
                  setKeyword(draft.trim());
                }
              }}
            />
          </InputGroup>
        </Field.Root>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="corporationId"
            value={values.corporationId}
            aria-busy={search.loading}
            onChange={(event) => {
              const value = event.currentTarget.value;
              void setFieldValue("corporationId", value);
              const picked = options.find((item) => String(item.id) === value) ?? null;
              setChosen(picked);
              if (picked) onChoose(picked);
            }}
            onBlur={handleBlur}
          >
            <option value="">{t("accounting.caseForm.chooseCorporation")}</option>
            {options.map((item) => (
              <option key={item.id} value={item.id}>
                {item.creditCode ? `${item.name} (${item.creditCode})` : item.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{typeof error === "string" ? error : null}</Field.ErrorText>
    </Field.Root>
  );
}

function TemplateChoice({ form }: { form: CaseForm }) {
  const { t } = useTranslation();
  const templates = useBaseModels();
  return (
    <RadioGroup.Root
      size="sm"
      colorPalette="teal"
      value={form.values.baseModelId || "none"}
      onValueChange={(details) =>
        void form.setFieldValue("baseModelId", details.value === "none" ? "" : details.value)
      }
      aria-label={t("accounting.caseForm.template")}
    >
      <Stack gap="2">
        <TemplateOption value="none" title={t("accounting.caseForm.noTemplate")}>
          {t("accounting.caseForm.noTemplateHelp")}
        </TemplateOption>
        {templates.models.map((model) => (
          <TemplateOption
            key={model.id}
            value={String(model.id)}
            title={templates.name(model)}
            badge={model.companyId ? t("accounting.caseForm.ownTemplate") : undefined}
          >
            {templates.description(model)}
          </TemplateOption>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

function TemplateOption({
  value,
  title,
  badge,
  children,
}: {
  value: string;
  title: string;
  badge?: string;
  children: ReactNode;
}) {
  return (
    <RadioGroup.Item
      value={value}
      alignItems="flex-start"
      borderWidth="1px"
      rounded="md"
      padding="3"
      _checked={{ borderColor: "teal.500", bg: "teal.50" }}
    >
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator marginTop="0.5" />
      <Box>
        <RadioGroup.ItemText fontWeight="medium">
          {title}
          {badge && (
            <Badge marginInlineStart="2" size="sm" variant="outline">
              {badge}
            </Badge>
          )}
        </RadioGroup.ItemText>
        <Text fontSize="xs" color="fg.muted" marginTop="1" lineClamp={3}>
          {children}
        </Text>
      </Box>
    </RadioGroup.Item>
  );
}

function IntensityFields({ form }: { form: CaseForm }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <FieldText
        form={form}
        name="outputAmount"
        label={t("accounting.case.outputAmount")}
        inputMode="decimal"
      />
      <FieldText
        form={form}
        name="outputUnit"
        label={t("accounting.case.outputUnit")}
        helper={t("accounting.caseForm.outputUnitHelp")}
      />
      <FieldText
        form={form}
        name="revenue"
        label={t("accounting.case.revenue")}
        inputMode="decimal"
      />
      <FieldText form={form} name="revenueUnit" label={t("accounting.case.revenueUnit")} />
    </SimpleGrid>
  );
}

function TagChoice({ form }: { form: CaseForm }) {
  const { t } = useTranslation();
  const tags = useCaseAddTagsQuery();
  const [createTag, creating] = useCaseAddCreateTagMutation();
  const [draft, setDraft] = useState("");
  const chosen = form.values.tagIds;
  const toggle = (id: number) =>
    void form.setFieldValue(
      "tagIds",
      chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id],
    );
  const add = async () => {
    const name = draft.trim();
    if (!name) return;
    try {
      const result = await createTag({ variables: { input: { name } } });
      const tag = result.data?.addCaseTag;
      if (!tag) return;
      await tags.refetch();
      if (!chosen.includes(tag.id)) void form.setFieldValue("tagIds", [...chosen, tag.id]);
      setDraft("");
    } catch {
      // The error link has shown the server's message.
    }
  };
  const list = tags.data?.caseTags ?? [];
  return (
    <Stack gap="3">
      {list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t("accounting.caseForm.noTags")}
        </Text>
      ) : (
        <Wrap gap="2" role="group" aria-label={t("accounting.case.tags")}>
          {list.map((tag) => (
            <Button
              key={tag.id}
              size="xs"
              rounded="full"
              colorPalette="teal"
              variant={chosen.includes(tag.id) ? "solid" : "outline"}
              aria-pressed={chosen.includes(tag.id)}
              onClick={() => toggle(tag.id)}
            >
              {tag.name}
            </Button>
          ))}
        </Wrap>
      )}
      <Flex gap="2" maxWidth="sm">
        <Input
          size="sm"
          value={draft}
          maxLength={30}
          placeholder={t("accounting.caseForm.newTag")}
          aria-label={t("accounting.caseForm.newTag")}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void add();
            }
          }}
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() => void add()}
          loading={creating.loading}
          disabled={!draft.trim()}
        >
          <LuPlus aria-hidden />
          {t("accounting.caseForm.addTag")}
        </Button>
      </Flex>
    </Stack>
  );
}
