// The kinds of file users may upload as evidence, each recognised twice: by the name's extension
// and by the content's own signature ("magic bytes"), so a renamed executable or a mislabelled
// file is refused instead of being served back later under a type it is not.

export interface FileType {
  /** The extensions (lower case, without the dot) that name this kind. */
  extensions: readonly string[];
  /** The one MIME type the file is stored and served with, whatever the browser reported. */
  mimeType: string;
  /** Named in messages: "not a PDF file". */
  label: string;
  /** Whether the bytes are of this kind. */
  matches: (bytes: Buffer) => boolean;
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** Every zip archive, and so every Office Open XML file, starts with a local file header. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The OLE2 compound document of Office 97-2003 files (.xls, .doc). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** PDF readers accept the "%PDF-" header anywhere in the first 1024 bytes. */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes("%PDF-");
const isGif = (bytes: Buffer) =>
  startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"));
const isWebp = (bytes: Buffer) =>
  startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8);

/**
 * An Office Open XML package of one application: a zip holding `[Content_Types].xml` and the
 * application's part folder (`xl/`, `word/`). Zip entry names are stored uncompressed, so they can
 * be found in the bytes; a .docx renamed .xlsx has no `xl/` part.
 */
const isOfficeXml = (folder: string) => (bytes: Buffer) =>
  startsWith(bytes, ZIP) && bytes.includes("[Content_Types].xml") && bytes.includes(folder);

const BINARY_SIGNATURES: ReadonlyArray<(bytes: Buffer) => boolean> = [
  isPdf,
  isGif,
  isWebp,
  (bytes) => startsWith(bytes, PNG),
  (bytes) => startsWith(bytes, JPEG),
  (bytes) => startsWith(bytes, ZIP),
  (bytes) => startsWith(bytes, OLE2),
];

/**
 * Plain text (CSV exports, meter logs) has no signature: it is text when it holds no NUL byte,
 * which nearly every binary format does, or when it is UTF-16 with its byte-order mark (Excel's
 * "Unicode text"). Chinese CSV files are often GBK rather than UTF-8, so the encoding is not
 * checked. A file starting with another kind's signature is that kind, not text.
 */
function isText(bytes: Buffer): boolean {
  if (BINARY_SIGNATURES.some((matches) => matches(bytes))) return false;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  return !bytes.includes(0);
}

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The kinds of evidence: documents, pictures of meters and invoices, spreadsheets, text. */
export const EVIDENCE_TYPES: readonly FileType[] = [
  { extensions: ["pdf"], mimeType: "application/pdf", label: "PDF", matches: isPdf },
  {
    extensions: ["png"],
    mimeType: "image/png",
    label: "PNG",
    matches: (b) => startsWith(b, PNG),
  },
  {
    extensions: ["jpg", "jpeg"],
    mimeType: "image/jpeg",
    label: "JPEG",
    matches: (b) => startsWith(b, JPEG),
  },
  { extensions: ["webp"], mimeType: "image/webp", label: "WebP", matches: isWebp },
  { extensions: ["gif"], mimeType: "image/gif", label: "GIF", matches: isGif },
  { extensions: ["xlsx"], mimeType: XLSX, label: "Excel (.xlsx)", matches: isOfficeXml("xl/") },
  {
    extensions: ["xls"],
    mimeType: "application/vnd.ms-excel",
    label: "Excel 97-2003 (.xls)",
    matches: (b) => startsWith(b, OLE2),
  },
  { extensions: ["docx"], mimeType: DOCX, label: "Word (.docx)", matches: isOfficeXml("word/") },
  { extensions: ["csv"], mimeType: "text/csv", label: "CSV", matches: isText },
  { extensions: ["txt"], mimeType: "text/plain", label: "text", matches: isText },
];

/**
 * Upstream LCA databases: EcoSpold2 data sets zipped (USLCI, ecoinvent as exported). The content
 * must be a zip; whether it holds EcoSpold2 is the import's check, which reports what it finds.
 */
export const UPSTREAM_DATABASE_TYPES: readonly FileType[] = [
  {
    extensions: ["zip"],
    mimeType: "application/zip",
    label: "zip",
    matches: (b) => startsWith(b, ZIP),
  },
];

/** ".pdf, .png, ..." for messages. */
export const allowedExtensions = (types: readonly FileType[]): string =>
  types.flatMap((type) => type.extensions.map((extension) => `.${extension}`)).join(", ");

/** The extension of a name, lower case, without the dot; "" when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : "";
}

export function typeOfExtension(
  types: readonly FileType[],
  extension: string,
): FileType | undefined {
  return types.find((type) => type.extensions.includes(extension));
}

/**
 * The name a file is kept under: the last part of a path some browsers send
 * ("C:\fakepath\invoice.pdf"), without control characters, trimmed.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
}

/** "12.5 MB", "300 KB", "900 B": sizes in messages, in the 1024-based units browsers show. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${round(bytes / 1024)} KB`;
  return `${round(bytes / (1024 * 1024))} MB`;
}

const round = (value: number): string => String(Math.round(value * 10) / 10);
