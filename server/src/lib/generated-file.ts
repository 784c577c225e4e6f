// A file the server generates for download: its name, type and bytes.
export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export interface GeneratedFile {
  filename: string;
  mimeType: string;
  content: Buffer;
}
