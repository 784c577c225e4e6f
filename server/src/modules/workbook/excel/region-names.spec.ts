import { regionName } from "./region-names";

describe("a factor's region in a workbook", () => {
  it("names provinces, regional grids, countries and the globe in the reader's language", () => {
    expect(regionName("320000", "zh-CN")).toBe("江苏省");
    expect(regionName("CN-EAST", "en")).toBe("East China");
    expect(regionName("GB", "zh-CN")).toBe("英国");
    expect(regionName("GB", "en")).toBe("United Kingdom");
    expect(regionName("GLO", "zh-CN")).toBe("全球");
  });

  it("leaves other codes as the library writes them", () => {
    expect(regionName("US-SRVC", "en")).toBe("US-SRVC");
    expect(regionName(null, "en")).toBeNull();
  });
});
