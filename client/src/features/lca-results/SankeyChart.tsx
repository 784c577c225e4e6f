// The supply chain as a Sankey diagram of the headline indicator: each band is the impact a
// supplier passes to its customer (the supplier's whole chain included), each node keeps its
// colour along its outgoing bands; the processes under the cut-off are counted in a note.
import { Box, Card, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Chart as ChartJS, LinearScale, Tooltip, type TooltipItem } from "chart.js";
import { Flow, SankeyController, type SankeyDataPoint } from "chartjs-chart-sankey";
import { useMemo } from "react";
import { Chart } from "react-chartjs-2";
import type { LcaResults_ResultFragment } from "../../__generated__/graphql";
import { nodeKey, sankeyChartData } from "./chart-data";
import { formatImpact, formatPercent } from "./format";
import type { Labels } from "./use-labels";

ChartJS.register(SankeyController, Flow, LinearScale, Tooltip);

export function SankeyChart({
  result,
  labels,
}: {
  result: LcaResults_ResultFragment;
  labels: Labels;
}) {
  const { k, locale, indicatorName } = labels;
  const indicator = result.indicators[result.headline];
  const unit = indicator.unit;
  const { sankey } = result;
  const chart = useMemo(() => sankeyChartData(sankey), [sankey]);
  const nodes = useMemo(
    () =>
      sankey.nodes
        .map((node, index) => ({ ...node, key: nodeKey(index) }))
        .sort((a, b) => Math.abs(b.upstream) - Math.abs(a.upstream)),
    [sankey.nodes],
  );
  const colourOf = (point: SankeyDataPoint | undefined, end: "from" | "to") =>
    point ? chart.colours[point[end]] : "#718096";
  const height = Math.max(320, Math.min(900, sankey.nodes.length * 26));
  const name = indicatorName(indicator);

  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {k("sankey.heading", { indicator: name })}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {k("sankey.hint")}
          </Text>
          {chart.flows.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {k("sankey.empty")}
            </Text>
          ) : (
            <Box height={`${height}px`} position="relative">
              <Chart
                type="sankey"
                role="img"
                aria-label={k("sankey.label", { indicator: name, unit })}
                data={{
                  datasets: [
                    {
                      label: name,
                      data: chart.flows,
                      labels: chart.labels,
                      colorFrom: (context) =>
                        colourOf(context.dataset.data[context.dataIndex], "from"),
                      colorTo: (context) => colourOf(context.dataset.data[context.dataIndex], "to"),
                      colorMode: "gradient",
                      alpha: 0.55,
                      borderWidth: 0,
                      nodeWidth: 12,
                      nodePadding: 14,
                      size: "max",
                      color: "#1a202c",
                      font: { size: 12 },
                      parsing: { from: "from", to: "to", flow: "flow" },
                    },
                  ],
                }}
                options={{
                  responsive: true,
                  maintainAspectRatio: false,
                  plugins: {
                    legend: { display: false },
                    tooltip: {
                      callbacks: {
                        label: (item: TooltipItem<"sankey">) => {
                          const point = item.raw as SankeyDataPoint;
                          return k("sankey.tooltip", {
                            from: chart.names[point.from],
                            to: chart.names[point.to],
                            impact: formatImpact(point.flow, locale),
                            unit,
                          });
                        },
                      },
                    },
                  },
                }}
              />
            </Box>
          )}
          <Stack as="ul" gap="0.5" listStyleType="none" fontSize="sm">
            {nodes.map((node) => (
              <Flex as="li" key={node.key} justifyContent="space-between" gap="3">
                <Flex alignItems="center" gap="2" minWidth="0">
                  <Box
                    boxSize="2.5"
                    rounded="sm"
                    flexShrink={0}
                    bg={chart.colours[node.key]}
                    aria-hidden
                  />
                  <Text truncate title={node.name}>
                    {node.name}
                  </Text>
                </Flex>
                <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {formatImpact(node.upstream, locale)} {unit}
                </Text>
              </Flex>
            ))}
          </Stack>
          <Text fontSize="xs" color="fg.muted">
            {sankey.hiddenNodes > 0
              ? k("sankey.cutoff", {
                  cutoff: formatPercent(sankey.cutoff, locale),
                  count: sankey.hiddenNodes,
                  impact: formatImpact(sankey.hiddenDirect, locale),
                  unit,
                })
              : k("sankey.noneHidden", { cutoff: formatPercent(sankey.cutoff, locale) })}
          </Text>
          {chart.negativeLinks > 0 && (
            <Text fontSize="xs" color="fg.muted">
              {k("sankey.negative", {
                count: chart.negativeLinks,
                impact: formatImpact(chart.negativeImpact, locale),
                unit,
              })}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
