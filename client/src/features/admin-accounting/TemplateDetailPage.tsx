// /admin/co2accounting/baseModelDetail?id= (gaa03): one accounting template. Its processes are
// grouped by scope, each with its ISO 14064-1 category, its GHG Protocol scope 3 category and
// whether it is deducted (carbon locked in products), and each lists its emission sources with
// the unit, the method and the default factor a new case starts with. Template editors (gaa03)
// change their company's templates here: the fields, processes and sources, or delete the
// template; global templates are the platform operator's (`sys` as well) and stay read-only
// for everyone else, with a note saying so.
import {
  Badge,
  Box,
  Button,
  Card,
  Center,
  DataList,
  Heading,
  HStack,
  Spinner,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft, LuPencil, LuPlus, LuTrash2 } from "react-icons/lu";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import type { AdminTemplateQuery } from "../../__generated__/graphql";
import {
  useAdminTemplateQuery,
  useAdminIndustryStandardsQuery,
  useDeleteTemplateMutation,
  useDeleteTemplateProcessMutation,
  useDeleteTemplateSourceMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { PageHeader } from "../../components/ui/page-header";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { isoCategoryName, scope3CategoryName } from "../../lib/emissions";
import { useLocale } from "../../i18n";
import { canEditTemplate, TEMPLATE_EDIT_CODE } from "./template-form";
import { groupByScope } from "./template-groups";
import { LoadError } from "./LoadError";
import { OwnerBadge } from "../factors/OwnerBadge";
import { ReadOnlyNote } from "./ReadOnlyNote";
import { localName } from "../reference/reference";
import { unitSymbol, useReferenceLookups } from "../reference/lookups";
import { ProcessFormDialog, SourceFormDialog, TemplateFormDialog } from "./TemplateDialogs";

type Model = AdminTemplateQuery["template"];
type Process = Model["processes"][number];
type Source = Process["sources"][number];

const LIST_PATH = "/admin/co2accounting/baseModel";

/** The id of the query string, or null when it is not a positive whole number. */
export function templateId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export function TemplateDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = templateId(params.get("id"));
  const { data, loading, error, refetch } = useAdminTemplateQuery({
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  const model = data?.template;

  const back = (
    <Button asChild size="sm" variant="outline" bg="white">
      <RouterLink to={LIST_PATH}>
        <LuArrowLeft aria-hidden />
        {t("adminAccounting.template.back")}
      </RouterLink>
    </Button>
  );

  if (id === null) {
    return (
      <>
        <PageHeader title={t("menu.adminBaseModelDetail")}>{back}</PageHeader>
        <Text color="fg.muted">{t("adminAccounting.template.noId")}</Text>
      </>
    );
  }
  if (!model) {
    return (
      <>
        <PageHeader title={t("menu.adminBaseModelDetail")}>{back}</PageHeader>
        {error ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : (
          loading && (
            <Center padding="10">
              <Spinner size="lg" color="teal.500" aria-label={t("common.loading")} />
            </Center>
          )
        )}
      </>
    );
  }
  return <TemplateView model={model} back={back} reload={() => void refetch()} />;
}

/** What the detail page's cards may do; absent where the user may not change the template. */
interface Editing {
  editProcess: (process: Process) => void;
  deleteProcess: (process: Process) => void;
  addSource: (process: Process) => void;
  editSource: (process: Process, source: Source) => void;
  deleteSource: (source: Source) => void;
}

function TemplateView({
  model,
  back,
  reload,
}: {
  model: Model;
  back: ReactNode;
  reload: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const { industries } = useReferenceLookups();
  const standards = useAdminIndustryStandardsQuery().data?.industryStandards ?? [];
  const standard = standards.find((candidate) => candidate.id === model.standardId);
  const industry = model.industryId ? industries.get(model.industryId) : undefined;
  const description =
    locale === "zh-CN" ? model.description : model.descriptionEn || model.description;
  const groups = groupByScope(model.processes);
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.template.${key}`, options);

  const canEdit = canEditTemplate(model.companyId, hasPermission);
  const [templateOpen, setTemplateOpen] = useState(false);
  const [deletingTemplate, setDeletingTemplate] = useState(false);
  const processForm = useDialogTarget<Process>();
  const [newScope, setNewScope] = useState(1);
  const sourceForm = useDialogTarget<{ process: Process; source: Source | null }>();
  const deletingProcess = useDialogTarget<Process>();
  const deletingSource = useDialogTarget<Source>();
  const [deleteModel] = useDeleteTemplateMutation();
  const [deleteProcess] = useDeleteTemplateProcessMutation();
  const [deleteSource] = useDeleteTemplateSourceMutation();

  const editing: Editing | undefined = canEdit
    ? {
        editProcess: (process) => processForm.show(process),
        deleteProcess: (process) => deletingProcess.show(process),
        addSource: (process) => sourceForm.show({ process, source: null }),
        editSource: (process, source) => sourceForm.show({ process, source }),
        deleteSource: (source) => deletingSource.show(source),
      }
    : undefined;
  const addProcess = (scope: number) => {
    setNewScope(scope);
    processForm.show(null);
  };

  const confirmDeleteModel = async () => {
    await deleteModel({ variables: { id: model.id } });
    notify.success(k("deleted", { name: localName(model, locale) }));
    void navigate(LIST_PATH);
  };
  const confirmDeleteProcess = async (process: Process) => {
    await deleteProcess({ variables: { id: process.id } });
    notify.success(k("processDeleted", { name: localName(process, locale) }));
    reload();
  };
  const confirmDeleteSource = async (source: Source) => {
    await deleteSource({ variables: { id: source.id } });
    notify.success(k("sourceDeleted", { name: localName(source, locale) }));
    reload();
  };

  // Why the page offers no changes: a global template without sys, or no template editing.
  const readOnlyNote = canEdit
    ? null
    : hasPermission(TEMPLATE_EDIT_CODE)
      ? k("globalReadOnly")
      : k("readOnly");

  return (
    <>
      <PageHeader title={localName(model, locale)}>
        {back}
        {canEdit && (
          <>
            <Button size="sm" variant="outline" bg="white" onClick={() => setTemplateOpen(true)}>
              <LuPencil aria-hidden />
              {k("edit")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              bg="white"
              colorPalette="red"
              onClick={() => setDeletingTemplate(true)}
            >
              <LuTrash2 aria-hidden />
              {k("delete")}
            </Button>
          </>
        )}
      </PageHeader>
      {readOnlyNote && <ReadOnlyNote>{readOnlyNote}</ReadOnlyNote>}

      <Card.Root size="sm" marginBottom="5">
        <Card.Body>
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <Item label={t("adminAccounting.templates.code")}>
              <Text fontFamily="mono">{model.code}</Text>
            </Item>
            <Item label={t("adminAccounting.factors.owner")}>
              <OwnerBadge global={model.companyId === null} />
            </Item>
            <Item label={t("adminAccounting.templates.standard")}>
              {standard ? localName(standard, locale) : "–"}
            </Item>
            <Item label={t("adminAccounting.templates.industry")}>
              {industry ? localName(industry, locale) : "–"}
            </Item>
            {description && (
              <Item label={t("adminAccounting.templates.description")}>{description}</Item>
            )}
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      {canEdit && (
        <HStack gap="2" marginBottom="4" flexWrap="wrap">
          {[1, 2, 3].map((scope) => (
            <Button
              key={scope}
              size="sm"
              colorPalette="teal"
              variant="outline"
              bg="white"
              onClick={() => addProcess(scope)}
            >
              <LuPlus aria-hidden />
              {k("addProcessIn", { scope: t("adminAccounting.scope", { scope }) })}
            </Button>
          ))}
        </HStack>
      )}
      {groups.length === 0 ? (
        <Text color="fg.muted">{t("adminAccounting.template.noProcesses")}</Text>
      ) : (
        <Stack gap="6">
          {groups.map((group) => (
            <Box as="section" key={group.scope} aria-labelledby={`scope-${group.scope}`}>
              <Heading as="h2" size="md" id={`scope-${group.scope}`} marginBottom="1">
                {t("adminAccounting.scope", { scope: group.scope })}
              </Heading>
              <Text fontSize="sm" color="fg.muted" marginBottom="3">
                {t(`adminAccounting.scopeMeaning.${group.scope}`, { defaultValue: "" })}
              </Text>
              <Stack gap="3">
                {group.processes.map((process) => (
                  <ProcessCard key={process.id} process={process} editing={editing} />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}

      {canEdit && (
        <>
          <TemplateFormDialog
            open={templateOpen}
            model={model}
            onClose={() => setTemplateOpen(false)}
            onSaved={reload}
          />
          <ProcessFormDialog
            open={processForm.open}
            templateId={model.id}
            process={processForm.target}
            scope={newScope}
            onClose={processForm.close}
            onSaved={reload}
          />
          <SourceFormDialog
            open={sourceForm.open}
            process={sourceForm.target?.process ?? null}
            source={sourceForm.target?.source ?? null}
            onClose={sourceForm.close}
            onSaved={reload}
          />
          <ConfirmDialog
            open={deletingTemplate}
            title={k("deleteTitle")}
            confirmLabel={t("common.delete")}
            destructive
            onConfirm={confirmDeleteModel}
            onClose={() => setDeletingTemplate(false)}
          >
            {k("deleteConfirm", { name: localName(model, locale), code: model.code })}
          </ConfirmDialog>
          <ConfirmDialog
            open={deletingProcess.open}
            title={k("deleteProcessTitle")}
            confirmLabel={t("common.delete")}
            destructive
            onConfirm={() =>
              deletingProcess.target ? confirmDeleteProcess(deletingProcess.target) : undefined
            }
            onClose={deletingProcess.close}
          >
            {k("deleteProcessConfirm", {
              name: deletingProcess.target ? localName(deletingProcess.target, locale) : "",
              count: deletingProcess.target?.sources.length ?? 0,
            })}
          </ConfirmDialog>
          <ConfirmDialog
            open={deletingSource.open}
            title={k("deleteSourceTitle")}
            confirmLabel={t("common.delete")}
            destructive
            onConfirm={() =>
              deletingSource.target ? confirmDeleteSource(deletingSource.target) : undefined
            }
            onClose={deletingSource.close}
          >
            {k("deleteSourceConfirm", {
              name: deletingSource.target ? localName(deletingSource.target, locale) : "",
            })}
          </ConfirmDialog>
        </>
      )}
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minWidth="8rem">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function ProcessCard({ process, editing }: { process: Process; editing?: Editing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.template.${key}`, options);
  return (
    <Card.Root size="sm" as="article" aria-label={localName(process, locale)}>
      <Card.Header>
        <HStack gap="2" flexWrap="wrap">
          <Heading as="h3" size="sm">
            {localName(process, locale)}
          </Heading>
          {process.deducted && <Badge colorPalette="orange">{k("deducted")}</Badge>}
          {editing && (
            <HStack gap="1" marginInlineStart="auto">
              <Button size="xs" variant="outline" onClick={() => editing.addSource(process)}>
                <LuPlus aria-hidden />
                {k("addSource")}
              </Button>
              <RowAction
                label={k("editProcess", { name: localName(process, locale) })}
                onClick={() => editing.editProcess(process)}
              >
                <LuPencil />
              </RowAction>
              <RowAction
                label={k("deleteProcess", { name: localName(process, locale) })}
                onClick={() => editing.deleteProcess(process)}
                danger
              >
                <LuTrash2 />
              </RowAction>
            </HStack>
          )}
        </HStack>
        <Stack gap="0.5" fontSize="sm" color="fg.muted">
          <Text>
            {k("isoCategory", {
              number: process.isoCategory,
              name: isoCategoryName(process.isoCategory, locale),
            })}
          </Text>
          {process.scope3Category && (
            <Text>
              {k("scope3Category", {
                number: process.scope3Category,
                name: scope3CategoryName(process.scope3Category, locale),
              })}
            </Text>
          )}
          {process.deducted && <Text color="orange.700">{k("deductedHelp")}</Text>}
        </Stack>
      </Card.Header>
      <Card.Body>
        {process.sources.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {k("noSources")}
          </Text>
        ) : (
          <SourcesTable process={process} editing={editing} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function SourcesTable({ process, editing }: { process: Process; editing?: Editing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { units } = useReferenceLookups();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.template.${key}`, options);
  const method = (source: Source) =>
    t(`adminAccounting.template.methods.${source.method}`, { defaultValue: source.method });
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={k("sourcesOf", { name: localName(process, locale) })}>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{k("source")}</Table.ColumnHeader>
            <Table.ColumnHeader>{k("unit")}</Table.ColumnHeader>
            <Table.ColumnHeader>{k("method")}</Table.ColumnHeader>
            <Table.ColumnHeader>{k("defaultFactor")}</Table.ColumnHeader>
            {editing && (
              <Table.ColumnHeader textAlign="end">{t("common.actions")}</Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {process.sources.map((source) => (
            <Table.Row key={source.id}>
              <Table.Cell whiteSpace="normal">{localName(source, locale)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{unitSymbol(units, source.unitId)}</Table.Cell>
              <Table.Cell whiteSpace="normal" fontSize="xs">
                {method(source)}
              </Table.Cell>
              <Table.Cell whiteSpace="normal">
                {source.factor ? (
                  <Stack gap="0">
                    <Text fontFamily="mono" fontSize="xs">
                      {source.factor.code}
                    </Text>
                    <Text fontSize="sm">{localName(source.factor, locale)}</Text>
                  </Stack>
                ) : (
                  <Text fontSize="sm" color="fg.muted" fontStyle="italic">
                    {k("chosenByUser")}
                  </Text>
                )}
              </Table.Cell>
              {editing && (
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <RowAction
                    label={k("editSource", { name: localName(source, locale) })}
                    onClick={() => editing.editSource(process, source)}
                  >
                    <LuPencil />
                  </RowAction>
                  <RowAction
                    label={k("deleteSource", { name: localName(source, locale) })}
                    onClick={() => editing.deleteSource(source)}
                    danger
                  >
                    <LuTrash2 />
                  </RowAction>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
