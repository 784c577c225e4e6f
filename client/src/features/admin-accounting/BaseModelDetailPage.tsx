// /admin/co2accounting/baseModelDetail?id= (gaa03): one accounting template. Its processes are
// grouped by scope, each with its ISO 14064-1 category, its GHG Protocol scope 3 category and
// whether it is deducted (carbon locked in products), and each lists its emission sources with
// the unit, the method and the default factor a new case starts with. Read-only for now.
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
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft } from "react-icons/lu";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import type { AdminBaseModelQuery } from "../../__generated__/graphql";
import { useAdminBaseModelQuery, useAdminIndustryStandardsQuery } from "../../__generated__/hooks";
import { PageHeader } from "../../components/ui/page-header";
import { isoCategoryName, scope3CategoryName } from "../../lib/emissions";
import { groupByScope } from "./base-model-groups";
import { LoadError } from "./LoadError";
import { OwnerBadge } from "./OwnerBadge";
import { ReadOnlyNote } from "./ReadOnlyNote";
import { localName, unitSymbol, useLocale, useReference } from "./reference";

type Model = AdminBaseModelQuery["baseModel"];
type Process = Model["processes"][number];
type Source = Process["sources"][number];

const LIST_PATH = "/admin/co2accounting/baseModel";

/** The id of the query string, or null when it is not a positive whole number. */
export function templateId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export function BaseModelDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = templateId(params.get("id"));
  const { data, loading, error, refetch } = useAdminBaseModelQuery({
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  const model = data?.baseModel;

  const back = (
    <Button asChild size="sm" variant="outline" bg="white">
      <RouterLink to={LIST_PATH}>
        <LuArrowLeft aria-hidden />
        {t("adminAccounting.baseModel.back")}
      </RouterLink>
    </Button>
  );

  if (id === null) {
    return (
      <>
        <PageHeader title={t("menu.adminBaseModelDetail")}>{back}</PageHeader>
        <Text color="fg.muted">{t("adminAccounting.baseModel.noId")}</Text>
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
  return <TemplateView model={model} back={back} />;
}

function TemplateView({ model, back }: { model: Model; back: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { industries } = useReference();
  const standards = useAdminIndustryStandardsQuery().data?.industryStandards ?? [];
  const standard = standards.find((candidate) => candidate.id === model.standardId);
  const industry = model.industryId ? industries.get(model.industryId) : undefined;
  const description =
    locale === "zh-CN" ? model.description : model.descriptionEn || model.description;
  const groups = groupByScope(model.processes);

  return (
    <>
      <PageHeader title={localName(model, locale)}>{back}</PageHeader>
      <ReadOnlyNote>{t("adminAccounting.baseModel.readOnly")}</ReadOnlyNote>

      <Card.Root size="sm" marginBottom="5">
        <Card.Body>
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <Item label={t("adminAccounting.baseModels.code")}>
              <Text fontFamily="mono">{model.code}</Text>
            </Item>
            <Item label={t("adminAccounting.factors.owner")}>
              <OwnerBadge global={model.companyId === null} />
            </Item>
            <Item label={t("adminAccounting.baseModels.standard")}>
              {standard ? localName(standard, locale) : "–"}
            </Item>
            <Item label={t("adminAccounting.baseModels.industry")}>
              {industry ? localName(industry, locale) : "–"}
            </Item>
            {description && (
              <Item label={t("adminAccounting.baseModels.description")}>{description}</Item>
            )}
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      {groups.length === 0 ? (
        <Text color="fg.muted">{t("adminAccounting.baseModel.noProcesses")}</Text>
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
                  <ProcessCard key={process.id} process={process} />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
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

function ProcessCard({ process }: { process: Process }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.baseModel.${key}`, options);
  return (
    <Card.Root size="sm" as="article" aria-label={localName(process, locale)}>
      <Card.Header>
        <HStack gap="2" flexWrap="wrap">
          <Heading as="h3" size="sm">
            {localName(process, locale)}
          </Heading>
          {process.deducted && <Badge colorPalette="orange">{k("deducted")}</Badge>}
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
          <SourcesTable process={process} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function SourcesTable({ process }: { process: Process }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { units } = useReference();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.baseModel.${key}`, options);
  const method = (source: Source) =>
    t(`adminAccounting.baseModel.methods.${source.method}`, { defaultValue: source.method });
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={k("sourcesOf", { name: localName(process, locale) })}>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{k("source")}</Table.ColumnHeader>
            <Table.ColumnHeader>{k("unit")}</Table.ColumnHeader>
            <Table.ColumnHeader>{k("method")}</Table.ColumnHeader>
            <Table.ColumnHeader>{k("defaultFactor")}</Table.ColumnHeader>
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
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
