// The results of LCA product calculations: the components the model editor renders (one
// calculation's results; the paired comparison of two), loaded on first use so chart.js and the
// Sankey controller stay out of the pages that never show them. No pages of its own.
import { createElement, lazy, Suspense, type ComponentProps } from "react";
import { Center, Spinner } from "@chakra-ui/react";
import { defineFeature } from "../../app/feature";
import * as messages from "./messages";

export const lcaResultsFeature = defineFeature({ name: "lcaResults", messages });

const LazyResults = lazy(async () => ({
  default: (await import("./LcaCalculationResults")).LcaCalculationResults,
}));
const LazyCompare = lazy(async () => ({
  default: (await import("./ComparePanel")).LcaComparePanel,
}));

const fallback = createElement(
  Center,
  { minHeight: "8rem" },
  createElement(Spinner, { color: "teal.500" }),
);

/** The results of one calculation (its job's progress while it runs). */
export function LcaCalculationResults(props: ComponentProps<typeof LazyResults>) {
  return createElement(Suspense, { fallback }, createElement(LazyResults, props));
}

/** Two succeeded calculations compared with paired Monte Carlo. */
export function LcaComparePanel(props: ComponentProps<typeof LazyCompare>) {
  return createElement(Suspense, { fallback }, createElement(LazyCompare, props));
}

export type { LcaComparePanelProps } from "./ComparePanel";
