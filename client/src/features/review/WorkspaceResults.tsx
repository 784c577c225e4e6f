// The results of the calculation under review, drawn by the product library's results components
// (features/lca-results): the headline card, every indicator, the breakdowns by stage and line,
// the contribution tree and the Sankey graph. Their names come from this feature's texts
// (useReviewLabels), as a reviewer cannot read the library's own code lists; the exports and the
// Monte Carlo run, which are the owner's, are left out.
import { Stack, Tabs, Text } from "@chakra-ui/react";
import type { LcaResults_CalculationFragment } from "../../__generated__/graphql";
import { BreakdownTables } from "../lca-results/BreakdownTables";
import { ContributionTree } from "../lca-results/ContributionTree";
import { Headline } from "../lca-results/Headline";
import { IndicatorTable } from "../lca-results/IndicatorTable";
import { SankeyChart } from "../lca-results/SankeyChart";
import { useReviewLabels } from "./review-codes";

export function WorkspaceResults({ calculation }: { calculation: LcaResults_CalculationFragment }) {
  const labels = useReviewLabels();
  const { k } = labels;
  const result = calculation.result;
  if (calculation.status !== "succeeded" || !result || result.indicators.length === 0) {
    return <Text color="fg.muted">{k("noResult")}</Text>;
  }
  return (
    <Stack gap="4">
      <Headline calculation={calculation} labels={labels} />
      <Tabs.Root defaultValue="overview" lazyMount variant="line" colorPalette="teal">
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="overview">{k("tabs.overview")}</Tabs.Trigger>
          <Tabs.Trigger value="breakdown">{k("tabs.breakdown")}</Tabs.Trigger>
          <Tabs.Trigger value="tree">{k("tabs.tree")}</Tabs.Trigger>
          <Tabs.Trigger value="sankey">{k("tabs.sankey")}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <IndicatorTable result={result} labels={labels} />
        </Tabs.Content>
        <Tabs.Content value="breakdown">
          <BreakdownTables result={result} labels={labels} />
        </Tabs.Content>
        <Tabs.Content value="tree">
          <ContributionTree result={result} labels={labels} />
        </Tabs.Content>
        <Tabs.Content value="sankey">
          <SankeyChart result={result} labels={labels} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
