// The one type family of the platform's PDF reports: Noto Sans SC (Adobe and Google's Source Han
// Sans design, SIL Open Font License 1.1), which carries Latin, digits and the Chinese of GB 18030
// alike, so a report in either language needs no second font. pdfkit embeds only the glyphs a
// document uses (a subset), so a report stays small although each face file is about 8 MB.
//
// The faces come from the npm package @embedpdf/fonts-sc (pinned in server/package.json), so a
// fresh `npm install` prints Chinese; Debian's fonts-noto-cjk is the fallback. Each face is read and
// parsed once per process and shared by every document.
import fs from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";

export interface ReportFonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
  /** Where the faces were read from, for the log and the report of a slow first render. */
  source: string;
  /** Milliseconds spent reading and parsing both faces (once per process). */
  loadMs: number;
}

interface FontCandidate {
  source: string;
  regular: { file: string; face?: string };
  bold: { file: string; face?: string };
}

function packageFontsDir(): string | null {
  try {
    // The package exports only its index, so the font folder is found beside it.
    const entry = require.resolve("@embedpdf/fonts-sc");
    return path.join(path.dirname(entry), "..", "fonts");
  } catch {
    return null;
  }
}

function candidates(): FontCandidate[] {
  const list: FontCandidate[] = [];
  const dir = packageFontsDir();
  if (dir) {
    list.push({
      source: "npm package @embedpdf/fonts-sc (Noto Sans SC, SIL OFL 1.1)",
      regular: { file: path.join(dir, "NotoSansHans-Regular.otf") },
      bold: { file: path.join(dir, "NotoSansHans-Bold.otf") },
    });
  }
  const debian = "/usr/share/fonts/opentype/noto";
  list.push({
    source: "Debian package fonts-noto-cjk (Noto Sans CJK SC, SIL OFL 1.1)",
    regular: { file: path.join(debian, "NotoSansCJK-Regular.ttc"), face: "NotoSansCJKsc-Regular" },
    bold: { file: path.join(debian, "NotoSansCJK-Bold.ttc"), face: "NotoSansCJKsc-Bold" },
  });
  return list;
}

function openFace(file: string, face: string | undefined): fontkit.Font {
  const opened = fontkit.create(fs.readFileSync(file), face);
  if ("fonts" in opened) {
    throw new Error(`${file} is a font collection without the face ${face ?? "(none named)"}`);
  }
  return opened;
}

let cached: ReportFonts | null = null;

/** The report faces, read and parsed on first use and kept for the life of the process. */
export function reportFonts(): ReportFonts {
  if (cached) return cached;
  const started = performance.now();
  for (const candidate of candidates()) {
    if (!fs.existsSync(candidate.regular.file) || !fs.existsSync(candidate.bold.file)) continue;
    const regular = openFace(candidate.regular.file, candidate.regular.face);
    const bold = openFace(candidate.bold.file, candidate.bold.face);
    cached = { regular, bold, source: candidate.source, loadMs: performance.now() - started };
    return cached;
  }
  throw new Error(
    "No Chinese font for PDF reports: run `npm install` in server/ (it installs @embedpdf/fonts-sc), " +
      "or install the Debian package fonts-noto-cjk (apt-get install fonts-noto-cjk)",
  );
}

// Characters the face lacks that reports commonly receive from typed text, mapped to what prints.
const SUBSTITUTES: Record<string, string> = {
  "₀": "0",
  "₁": "1",
  "₂": "2",
  "₃": "3",
  "₄": "4",
  "₅": "5",
  "₆": "6",
  "₇": "7",
  "₈": "8",
  "₉": "9",
};

/**
 * Text as the report face can print it: subscript digits (CO₂) become plain digits, the way
 * EN 15804 writes units (kg CO2 eq), instead of an empty box.
 */
export function printable(text: string): string {
  return text.replace(/[₀-₉]/g, (ch) => SUBSTITUTES[ch] ?? ch);
}

/**
 * `text` cut with an ellipsis to fit `width` points in the document's current font and size
 * (one line: running headers, chart labels).
 */
export function fitWidth(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const full = printable(text);
  if (doc.widthOfString(full) <= width) return full;
  const chars = Array.from(full);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${chars.slice(0, mid).join("")}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join("").trimEnd()}…`;
}
