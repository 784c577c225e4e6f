import { groupByScope } from "./template-groups";
import { templateId } from "./TemplateDetailPage";
import { base64ToBytes } from "../../lib/files";
import { rejectedRowsCsv } from "../factors/file-transfer";
import { formatSize, kindForFile } from "../factors/ImportFactorsDialog";
import { matchesKeyword, pageOf } from "../../components/ui/local-table";

describe("groupByScope", () => {
  it("orders scopes 1 to 3 and keeps each scope's processes in template order", () => {
    const groups = groupByScope([
      { id: 5, scope: 3, sort: 0, name: "Business travel" },
      { id: 2, scope: 1, sort: 2, name: "Process emissions" },
      { id: 3, scope: 2, sort: 0, name: "Purchased electricity" },
      { id: 1, scope: 1, sort: 1, name: "Stationary combustion" },
      { id: 4, scope: 1, sort: 1, name: "Mobile combustion" },
    ]);
    expect(groups.map((group) => [group.scope, group.processes.map((p) => p.name)])).toEqual([
      [1, ["Stationary combustion", "Mobile combustion", "Process emissions"]],
      [2, ["Purchased electricity"]],
      [3, ["Business travel"]],
    ]);
  });

  it("leaves out scopes without processes", () => {
    expect(groupByScope([{ id: 1, scope: 2, sort: 0 }]).map((group) => group.scope)).toEqual([2]);
    expect(groupByScope([])).toEqual([]);
  });
});

describe("templateId", () => {
  it("reads a positive whole id and nothing else", () => {
    expect(templateId("12")).toBe(12);
    expect(templateId(null)).toBeNull();
    expect(templateId("0")).toBeNull();
    expect(templateId("1.5")).toBeNull();
    expect(templateId("abc")).toBeNull();
  });
});

describe("kindForFile", () => {
  it("takes a .csv as our CSV template whatever was chosen", () => {
    expect(kindForFile("factors.CSV", "uk")).toBe("csv");
  });

  it("moves from CSV to Excel for a workbook but keeps the UK flat file", () => {
    expect(kindForFile("factors.xlsx", "csv")).toBe("xlsx");
    expect(kindForFile("ghg-conversion-factors-2024-flat.xlsx", "uk")).toBe("uk");
  });
});

describe("formatSize", () => {
  it("gives kilobytes, at least 1, below a megabyte and megabytes with a decimal above", () => {
    expect(formatSize(300)).toBe("1 KB");
    expect(formatSize(512 * 1024)).toBe("512 KB");
    // 8,740 rows of the UK flat file make a workbook of a few megabytes.
    expect(formatSize(4.25 * 1024 * 1024)).toBe("4.3 MB");
  });
});

describe("rejectedRowsCsv", () => {
  it("quotes reasons holding commas and quotes, and marks the text as UTF-8", () => {
    const csv = rejectedRowsCsv(
      ["Row", "Key", "Column", "Reason"],
      [
        {
          row: 5,
          key: "ACME-BAD",
          column: "unit",
          reason: 'unit "barrel" is not a unit id or symbol (kg, t, ...)',
        },
        { row: 9, key: null, column: "code", reason: "code is required" },
      ],
    );
    expect(csv).toBe(
      '\uFEFFRow,Key,Column,Reason\r\n5,ACME-BAD,unit,"unit ""barrel"" is not a unit id or symbol (kg, t, ...)"\r\n9,,code,code is required\r\n',
    );
  });
});

describe("base64ToBytes", () => {
  it("decodes the bytes of a file the server sent", () => {
    // "PK" and the version bytes that open every .xlsx (a zip archive).
    expect([...base64ToBytes("UEsDBA==")]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });
});

describe("local lists", () => {
  it("finds rows holding every word of the keyword in any field", () => {
    const cement = ["CN-GUIDE-CEMENT", "中国水泥生产企业温室气体排放核算方法与报告指南", 2013];
    expect(matchesKeyword("cement 2013", cement)).toBe(true);
    expect(matchesKeyword("水泥", cement)).toBe(true);
    expect(matchesKeyword("cement 2015", cement)).toBe(false);
    expect(matchesKeyword("  ", cement)).toBe(true);
  });

  it("cuts the page the table state asks for", () => {
    const rows = Array.from({ length: 45 }, (_, index) => index + 1);
    expect(pageOf(rows, { page: 3, pageSize: 20 })).toEqual([41, 42, 43, 44, 45]);
  });
});
