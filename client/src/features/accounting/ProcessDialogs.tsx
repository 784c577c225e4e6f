// Adding processes to a case: one by hand (name, scope, ISO 14064-1 category, GHG Protocol scope 3
// category), or several copied from a template, chosen by checkbox.
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Dialog,
  Field,
  Flex,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useCaseEditorAddProcessMutation,
  useCaseEditorAddTemplateProcessesMutation,
  useCaseEditorTemplateQuery,
} from "../../__generated__/hooks";
import {
  ISO_CATEGORIES,
  SCOPE3_CATEGORIES,
  isoCategoryName,
  scope3CategoryName,
} from "../../lib/emissions";
import { callErrors } from "../../lib/errors";
import { notify } from "../../components/ui/toaster";
import { useLocale } from "../../i18n";
import { EditorDialog } from "../../components/ui/editor-dialog";
import { localName, useTemplates } from "../reference/reference";

/**
 * The ISO 14064-1:2018 category a scope 3 category usually reports under (its Annex B grouping):
 * transport and travel 3, goods and services bought 4, use of the organisation's products 5,
 * investments 6.
 */
export function isoCategoryForScope3(category: number): number {
  if ([4, 6, 7, 9].includes(category)) return 3;
  if ([10, 11, 12, 13, 14].includes(category)) return 5;
  if (category === 15) return 6;
  return 4;
}

/** The usual ISO category of a scope: 1 direct, 2 imported energy, scope 3 by its category. */
export const isoCategoryForScope = (scope: number, scope3Category: number): number =>
  scope === 1 ? 1 : scope === 2 ? 2 : isoCategoryForScope3(scope3Category);

function DialogFrame({
  open,
  onClose,
  title,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  footer: React.ReactNode;
}) {
  return (
    <EditorDialog open={open} onClose={onClose}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>{footer}</Dialog.Footer>
    </EditorDialog>
  );
}

export function AddProcessDialog({
  open,
  caseId,
  onClose,
  onAdded,
}: {
  open: boolean;
  caseId: number;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [addProcess, { loading }] = useCaseEditorAddProcessMutation({
    context: { formErrors: true },
  });
  const [name, setName] = useState("");
  const [nameEn, setNameEn] = useState("");
  const [scope, setScope] = useState(1);
  const [scope3Category, setScope3Category] = useState(1);
  const [isoCategory, setIsoCategory] = useState(1);
  const [deducted, setDeducted] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);

  const reset = () => {
    setName("");
    setNameEn("");
    setScope(1);
    setScope3Category(1);
    setIsoCategory(1);
    setDeducted(false);
    setNameError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    if (!name.trim()) {
      setNameError(t("accounting.process.nameRequired"));
      return;
    }
    try {
      await addProcess({
        variables: {
          input: {
            caseId,
            name: name.trim(),
            nameEn: nameEn.trim() || undefined,
            scope,
            isoCategory,
            scope3Category: scope === 3 ? scope3Category : undefined,
            deducted,
          },
        },
      });
    } catch (error) {
      const failures = callErrors(error as Parameters<typeof callErrors>[0]);
      const onName = failures.find((failure) => failure.field === "name");
      if (onName) setNameError(onName.message);
      failures.filter((failure) => failure !== onName).forEach((f) => notify.error(f.message));
      return;
    }
    notify.success(t("accounting.process.added", { name: name.trim() }));
    onAdded();
    close();
  };

  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={t("accounting.process.addTitle")}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={loading}>
            {t("common.cancel")}
          </Button>
          <Button colorPalette="teal" loading={loading} onClick={() => void submit()}>
            {t("accounting.process.add")}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root invalid={Boolean(nameError)} required>
            <Field.Label>
              {t("accounting.process.name")}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
            />
            <Field.ErrorText>{nameError}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t("accounting.process.nameEn")}</Field.Label>
            <Input value={nameEn} onChange={(event) => setNameEn(event.currentTarget.value)} />
          </Field.Root>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root>
            <Field.Label>{t("accounting.process.scope")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={scope}
                onChange={(event) => {
                  const next = Number(event.currentTarget.value);
                  setScope(next);
                  setIsoCategory(isoCategoryForScope(next, scope3Category));
                }}
              >
                {[1, 2, 3].map((value) => (
                  <option key={value} value={value}>
                    {t(`accounting.scope.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {scope === 3 && (
            <Field.Root>
              <Field.Label>{t("accounting.process.scope3Category")}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={scope3Category}
                  onChange={(event) => {
                    const next = Number(event.currentTarget.value);
                    setScope3Category(next);
                    setIsoCategory(isoCategoryForScope3(next));
                  }}
                >
                  {SCOPE3_CATEGORIES[locale].map((_, index) => (
                    <option key={index + 1} value={index + 1}>
                      {index + 1}. {scope3CategoryName(index + 1, locale)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Field.Root gridColumn={{ sm: "span 2" }}>
            <Field.Label>{t("accounting.process.isoCategory")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={isoCategory}
                onChange={(event) => setIsoCategory(Number(event.currentTarget.value))}
              >
                {ISO_CATEGORIES[locale].map((_, index) => (
                  <option key={index + 1} value={index + 1}>
                    {index + 1}. {isoCategoryName(index + 1, locale)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t("accounting.process.isoHelp")}</Field.HelperText>
          </Field.Root>
        </SimpleGrid>
        <Checkbox.Root
          size="sm"
          colorPalette="teal"
          checked={deducted}
          onCheckedChange={(details) => setDeducted(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t("accounting.process.deducted")}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </DialogFrame>
  );
}

interface TemplateProcessesProps {
  open: boolean;
  caseId: number;
  defaultTemplateId: number | null;
  onClose: () => void;
  onAdded: () => void;
}

/** The templates and their processes are loaded only while the dialog is open. */
export function TemplateProcessesDialog(props: TemplateProcessesProps) {
  return props.open ? <TemplateProcessesForm {...props} /> : null;
}

function TemplateProcessesForm({
  open,
  caseId,
  defaultTemplateId,
  onClose,
  onAdded,
}: TemplateProcessesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const templates = useTemplates();
  const [templateId, setTemplateId] = useState<number | null>(null);
  const chosenTemplate = templateId ?? defaultTemplateId ?? templates.models[0]?.id ?? null;
  const template = useCaseEditorTemplateQuery({
    variables: { id: chosenTemplate ?? 0 },
    skip: !open || chosenTemplate === null,
  });
  const processes = useMemo(() => template.data?.template.processes ?? [], [template.data]);
  // None of the template's processes until the user ticks them: a process the site does not have
  // would bring lines nobody fills, and an empty line stops the calculation.
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [addTemplate, { loading }] = useCaseEditorAddTemplateProcessesMutation();
  const chosen = processes.filter((process) => ticked.has(process.id));

  const close = () => {
    setTemplateId(null);
    setTicked(new Set());
    onClose();
  };

  const submit = async () => {
    if (chosenTemplate === null || chosen.length === 0) return;
    try {
      await addTemplate({
        variables: {
          input: {
            caseId,
            templateId: chosenTemplate,
            processIds: chosen.map((process) => process.id),
          },
        },
      });
    } catch {
      return;
    }
    notify.success(t("accounting.process.templateAdded", { count: chosen.length }));
    onAdded();
    close();
  };

  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={t("accounting.process.templateTitle")}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={loading}>
            {t("common.cancel")}
          </Button>
          <Button
            colorPalette="teal"
            loading={loading}
            disabled={chosen.length === 0}
            onClick={() => void submit()}
          >
            {t("accounting.process.templateAdd", { count: chosen.length })}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t("accounting.caseForm.template")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={chosenTemplate ?? ""}
              onChange={(event) => {
                setTemplateId(Number(event.currentTarget.value));
                setTicked(new Set());
              }}
            >
              {templates.models.map((model) => (
                <option key={model.id} value={model.id}>
                  {templates.name(model)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t("accounting.process.templateHelp")}</Field.HelperText>
        </Field.Root>
        {template.loading ? (
          <Flex justifyContent="center" padding="4">
            <Spinner size="sm" />
          </Flex>
        ) : processes.length === 0 ? (
          <Text color="fg.muted">{t("accounting.process.templateEmpty")}</Text>
        ) : (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t("accounting.workflow.template.pick")}
            </Text>
            <HStack gap="2">
              <Text fontSize="sm" aria-live="polite">
                {t("accounting.workflow.template.chosen", {
                  count: chosen.length,
                  total: processes.length,
                })}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="teal"
                onClick={() => setTicked(new Set(processes.map((process) => process.id)))}
              >
                {t("accounting.workflow.template.selectAll")}
              </Button>
              <Button
                size="xs"
                variant="ghost"
                disabled={chosen.length === 0}
                onClick={() => setTicked(new Set())}
              >
                {t("accounting.workflow.template.clear")}
              </Button>
            </HStack>
            <Stack gap="2" role="group" aria-label={t("accounting.process.templateProcesses")}>
              {processes.map((process) => (
                <Checkbox.Root
                  key={process.id}
                  size="sm"
                  colorPalette="teal"
                  alignItems="flex-start"
                  checked={ticked.has(process.id)}
                  onCheckedChange={() =>
                    setTicked((current) => {
                      const next = new Set(current);
                      if (next.has(process.id)) next.delete(process.id);
                      else next.add(process.id);
                      return next;
                    })
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control marginTop="0.5" />
                  <Checkbox.Label>
                    <Box>
                      <Text as="span" fontWeight="medium">
                        {localName(process, locale)}
                      </Text>{" "}
                      <Badge size="sm" variant="outline">
                        {t(`accounting.scope.${process.scope}`)}
                      </Badge>
                      <Text fontSize="xs" color="fg.muted">
                        {isoCategoryName(process.isoCategory, locale)}
                        {process.scope3Category
                          ? ` · ${scope3CategoryName(process.scope3Category, locale)}`
                          : ""}
                        {" · "}
                        {t("accounting.process.sourceCount", { count: process.sources.length })}
                      </Text>
                    </Box>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </DialogFrame>
  );
}
