// A holding's transactions, newest first: each with its change and the balance after it, price
// and amount, the other party, its serials, what it counts for (a compliance year, the scope 2
// lines a retirement covers), evidence and note; a reversed one is marked, and holders of bk01
// reverse one with a reason after a question saying what it undoes.
import { Badge, Button, Link, Stack, Text, VStack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuDownload, LuUndo2 } from "react-icons/lu";
import type { CarbonAssets_TransactionFragment } from "../../__generated__/graphql";
import {
  useCarbonAssetTransactionsQuery,
  useReverseCarbonAssetTransactionMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { DataTable, useTableState, type Column } from "../../components/ui/data-table";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { TextareaField, TextField } from "../../components/ui/form-fields";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { useLocale } from "../../i18n";
import { safeUrl } from "../../lib/url";
import * as yup from "yup";
import { downloadEvidence } from "../accounting/EvidenceEditor";
import { formatCny, formatMwh, formatUnits, monthName } from "./display";
import { ASSET_EDIT_CODE } from "./paths";

type Transaction = CarbonAssets_TransactionFragment;

export function HoldingHistory({
  holdingId,
  unit,
  refreshKey,
  onReversed,
}: {
  holdingId: number;
  /** The holding's unit as the screens write it (t CO₂e, MWh). */
  unit: string;
  /** Changes when a transaction was recorded, to read the history again. */
  refreshKey: number;
  onReversed: () => void;
}) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const table = useTableState<never>();
  const { data, loading, refetch } = useCarbonAssetTransactionsQuery({
    variables: { holdingId, page: table.state.page, pageSize: table.state.pageSize },
    fetchPolicy: "cache-and-network",
  });
  const [seen, setSeen] = useState(refreshKey);
  if (seen !== refreshKey) {
    setSeen(refreshKey);
    void refetch();
  }
  const reversing = useDialogTarget<Transaction>();
  const mayReverse = hasPermission(ASSET_EDIT_CODE);

  const columns: Column<Transaction, never>[] = [
    {
      key: "date",
      header: t("carbonAssets.date"),
      render: (row) => (
        <Stack gap="0">
          <Text whiteSpace="nowrap">{row.date}</Text>
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {t("carbonAssets.transactionNo", { id: row.id })}
          </Text>
        </Stack>
      ),
    },
    {
      key: "kind",
      header: t("carbonAssets.kind"),
      render: (row) => (
        <Stack gap="1" alignItems="flex-start">
          <Badge
            colorPalette={row.kind === "reversal" ? "orange" : row.delta > 0 ? "teal" : "gray"}
          >
            {t(`carbonAssets.kinds.${row.kind}`)}
          </Badge>
          {row.reversedById && <Badge colorPalette="orange">{t("carbonAssets.reversedTag")}</Badge>}
          {row.reversesId && (
            <Text fontSize="xs" color="fg.muted">
              {t("carbonAssets.reversalOf", { id: row.reversesId })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "change",
      header: t("carbonAssets.change"),
      align: "end",
      render: (row) => (
        <Text
          whiteSpace="nowrap"
          color={row.delta > 0 ? "teal.700" : "red.700"}
          fontWeight="medium"
        >
          {row.delta > 0 ? "+" : "−"}
          {formatUnits(row.quantity)} {unit}
        </Text>
      ),
    },
    {
      key: "balance",
      header: t("carbonAssets.balance"),
      align: "end",
      render: (row) => <Text whiteSpace="nowrap">{formatUnits(row.balanceAfter)}</Text>,
    },
    {
      key: "price",
      header: t("carbonAssets.price"),
      align: "end",
      render: (row) => (
        <Stack gap="0" alignItems="flex-end">
          <Text whiteSpace="nowrap">
            {row.price === null || row.price === undefined ? "" : formatCny(row.price)}
          </Text>
          {row.amount != null && (
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {formatCny(row.amount)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "counterparty",
      header: t("carbonAssets.counterparty"),
      render: (row) => (
        <Text whiteSpace="normal" maxWidth="14rem">
          {row.counterpartCorporationName
            ? t(row.delta < 0 ? "carbonAssets.toCorporation" : "carbonAssets.fromCorporation", {
                name: row.counterpartCorporationName,
              })
            : (row.counterparty ?? "")}
        </Text>
      ),
    },
    {
      key: "details",
      header: t("carbonAssets.details"),
      render: (row) => <Details row={row} />,
    },
    {
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (row) =>
        mayReverse && row.kind !== "reversal" && !row.reversedById ? (
          <RowAction
            label={t("carbonAssets.reverse", { id: row.id })}
            onClick={() => reversing.show(row)}
            danger
          >
            <LuUndo2 />
          </RowAction>
        ) : null,
    },
  ];

  return (
    <>
      <DataTable
        caption={t("carbonAssets.historyCaption")}
        columns={columns}
        rows={data?.carbonAssetTransactions.items ?? []}
        rowKey={(row) => row.id}
        total={data?.carbonAssetTransactions.total ?? 0}
        loading={loading}
        state={table.state}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
        onSort={() => undefined}
        emptyText={t("carbonAssets.noHistory")}
      />
      <ReverseDialog
        unit={unit}
        target={reversing.target}
        open={reversing.open}
        onClose={reversing.close}
        onReversed={() => {
          void refetch();
          onReversed();
        }}
      />
    </>
  );
}

/** Serials, compliance year or purpose, covered lines, evidence and note of a transaction. */
function Details({ row }: { row: Transaction }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const { token } = useSession();
  return (
    <VStack gap="0.5" alignItems="flex-start" whiteSpace="normal" minWidth="14rem" fontSize="xs">
      {row.serialStart && (
        <Text fontFamily="mono">
          {row.serialStart === row.serialEnd
            ? row.serialStart
            : `${row.serialStart} – ${row.serialEnd}`}
        </Text>
      )}
      {row.complianceYear && <Text>{t("carbonAssets.forYear", { year: row.complianceYear })}</Text>}
      {row.purpose && <Text>{t(`carbonAssets.purposes.${row.purpose}`)}</Text>}
      {row.claims.length > 0 && (
        <Stack gap="0" as="ul" listStyleType="none" aria-label={t("carbonAssets.coversLines")}>
          {row.claims.map((claim) => (
            <Text as="li" key={claim.id}>
              {t("carbonAssets.claimLine", {
                line: claim.lineName,
                month: claim.month
                  ? t("carbonAssets.monthSuffix", { month: monthName(claim.month, locale) })
                  : "",
                case: claim.caseName,
                mwh: formatMwh(claim.mwh),
              })}
            </Text>
          ))}
        </Stack>
      )}
      {row.evidence.map((item, index) =>
        item.fileId ? (
          <Button
            key={`${item.fileId}-${index}`}
            variant="plain"
            size="xs"
            height="auto"
            paddingInline="0"
            colorPalette="teal"
            color="colorPalette.fg"
            aria-label={t("carbonAssets.downloadEvidence", { name: item.name })}
            onClick={() =>
              void downloadEvidence(item.fileId!, item.name, token, i18n.language).catch(
                (error: Error) => notify.error(error.message),
              )
            }
          >
            <LuDownload aria-hidden />
            {item.name}
          </Button>
        ) : safeUrl(item.url) ? (
          <Link
            key={`${item.url}-${index}`}
            href={safeUrl(item.url)!}
            target="_blank"
            rel="noreferrer"
            colorPalette="teal"
          >
            {item.name}
          </Link>
        ) : (
          <Text key={`${item.url}-${index}`}>{item.name}</Text>
        ),
      )}
      {row.note && <Text color="fg.muted">{row.note}</Text>}
    </VStack>
  );
}

function ReverseDialog({
  unit,
  target,
  open,
  onClose,
  onReversed,
}: {
  unit: string;
  target: Transaction | null;
  open: boolean;
  onClose: () => void;
  onReversed: () => void;
}) {
  const { t } = useTranslation();
  const [reverse] = useReverseCarbonAssetTransactionMutation({ context: { formErrors: true } });
  const schema = yup.object({
    date: yup.string().required(t("carbonAssets.dateInvalid")),
    note: yup.string().trim().required(t("carbonAssets.required")).max(2000),
  });
  if (!target) return null;
  return (
    <FormDialog
      open={open}
      size="md"
      title={t("carbonAssets.reverseTitle", { id: target.id })}
      formKey={target.id}
      initialValues={{ date: new Date().toISOString().slice(0, 10), note: "" }}
      schema={schema}
      submitLabel={t("carbonAssets.reverseSubmit")}
      onClose={onClose}
      onSubmit={async (values, helpers) => {
        try {
          await reverse({
            variables: { input: { id: target.id, date: values.date, note: values.note.trim() } },
          });
        } catch (caught) {
          showFormErrors(caught, values, helpers.setErrors);
          return;
        }
        notify.success(t("carbonAssets.reversed", { id: target.id }));
        onClose();
        onReversed();
      }}
    >
      {() => (
        <Stack gap="4">
          <Text>
            {t("carbonAssets.reverseText", {
              kind: t(`carbonAssets.kinds.${target.kind}`),
              quantity: formatUnits(target.quantity),
              unit,
              date: target.date,
            })}
          </Text>
          <TextField name="date" type="date" label={t("carbonAssets.reverseDate")} required />
          <TextareaField name="note" label={t("carbonAssets.reverseNote")} rows={2} required />
        </Stack>
      )}
    </FormDialog>
  );
}
