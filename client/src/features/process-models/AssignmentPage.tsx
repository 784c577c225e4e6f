// /admin/co2footprint/processassign (gab03) and /admin/co2footprint/productmodelassign (gab08):
// the operator picks a client company and ticks the global process models (or design products)
// it may use; the company sees no other global row. The ticks of every page are kept until
// saved, and saving replaces the company's list whole.
import { Alert, Button, Checkbox, HStack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useAssignmentCompaniesQuery,
  useDesignProductAssignmentsQuery,
  useDesignProductsQuery,
  useProcessModelAssignmentsQuery,
  useProcessModelsQuery,
  useSetDesignProductAssignmentsMutation,
  useSetProcessModelAssignmentsMutation,
} from "../../__generated__/hooks";
import { useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { notify } from "../../components/ui/toaster";
import { CategorySelect } from "./parts";

export type AssignKind = "process" | "design";

interface GlobalRow {
  id: number;
  code: string;
  name: string;
  nameEn: string;
}

export function ProcessAssignPage() {
  return <AssignmentPage kind="process" />;
}

export function DesignAssignPage() {
  return <AssignmentPage kind="design" />;
}

export function AssignmentPage({ kind }: { kind: AssignKind }) {
  const { t } = useTranslation();
  const table = useTableState<never>();
  const [companyId, setCompanyId] = useState("");
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const companies = useAssignmentCompaniesQuery();
  const variables = {
    page: table.state.page,
    pageSize: table.state.pageSize,
    keyword: table.state.keyword.trim() || undefined,
    owner: "global",
  };
  const models = useProcessModelsQuery({ variables, skip: kind !== "process" });
  const designs = useDesignProductsQuery({ variables, skip: kind !== "design" });
  const company = Number(companyId);
  const processAssigned = useProcessModelAssignmentsQuery({
    variables: { companyId: company },
    skip: kind !== "process" || !company,
    fetchPolicy: "network-only",
  });
  const designAssigned = useDesignProductAssignmentsQuery({
    variables: { companyId: company },
    skip: kind !== "design" || !company,
    fetchPolicy: "network-only",
  });
  const [setProcess, savingProcess] = useSetProcessModelAssignmentsMutation();
  const [setDesign, savingDesign] = useSetDesignProductAssignmentsMutation();
  const assigned =
    kind === "process"
      ? processAssigned.data?.processModelAssignments
      : designAssigned.data?.designProductAssignments;
  useEffect(() => {
    setTicked(new Set(assigned ?? []));
  }, [assigned]);

  const page =
    kind === "process"
      ? (models.data ?? models.previousData)?.processModels
      : (designs.data ?? designs.previousData)?.designProducts;
  const rows: readonly GlobalRow[] = page?.items ?? [];
  const companyName = companies.data?.companies.items.find((item) => item.id === company)?.name;

  const toggle = (id: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async () => {
    const input = { companyId: company, modelIds: [...ticked].sort((a, b) => a - b) };
    try {
      if (kind === "process") await setProcess({ variables: { input } });
      else await setDesign({ variables: { input } });
    } catch {
      return; // The error link has shown the message.
    }
    notify.success(t("processModels.assignedSaved", { company: companyName ?? "" }));
  };

  const columns: Column<GlobalRow, never>[] = [
    {
      key: "tick",
      header: "",
      width: "1%",
      render: (row) => (
        <Checkbox.Root
          checked={ticked.has(row.id)}
          disabled={!company}
          onCheckedChange={(details) => toggle(row.id, details.checked === true)}
          colorPalette="teal"
        >
          <Checkbox.HiddenInput aria-label={row.name} />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
    },
    { key: "code", header: t("processModels.code"), render: (row) => row.code },
    {
      key: "name",
      header: t("processModels.name"),
      render: (row) => (row.nameEn !== row.name ? `${row.name} · ${row.nameEn}` : row.name),
    },
  ];

  return (
    <ListPage
      title={t(
        kind === "process" ? "processModels.processAssignTitle" : "processModels.designAssignTitle",
      )}
      actions={
        <HStack>
          {company > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t("processModels.assigned", { count: ticked.size })}
            </Text>
          )}
          <Button
            size="sm"
            colorPalette="teal"
            disabled={!company}
            loading={savingProcess.loading || savingDesign.loading}
            onClick={() => void save()}
          >
            {t("common.save")}
          </Button>
        </HStack>
      }
      notice={
        <Alert.Root status="info" marginBottom="3" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t("processModels.assignNotice")}</Alert.Description>
        </Alert.Root>
      }
      table={table}
      search={{ placeholder: t("processModels.designSearch") }}
      beforeSearch={
        <CategorySelect
          value={companyId}
          label={t("processModels.company")}
          allLabel={t("processModels.chooseCompany")}
          options={(companies.data?.companies.items ?? []).map((item) => ({
            value: String(item.id),
            label: item.name,
          }))}
          onChange={setCompanyId}
        />
      }
      list={{
        caption: t("processModels.assignCaption"),
        columns,
        rows,
        rowKey: (row) => row.id,
        total: page?.total ?? 0,
        loading: kind === "process" ? models.loading : designs.loading,
        emptyText: t("processModels.noModels"),
      }}
    />
  );
}
