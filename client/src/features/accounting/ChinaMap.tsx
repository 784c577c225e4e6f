// A map of China with points on it (chart.js bubble map of chartjs-chart-geo): the repository
// shows its corporations, the corporation editor the one position it sets by a click. The outline
// is China of Natural Earth's 1:50m countries (world-atlas, id 156) with Taiwan, Hong Kong and
// Macao, which that data set keeps as separate features. It loads with this module, which the
// screens load lazily, so the atlas (~750 kB) is fetched only when a map is shown.
import { Box, Center, Spinner, Text } from "@chakra-ui/react";
import { Chart as ChartJS, PointElement, Tooltip, type ChartOptions } from "chart.js";
import { BubbleMapController, GeoFeature, ProjectionScale, SizeScale } from "chartjs-chart-geo";
import type { Feature } from "geojson";
import { useEffect, useMemo, useState } from "react";
import { Chart } from "react-chartjs-2";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import atlasUrl from "world-atlas/countries-50m.json?url";
import { inChina, type Position } from "./position";

ChartJS.register(
  BubbleMapController,
  GeoFeature,
  ProjectionScale,
  SizeScale,
  PointElement,
  Tooltip,
);

/** ISO 3166 numeric codes of the features that make up the outline. */
const CHINA_IDS = ["156", "158", "344", "446"];

let outline: Promise<Feature[]> | null = null;

/** China's outline, fetched and converted once per page load. */
function loadOutline(): Promise<Feature[]> {
  outline ??= fetch(atlasUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((atlas) =>
      feature(atlas, atlas.objects.countries).features.filter((item) =>
        CHINA_IDS.includes(String(item.id)),
      ),
    )
    .catch((error: unknown) => {
      outline = null;
      throw error;
    });
  return outline;
}

export interface MapPoint {
  id: number;
  name: string;
  longitude: number;
  latitude: number;
  /** Sets the bubble's size relative to the others (e.g. the number of cases). */
  value?: number;
}

export interface ChinaMapProps {
  points: readonly MapPoint[];
  /** Accessible description of the map. */
  label: string;
  /** Called with the position clicked; without it the map only shows. */
  onPick?: (position: Position) => void;
  height?: string;
  /** Text while the outline loads and when it cannot be loaded. */
  loadingText: string;
  failedText: string;
}

export function ChinaMap({
  points,
  label,
  onPick,
  height = "320px",
  loadingText,
  failedText,
}: ChinaMapProps) {
  const [features, setFeatures] = useState<Feature[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadOutline().then(
      (loaded) => !cancelled && setFeatures(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const data = useMemo(
    () => ({
      labels: points.map((point) => point.name),
      datasets: [
        {
          label,
          outline: features ?? [],
          showOutline: true,
          backgroundColor: "rgba(13, 148, 136, 0.75)",
          borderColor: "#0f766e",
          outlineBackgroundColor: "#f0fdfa",
          outlineBorderColor: "#5eead4",
          outlineBorderWidth: 1,
          data: points.map((point) => ({
            longitude: point.longitude,
            latitude: point.latitude,
            value: point.value ?? 1,
          })),
        },
      ],
    }),
    [points, features, label],
  );

  const options = useMemo<ChartOptions<"bubbleMap">>(
    () => ({
      maintainAspectRatio: false,
      animation: false,
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            title: () => "",
            label: (item) => points[item.dataIndex]?.name ?? "",
          },
        },
      },
      scales: {
        projection: { axis: "x", projection: "mercator", padding: 8 },
        size: { axis: "x", display: false, range: [5, 14] },
      },
      onClick: onPick
        ? (event, _elements, chart) => {
            const scale = chart.scales.projection as unknown as ProjectionScale;
            if (event.x === null || event.y === null) return;
            const position = scale.projection.invert?.([event.x, event.y]);
            if (!position) return;
            const [longitude, latitude] = position;
            const picked = { longitude: round(longitude), latitude: round(latitude) };
            if (inChina(picked)) onPick(picked);
          }
        : undefined,
    }),
    [points, onPick],
  );

  if (failed) {
    return (
      <Center height={height} bg="gray.50" rounded="md" color="fg.muted">
        <Text fontSize="sm">{failedText}</Text>
      </Center>
    );
  }
  if (!features) {
    return (
      <Center height={height} bg="gray.50" rounded="md" color="fg.muted" gap="2">
        <Spinner size="sm" />
        <Text fontSize="sm">{loadingText}</Text>
      </Center>
    );
  }
  return (
    <Box height={height} position="relative" cursor={onPick ? "crosshair" : undefined}>
      <Chart type="bubbleMap" data={data} options={options} role="img" aria-label={label} />
    </Box>
  );
}

/** Four decimals: about 10 m, finer than a click can aim. */
const round = (value: number): number => Math.round(value * 1e4) / 1e4;
