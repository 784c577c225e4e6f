// Tests read a generated PDF back as a reader's viewer would: text and page sizes through
// Mozilla's pdf.js (pdfjs-dist, a dev dependency). pdf.js is an ES module, which the unit tests'
// CommonJS runtime cannot load, so it runs in a child Node process fed the PDF on stdin.
import { execFileSync } from "node:child_process";
import path from "node:path";

export interface PdfContent {
  /** Each page's text in drawing order, items joined by a space. */
  pages: string[];
  sizes: { width: number; height: number }[];
}

const EXTRACT = `
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const data = new Uint8Array(Buffer.concat(chunks));
const pdf = await getDocument({ data, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
const pages = [];
const sizes = [];
for (let i = 1; i <= pdf.numPages; i++) {
  const page = await pdf.getPage(i);
  const { width, height } = page.getViewport({ scale: 1 });
  sizes.push({ width: Math.round(width), height: Math.round(height) });
  const content = await page.getTextContent();
  pages.push(content.items.map((item) => item.str ?? "").join(" "));
}
process.stdout.write(JSON.stringify({ pages, sizes }));
`;

/** The text and page sizes of a PDF, read with pdf.js. */
export function readPdf(pdf: Buffer): PdfContent {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", EXTRACT], {
    input: pdf,
    // Bare imports in evaluated ES code resolve from the working directory: the server package.
    cwd: path.resolve(__dirname, "../../.."),
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.toString("utf8")) as PdfContent;
}

/** Text with all white space removed, for matching across pdf.js's item breaks. */
export function squash(text: string): string {
  return text.replace(/\s+/g, "");
}
