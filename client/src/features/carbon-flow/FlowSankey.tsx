// The carbon flow as a Sankey diagram: sources (left) through the case's processes to emissions
// by scope and carbon kept in products (right), each band the sum of the run's lines it stands
// for, with every node's figure listed under the chart for readers who cannot see the canvas.
import { Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Chart as ChartJS, LinearScale, Tooltip, type TooltipItem } from "chart.js";
import { Flow as FlowElement, SankeyController, type SankeyDataPoint } from "chartjs-chart-sankey";
import { useMemo } from "react";
import { Chart } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import { formatTonnes } from "../../lib/emissions";
import { useLocale } from "../../i18n/use-locale";
import { flowChartData, nodeLabel, scopesWithDeductions, type Flow } from "./flow-view";

ChartJS.register(SankeyController, FlowElement, LinearScale, Tooltip);

export function FlowSankey({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const deducted = useMemo(() => scopesWithDeductions(flow), [flow]);
  const chart = useMemo(
    () =>
      flowChartData(flow, (node) => nodeLabel(node, { t, locale, basis: flow.basis, deducted })),
    [flow, t, locale, deducted],
  );
  const bandCount = new Map<string, number>();
  for (const band of chart.bands) bandCount.set(`${band.from}>${band.to}`, band.lineCount);
  const perColumn = [0, 1, 2, 3].map(
    (column) => Object.values(chart.columns).filter((value) => value === column).length,
  );
  const height = Math.max(420, Math.min(900, Math.max(...perColumn) * 48));
  const unit = "tCO₂e";

  return (
    <Card.Root size="sm" height="full">
      <Card.Header>
        <Heading as="h2" size="sm">
          {t("carbonFlow.sankey.heading", { unit })}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t("carbonFlow.sankey.hint")}
          </Text>
          {chart.bands.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t("carbonFlow.sankey.empty")}
            </Text>
          ) : (
            <Box height={`${height}px`} position="relative">
              <Chart
                type="sankey"
                role="img"
                aria-label={t("carbonFlow.sankey.label", { caseName: flow.caseName })}
                data={{
                  datasets: [
                    {
                      label: flow.caseName,
                      data: chart.bands,
                      labels: chart.labels,
                      column: chart.columns,
                      priority: chart.priority,
                      colorFrom: (context) =>
                        chart.colours[context.dataset.data[context.dataIndex].from],
                      colorTo: (context) =>
                        chart.colours[context.dataset.data[context.dataIndex].to],
                      colorMode: "gradient",
                      alpha: 0.5,
                      borderWidth: 0,
                      nodeWidth: 12,
                      nodePadding: 24,
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
                  // Drawn at once: a half-grown diagram reads as bands that stop short.
                  animation: false,
                  layout: { padding: { right: 8 } },
                  plugins: {
                    legend: { display: false },
                    tooltip: {
                      callbacks: {
                        label: (item: TooltipItem<"sankey">) => {
                          const point = item.raw as SankeyDataPoint;
                          return t("carbonFlow.sankey.tooltip", {
                            from: chart.labels[point.from],
                            to: chart.labels[point.to],
                            value: formatTonnes(point.flow * 1000, locale),
                            count: bandCount.get(`${point.from}>${point.to}`) ?? 0,
                          });
                        },
                      },
                    },
                  },
                }}
              />
            </Box>
          )}
          <NodeList flow={flow} labels={chart.labels} colours={chart.colours} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The nodes by column with what flows through each, as text. */
function NodeList({
  flow,
  labels,
  colours,
}: {
  flow: Flow;
  labels: Record<string, string>;
  colours: Record<string, string>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const groups = [
    flow.nodes.filter((node) => node.type === "source"),
    flow.nodes.filter((node) => node.type === "process"),
    flow.nodes.filter((node) => node.type !== "source" && node.type !== "process"),
  ];
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" marginBottom="1">
        {t("carbonFlow.sankey.nodes")}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {groups.map((nodes, index) => (
          <Stack key={index} as="ul" gap="0.5" listStyleType="none" fontSize="sm">
            {nodes.map((node) => (
              <Flex as="li" key={node.key} justifyContent="space-between" gap="3">
                <Flex alignItems="center" gap="2" minWidth="0">
                  <Box
                    boxSize="2.5"
                    rounded="sm"
                    flexShrink={0}
                    bg={colours[node.key]}
                    aria-hidden
                  />
                  <Text truncate title={labels[node.key]}>
                    {labels[node.key]}
                  </Text>
                </Flex>
                <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {formatTonnes(node.valueKg, locale)}
                </Text>
              </Flex>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
