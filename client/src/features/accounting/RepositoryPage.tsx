// /co2/corporationIndex, the repository: the company's corporations (paged, searched by name or
// credit code, filtered by province and industry), each with its cases, and a map of China with
// every placed corporation the search finds (its own query, not the table's page). Tag chips
// narrow the cases shown. Creating a case needs aa02, creating and editing corporations aa01,
// deleting aa03. The page is kept alive (SPEC §2): its filters, page and open rows survive a
// visit to an editor, and it reloads when shown again. The parts are in repository/. A second
// tab (?view=total) shows the company total over the corporations (features/consolidation).
import { Grid, Tabs } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { DeleteConfirm, ListHeader } from "../../components/ui/list-page";
import { ACCOUNTING_CODES, corporationEditPath } from "./paths";
import { CorporationTable } from "./repository/CorporationTable";
import { RepositoryFilterBar } from "./repository/RepositoryFilterBar";
import { RepositoryMap } from "./repository/RepositoryMap";
import { TagChips } from "./repository/TagChips";
import { useRepository } from "./repository/use-repository";
import { useRepositoryDeletes } from "./repository/use-repository-deletes";

const CompanyTotalView = lazy(async () => ({
  default: (await import("../consolidation/CompanyTotalView")).CompanyTotalView,
}));

const TOTAL_VIEW = "total";

export function RepositoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === TOTAL_VIEW ? TOTAL_VIEW : "corporations";
  const showView = (next: string) =>
    setParams(next === TOTAL_VIEW ? { view: TOTAL_VIEW } : {}, { replace: true });
  const navigate = useNavigate();
  const repository = useRepository();
  const { table } = repository;
  const [tagId, setTagId] = useState<number | null>(null);
  const activeTag = repository.tags.find((tag) => tag.id === tagId) ?? null;
  const deletes = useRepositoryDeletes({
    rowCount: repository.rows.length,
    table,
    reload: repository.reload,
  });

  return (
    <>
      <ListHeader
        title={t("accounting.repository.title")}
        create={{
          label: t("accounting.repository.newCorporation"),
          code: ACCOUNTING_CODES.edit,
          onClick: () => void navigate(corporationEditPath()),
        }}
      />

      <Tabs.Root
        value={view}
        onValueChange={(details) => showView(details.value)}
        size="sm"
        variant="line"
        colorPalette="teal"
        marginBottom="3"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="corporations">{t("consolidation.corporationsTab")}</Tabs.Trigger>
          <Tabs.Trigger value={TOTAL_VIEW}>{t("consolidation.tab")}</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>

      {view === TOTAL_VIEW ? (
        <Suspense fallback={null}>
          <CompanyTotalView />
        </Suspense>
      ) : (
        <>
          <RepositoryFilterBar
            keyword={table.state.keyword}
            onSearch={table.setKeyword}
            province={repository.province}
            onProvince={repository.setProvince}
            industryId={repository.industryId}
            onIndustry={repository.setIndustryId}
          />

          <TagChips tags={repository.tags} tagId={tagId} onChange={setTagId} />

          <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 1fr) 380px" }} gap="4">
            <CorporationTable
              rows={repository.rows}
              total={repository.total}
              loading={repository.loading}
              busy={repository.busy}
              filtered={repository.filtered}
              state={table.state}
              onPage={table.setPage}
              onPageSize={table.setPageSize}
              activeTag={activeTag}
              onDelete={deletes.corporation.show}
              onDeleteCase={deletes.case.show}
            />
            <RepositoryMap map={repository.map} />
          </Grid>
        </>
      )}

      <DeleteConfirm
        target={deletes.corporation}
        title={t("accounting.repository.deleteCorporationTitle")}
        message={(corporation) =>
          t("accounting.repository.deleteCorporationConfirm", {
            name: corporation.name,
            count: corporation.cases.length,
          })
        }
        onConfirm={deletes.confirmCorporation}
      />
      <DeleteConfirm
        target={deletes.case}
        title={t("accounting.repository.deleteCaseTitle")}
        message={(item) =>
          t("accounting.repository.deleteCaseConfirm", {
            name: item.name,
            count: item.calculationCount,
          })
        }
        onConfirm={deletes.confirmCase}
      />
    </>
  );
}
