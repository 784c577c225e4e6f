import { contentDisposition } from "./file.routes";
import {
  cleanFileName,
  EVIDENCE_TYPES,
  extensionOf,
  formatSize,
  typeOfExtension,
  UPSTREAM_DATABASE_TYPES,
} from "./file-types";

const kind = (extension: string) => typeOfExtension(EVIDENCE_TYPES, extension)!;

describe("evidence file types", () => {
  it("reads the extension of the last dot, in lower case, and none of a dot file", () => {
    expect(extensionOf("Invoice.2024.PDF")).toBe("pdf");
    expect(extensionOf("README")).toBe("");
    expect(extensionOf(".env")).toBe("");
    expect(extensionOf("trailing.")).toBe("");
  });

  it("keeps the last part of a browser's fake path and drops control characters", () => {
    expect(cleanFileName("C:\\fakepath\\电费发票.pdf")).toBe("电费发票.pdf");
    expect(cleanFileName(" scans/meter\u0000 04.png ")).toBe("meter 04.png");
  });

  it("treats text with a NUL byte as binary, unless it is UTF-16 with its byte-order mark", () => {
    // "ab" in UTF-16LE after the mark FF FE: 61 00 62 00.
    expect(kind("txt").matches(Buffer.from([0xff, 0xfe, 0x61, 0x00, 0x62, 0x00]))).toBe(true);
    expect(kind("txt").matches(Buffer.from([0x61, 0x00, 0x62, 0x00]))).toBe(false);
  });

  it("finds a PDF header after leading bytes, as readers do, but not past 1024", () => {
    expect(kind("pdf").matches(Buffer.from("\r\n%PDF-1.7\n"))).toBe(true);
    expect(
      kind("pdf").matches(Buffer.concat([Buffer.alloc(1024, 0x20), Buffer.from("%PDF-")])),
    ).toBe(false);
  });

  it("writes sizes in the 1024-based units browsers show", () => {
    expect(formatSize(900)).toBe("900 B");
    expect(formatSize(1536)).toBe("1.5 KB");
    // 10 MB = 10 × 1024 × 1024 = 10,485,760 bytes.
    expect(formatSize(10_485_760)).toBe("10 MB");
  });
});

describe("upstream database file types", () => {
  it("take a zip (an EcoSpold2 database) by its extension and its local file header only", () => {
    const zip = typeOfExtension(UPSTREAM_DATABASE_TYPES, "zip")!;
    expect(zip.mimeType).toBe("application/zip");
    // "PK\x03\x04", the signature every zip starts with.
    expect(zip.matches(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe(true);
    expect(zip.matches(Buffer.from('<?xml version="1.0"?><ecoSpold/>'))).toBe(false);
    expect(typeOfExtension(UPSTREAM_DATABASE_TYPES, "pdf")).toBeUndefined();
    // Evidence takes no zip.
    expect(typeOfExtension(EVIDENCE_TYPES, "zip")).toBeUndefined();
  });
});

describe("the download's Content-Disposition", () => {
  it("sends an ASCII name as it is", () => {
    expect(contentDisposition("meter (March).pdf")).toBe(
      `attachment; filename="meter (March).pdf"; filename*=UTF-8''meter%20%28March%29.pdf`,
    );
  });

  it("replaces quotes and backslashes in the plain name and encodes them in the exact one", () => {
    expect(contentDisposition('a"b\\c.txt')).toBe(
      `attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`,
    );
  });
});
