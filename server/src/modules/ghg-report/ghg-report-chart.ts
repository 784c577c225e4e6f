// A report's bar chart as a PNG for the DOCX (Word cannot be relied on to draw SVG, and a DOCX
// cannot carry our font): the chart is drawn as SVG with every letter already turned into its
// outline from the report face (Noto Sans SC, parsed once for the PDFs), then rasterised by resvg
// compiled to WebAssembly (@resvg/resvg-wasm: no native binary, no install script). Text as
// outlines means the rasteriser needs no font at all, and Chinese looks the same as in the PDF.
import fs from "node:fs";
import type { Font } from "fontkit";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { axisTicks } from "../../lib/pdf/bar-chart";
import { reportFonts } from "../../lib/pdf/fonts";
import { formatNumber } from "../../lib/pdf/format";
import { COLORS } from "../../lib/pdf/report";
import type { ChartBar } from "./ghg-report-blocks";

/** Logical size of a chart (points); the PNG is drawn at twice this for print. */
export const CHART_WIDTH = 600;
const ZOOM = 2;
const BAR_HEIGHT = 20;
const GAP = 9;

let ready: Promise<void> | null = null;

/** Loads the WebAssembly module once per process. */
function rasteriser(): Promise<void> {
  ready ??= initWasm(fs.readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  return ready;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Text set in the report face as SVG paths, and its width. */
class Typesetter {
  private readonly glyphs = new Map<number, string>();
  constructor(private readonly font: Font) {}

  width(text: string, size: number): number {
    return (this.font.layout(text).advanceWidth * size) / this.font.unitsPerEm;
  }

  /** `text` cut with an ellipsis to fit `max` units wide. */
  fit(text: string, size: number, max: number): string {
    if (this.width(text, size) <= max) return text;
    const chars = Array.from(text);
    while (chars.length > 1 && this.width(`${chars.join("")}…`, size) > max) chars.pop();
    return `${chars.join("").trimEnd()}…`;
  }

  /** Paths of `text` with its baseline at (x, y), aligned at x by `anchor`. */
  draw(
    text: string,
    x: number,
    y: number,
    size: number,
    fill: string,
    anchor: "start" | "middle" | "end" = "start",
  ): string {
    const run = this.font.layout(text);
    const scale = size / this.font.unitsPerEm;
    const width = run.advanceWidth * scale;
    let pen = anchor === "start" ? x : anchor === "middle" ? x - width / 2 : x - width;
    const parts: string[] = [];
    run.glyphs.forEach((glyph, i) => {
      let d = this.glyphs.get(glyph.id);
      if (d === undefined) this.glyphs.set(glyph.id, (d = glyph.path.toSVG()));
      const position = run.positions[i];
      if (d) {
        const gx = pen + position.xOffset * scale;
        const gy = y - position.yOffset * scale;
        parts.push(
          `<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`,
        );
      }
      pen += position.xAdvance * scale;
    });
    return parts.length ? `<g fill="${escape(fill)}">${parts.join("")}</g>` : "";
  }
}

export interface ChartSpec {
  title: string;
  unit: string;
  bars: readonly ChartBar[];
}

/** The chart as SVG (text as outlines), `CHART_WIDTH` wide. */
export function chartSvg(spec: ChartSpec): { svg: string; width: number; height: number } {
  const type = new Typesetter(reportFonts().regular);
  const bold = new Typesetter(reportFonts().bold);
  const width = CHART_WIDTH;
  const labelWidth = width * 0.27;
  const valueRoom = 84;
  const plotLeft = labelWidth + 10;
  const plotWidth = width - plotLeft - valueRoom;
  const top = 30;
  const plotBottom = top + spec.bars.length * (BAR_HEIGHT + GAP) + GAP;
  const height = plotBottom + 44;
  const values = spec.bars.map((bar) => bar.value);
  const ticks = axisTicks(Math.min(0, ...values), Math.max(0, ...values));
  const low = ticks[0];
  const high = ticks[ticks.length - 1];
  const xOf = (v: number) => plotLeft + ((v - low) / (high - low || 1)) * plotWidth;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    bold.draw(type.fit(spec.title, 12, width), 0, 16, 12, COLORS.text),
  ];
  for (const tick of ticks) {
    out.push(
      `<line x1="${xOf(tick)}" y1="${top}" x2="${xOf(tick)}" y2="${plotBottom}" stroke="${COLORS.rule}" stroke-width="0.6"/>`,
    );
  }
  spec.bars.forEach((bar, i) => {
    const y = top + GAP + i * (BAR_HEIGHT + GAP);
    const baseline = y + BAR_HEIGHT / 2 + 4;
    out.push(
      type.draw(type.fit(bar.label, 11, labelWidth), labelWidth, baseline, 11, COLORS.text, "end"),
    );
    const x0 = xOf(Math.min(0, bar.value));
    const x1 = xOf(Math.max(0, bar.value));
    const colour = bar.value < 0 ? COLORS.negative : COLORS.brand;
    if (x1 - x0 > 0.3) {
      out.push(
        `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="${BAR_HEIGHT}" fill="${colour}"/>`,
      );
    }
    out.push(type.draw(bar.valueLabel, Math.max(x1, xOf(0)) + 5, baseline, 10.5, COLORS.text));
  });
  out.push(
    `<line x1="${xOf(0)}" y1="${top}" x2="${xOf(0)}" y2="${plotBottom}" stroke="${COLORS.text}" stroke-width="1.2"/>`,
    `<line x1="${plotLeft}" y1="${plotBottom}" x2="${plotLeft + plotWidth}" y2="${plotBottom}" stroke="${COLORS.text}" stroke-width="0.8"/>`,
  );
  for (const tick of ticks) {
    out.push(
      `<line x1="${xOf(tick)}" y1="${plotBottom}" x2="${xOf(tick)}" y2="${plotBottom + 4}" stroke="${COLORS.text}" stroke-width="0.8"/>`,
      type.draw(
        formatNumber(tick, { digits: 3, trim: true, grouping: true }),
        xOf(tick),
        plotBottom + 16,
        9.5,
        COLORS.muted,
        "middle",
      ),
    );
  }
  out.push(
    type.draw(spec.unit, plotLeft + plotWidth / 2, plotBottom + 34, 10, COLORS.muted, "middle"),
  );
  out.push("</svg>");
  return { svg: out.join(""), width, height };
}

/** The chart as PNG bytes at twice its logical size, with that logical size. */
export async function chartPng(
  spec: ChartSpec,
): Promise<{ png: Buffer; width: number; height: number }> {
  await rasteriser();
  const { svg, width, height } = chartSvg(spec);
  const resvg = new Resvg(svg, {
    fitTo: { mode: "zoom", value: ZOOM },
    font: { loadSystemFonts: false },
  });
  try {
    const image = resvg.render();
    const png = Buffer.from(image.asPng());
    image.free();
    return { png, width, height };
  } finally {
    resvg.free();
  }
}
