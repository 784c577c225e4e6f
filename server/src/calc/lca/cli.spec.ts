import path from "path";
import { main, parseArguments } from "./cli";

const FIXTURES = path.join(__dirname, "fixtures");

describe("npm run lca", () => {
  it("takes --method ar5, ar6 or en15804", () => {
    const base = ["--ecospold2", "x.zip", "--product", "p"];
    expect(parseArguments(base)).toMatchObject({ reports: ["AR5", "AR6"], en15804: false });
    expect(parseArguments([...base, "--method", "AR6"])).toMatchObject({
      reports: ["AR6"],
      en15804: false,
    });
    expect(parseArguments([...base, "--method=en15804"])).toMatchObject({
      reports: [],
      en15804: true,
    });
    expect(() => parseArguments([...base, "--method", "traci"])).toThrow(
      '--method must be ar5, ar6 or en15804, not "traci"',
    );
  });

  it("prints the 13 EN 15804+A2 core indicators and the match report", async () => {
    let printed = "";
    const code = await main(
      [
        "--ecospold2",
        FIXTURES,
        "--product",
        "Electricity, at coal power plant",
        "--method",
        "en15804",
      ],
      (text) => (printed += text),
      (text) => {
        throw new Error(text);
      },
    );
    expect(code).toBe(0);
    const output = JSON.parse(printed) as {
      impacts: { method: string; category: string; unit: string; amount: number }[];
      coverage: { flows: number; unmatched: number; assumed: number };
      matchReport: { unmatched: unknown[]; assumed: { name: string }[] };
    };
    const core = output.impacts.filter((i) => i.method === "en15804-a2-ef31");
    expect(core.map((i) => `${i.category} [${i.unit}]`)).toEqual([
      "GWP-total [kg CO2 eq]",
      "GWP-fossil [kg CO2 eq]",
      "GWP-biogenic [kg CO2 eq]",
      "GWP-luluc [kg CO2 eq]",
      "ODP [kg CFC-11 eq]",
      "AP [mol H+ eq]",
      "EP-freshwater [kg P eq]",
      "EP-marine [kg N eq]",
      "EP-terrestrial [mol N eq]",
      "POCP [kg NMVOC eq]",
      "ADP-minerals&metals [kg Sb eq]",
      "ADP-fossil [MJ]",
      "WDP [m3 world eq deprived]",
    ]);
    const value = (code: string) => core.find((i) => i.category === code)!.amount;
    // The fixture worked by hand in uslci.spec.ts: per kWh s_e = 1/0.914, coal s_c = 0.5 s_e;
    // CO2 fossil 0.9 s_e, N2O 1e-4 s_e, fossil CH4 0.01 × 0.8 × s_c, hard coal 0.5 s_e kg.
    const se = 1 / 0.914;
    const sc = 0.5 * se;
    expect(value("GWP-fossil")).toBeCloseTo(0.9 * se + 273 * 1e-4 * se + 29.8 * 0.008 * sc, 12);
    expect(value("ADP-fossil")).toBeCloseTo(18.01 * 0.5 * se, 12);
    expect(value("GWP-total")).toBeCloseTo(value("GWP-fossil") + value("GWP-biogenic"), 12);
    // The fixture's biogenic flows carry no compartment: taken as air, and reported so.
    expect(output.coverage).toMatchObject({ flows: 7, unmatched: 0, assumed: 2 });
    expect(output.matchReport.assumed.map((a) => a.name).sort()).toEqual([
      "Carbon dioxide, biogenic",
      "Methane, biogenic",
    ]);
  });
});
