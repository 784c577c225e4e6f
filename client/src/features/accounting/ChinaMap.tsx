// A map of China with points on it (chart.js bubble map of chartjs-chart-geo): the repository
// shows its corporations, the corporation editor the one position it sets by a click, told with
// the province the point falls in. The shapes are China's 34 provincial-level divisions
// (china-provinces.topo.json, ~55 kB, made by client/scripts/china-map.cjs from Natural Earth),
// drawn as the country with thin province borders. The file is fetched with this module, which
// the screens load lazily, so only a screen that shows a map fetches it.
import { Box, Center, Spinner, Text } from "@chakra-ui/react";
import { Chart as ChartJS, PointElement, Tooltip, type ChartOptions } from "chart.js";
import { BubbleMapController, GeoFeature, ProjectionScale, SizeScale } from "chartjs-chart-geo";
import { useEffect, useMemo, useState } from "react";
import { Chart } from "react-chartjs-2";
import mapUrl from "./china-provinces.topo.json?url";
import { inChina, type Position } from "./position";
import {
  provinceAt,
  provincesOf,
  type ProvinceFeature,
  type ProvinceProperties,
  type ProvinceTopology,
} from "./provinces";

ChartJS.register(
  BubbleMapController,
  GeoFeature,
  ProjectionScale,
  SizeScale,
  PointElement,
  Tooltip,
);

let outline: Promise<ProvinceFeature[]> | null = null;

/** Fetches the outline ahead of the first map (a failure is met again when the map asks). */
export function preloadOutline(): void {
  loadOutline().catch(() => undefined);
}

/** The provinces, fetched and converted once per page load. */
function loadOutline(): Promise<ProvinceFeature[]> {
  outline ??= fetch(mapUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json() as Promise<ProvinceTopology>;
    })
    .then(provincesOf)
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
  /**
   * Called with the position clicked and the province it lies in (null in the sea or outside
   * China's provinces); without it the map only shows.
   */
  onPick?: (position: Position, province: ProvinceProperties | null) => void;
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
  const [features, setFeatures] = useState<ProvinceFeature[] | null>(null);
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
          outlineBorderWidth: 0.75,
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
            if (!inChina(picked)) return;
            onPick(picked, provinceAt(features ?? [], picked)?.properties ?? null);
          }
        : undefined,
    }),
    [points, onPick, features],
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
