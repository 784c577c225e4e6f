// The map of China, loaded on first use: chart.js, the geo plugin and the atlas stay out of the
// screens' own bundles.
import { lazy, Suspense } from "react";
import { Center, Spinner } from "@chakra-ui/react";
import type { ChinaMapProps } from "./ChinaMap";

const ChinaMap = lazy(async () => ({ default: (await import("./ChinaMap")).ChinaMap }));

/** Fetches the map's code and outline before a page showing it renders (its route's loader). */
export async function preloadChinaMap(): Promise<void> {
  (await import("./ChinaMap")).preloadOutline();
}

export function LazyChinaMap(props: ChinaMapProps) {
  return (
    <Suspense
      fallback={
        <Center height={props.height ?? "320px"} bg="gray.50" rounded="md">
          <Spinner size="sm" />
        </Center>
      }
    >
      <ChinaMap {...props} />
    </Suspense>
  );
}
