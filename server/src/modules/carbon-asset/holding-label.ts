// How messages name a holding: "CEA 2024 · Demo Plant" (I-REC for IREC).
import type { AssetType } from "./asset-rules";

export const assetTypeLabel = (type: AssetType) => (type === "IREC" ? "I-REC" : type);

export function holdingLabel(holding: {
  assetType: AssetType;
  vintage: number;
  corporation?: { name: string } | null;
}): string {
  const name = `${assetTypeLabel(holding.assetType)} ${holding.vintage}`;
  return holding.corporation ? `${name} · ${holding.corporation.name}` : name;
}

/** Figures in messages: thousands separated, at most three decimals. */
export const figure = (value: number) =>
  value.toLocaleString("en-US", { maximumFractionDigits: 3 });
