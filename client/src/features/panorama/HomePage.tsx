// /co2panorama/caseHome: the company's home panorama, its saved charts in the order and widths an
// editor arranged, each drawn from the calculated cases' stored figures. Editors (pa01) arrange
// it, share it as a public link and start a new chart; anyone may open a single case's results.
import {
  Box,
  Button,
  EmptyState,
  Grid,
  GridItem,
  IconButton,
  NativeSelect,
  Skeleton,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuChartPie, LuLayoutGrid, LuPencil, LuPlus, LuShare2 } from "react-icons/lu";
import { Link, useNavigate } from "react-router-dom";
import { usePanoramaHomeQuery, usePanoramaOptionsQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { Permission } from "../../components/Permission";
import { PageHeader } from "../../components/ui/page-header";
import { ArrangePanel } from "./ArrangePanel";
import { ChartCard } from "./ChartView";
import { CHART_ADD_PATH, EDIT_CODE } from "./paths";
import { ShareDialog } from "./ShareDialog";

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const { data, loading, error, refetch } = usePanoramaHomeQuery({
    fetchPolicy: "cache-and-network",
  });
  const [arranging, setArranging] = useState(false);
  const [sharing, setSharing] = useState(false);
  const items = data?.panoramaHome.items ?? [];
  const mayEdit = hasPermission(EDIT_CODE);

  let body;
  if (!data) {
    body =
      loading || !error ? (
        <Grid templateColumns={{ base: "1fr", lg: "repeat(12, 1fr)" }} gap="4" aria-busy>
          {[8, 4, 6, 6].map((span, index) => (
            <GridItem key={index} colSpan={{ base: 1, lg: span }}>
              <Skeleton height="18rem" rounded="md" />
            </GridItem>
          ))}
        </Grid>
      ) : (
        <Text color="fg.error">{t("panorama.loadFailed")}</Text>
      );
  } else if (arranging) {
    body = (
      <ArrangePanel
        items={items.map((item) => ({
          chartId: item.chart.id,
          name: item.chart.name,
          width: item.width,
        }))}
        onDone={() => {
          setArranging(false);
          void refetch();
        }}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuChartPie />
          </EmptyState.Indicator>
          <EmptyState.Title>{t("panorama.homeEmptyTitle")}</EmptyState.Title>
          <EmptyState.Description maxWidth="36rem">
            {mayEdit ? t("panorama.homeEmptyText") : t("panorama.homeEmptyRead")}
          </EmptyState.Description>
          {mayEdit && (
            <Box display="flex" gap="2" flexWrap="wrap" justifyContent="center">
              <Button size="sm" colorPalette="teal" onClick={() => void navigate(CHART_ADD_PATH)}>
                <LuPlus aria-hidden />
                {t("panorama.newChart")}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setArranging(true)}>
                <LuLayoutGrid aria-hidden />
                {t("panorama.chooseCharts")}
              </Button>
            </Box>
          )}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    body = (
      <Grid templateColumns={{ base: "1fr", lg: "repeat(12, 1fr)" }} gap="4">
        {items.map((item) => (
          <GridItem key={item.chart.id} colSpan={{ base: 1, lg: item.width }} minWidth="0">
            <ChartCard
              chart={item.chart}
              data={item.data}
              height={item.width >= 8 ? 300 : 260}
              actions={
                mayEdit && (
                  <IconButton
                    asChild
                    size="xs"
                    variant="ghost"
                    aria-label={t("panorama.editChart", { name: item.chart.name })}
                    title={t("panorama.editChart", { name: item.chart.name })}
                  >
                    <Link to={`${CHART_ADD_PATH}?id=${item.chart.id}`}>
                      <LuPencil />
                    </Link>
                  </IconButton>
                )
              }
            />
          </GridItem>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <PageHeader title={t("panorama.homeTitle")}>
        <CaseResultsPicker />
        {!arranging && (
          <Permission code={EDIT_CODE}>
            <Button size="sm" variant="outline" bg="white" onClick={() => setArranging(true)}>
              <LuLayoutGrid aria-hidden />
              {t("panorama.arrange")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              bg="white"
              disabled={items.length === 0}
              onClick={() => setSharing(true)}
            >
              <LuShare2 aria-hidden />
              {t("panorama.sharePanorama")}
            </Button>
            <Button size="sm" colorPalette="teal" onClick={() => void navigate(CHART_ADD_PATH)}>
              <LuPlus aria-hidden />
              {t("panorama.newChart")}
            </Button>
          </Permission>
        )}
      </PageHeader>
      {body}
      <ShareDialog open={sharing} chart={null} onClose={() => setSharing(false)} />
    </>
  );
}

/** Opens one calculated case's results page (/co2/caseDefaultPanorama). */
function CaseResultsPicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = usePanoramaOptionsQuery();
  const cases = data?.panoramaOptions.cases ?? [];
  const corporations = new Map(
    (data?.panoramaOptions.corporations ?? []).map((item) => [item.id, item.name]),
  );
  if (cases.length === 0) return null;
  return (
    <NativeSelect.Root size="sm" width="auto" maxWidth="16rem">
      <NativeSelect.Field
        aria-label={t("panorama.caseResultsHelp")}
        title={t("panorama.caseResultsHelp")}
        bg="white"
        value=""
        onChange={(event) => {
          const id = event.currentTarget.value;
          if (id) void navigate(`/co2/caseDefaultPanorama?caseId=${id}`);
        }}
      >
        <option value="">{t("panorama.caseResults")}</option>
        {cases.map((item) => (
          <option key={item.id} value={item.id}>
            {item.year} · {corporations.get(item.corporationId) ?? ""} · {item.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
