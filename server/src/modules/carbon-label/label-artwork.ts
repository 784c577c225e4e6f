// The carbon label's artwork: an SVG a manufacturer prints on packaging or shows online, with
// the footprint per declared unit, the product, the serial number, the validity and a QR code of
// the public verification page; and the QR code alone as PNG for the PDF report. The QR modules
// come from the qrcode package and are drawn as one SVG path, so the label stays sharp at any
// print size. SVG text is set in the viewer's fonts: the font list prefers Noto Sans SC and
// falls back to the usual Chinese system fonts.
import QRCode from "qrcode";
import { formatNumber } from "../../lib/pdf/format";
import type { LabelClaim, ReportLanguage } from "./footprint-report-document";

const FONT_FAMILY =
  "'Noto Sans SC','Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Hiragino Sans GB'," +
  "'Microsoft YaHei','WenQuanYi Micro Hei',Arial,Helvetica,sans-serif";

const GREEN = { dark: "#14513a", main: "#1f6f4a", light: "#e6f2eb", leaf: "#7fb99a" };

const TEXTS = {
  en: {
    title: "CARBON FOOTPRINT",
    subtitle: "Product carbon footprint label",
    per: "per {unit}",
    boundary: "Boundary",
    standard: "Standard",
    gwp: "GWP",
    serial: "Label No.",
    valid: "Valid {from} – {until}",
    scan: "Scan to verify",
    verifiedBy: "Verified by {organisation}",
  },
  "zh-CN": {
    title: "碳足迹",
    subtitle: "产品碳足迹标签",
    per: "/ {unit}",
    boundary: "系统边界",
    standard: "依据标准",
    gwp: "GWP",
    serial: "标签编号",
    valid: "有效期 {from} 至 {until}",
    scan: "扫码验证",
    verifiedBy: "核查机构：{organisation}",
  },
} as const;

/** The QR code of `url` as a PNG (error correction M, 4-module quiet zone, 330 px). */
export async function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 4, width: 330 });
}

/** Text safe inside SVG markup. */
function esc(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? "");
}

/**
 * Rough advance of text in em for a sans face: CJK and full-width forms 1, capitals and digits
 * about 0.62, spaces 0.26, other Latin 0.52. Enough to wrap a label line without measuring.
 */
function emWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch)) width += 1;
    else if (/[A-Z0-9]/.test(ch)) width += 0.62;
    else if (ch === " ") width += 0.26;
    else width += 0.52;
  }
  return width;
}

/** `text` wrapped into at most `maxLines` lines of `maxEm` em, the last one cut with "…". */
export function wrapText(text: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  const chars = Array.from(text.trim());
  for (let i = 0; i < chars.length; i++) {
    const next = line + chars[i];
    if (emWidth(next) <= maxEm) {
      line = next;
      continue;
    }
    if (lines.length === maxLines - 1) {
      while (line && emWidth(`${line}…`) > maxEm) line = Array.from(line).slice(0, -1).join("");
      lines.push(`${line.trimEnd()}…`);
      return lines;
    }
    // Break Latin text at the last space when there is one.
    const space = line.lastIndexOf(" ");
    if (space > 0 && /[A-Za-z0-9]/.test(chars[i])) {
      lines.push(line.slice(0, space));
      line = line.slice(space + 1) + chars[i];
    } else {
      lines.push(line);
      line = chars[i].trimStart();
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The QR modules of `url` as one SVG path in module units (1 module = 1 unit). */
export function qrPath(url: string): { size: number; d: string } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: modules.size, d: parts.join("") };
}

function declaredUnit(claim: LabelClaim, lang: ReportLanguage): string {
  const amount = formatNumber(claim.declaredUnit.amount, { digits: 6, trim: true });
  const unit =
    claim.declaredUnit.unit === "piece" && lang === "zh-CN" ? "件" : claim.declaredUnit.unit;
  return `${amount} ${unit}`;
}

/** The carbon label as a standalone SVG document (400 × 580 user units). */
export function renderLabelSvg(claim: LabelClaim, lang: ReportLanguage): Promise<string> {
  return Promise.resolve(labelSvg(claim, lang));
}

function labelSvg(claim: LabelClaim, lang: ReportLanguage): string {
  const t = TEXTS[lang];
  const zh = lang === "zh-CN";
  const qr = qrPath(claim.verifyUrl);
  const quiet = 4;
  const qrBox = 116;
  const scale = qrBox / (qr.size + 2 * quiet);
  const figure = formatNumber(claim.footprint, { digits: 3, grouping: true });
  const figureSize = figure.length > 7 ? 48 : figure.length > 5 ? 58 : 68;
  const nameLines = wrapText(claim.productName, 340 / 17, 2);
  const specLine = wrapText(claim.specification, 340 / 11.5, 1);
  const companyLine = wrapText(claim.companyName, 340 / 11.5, 1);
  const boundary = zh ? claim.boundary.name : claim.boundary.nameEn;
  const standard = zh ? claim.standard.name : claim.standard.nameEn;
  const info: [string, string][] = [
    [t.boundary, boundary],
    [t.standard, standard],
    [t.gwp, claim.gwpSet],
    [t.serial, claim.serial],
  ];
  const infoRows = info
    .map(([label, value], i) => {
      const y = 404 + i * 30;
      const valueText = wrapText(value, 210 / 10.5, 1)[0] ?? "";
      return (
        `<text x="32" y="${y}" font-size="9.5" fill="#5c6b63">${esc(label)}</text>` +
        `<text x="32" y="${y + 14}" font-size="10.5" font-weight="600" fill="#1c2521">${esc(valueText)}</text>`
      );
    })
    .join("");
  const validity = fill(t.valid, { from: claim.validFrom, until: claim.validUntil });
  const verifiedBy = wrapText(
    fill(t.verifiedBy, { organisation: claim.verification.organisation }),
    340 / 9.5,
    1,
  )[0];

  // A leaf: two curves meeting at the tip and the stem, with its midrib.
  const leaf =
    `<g transform="translate(34 30)">` +
    `<path d="M0 56C4 24 26 4 60 0C58 34 38 56 0 56Z" fill="${GREEN.leaf}"/>` +
    `<path d="M4 52C18 36 32 22 52 8" stroke="${GREEN.dark}" stroke-width="2.2" fill="none" stroke-linecap="round"/>` +
    `</g>`;

  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="580" viewBox="0 0 400 580" xml:lang="${zh ? "zh-CN" : "en"}" font-family="${FONT_FAMILY}">`,
    `<title>${esc(`${t.subtitle} ${claim.serial}: ${figure} kg CO2e / ${declaredUnit(claim, lang)} · ${claim.productName}`)}</title>`,
    `<defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${GREEN.main}"/><stop offset="1" stop-color="${GREEN.dark}"/></linearGradient></defs>`,
    `<rect x="3" y="3" width="394" height="574" rx="26" fill="#ffffff" stroke="url(#band)" stroke-width="6"/>`,
    `<path d="M3 29A26 26 0 0 1 29 3H371A26 26 0 0 1 397 29V112H3Z" fill="url(#band)"/>`,
    leaf,
    `<text x="108" y="62" font-size="${zh ? 30 : 24}" font-weight="700" fill="#ffffff" letter-spacing="${zh ? 4 : 1}">${esc(t.title)}</text>`,
    `<text x="108" y="88" font-size="12" fill="${GREEN.light}">${esc(zh ? "CARBON FOOTPRINT" : t.subtitle)}</text>`,
    `<text x="200" y="${196}" text-anchor="middle" font-size="${figureSize}" font-weight="700" fill="${GREEN.dark}">${esc(figure)}</text>`,
    `<text x="200" y="228" text-anchor="middle" font-size="17" fill="#1c2521">kg CO<tspan font-size="11" dy="4">2</tspan><tspan dy="-4">e</tspan> <tspan fill="#5c6b63">${esc(fill(t.per, { unit: declaredUnit(claim, lang) }))}</tspan></text>`,
    `<line x1="32" y1="252" x2="368" y2="252" stroke="${GREEN.leaf}" stroke-width="1"/>`,
    ...nameLines.map(
      (line, i) =>
        `<text x="200" y="${280 + i * 22}" text-anchor="middle" font-size="17" font-weight="700" fill="#1c2521">${esc(line)}</text>`,
    ),
    ...[...specLine, ...companyLine].map(
      (line, i) =>
        `<text x="200" y="${284 + nameLines.length * 22 + i * 18}" text-anchor="middle" font-size="11.5" fill="#5c6b63">${esc(line)}</text>`,
    ),
    `<line x1="32" y1="376" x2="368" y2="376" stroke="${GREEN.leaf}" stroke-width="1"/>`,
    infoRows,
    `<g transform="translate(252 392)">`,
    `<rect width="${qrBox}" height="${qrBox}" fill="#ffffff"/>`,
    `<path transform="translate(${quiet * scale} ${quiet * scale}) scale(${scale})" d="${qr.d}" fill="#000000" shape-rendering="crispEdges"/>`,
    `<text x="${qrBox / 2}" y="${qrBox + 14}" text-anchor="middle" font-size="10" fill="${GREEN.dark}">${esc(t.scan)}</text>`,
    `</g>`,
    `<rect x="3" y="530" width="394" height="1" fill="${GREEN.leaf}"/>`,
    `<text x="200" y="550" text-anchor="middle" font-size="10.5" font-weight="600" fill="${GREEN.dark}">${esc(validity)}</text>`,
    `<text x="200" y="566" text-anchor="middle" font-size="9.5" fill="#5c6b63">${esc(verifiedBy ?? "")}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}
