// The province of a map point, on the committed map file. The points are city centres anyone
// can look up (longitude, latitude in degrees), each well inside its province.
import topology from "./china-provinces.topo.json";
import { provinceAt, provincesOf, type ProvinceTopology } from "./provinces";

const provinces = provincesOf(topology as unknown as ProvinceTopology);
const codeAt = (longitude: number, latitude: number) =>
  provinceAt(provinces, { longitude, latitude })?.properties.code ?? null;

describe("the map file", () => {
  it("holds the 34 provincial-level divisions with their GB/T 2260 codes and both names", () => {
    expect(provinces).toHaveLength(34);
    const jiangsu = provinces.find((province) => province.properties.code === "320000");
    expect(jiangsu?.properties).toEqual({ code: "320000", name: "江苏省", nameEn: "Jiangsu" });
    const codes = provinces.map((province) => province.properties.code);
    expect(codes).toEqual(expect.arrayContaining(["710000", "810000", "820000"]));
  });
});

describe("provinceAt", () => {
  it.each([
    ["Nanjing", 118.78, 32.04, "320000"],
    ["Shanghai", 121.47, 31.23, "310000"],
    ["Lhasa", 91.1, 29.65, "540000"],
    ["Hangzhou", 120.16, 30.27, "330000"],
    ["Beijing", 116.4, 39.9, "110000"],
    ["Urumqi", 87.62, 43.83, "650000"],
    ["Haikou", 110.35, 20.02, "460000"],
    ["Taipei", 121.56, 25.04, "710000"],
    ["Kowloon, Hong Kong", 114.17, 22.32, "810000"],
    ["Macao, Senado Square", 113.54, 22.194, "820000"],
    ["Guangzhou", 113.26, 23.13, "440000"],
  ])("finds %s (%f E, %f N) in %s", (_city, longitude, latitude, code) => {
    expect(codeAt(longitude, latitude)).toBe(code);
  });

  it("finds no province in the sea or in a neighbouring country", () => {
    expect(codeAt(124.0, 30.0)).toBeNull(); // East China Sea, 200 km off Zhoushan
    expect(codeAt(106.9, 47.9)).toBeNull(); // Ulaanbaatar, Mongolia
  });
});
