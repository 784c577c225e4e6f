import { GASES, gasByCodeOrNull, gwp, isGasCode, resolveGasCode } from "./gases";
import type { GasCode } from "./types";
import { GWP_SETS } from "./types";

// Every code of the contract's GasCode union, written out so a code added there without a
// catalogue entry (or the reverse) fails here.
const CONTRACT_CODES: GasCode[] = [
  "CO2",
  "CO2_BIO",
  "CH4",
  "CH4_FOSSIL",
  "CH4_NONFOSSIL",
  "N2O",
  "HFC-23",
  "HFC-32",
  "HFC-125",
  "HFC-134a",
  "HFC-143a",
  "HFC-152a",
  "HFC-227ea",
  "CF4",
  "C2F6",
  "SF6",
  "NF3",
  "R-404A",
  "R-407A",
  "R-407C",
  "R-410A",
  "CO2E",
];

describe("gas catalogue", () => {
  it("holds every gas code of the contract exactly once", () => {
    expect(GASES.map((g) => g.code).sort()).toEqual([...CONTRACT_CODES].sort());
  });

  it("names every gas in English and Chinese and gives a finite GWP under every set", () => {
    for (const gas of GASES) {
      expect(gas.nameEn).not.toBe("");
      expect(gas.name).not.toBe("");
      expect(gas.formula).not.toBe("");
      for (const set of GWP_SETS) expect(Number.isFinite(gas.gwp[set])).toBe(true);
    }
  });

  it("recognises catalogue codes and nothing else", () => {
    expect(isGasCode("HFC-134a")).toBe(true);
    expect(isGasCode("R-410A")).toBe(true);
    expect(isGasCode("HFC-134A")).toBe(false);
    expect(isGasCode("R-22")).toBe(false);
    expect(isGasCode("")).toBe(false);
  });

  it("weights CO2 in all its forms by 1", () => {
    for (const set of GWP_SETS) {
      expect(gwp("CO2", set)).toBe(1);
      expect(gwp("CO2_BIO", set)).toBe(1);
      expect(gwp("CO2E", set)).toBe(1);
    }
  });

  it("uses the single CH4 value of AR4 and AR5 whatever the origin, and splits it in AR6", () => {
    for (const code of ["CH4", "CH4_FOSSIL", "CH4_NONFOSSIL"] as const) {
      expect(gwp(code, "AR4")).toBe(25);
      expect(gwp(code, "AR5")).toBe(28);
    }
    expect(gwp("CH4_FOSSIL", "AR6")).toBe(29.8); // AR6 WG1 Table 7.15
    expect(gwp("CH4_NONFOSSIL", "AR6")).toBe(27.0); // GHG Protocol AR6 table (v2.0, 2024)
    expect(gwp("CH4", "AR6")).toBe(27.9); // AR6 WG1 Table 7.SM.7
  });

  it("carries the REFERENCE-FACTORS GWPs of single gases", () => {
    expect([gwp("N2O", "AR4"), gwp("N2O", "AR5"), gwp("N2O", "AR6")]).toEqual([298, 265, 273]);
    expect([gwp("SF6", "AR4"), gwp("SF6", "AR5"), gwp("SF6", "AR6")]).toEqual([
      22800, 23500, 25200,
    ]);
    expect([gwp("HFC-134a", "AR4"), gwp("HFC-134a", "AR5"), gwp("HFC-134a", "AR6")]).toEqual([
      1430, 1300, 1530,
    ]);
    expect(gwp("NF3", "AR5")).toBe(16100);
    expect(gwp("CF4", "AR6")).toBe(7380);
  });

  it("defines blends by mass fractions that add up to one", () => {
    for (const gas of GASES.filter((g) => g.composition)) {
      const total = (gas.composition ?? []).reduce((s, p) => s + p.massFraction, 0);
      expect(total).toBeCloseTo(1, 12);
    }
  });

  it("reproduces the AR5 blend GWPs printed in EPA GHG Emission Factors Hub 2025 Table 12", () => {
    // Table 12 prints whole numbers; the composition-weighted value must round to each of them.
    const printed: [GasCode, number][] = [
      ["R-404A", 3943], // 0.44 × 3170 + 0.52 × 4800 + 0.04 × 1300 = 3942.8
      ["R-407A", 1923], // 0.20 × 677 + 0.40 × 3170 + 0.40 × 1300 = 1923.4
      ["R-407C", 1624], // 0.23 × 677 + 0.25 × 3170 + 0.52 × 1300 = 1624.21
      ["R-410A", 1924], // 0.50 × 677 + 0.50 × 3170 = 1923.5
    ];
    for (const [code, value] of printed) {
      expect(Math.round(gwp(code, "AR5"))).toBe(value);
      expect(Math.abs(gwp(code, "AR5") - value)).toBeLessThanOrEqual(0.5);
    }
  });

  it("weights blends by the same composition under AR4 and AR6", () => {
    // R-410A AR4: 0.5 × 675 + 0.5 × 3500 = 2087.5 (EPA's AR4-era Table 12 printed 2,088).
    expect(gwp("R-410A", "AR4")).toBeCloseTo(0.5 * 675 + 0.5 * 3500, 9);
    // R-404A AR6: 0.44 × 3740 + 0.52 × 5810 + 0.04 × 1530.
    expect(gwp("R-404A", "AR6")).toBeCloseTo(0.44 * 3740 + 0.52 * 5810 + 0.04 * 1530, 9);
    // R-407C AR6: 0.23 × 771 + 0.25 × 3740 + 0.52 × 1530.
    expect(gwp("R-407C", "AR6")).toBeCloseTo(0.23 * 771 + 0.25 * 3740 + 0.52 * 1530, 9);
  });
});

describe("methane names", () => {
  it("names each methane code with its AR6 GWP, so a picker tells them apart", () => {
    // AR6: no origin 27.9 (Table 7.SM.7), fossil 29.8 (Table 7.15), non-fossil 27.0.
    expect(gasByCodeOrNull("CH4")?.nameEn).toContain("origin not stated (AR6 27.9");
    expect(gasByCodeOrNull("CH4_FOSSIL")?.nameEn).toContain("fossil methane (AR6 29.8)");
    expect(gasByCodeOrNull("CH4_NONFOSSIL")?.nameEn).toContain("non-fossil methane (AR6 27.0)");
    expect(gasByCodeOrNull("CH4")?.name).toContain("未注明来源");
    expect(gasByCodeOrNull("CH4_FOSSIL")?.name).toContain("化石源甲烷（AR6 29.8）");
  });
});

describe("gas synonyms", () => {
  it("reads refrigerant numbers as the HFC or PFC they are", () => {
    expect(resolveGasCode("R-134a")).toBe("HFC-134a");
    expect(resolveGasCode("R-32")).toBe("HFC-32");
    expect(resolveGasCode("R-125")).toBe("HFC-125");
    expect(resolveGasCode("R-23")).toBe("HFC-23");
    expect(resolveGasCode("R-14")).toBe("CF4");
    expect(resolveGasCode("PFC-116")).toBe("C2F6");
    expect(resolveGasCode("R-744")).toBe("CO2");
  });

  it("ignores case, spaces, hyphens and underscores", () => {
    expect(resolveGasCode("r134a")).toBe("HFC-134a");
    expect(resolveGasCode("HFC-134A")).toBe("HFC-134a");
    expect(resolveGasCode(" hfc 134a ")).toBe("HFC-134a");
    expect(resolveGasCode("r410a")).toBe("R-410A");
    expect(resolveGasCode("sf6")).toBe("SF6");
    expect(resolveGasCode("ch4_fossil")).toBe("CH4_FOSSIL");
    expect(resolveGasCode("co2e")).toBe("CO2E");
  });

  it("knows every catalogue code by its own spelling, and nothing unknown", () => {
    for (const gas of GASES) expect(resolveGasCode(gas.code)).toBe(gas.code);
    expect(resolveGasCode("R-22")).toBeNull(); // an HCFC, outside the Kyoto basket
    expect(resolveGasCode("")).toBeNull();
    expect(resolveGasCode("methane")).toBeNull(); // origin unknown: the user must choose
  });
});
