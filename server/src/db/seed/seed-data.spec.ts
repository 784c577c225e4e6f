import { existsSync } from "fs";
import path from "path";
import ExcelJS from "exceljs";
import { isGasCode } from "../../calc/ghg/gases";
import type { GasCode } from "../../calc/ghg/types";
import { FACTOR_CATEGORIES, type FactorData } from "../../modules/factor/factor-data";
import { UNITS, unitById } from "../../calc/units";
import { TEMPLATES } from "./templates";
import { SEED_FACTORS } from "./factors";
import { DESNZ_2024_ENTRIES, DESNZ_2024_SHEET } from "./factors/desnz-2024";
import { EPA_HUB_2025_ENTRIES, EPA_HUB_2025_SHEET } from "./factors/epa-hub-2025";
import { INDUSTRY_SECTIONS } from "./industries";
import { INDUSTRY_STANDARDS } from "./standards";

const byCode = new Map(SEED_FACTORS.map((factor) => [factor.code, factor]));

function factor(code: string): FactorData {
  const found = byCode.get(code);
  if (!found) throw new Error(`No seeded factor ${code}`);
  return found;
}

function gas(code: string, gasCode: GasCode): number {
  const value = factor(code).gases.find((entry) => entry.gas === gasCode)?.value;
  if (value === undefined) throw new Error(`${code} has no ${gasCode}`);
  return value;
}

function expectRelativelyClose(actual: number, expected: number, tolerance: number): void {
  const scale = Math.max(Math.abs(expected), Number.MIN_VALUE);
  expect(Math.abs(actual - expected) / scale).toBeLessThanOrEqual(tolerance);
}

// Column widths of the tables the seed writes to (the entities' varchar lengths).
const LIMITS = { code: 64, name: 300, version: 40, region: 30, subcategory: 200, sourceUrl: 500 };

describe("seeded emission factors", () => {
  it("have unique codes that fit the code column", () => {
    const codes = SEED_FACTORS.map((f) => f.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code.length).toBeLessThanOrEqual(LIMITS.code);
  });

  it("use known units, gases and categories", () => {
    const unitIds = new Set(UNITS.map((unit) => unit.id));
    const categories = new Set<string>(FACTOR_CATEGORIES.map((category) => category.code));
    for (const f of SEED_FACTORS) {
      const where = `${f.code}: `;
      expect(where + String(unitIds.has(f.unitId))).toBe(`${where}true`);
      expect(where + String(categories.has(f.category))).toBe(`${where}true`);
      expect(f.gases.length).toBeGreaterThan(0);
      const gasCodes = f.gases.map((g) => g.gas);
      expect(new Set(gasCodes).size).toBe(gasCodes.length);
      for (const g of f.gases) {
        expect(where + String(isGasCode(g.gas))).toBe(`${where}true`);
        expect(Number.isFinite(g.value) && g.value >= 0).toBe(true);
      }
    }
  });

  it("cite a source and carry names, year and version", () => {
    for (const f of SEED_FACTORS) {
      expect(f.source.trim().length).toBeGreaterThan(20);
      expect(f.name.trim()).not.toBe("");
      expect(f.nameEn.trim()).not.toBe("");
      expect(f.subcategory.trim()).not.toBe("");
      expect(Number.isInteger(f.year) && f.year >= 2000 && f.year <= 2030).toBe(true);
      expect(f.version.trim()).not.toBe("");
      expect(f.name.length).toBeLessThanOrEqual(LIMITS.name);
      expect(f.nameEn.length).toBeLessThanOrEqual(LIMITS.name);
      expect(f.version.length).toBeLessThanOrEqual(LIMITS.version);
      expect(f.region.length).toBeLessThanOrEqual(LIMITS.region);
      expect(f.subcategory.length).toBeLessThanOrEqual(LIMITS.subcategory);
      expect((f.sourceUrl ?? "").length).toBeLessThanOrEqual(LIMITS.sourceUrl);
      expect([1, 2, 3]).toContain(f.dataSourceType);
      expect(f.synonyms.length).toBeGreaterThan(0);
    }
  });

  it("record the GWP set exactly when a value is given as CO2e", () => {
    for (const f of SEED_FACTORS) {
      const hasCo2e = f.gases.some((g) => g.gas === "CO2E");
      expect(`${f.code}: ${String(f.gwpBasis !== null)}`).toBe(`${f.code}: ${String(hasCo2e)}`);
    }
  });

  it("keep the combustion parameters consistent with the CO2 value", () => {
    const withParameters = SEED_FACTORS.filter((f) => f.ncv !== null);
    expect(withParameters.length).toBe(15);
    for (const f of withParameters) {
      expect(f.carbonContent).not.toBeNull();
      expect(f.oxidation).not.toBeNull();
      const ncv = f.ncv ?? 0;
      const carbon = f.carbonContent ?? 0;
      const oxidation = f.oxidation ?? 0;
      // t C/GJ: the guidelines print t C/TJ, so a value above 0.1 would be a missed × 10^-3.
      expect(carbon).toBeGreaterThan(0.005);
      expect(carbon).toBeLessThan(0.1);
      expect(oxidation).toBeGreaterThan(0);
      expect(oxidation).toBeLessThanOrEqual(1);
      expectRelativelyClose(
        gas(f.code, "CO2"),
        ((ncv * carbon * oxidation * 44) / 12) * 1000,
        1e-9,
      );
    }
    for (const f of SEED_FACTORS.filter((f) => f.ncv === null)) {
      expect([f.carbonContent, f.oxidation]).toEqual([null, null]);
    }
  });

  describe("reproduce published values", () => {
    it("UK DESNZ 2024 natural gas per m³: 2.04542 kg CO2e = CO2 + 28 CH4 + 265 N2O", () => {
      const code = "DESNZ-2024-1_100_1004_1";
      expect(gas(code, "CO2")).toBe(2.0414);
      const total = gas(code, "CO2") + gas(code, "CH4_FOSSIL") * 28 + gas(code, "N2O") * 265;
      expect(Math.abs(total - 2.04542)).toBeLessThan(1e-5);
      expect(factor(code).unitId).toBe(20);
      expect(factor(code).scope).toBe(1);
    });

    it("UK DESNZ 2024 diesel, grid electricity and its T&D losses", () => {
      const total = (code: string, ch4: GasCode = "CH4_FOSSIL") =>
        gas(code, "CO2") + gas(code, ch4) * 28 + gas(code, "N2O") * 265;
      expect(Math.abs(total("DESNZ-2024-1_101_1011_8") - 2.51279)).toBeLessThan(1e-5);
      expect(factor("DESNZ-2024-1_101_1011_8").unitId).toBe(55);
      expect(Math.abs(total("DESNZ-2024-7_400_4000_5", "CH4") - 0.20705)).toBeLessThan(1e-5);
      expect(factor("DESNZ-2024-7_400_4000_5").scope).toBe(2);
      expect(Math.abs(total("DESNZ-2024-13_402_4000_5", "CH4") - 0.0183)).toBeLessThan(1e-5);
      expect(factor("DESNZ-2024-13_402_4000_5").scope).toBe(3);
    });

    it("UK DESNZ 2024 well-to-tank natural gas as a CO2e total with AR5", () => {
      const wtt = factor("DESNZ-2024-11_100_1004_1");
      expect(wtt.gases).toEqual([{ gas: "CO2E", value: 0.3366 }]);
      expect(wtt.gwpBasis).toBe("AR5");
    });

    it("US EPA Hub 2025 natural gas per m³ from the per-mmBtu factors", () => {
      const code = "EPA-2025-T1-NATURAL-GAS";
      // 53.06 kg CO2/mmBtu × 0.001026 mmBtu/scf ÷ 0.028316846592 m³/scf.
      expectRelativelyClose(gas(code, "CO2"), (53.06 * 0.001026) / 0.028316846592, 1e-12);
      // 1 g CH4 and 0.1 g N2O per mmBtu, same heat content, g → kg.
      expectRelativelyClose(gas(code, "CH4_FOSSIL"), (0.001 * 0.001026) / 0.028316846592, 1e-12);
      expectRelativelyClose(gas(code, "N2O"), (0.0001 * 0.001026) / 0.028316846592, 1e-12);
      expect(factor(code).unitId).toBe(20);
    });

    it("US EPA Hub 2025 diesel and bituminous coal", () => {
      // Table 2: 10.21 kg CO2 per US gallon of 3.785411784 L.
      expectRelativelyClose(gas("EPA-2025-T2-DIESEL", "CO2"), 10.21 / 3.785411784, 1e-12);
      // Table 1: 93.28 kg CO2 and 11 g CH4 per mmBtu, 24.93 mmBtu per short ton of 0.90718474 t.
      const coal = "EPA-2025-T1-BITUMINOUS";
      expectRelativelyClose(gas(coal, "CO2"), (93.28 * 24.93) / 0.90718474, 1e-12);
      expectRelativelyClose(gas(coal, "CH4_FOSSIL"), (0.011 * 24.93) / 0.90718474, 1e-12);
      expect(factor(coal).unitId).toBe(11);
    });

    it("US EPA Hub 2025 eGRID US average and freight per tonne km", () => {
      // 771.523 lb CO2/MWh × 0.45359237 kg/lb.
      expectRelativelyClose(gas("EPA-2025-T6-US-AVERAGE", "CO2"), 771.523 * 0.45359237, 1e-12);
      expect(factor("EPA-2025-T6-US-AVERAGE").unitId).toBe(31);
      // Rail: 0.021 kg CO2 per short ton-mile ÷ (0.90718474 t × 1.609344 km).
      expectRelativelyClose(
        gas("EPA-2025-T8-RAIL-TKM", "CO2"),
        0.021 / (0.90718474 * 1.609344),
        1e-12,
      );
      expect(factor("EPA-2025-T8-RAIL-TKM").unitId).toBe(71);
    });

    it("biogenic CO2 of biomass stays outside the fossil CO2", () => {
      const wood = factor("EPA-2025-T1-WOOD");
      expect(wood.gases.map((g) => g.gas).sort()).toEqual(["CH4_NONFOSSIL", "CO2_BIO", "N2O"]);
      expect(gas("DESNZ-2024-1_101_1011_8", "CO2_BIO")).toBe(0.16);
    });

    it("China grid electricity factors of the MEE/NBS announcements", () => {
      expect(gas("CN-GRID-2022-EAST", "CO2")).toBe(0.5617);
      expect(factor("CN-GRID-2022-EAST").region).toBe("CN-EAST");
      expect(gas("CN-GRID-2021-NATIONAL", "CO2")).toBe(0.5568);
      expect(gas("CN-GRID-2021-NATIONAL-EXCL-MARKET-NONFOSSIL", "CO2")).toBe(0.5942);
      expect(gas("CN-GRID-2022-FOSSIL", "CO2")).toBe(0.8325);
      expect(gas("CN-GRID-2022-SOUTHWEST", "CO2")).toBe(0.2268);
      expect(gas("CN-GRID-2023-NATIONAL", "CO2")).toBe(0.5306);
      expect(gas("CN-GRID-2023-NORTH", "CO2")).toBe(0.6361);
      expect(gas("CN-GRID-ETS-POWER", "CO2")).toBe(0.5703);
      for (const f of SEED_FACTORS.filter((f) => f.code.startsWith("CN-GRID-"))) {
        expect(f.unitId).toBe(30);
        expect(f.gases.map((g) => g.gas)).toEqual(["CO2"]);
      }
      const regions = new Set(
        SEED_FACTORS.filter((f) => /^CN-GRID-2022-(NATIONAL|[A-Z]+)$/.test(f.code)).map(
          (f) => f.region,
        ),
      );
      // prettier-ignore
      expect([...regions].sort()).toEqual(["CN", "CN-CENTRAL", "CN-EAST", "CN-NORTH", "CN-NORTHEAST", "CN-NORTHWEST", "CN-SOUTH", "CN-SOUTHWEST"]);
    });

    it("China provincial grid factors: 30 provinces a year, 西藏 not published", () => {
      // REFERENCE-FACTORS, MEE/NBS tables: 2021 北京 0.5688, 2022 云南 0.1073, 2023 江苏 0.5827,
      // 2023 南方 region 0.4042, 2021 华北 region 0.7120.
      expect(gas("CN-GRID-2021-110000", "CO2")).toBe(0.5688);
      expect(gas("CN-GRID-2022-530000", "CO2")).toBe(0.1073);
      expect(gas("CN-GRID-2023-320000", "CO2")).toBe(0.5827);
      expect(factor("CN-GRID-2023-320000").region).toBe("320000");
      expect(gas("CN-GRID-2023-SOUTH", "CO2")).toBe(0.4042);
      expect(gas("CN-GRID-2021-NORTH", "CO2")).toBe(0.712);
      for (const year of [2021, 2022, 2023]) {
        const provinces = SEED_FACTORS.filter((f) =>
          new RegExp(`^CN-GRID-${year}-\\d{6}$`).test(f.code),
        );
        expect(provinces).toHaveLength(30);
        expect(provinces.map((f) => f.region)).not.toContain("540000");
        expect(new Set(provinces.map((f) => f.sourceUrl)).size).toBe(1);
      }
      expect(factor("CN-GRID-2022-440000").source).toContain("公告2024年第33号");
    });

    it("no internal checking notes in citations or notes: quality goes in its own field", () => {
      for (const f of SEED_FACTORS) {
        expect(`${f.source} ${f.notes ?? ""}`).not.toMatch(/\[verify|\[unconfirmed|verify:/i);
      }
      expect(factor("CN-GRID-ETS-POWER").dataQuality).toContain("通知文号未经核对");
      expect(factor("CN-GRID-ETS-POWER").dataQualityEn).toContain("has not been checked");
      expect(factor("CN-GRID-2023-320000").dataQuality).toBeNull();
    });

    it("purchased goods: GB/T 51366 steel found as 钢材; UK factors used in China are proxies", () => {
      // GB/T 51366-2019 Table D.0.1: carbon steel (market average) 2050 kgCO2e/t, primary
      // aluminium 20300 kgCO2e/t.
      expect(gas("CN-GBT51366-STEEL", "CO2E")).toBe(2050);
      expect(factor("CN-GBT51366-STEEL").synonyms).toContain("钢材");
      expect(gas("CN-GBT51366-ALUMINIUM", "CO2E")).toBe(20300);
      expect(factor("CN-GBT51366-STEEL").proxy).toBe(false);
      expect(factor("DESNZ-2024-25_315_3147_11").proxy).toBe(true);
      expect(factor("DESNZ-2024-1_100_1004_1").proxy).toBe(false);
    });

    it("China guideline defaults: purchased heat, anthracite, natural gas, process factors", () => {
      expect(gas("CN-HEAT-GUIDE-2013", "CO2")).toBe(110);
      expect(factor("CN-HEAT-GUIDE-2013").unitId).toBe(41);
      const anthracite = factor("CN-GUIDE-FUEL-ANTHRACITE");
      expect([anthracite.ncv, anthracite.oxidation]).toEqual([20.304, 0.94]);
      expectRelativelyClose(anthracite.carbonContent ?? 0, 27.49e-3, 1e-12);
      // 20.304 GJ/t × 0.02749 t C/GJ × 0.94 × 44/12 = 1.92378 t CO2/t.
      expect(Math.abs(gas("CN-GUIDE-FUEL-ANTHRACITE", "CO2") - 1923.781)).toBeLessThan(1e-3);
      // 389.31 GJ/10⁴ Nm³ × 0.0153 × 0.99 × 44/12 = 21.6219 t CO2 per 10⁴ Nm³.
      expect(factor("CN-GUIDE-FUEL-NATURAL-GAS").unitId).toBe(22);
      expect(Math.abs(gas("CN-GUIDE-FUEL-NATURAL-GAS", "CO2") - 21621.888)).toBeLessThan(1e-3);
      expect(gas("CN-GUIDE-PROC-LIMESTONE", "CO2")).toBe(440);
      expect(gas("CN-GUIDE-PROC-DOLOMITE", "CO2")).toBe(471);
      expect(gas("CN-GUIDE-PROC-ELECTRODE", "CO2")).toBe(3663);
      expect(gas("CN-GUIDE-PROC-MGCO3", "CO2")).toBe(522);
      expect(gas("CN-GUIDE-LOCKED-CRUDE-STEEL", "CO2")).toBe(15.4);
      expect(gas("CN-GUIDE-LOCKED-METHANOL", "CO2")).toBe(1375);
      expect(factor("CN-GUIDE-LOCKED-METHANOL").category).toBe("carbon-locked");
    });

    it("common refrigerants and SF6 in the fugitive category, one kg of gas per kg released", () => {
      const released = SEED_FACTORS.filter((f) => f.category === "fugitive");
      const gases = released.map((f) => f.gases.map((g) => `${g.gas} ${g.value}`).join());

      expect(gases).toEqual(["HFC-134a 1", "R-410A 1", "HFC-32 1", "R-404A 1", "SF6 1"]);
      for (const f of released) {
        expect([f.unitId, f.scope]).toEqual([10, 1]);
        expect(f.source).toContain("Table 11");
      }
      // Blend compositions as EPA Hub 2025 Table 12 prints them (ASHRAE 34).
      expect(factor("FUG-R-410A").source).toContain("50% HFC-32, 50% HFC-125");
      expect(factor("FUG-R-404A").source).toContain("44% HFC-125, 52% HFC-143a, 4% HFC-134a");
      // 0.5 × 677 + 0.5 × 3,170 = 1,923.5 under AR5, which Table 12 rounds to 1,924.
      expect(factor("FUG-R-410A").notes).toContain("AR5 1,923.5 (EPA prints 1,924)");
      // 0.44 × 3,740 + 0.52 × 5,810 + 0.04 × 1,530 = 1,645.6 + 3,021.2 + 61.2 = 4,728 under AR6.
      expect(factor("FUG-R-404A").notes).toContain("AR6 4,728");
    });

    it("China's green electricity certificate: 0 kg CO2 per MWh, a scope 2 instrument", () => {
      const gec = factor("CN-GEC-ZERO");

      expect(gec.gases).toEqual([{ gas: "CO2", value: 0 }]);
      expect([gec.unitId, gec.scope, gec.region, gec.category]).toEqual([
        31,
        2,
        "CN",
        "electricity",
      ]);
      expect(gec.source).toContain("发改能源〔2023〕1044号");
      expect(gec.source).toContain("1,000 kWh");
    });
  });
});

describe("industry standards", () => {
  it("list the 24 Chinese industry guidelines and the national and international standards", () => {
    const codes = INDUSTRY_STANDARDS.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    const guidelines = INDUSTRY_STANDARDS.filter((s) => s.kind === "cn-guideline");
    expect(guidelines).toHaveLength(24);
    const byYear = (year: number) => guidelines.filter((s) => s.year === year).length;
    expect([byYear(2013), byYear(2014), byYear(2015)]).toEqual([10, 4, 10]);
    // prettier-ignore
    for (const code of ["GBT32150-2015", "ISO14064-1:2018", "GHGP-CORPORATE-2004", "GHGP-SCOPE3-2011", "ISO14067:2018", "PAS2050:2011", "EN15804:2012+A2:2019"]) {
      expect(codes).toContain(code);
    }
    for (const s of INDUSTRY_STANDARDS) {
      expect(s.code.length).toBeLessThanOrEqual(60);
      expect(s.name.length).toBeLessThanOrEqual(200);
      expect(s.nameEn.length).toBeLessThanOrEqual(300);
      expect(s.publisher.length).toBeLessThanOrEqual(200);
    }
  });
});

describe("accounting templates", () => {
  const standards = new Set(INDUSTRY_STANDARDS.map((s) => s.code));
  const sections = new Set(INDUSTRY_SECTIONS.map((s) => s.code));

  it("have unique codes and follow a seeded standard and industry", () => {
    const codes = TEMPLATES.map((m) => m.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const model of TEMPLATES) {
      expect(standards.has(model.standardCode)).toBe(true);
      if (model.industryCode !== null) expect(sections.has(model.industryCode)).toBe(true);
      expect(model.code.length).toBeLessThanOrEqual(64);
      expect(model.name.length).toBeLessThanOrEqual(200);
      expect(model.processes.length).toBeGreaterThan(0);
    }
  });

  it("point every default factor at a seeded factor of the same dimension", () => {
    for (const model of TEMPLATES) {
      for (const process of model.processes) {
        expect(process.name.length).toBeLessThanOrEqual(200);
        for (const source of process.sources) {
          const where = `${model.code} / ${process.nameEn} / ${source.nameEn}`;
          expect(source.name.length).toBeLessThanOrEqual(200);
          const unit = unitById(source.unitId);
          if (source.factorCode === null) {
            expect(source.method).toBe("factor");
            continue;
          }
          const found = byCode.get(source.factorCode);
          expect(`${where}: ${found ? "found" : `missing ${source.factorCode}`}`).toBe(
            `${where}: found`,
          );
          if (!found) continue;
          expect(`${where}: ${unitById(found.unitId).dimension}`).toBe(
            `${where}: ${unit.dimension}`,
          );
          if (source.method === "combustion") expect(found.ncv).not.toBeNull();
        }
      }
    }
  });

  it("tag processes with consistent scopes and ISO 14064-1 categories", () => {
    for (const model of TEMPLATES) {
      for (const process of model.processes) {
        if (process.scope === 1) expect(process.isoCategory).toBe(1);
        if (process.scope === 2) expect(process.isoCategory).toBe(2);
        if (process.scope === 3) {
          expect(process.scope3Category).not.toBeNull();
          expect(process.isoCategory).toBeGreaterThanOrEqual(3);
          expect(process.isoCategory).toBeLessThanOrEqual(6);
        } else {
          expect(process.scope3Category).toBeNull();
        }
      }
    }
  });

  it("cover all 15 scope 3 categories in the GHG Protocol template", () => {
    const model = TEMPLATES.find((m) => m.code === "BM-GHGP-CORPORATE");
    const scope3 = (model?.processes ?? []).filter((p) => p.scope === 3);
    expect(scope3.map((p) => p.scope3Category)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    // ISO 14064-1 category 3 is transportation, 4 products used by the organisation, 5 use of
    // its products, 6 other.
    const iso = (category: number) =>
      scope3.find((p) => p.scope3Category === category)?.isoCategory;
    for (const c of [4, 6, 7, 9]) expect(iso(c)).toBe(3);
    for (const c of [1, 2, 3, 5, 8]) expect(iso(c)).toBe(4);
    for (const c of [10, 11, 12, 13]) expect(iso(c)).toBe(5);
    for (const c of [14, 15]) expect(iso(c)).toBe(6);
  });

  it("deduct the carbon locked in steel products", () => {
    const steel = TEMPLATES.find((m) => m.code === "BM-CN-STEEL");
    const deducted = (steel?.processes ?? []).filter((p) => p.deducted);
    expect(deducted).toHaveLength(1);
    for (const source of deducted[0].sources) {
      expect(factor(source.factorCode ?? "").category).toBe("carbon-locked");
    }
  });
});

// The reference workbooks live beside the repository (../shared/data) and are not committed.
const DATA_DIR = path.resolve(__dirname, "../../../../../shared/data");
const EPA_FILE = path.join(DATA_DIR, "ghg-emission-factors-hub-2025.xlsx");
const DESNZ_FILE = path.join(DATA_DIR, "ghg-conversion-factors-2024-FlatFormat_v1_1.xlsx");
const haveWorkbooks = existsSync(EPA_FILE) && existsSync(DESNZ_FILE);
const SKIP_REASON = `skipped: the reference workbooks are not in ${DATA_DIR} (they are not part of the repository)`;
if (!haveWorkbooks) console.warn(`seed-data.spec: workbook checks ${SKIP_REASON}`);
const describeWithWorkbooks = haveWorkbooks ? describe : describe.skip;
const WORKBOOK_SUITE = `seeded values against the reference workbooks${haveWorkbooks ? "" : ` (${SKIP_REASON})`}`;

/** A cell as plain data: formula results, rich text and hyperlinks read as their values. */
function plain(value: ExcelJS.CellValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "object") {
    if ("result" in value) return plain(value.result);
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value && typeof value.text === "string") return value.text;
  }
  return typeof value === "boolean" ? String(value) : null;
}

function words(text: string | number | null): string {
  return String(text ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

async function sheet(file: string, name: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`${file} has no sheet "${name}"`);
  return found;
}

describeWithWorkbooks(WORKBOOK_SUITE, () => {
  jest.setTimeout(60_000);

  it("match every US EPA Hub 2025 cell they are computed from", async () => {
    const ws = await sheet(EPA_FILE, EPA_HUB_2025_SHEET);
    expect(words(plain(ws.getCell("F3").value))).toBe("Last Modified: January 15, 2025");
    for (const entry of EPA_HUB_2025_ENTRIES) {
      const code = entry.factor.code;
      for (const [address, text] of Object.entries(entry.labels)) {
        expect(`${code} ${address}: ${words(plain(ws.getCell(address).value))}`).toBe(
          `${code} ${address}: ${words(text)}`,
        );
      }
      expect(entry.factor.gases.map((g) => g.gas)).toEqual(entry.inputs.map((i) => i.gas));
      for (const input of entry.inputs) {
        let product = input.multiplier;
        for (const [address, printed] of Object.entries(input.cells)) {
          const value = plain(ws.getCell(address).value);
          expect(`${code} ${address}: ${typeof value}`).toBe(`${code} ${address}: number`);
          expectRelativelyClose(printed, Number(value), 1e-11);
          product *= Number(value);
        }
        expectRelativelyClose(gas(code, input.gas), product, 1e-11);
      }
    }
  });

  it("match every UK DESNZ 2024 row they cite", async () => {
    const ws = await sheet(DESNZ_FILE, DESNZ_2024_SHEET);
    const header = ws.getRow(6).values as ExcelJS.CellValue[];
    const column = (name: string) => header.findIndex((cell) => words(plain(cell)) === name);
    const at = {
      id: column("ID"),
      scope: column("Scope"),
      levels: ["Level 1", "Level 2", "Level 3", "Level 4", "Column Text"].map(column),
      uom: column("UOM"),
      ghg: column("GHG/Unit"),
      value: column("GHG Conversion Factor 2024"),
    };
    expect(Math.min(at.id, at.scope, at.uom, at.ghg, at.value, ...at.levels)).toBeGreaterThan(0);
    const rows = new Map<
      string,
      { scope: string; path: string; uom: string; ghg: string; value: number | null }
    >();
    ws.eachRow((row, number) => {
      if (number <= 6) return;
      const cell = (index: number) => plain(row.getCell(index).value);
      const id = words(cell(at.id));
      if (id === "") return;
      const value = cell(at.value);
      rows.set(id, {
        scope: words(cell(at.scope)),
        path: at.levels
          .map((index) => words(cell(index)))
          .filter(Boolean)
          .join(" > "),
        uom: words(cell(at.uom)),
        ghg: words(cell(at.ghg)),
        value: typeof value === "number" ? value : null,
      });
    });

    // The per-gas rows are CO2e under AR5: the file's own GWP rows say so.
    expect(rows.get("3_200_2003_3_1")?.value).toBe(28);
    expect(rows.get("3_200_2006_3_1")?.value).toBe(265);

    const read = (id: string, ghg: string) => {
      const row = rows.get(id);
      expect(`${id}: ${row?.ghg ?? "missing"}`).toBe(`${id}: ${ghg}`);
      expect(row?.value).not.toBeNull();
      return row?.value ?? Number.NaN;
    };

    for (const entry of DESNZ_2024_ENTRIES) {
      const code = `DESNZ-2024-${entry.prefix}`;
      const total = rows.get(`${entry.prefix}_1`);
      expect(
        `${code}: ${total?.path ?? "missing"} | ${total?.uom ?? ""} | ${total?.scope ?? ""}`,
      ).toBe(`${code}: ${entry.path} | ${entry.uom} | Scope ${entry.scope}`);
      expectRelativelyClose(entry.printed.total, read(`${entry.prefix}_1`, "kg CO2e"), 1e-11);
      const f = factor(code);
      if (entry.printed.co2 !== undefined && !entry.withRadiativeForcing) {
        const co2 = read(`${entry.prefix}_2`, "kg CO2e of CO2 per unit");
        const ch4 = read(`${entry.prefix}_3`, "kg CO2e of CH4 per unit");
        const n2o = read(`${entry.prefix}_4`, "kg CO2e of N2O per unit");
        expectRelativelyClose(gas(code, "CO2"), co2, 1e-11);
        expectRelativelyClose(gas(code, entry.ch4Gas ?? "CH4_FOSSIL"), ch4 / 28, 1e-9);
        expectRelativelyClose(gas(code, "N2O"), n2o / 265, 1e-9);
        expect(f.gwpBasis).toBeNull();
      } else {
        expectRelativelyClose(gas(code, "CO2E"), read(`${entry.prefix}_1`, "kg CO2e"), 1e-11);
        expect(f.gwpBasis).toBe("AR5");
      }
      if (entry.biogenic) {
        const id = `${entry.biogenic.prefix}_2`;
        expect(rows.get(id)?.scope).toBe("Outside of Scopes");
        expect(rows.get(id)?.uom).toBe(entry.uom);
        expectRelativelyClose(gas(code, "CO2_BIO"), read(id, "kg CO2e of CO2 per unit"), 1e-11);
      }
    }
  });
});
