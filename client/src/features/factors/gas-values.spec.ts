import { formatGasNumber, formatGasValues, gasValuesInFull } from "./gas-values";

// The UK Government 2024 factor for natural gas per m³ (docs/factor-import-template.md): CO2
// 2.0414 kg, CH4 0.00307 kg CO2e / 28 = 0.000109643 kg, N2O 0.00095 kg CO2e / 265 = 3.58e-6 kg.
const UK_NATURAL_GAS = [
  { gas: "CO2", value: 2.0414 },
  { gas: "CH4_FOSSIL", value: 0.00307 / 28 },
  { gas: "N2O", value: 0.00095 / 265 },
];

describe("formatGasNumber", () => {
  it("keeps three significant digits between 0.001 and 1,000", () => {
    expect(formatGasNumber(2.0414)).toBe("2.04");
    expect(formatGasNumber(0.389)).toBe("0.389");
    expect(formatGasNumber(0.00307)).toBe("0.00307");
    expect(formatGasNumber(389.31)).toBe("389");
  });

  it("writes values below 0.001 in exponent form with two significant digits", () => {
    expect(formatGasNumber(0.00307 / 28)).toBe("1.1e-4");
    expect(formatGasNumber(0.00095 / 265)).toBe("3.6e-6");
    expect(formatGasNumber(0.0001)).toBe("1e-4");
  });

  it("writes thousands whole and grouped, and millions in exponent form", () => {
    // Natural gas per 10⁴ Nm³: 389.31 GJ × 0.01532 t C/GJ × 0.99 × 44/12 ≈ 21,650 kg CO2.
    expect(formatGasNumber(21650)).toBe("21,650");
    expect(formatGasNumber(2_500_000)).toBe("2.5e6");
  });

  it("writes zero as 0, a gas with no emissions", () => {
    expect(formatGasNumber(0)).toBe("0");
  });
});

describe("formatGasValues", () => {
  it("puts every gas on one line with the unit once", () => {
    expect(formatGasValues(UK_NATURAL_GAS, "m³")).toBe(
      "CO2 2.04 · CH4 fossil 1.1e-4 · N2O 3.6e-6 kg/m³",
    );
  });

  it("names a publisher's CO2e figure CO2e", () => {
    expect(formatGasValues([{ gas: "CO2E", value: 0.5703 }], "kWh")).toBe("CO2e 0.57 kg/kWh");
  });

  it("is empty for a factor without gases", () => {
    expect(formatGasValues([], "kg")).toBe("");
  });
});

describe("gasValuesInFull", () => {
  it("lists each stored value unrounded, one a line, with the catalogue's labels", () => {
    const labels: Record<string, string> = { CH4_FOSSIL: "CH4 (fossil)" };
    expect(gasValuesInFull(UK_NATURAL_GAS.slice(0, 2), "m³", (c) => labels[c] ?? c)).toBe(
      `CO2: 2.0414 kg/m³\nCH4 (fossil): ${0.00307 / 28} kg/m³`,
    );
  });
});
