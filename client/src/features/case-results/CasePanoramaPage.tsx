// /co2/caseDefaultPanorama?caseId=ID: a case's results on one page, the case named with its
// corporation and period, the headline figures, charts and roll-up tables of its latest
// successful run, and the way back to the case editor.
import { Box, Button, Center, DataList, Flex, Spinner, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft } from "react-icons/lu";
import { Link, useSearchParams } from "react-router-dom";
import { useCaseResultsOverviewQuery } from "../../__generated__/hooks";
import { PageHeader } from "../../components/ui/page-header";
import { formatDate } from "../../lib/format";
import { latestRunId, NotCalculated } from "./CaseResults";
import { RunResults } from "./RunResults";

/** The case id of the address, or null when it is missing or not a positive whole number. */
export function caseIdParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function Panorama({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const { data, loading, error } = useCaseResultsOverviewQuery({ variables: { caseId } });
  const overview = data?.case.id === caseId ? data : undefined;
  const editor = `/co2/edit?caseId=${caseId}`;
  const back = (
    <Button asChild size="sm" variant="outline" bg="white">
      <Link to={editor}>
        <LuArrowLeft aria-hidden />
        {t("caseResults.panorama.backToEditor")}
      </Link>
    </Button>
  );

  const item = overview?.case;
  let body: ReactNode;
  if (!overview) {
    body =
      loading || !error ? (
        <Center minHeight="30vh" aria-busy>
          <Spinner color="teal.500" />
        </Center>
      ) : (
        <Text color="fg.error">{t("caseResults.loadFailed")}</Text>
      );
  } else {
    const runId = latestRunId(overview);
    body =
      runId === null ? (
        <NotCalculated failedRuns={overview.calculationRuns.length > 0} />
      ) : (
        <RunResults
          key={runId}
          runId={runId}
          variant="panorama"
          basis={{
            outputAmount: overview.case.outputAmount,
            outputUnit: overview.case.outputUnit,
            revenue: overview.case.revenue,
            revenueUnit: overview.case.revenueUnit,
          }}
        />
      );
  }

  // One header while loading and after, so its link stays the same element.
  return (
    <Stack gap="5">
      <Box>
        <PageHeader title={item?.name ?? t("caseResults.panorama.title")}>{back}</PageHeader>
        {item && (
          <DataList.Root orientation="horizontal" size="sm" gap="1" marginTop="-2">
            <Flex
              gap={{ base: "1", md: "6" }}
              flexWrap="wrap"
              direction={{ base: "column", md: "row" }}
            >
              <DataList.Item>
                <DataList.ItemLabel>{t("caseResults.panorama.corporation")}</DataList.ItemLabel>
                <DataList.ItemValue>{item.corporation.name}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t("caseResults.panorama.period")}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {formatDate(item.periodStart)} – {formatDate(item.periodEnd)}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t("caseResults.panorama.year")}</DataList.ItemLabel>
                <DataList.ItemValue>{item.year}</DataList.ItemValue>
              </DataList.Item>
            </Flex>
          </DataList.Root>
        )}
      </Box>
      {body}
    </Stack>
  );
}

export function CasePanoramaPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const caseId = caseIdParam(params.get("caseId"));
  if (caseId === null) {
    return (
      <>
        <PageHeader title={t("caseResults.panorama.title")} />
        <Text color="fg.muted">{t("caseResults.panorama.noCase")}</Text>
      </>
    );
  }
  return <Panorama key={caseId} caseId={caseId} />;
}
