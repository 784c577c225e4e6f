// /op/productList: what one partner can read now (the footprints of the releases granted to its
// client, as PACT serves them) and the audit of its client's calls and events, newest first,
// searched and paged by the server.
import { Alert, Badge, Box, Heading, Spinner, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type {
  ApiClientCallsQuery,
  ApiClientFootprintsQuery,
  PactEventsQuery,
} from "../../__generated__/graphql";
import {
  useApiClientCallsQuery,
  useApiClientFootprintsQuery,
  usePactEventsQuery,
} from "../../__generated__/hooks";
import {
  DataTable,
  pageVariables,
  useTableState,
  type Column,
} from "../../components/ui/data-table";
import { ListToolbar } from "../../components/ui/list-page";
import { PageHeader } from "../../components/ui/page-header";
import { useSeededText } from "../../i18n/seeded-names";
import { formatDateTime } from "../../lib/format";
import { StatusBadge } from "./ApiClientsPage";
import { ClientPicker, useChosenClient } from "./ClientPicker";

type FootprintRow = ApiClientFootprintsQuery["apiClientFootprints"][number];
type CallRow = ApiClientCallsQuery["apiClientCalls"]["items"][number];
type EventRow = PactEventsQuery["pactEvents"]["items"][number];

const KINDS = ["token", "graphql", "footprints", "footprint", "events"];
const STATES = ["received", "fulfilled", "rejected"];

/** The short name of a PACT event type: `RequestCreatedEvent` for its full name. */
const shortType = (type: string) => type.split(".").at(-2) ?? type;

export function PartnerProductsPage() {
  const { t } = useTranslation();
  const seeded = useSeededText();
  const { clients, chosen, choose, loading } = useChosenClient(false);
  const id = chosen?.id;
  const footprints = useApiClientFootprintsQuery({ variables: { id: id ?? 0 }, skip: !id });
  const calls = useTableState<string>();
  const callData = useApiClientCallsQuery({
    variables: { ...pageVariables(calls.state), apiClientId: id },
    skip: !id,
  });
  const events = useTableState<string>({ pageSize: 10 });
  const eventData = usePactEventsQuery({
    variables: { page: events.state.page, pageSize: events.state.pageSize, apiClientId: id },
    skip: !id,
  });
  const c = (key: string) => t(`openPlatform.partners.columns.${key}`);

  const footprintColumns: Column<FootprintRow>[] = [
    { key: "product", header: c("product"), render: (row) => seeded(row.productName) },
    { key: "version", header: c("version"), render: (row) => `V${row.version}` },
    {
      key: "status",
      header: c("status"),
      render: (row) => (
        <Badge colorPalette={row.status === "Active" ? "green" : "gray"}>{row.status}</Badge>
      ),
    },
    {
      key: "footprintId",
      header: c("footprintId"),
      render: (row) => (
        <Text fontFamily="mono" fontSize="xs">
          {row.id}
        </Text>
      ),
    },
    {
      key: "releasedAt",
      header: c("releasedAt"),
      render: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.releasedAt)}</Text>,
    },
  ];
  const callColumns: Column<CallRow>[] = [
    {
      key: "at",
      header: c("at"),
      render: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.at)}</Text>,
    },
    {
      key: "kind",
      header: c("kind"),
      render: (row) =>
        KINDS.includes(row.kind) ? t(`openPlatform.partners.kinds.${row.kind}`) : row.kind,
    },
    {
      key: "request",
      header: c("request"),
      render: (row) => (
        <Text fontFamily="mono" fontSize="xs" wordBreak="break-all" maxWidth="lg">
          {row.request}
        </Text>
      ),
    },
    {
      key: "httpStatus",
      header: c("httpStatus"),
      render: (row) => (
        <Badge colorPalette={row.status < 400 ? "green" : "red"}>
          {row.status}
          {row.errorCode ? ` ${row.errorCode}` : ""}
        </Badge>
      ),
    },
    { key: "ip", header: c("ip"), render: (row) => row.ip ?? "" },
  ];
  const eventColumns: Column<EventRow>[] = [
    {
      key: "at",
      header: c("at"),
      render: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.receivedAt)}</Text>,
    },
    { key: "eventType", header: c("eventType"), render: (row) => shortType(row.type) },
    {
      key: "source",
      header: c("source"),
      render: (row) => (
        <Text fontSize="xs" wordBreak="break-all">
          {row.source}
        </Text>
      ),
    },
    {
      key: "state",
      header: c("state"),
      render: (row) => (
        <Text title={row.note ?? undefined}>
          {STATES.includes(row.state) ? t(`openPlatform.partners.states.${row.state}`) : row.state}
        </Text>
      ),
    },
  ];

  const section = (title: string) => (
    <Heading as="h2" size="md" marginTop="6" marginBottom="3">
      {title}
    </Heading>
  );
  const footprintRows = footprints.data?.apiClientFootprints ?? [];

  return (
    <>
      <PageHeader title={t("openPlatform.partners.title")}>
        {chosen && <StatusBadge status={chosen.status} />}
      </PageHeader>
      <Text color="fg.muted" marginBottom="4">
        {t("openPlatform.partners.intro")}
      </Text>
      {loading ? (
        <Spinner />
      ) : clients.length === 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t("openPlatform.grants.noClients")}</Alert.Description>
        </Alert.Root>
      ) : (
        <>
          <ClientPicker clients={clients} chosen={chosen} onChoose={choose} />
          {section(t("openPlatform.partners.footprints"))}
          <DataTable
            caption={t("openPlatform.partners.footprintsCaption")}
            columns={footprintColumns}
            rows={footprintRows}
            rowKey={(row) => row.id}
            total={footprintRows.length}
            loading={footprints.loading}
            state={{ page: 1, pageSize: 100, keyword: "", sortBy: null, sortOrder: "ASC" }}
            onPage={() => {}}
            onPageSize={() => {}}
            onSort={() => {}}
            emptyText={t("openPlatform.partners.noFootprints")}
          />
          {section(t("openPlatform.partners.calls"))}
          <ListToolbar
            keyword={calls.state.keyword}
            onSearch={calls.setKeyword}
            search={{ placeholder: t("openPlatform.partners.callsSearch") }}
          />
          <DataTable
            caption={t("openPlatform.partners.callsCaption")}
            columns={callColumns}
            rows={(callData.data ?? callData.previousData)?.apiClientCalls.items ?? []}
            rowKey={(row) => row.id}
            total={(callData.data ?? callData.previousData)?.apiClientCalls.total ?? 0}
            loading={callData.loading}
            state={calls.state}
            onPage={calls.setPage}
            onPageSize={calls.setPageSize}
            onSort={calls.toggleSort}
            emptyText={t("openPlatform.partners.noCalls")}
          />
          {section(t("openPlatform.partners.events"))}
          <Box>
            <DataTable
              caption={t("openPlatform.partners.eventsCaption")}
              columns={eventColumns}
              rows={(eventData.data ?? eventData.previousData)?.pactEvents.items ?? []}
              rowKey={(row) => row.id}
              total={(eventData.data ?? eventData.previousData)?.pactEvents.total ?? 0}
              loading={eventData.loading}
              state={events.state}
              onPage={events.setPage}
              onPageSize={events.setPageSize}
              onSort={events.toggleSort}
              emptyText={t("openPlatform.partners.noEvents")}
            />
          </Box>
        </>
      )}
    </>
  );
}
