import { convertUnit, unitBySymbol, UNITS, UnitConversionError } from "./units";

describe("unit conversion", () => {
  it("converts within a dimension by the definitions of the units", () => {
    expect(convertUnit(2.5, 11, 10)).toBe(2500); // 1 t = 1000 kg
    expect(convertUnit(1500, 9, 10)).toBeCloseTo(1.5, 12); // 1 g = 0.001 kg
    expect(convertUnit(10, 30, 40)).toBeCloseTo(36, 12); // 1 kWh = 3.6 MJ
    expect(convertUnit(1000, 55, 20)).toBeCloseTo(1, 12); // 1000 L = 1 m³
    expect(convertUnit(7, 50, 50)).toBe(7);
  });

  it("refuses to convert across dimensions instead of answering zero", () => {
    expect(() => convertUnit(1, 10, 30)).toThrow(
      new UnitConversionError("Cannot convert kg (mass) to kWh (energy)"),
    );
    expect(() => convertUnit(1, 10, 999)).toThrow("Unknown unit id 999");
  });

  it("offers exactly the selectable units of SPEC §3", () => {
    expect(UNITS.filter((u) => u.selectable).map((u) => u.id)).toEqual([10, 20, 30, 40, 50]);
  });

  it("keeps every unit id of SPEC §3 and adds the ones published factors use", () => {
    const ids = UNITS.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([8, 9, 10, 11, 20, 21, 30, 40, 50, 55, 60, 61, 62]));
    expect(ids).toEqual(expect.arrayContaining([63, 64, 65, 66, 67]));
    expect(
      ids.filter(
        (id) =>
          ![8, 9, 10, 11, 20, 21, 30, 40, 50, 55, 60, 61, 62, 63, 64, 65, 66, 67].includes(id),
      ),
    ).toEqual([22, 31, 41, 70, 71, 72]);
    expect(convertUnit(1, 31, 30)).toBe(1000); // 1 MWh = 1000 kWh
    expect(convertUnit(2, 41, 40)).toBe(2000); // 1 GJ = 1000 MJ
    expect(convertUnit(1, 22, 20)).toBe(10000); // 10^4 Nm³
    expect(convertUnit(3, 70, 60)).toBe(3000); // 1 km = 1000 m
  });

  it("finds the platform unit a database spells otherwise, and none for a unit it lacks", () => {
    expect(unitBySymbol("kg")?.id).toBe(10);
    expect(unitBySymbol("kWh")?.id).toBe(30);
    expect(unitBySymbol("m3")?.symbol).toBe("m³");
    expect(unitBySymbol("t*km")?.symbol).toBe("t·km");
    expect(unitBySymbol("metric ton*km")?.symbol).toBe("t·km");
    expect(unitBySymbol("metric ton")?.symbol).toBe("t");
    // A pound is a mass, but no platform unit is exactly one: refused, never approximated.
    expect(unitBySymbol("lb")).toBeUndefined();
  });
});
