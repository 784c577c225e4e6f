// A map click against the province named in the corporation form.
import { emptyCorporation } from "./corporation-schema";
import { applyMapPick, mapPickOutcome } from "./map-pick";

const HANGZHOU = { longitude: 120.16, latitude: 30.27 };
const jiangsuPlant = {
  ...emptyCorporation,
  name: "Suzhou plant",
  province: "320000",
  city: "苏州",
};

describe("mapPickOutcome", () => {
  it("places the point without a question when it lies in the chosen province or in none", () => {
    expect(mapPickOutcome("320000", "320000")).toEqual({ kind: "place" });
    expect(mapPickOutcome("320000", null)).toEqual({ kind: "place" });
    expect(mapPickOutcome("", null)).toEqual({ kind: "place" });
  });

  it("fills an empty province from the point", () => {
    expect(mapPickOutcome("", "330000")).toEqual({ kind: "fill", province: "330000" });
  });

  it("asks when the point's province differs from the chosen one", () => {
    expect(mapPickOutcome("320000", "330000")).toEqual({
      kind: "ask",
      chosen: "320000",
      picked: "330000",
    });
  });
});

describe("applyMapPick", () => {
  const ask = mapPickOutcome("320000", "330000");

  it("takes the map's province, clears the city typed for the other, and places the point", () => {
    expect(applyMapPick(jiangsuPlant, HANGZHOU, ask, "take")).toEqual({
      ...jiangsuPlant,
      province: "330000",
      city: "",
      longitude: "120.16",
      latitude: "30.27",
    });
  });

  it("keeps the chosen province and city and places the point", () => {
    expect(applyMapPick(jiangsuPlant, HANGZHOU, ask, "keep")).toEqual({
      ...jiangsuPlant,
      longitude: "120.16",
      latitude: "30.27",
    });
  });

  it("changes nothing when the question is dismissed", () => {
    expect(applyMapPick(jiangsuPlant, HANGZHOU, ask, "cancel")).toBe(jiangsuPlant);
  });

  it("fills the province of a form that had none, keeping its city", () => {
    const noProvince = { ...jiangsuPlant, province: "", city: "杭州" };
    expect(applyMapPick(noProvince, HANGZHOU, mapPickOutcome("", "330000"))).toEqual({
      ...noProvince,
      province: "330000",
      longitude: "120.16",
      latitude: "30.27",
    });
  });
});
