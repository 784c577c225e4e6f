// What the carbon flow's Sankey draws, computed apart from chart.js so it can be tested: a label,
// colour, column and order for every node, and the bands in t CO2e.
import type { TFunction } from "i18next";
import type { CarbonFlowQuery } from "../../__generated__/graphql";
import type { Locale } from "../../lib/format";

export type Flow = CarbonFlowQuery["carbonFlow"];
export type FlowNode = Flow["nodes"][number];

/** One colour per kind of source; processes in slate; ends in their scope's colour. */
export const SOURCE_COLOURS: Record<string, string> = {
  fuel: "#c05621",
  electricity: "#3182ce",
  heat: "#d69e2e",
  steam: "#b7791f",
  material: "#805ad5",
  gas: "#d53f8c",
  transport: "#00a3c4",
  waste: "#718096",
  other: "#a0aec0",
};
export const PROCESS_COLOUR = "#4a5568";
export const SCOPE_COLOURS: Record<number, string> = { 1: "#319795", 2: "#3182ce", 3: "#dd6b20" };
export const KEPT_COLOUR = "#38a169";

const COLUMN: Record<string, number> = { source: 0, process: 1, scope: 2, kept: 3, emitted: 3 };

/** The scopes that have carbon kept in products: their scope node holds the gross figure. */
export function scopesWithDeductions(flow: Pick<Flow, "links">): Set<number> {
  const scopes = new Set<number>();
  for (const link of flow.links) {
    if (link.to === "kept" && link.from.startsWith("scope:"))
      scopes.add(Number(link.from.slice(6)));
  }
  return scopes;
}

export function nodeLabel(
  node: FlowNode,
  context: { t: TFunction; locale: Locale; basis: string; deducted: ReadonlySet<number> },
): string {
  const { t, locale } = context;
  const localName = () => (locale === "zh-CN" ? node.name : node.nameEn || node.name) ?? "";
  switch (node.type) {
    case "source": {
      const kind = t(`carbonFlow.node.sourceKind.${node.sourceKind ?? "other"}`);
      if (node.grouped > 0) return t("carbonFlow.node.otherSources", { kind, count: node.grouped });
      return node.name ? localName() : kind;
    }
    case "process":
      return node.grouped > 0
        ? t("carbonFlow.node.otherProcesses", { count: node.grouped })
        : localName();
    case "scope":
      if (context.deducted.has(node.scope ?? 0)) {
        return t("carbonFlow.node.scopeGross", { scope: scopeWord(node.scope, locale) });
      }
      if (node.scope === 2) {
        return t("carbonFlow.node.scope2", { basis: t(`carbonFlow.basisName.${context.basis}`) });
      }
      return t("carbonFlow.node.scope", { scope: scopeWord(node.scope, locale) });
    case "kept":
      return t("carbonFlow.node.kept");
    default:
      return t("carbonFlow.node.emitted", { scope: scopeWord(node.scope, locale) });
  }
}

/** Chinese writes scopes as 范围一/二/三. */
function scopeWord(scope: number | null | undefined, locale: Locale): string {
  const n = scope ?? 0;
  return locale === "zh-CN" ? (["", "一", "二", "三"][n] ?? String(n)) : String(n);
}

export function nodeColour(node: Pick<FlowNode, "type" | "sourceKind" | "scope">): string {
  switch (node.type) {
    case "source":
      return SOURCE_COLOURS[node.sourceKind ?? "other"] ?? SOURCE_COLOURS.other;
    case "process":
      return PROCESS_COLOUR;
    case "kept":
      return KEPT_COLOUR;
    default:
      return SCOPE_COLOURS[node.scope ?? 1] ?? PROCESS_COLOUR;
  }
}

export interface SankeyBand {
  from: string;
  to: string;
  /** t CO2e */
  flow: number;
  lineCount: number;
}

export interface FlowChartData {
  bands: SankeyBand[];
  labels: Record<string, string>;
  colours: Record<string, string>;
  columns: Record<string, number>;
  /** Order within a column: the server's (largest first). */
  priority: Record<string, number>;
}

export function flowChartData(flow: Flow, label: (node: FlowNode) => string): FlowChartData {
  const labels: Record<string, string> = {};
  const colours: Record<string, string> = {};
  const columns: Record<string, number> = {};
  const priority: Record<string, number> = {};
  flow.nodes.forEach((node, index) => {
    labels[node.key] = label(node);
    colours[node.key] = nodeColour(node);
    columns[node.key] = COLUMN[node.type] ?? 0;
    priority[node.key] = index;
  });
  return {
    bands: flow.links.map((link) => ({
      from: link.from,
      to: link.to,
      flow: link.valueKg / 1000,
      lineCount: link.lineCount,
    })),
    labels,
    colours,
    columns,
    priority,
  };
}
