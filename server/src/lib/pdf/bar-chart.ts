// A horizontal bar chart drawn with vector primitives: category labels at the left, one bar per
// value from the zero line (negative values, such as module D credits, to the left), the value at
// the bar, grid lines and a numbered axis with its unit below. It prints sharp at any zoom.
import { fitWidth } from "./fonts";
import { formatNumber } from "./format";
import { COLORS, FONT, type PdfReport } from "./report";

export interface BarChartBar {
  label: string;
  value: number;
  /** Printed at the bar (default: the value in report format). */
  valueLabel?: string;
  color?: string;
}

export interface BarChartSpec {
  bars: BarChartBar[];
  /** Axis title, e.g. "kg CO2 eq per 1 t". */
  unit?: string;
  /** Chart width in points (default: the content width). */
  width?: number;
  barHeight?: number;
  /** Share of the width given to the labels (default 0.24). */
  labelShare?: number;
  color?: string;
  negativeColor?: string;
}

/** A "nice" step (1, 2, 2.5 or 5 × 10^n) that cuts `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (span <= 0) return 1;
  const raw = span / count;
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const fraction = raw / power;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Axis bounds and ticks covering min..max (both including 0). */
export function axisTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const step = niceStep(high - low || Math.abs(high) || 1, count);
  const start = Math.floor(low / step) * step;
  const end = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= end + step / 2; v += step) ticks.push(Math.abs(v) < step / 1e6 ? 0 : v);
  if (ticks.length === 1) ticks.push(ticks[0] + step);
  return ticks;
}

/** The height the chart takes, so a heading can be kept with it. */
export function barChartHeight(spec: BarChartSpec): number {
  const barHeight = spec.barHeight ?? 13;
  return spec.bars.length * (barHeight + 6) + 6 + (spec.unit ? 30 : 18) + 6;
}

/** Draws the chart at the cursor and leaves the cursor below it. */
export function drawBarChart(report: PdfReport, spec: BarChartSpec): void {
  const { doc } = report;
  if (spec.bars.length === 0) return;
  const width = spec.width ?? report.contentWidth;
  const barHeight = spec.barHeight ?? 13;
  const gap = 6;
  const labelWidth = width * (spec.labelShare ?? 0.24);
  const valueRoom = 62;
  const plotLeft = report.left + labelWidth + 8;
  const plotWidth = width - labelWidth - 8 - valueRoom;
  const axisHeight = spec.unit ? 30 : 18;
  const height = spec.bars.length * (barHeight + gap) + gap + axisHeight;
  report.ensureSpace(height + 6);

  const values = spec.bars.map((bar) => bar.value);
  const ticks = axisTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0];
  const high = ticks[ticks.length - 1];
  const xOf = (v: number) => plotLeft + ((v - low) / (high - low)) * plotWidth;
  const top = doc.y;
  const plotBottom = top + spec.bars.length * (barHeight + gap) + gap;

  // Grid lines at the ticks, then the zero line over them.
  for (const tick of ticks) {
    doc
      .moveTo(xOf(tick), top)
      .lineTo(xOf(tick), plotBottom)
      .lineWidth(0.3)
      .strokeColor(COLORS.rule)
      .stroke();
  }

  doc.fontSize(8);
  spec.bars.forEach((bar, i) => {
    const y = top + gap + i * (barHeight + gap);
    doc.font(FONT.regular).fillColor(COLORS.text);
    doc.text(fitWidth(doc, bar.label, labelWidth - 2), report.left, y + (barHeight - 9) / 2, {
      width: labelWidth,
      align: "right",
      lineBreak: false,
    });
    const x0 = xOf(Math.min(0, bar.value));
    const x1 = xOf(Math.max(0, bar.value));
    const color =
      bar.color ??
      (bar.value < 0 ? (spec.negativeColor ?? COLORS.negative) : (spec.color ?? COLORS.brand));
    if (x1 - x0 > 0.2) doc.rect(x0, y, x1 - x0, barHeight).fill(color);
    const label = bar.valueLabel ?? formatNumber(bar.value);
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLORS.text);
    // A positive value prints after the bar's end, a negative one after the zero line.
    doc.text(label, Math.max(x1, xOf(0)) + 3, y + (barHeight - 8.5) / 2, { lineBreak: false });
    doc.fontSize(8);
  });

  doc
    .moveTo(xOf(0), top)
    .lineTo(xOf(0), plotBottom)
    .lineWidth(0.9)
    .strokeColor(COLORS.text)
    .stroke();
  doc
    .moveTo(plotLeft, plotBottom)
    .lineTo(plotLeft + plotWidth, plotBottom)
    .lineWidth(0.6)
    .strokeColor(COLORS.text)
    .stroke();
  doc.font(FONT.regular).fontSize(7).fillColor(COLORS.muted);
  for (const tick of ticks) {
    doc
      .moveTo(xOf(tick), plotBottom)
      .lineTo(xOf(tick), plotBottom + 3)
      .lineWidth(0.6)
      .strokeColor(COLORS.text)
      .stroke();
    const text = formatNumber(tick, { digits: 3, trim: true });
    const textWidth = doc.widthOfString(text);
    doc.text(text, xOf(tick) - textWidth / 2, plotBottom + 5, { lineBreak: false });
  }
  if (spec.unit) {
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLORS.muted);
    doc.text(fitWidth(doc, spec.unit, plotWidth), plotLeft, plotBottom + 17, {
      width: plotWidth,
      align: "center",
      lineBreak: false,
    });
  }
  doc.font(FONT.regular).fontSize(9).fillColor(COLORS.text);
  doc.x = report.left;
  doc.y = top + height + 6;
}
