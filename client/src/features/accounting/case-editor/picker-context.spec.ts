import { contextKind, searchStarts, type LineContextInput } from "./picker-context";

const line = (overrides: Partial<LineContextInput>): LineContextInput => ({
  lineName: "Line",
  processName: "Process",
  scope: 1,
  kind: "factor",
  year: 2024,
  province: "320000",
  ...overrides,
});

describe("where the factor picker opens", () => {
  it("opens a refrigerant top-up on the refrigerants", () => {
    const input = line({ lineName: "R-410A 补充", processName: "制冷剂逸散" });
    expect(contextKind(input)).toBe("refrigerant");
    expect(searchStarts(input)).toEqual([{ kind: "refrigerant", category: "fugitive" }]);
    expect(contextKind(line({ lineName: "Chiller top-up HFC-134a" }))).toBe("refrigerant");
  });

  it("opens electricity on the province for the case's year, then earlier years, then national", () => {
    // A 2024 inventory in Jiangsu (320000): 2024, 2023, 2022, 2021 in Jiangsu, then national.
    const starts = searchStarts(line({ lineName: "外购电力", scope: 2 }));
    expect(starts.slice(0, 4)).toEqual([
      { kind: "electricity", category: "electricity", region: "320000", year: 2024 },
      { kind: "electricity", category: "electricity", region: "320000", year: 2023 },
      { kind: "electricity", category: "electricity", region: "320000", year: 2022 },
      { kind: "electricity", category: "electricity", region: "320000", year: 2021 },
    ]);
    expect(starts[4]).toEqual({
      kind: "electricity",
      category: "electricity",
      region: "CN",
      year: 2024,
    });
    expect(starts.at(-1)).toEqual({ kind: "electricity", category: "electricity" });
    expect(starts).toHaveLength(9);
  });

  it("opens electricity of a corporation without a province on the national factors", () => {
    const starts = searchStarts(
      line({ lineName: "Purchased electricity", scope: 2, province: null }),
    );
    expect(starts[0]).toMatchObject({ region: "CN", year: 2024 });
    expect(starts).toHaveLength(5);
  });

  it("opens purchased steam on heat and a market instrument on electricity alone", () => {
    expect(searchStarts(line({ lineName: "外购蒸汽", scope: 2 }))).toEqual([
      { kind: "heat", category: "heat" },
    ]);
    expect(searchStarts(line({ lineName: "外购电力", scope: 2, kind: "market" }))).toEqual([
      { kind: "electricity", category: "electricity" },
    ]);
  });

  it("leaves any other line on the whole library", () => {
    expect(searchStarts(line({ lineName: "Diesel", processName: "Boilers" }))).toEqual([]);
    expect(searchStarts(line({ lineName: "Steel", scope: 3 }))).toEqual([]);
  });
});
