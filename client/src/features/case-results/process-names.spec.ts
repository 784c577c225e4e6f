import { factorName, processNamer } from "./results-context";

const processes = [
  { id: 1, name: "外购电力", nameEn: "Purchased electricity" },
  { id: 2, name: "Boiler house", nameEn: "" },
  { id: 3, name: "上游运输（改名）", nameEn: "Upstream transport" },
];

describe("process names in a run's results", () => {
  it("gives an English reader the English name of a process that still has the run's name", () => {
    const name = processNamer(processes, "en");
    expect(name(1, "外购电力")).toBe("Purchased electricity");
    // No English name: the stored one.
    expect(name(2, "Boiler house")).toBe("Boiler house");
    // Renamed since the run, or deleted: the run's own name stands.
    expect(name(3, "上游运输")).toBe("上游运输");
    expect(name(9, "已删除的过程")).toBe("已删除的过程");
    expect(name(null, "外购电力")).toBe("外购电力");
  });

  it("keeps the stored names for a Chinese reader", () => {
    expect(processNamer(processes, "zh-CN")(1, "外购电力")).toBe("外购电力");
  });
});

describe("factor names in a run's results", () => {
  it("reads the English name of a library factor in English, the stored name otherwise", () => {
    const grid = { name: "江苏省电力平均二氧化碳排放因子（2023年）", nameEn: "Jiangsu (2023)" };
    expect(factorName(grid, "en")).toBe("Jiangsu (2023)");
    expect(factorName(grid, "zh-CN")).toBe(grid.name);
    // A custom factor, or a run from before English names were kept.
    expect(factorName({ name: "Supplier steel", nameEn: null }, "en")).toBe("Supplier steel");
  });
});
