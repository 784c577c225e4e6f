import { epdFixture, fullLifeCycleFixture } from "./epd-document.fixture";
import { OPENEPD_EXT_KEY, openEpdMethodName, toOpenEpd } from "./epd.openepd";

interface Measurement {
  mean: number;
  unit: string;
}
type ScopeSet = Record<string, Measurement>;
interface OpenEpd {
  doctype: string;
  declared_unit: { qty: number; unit: string };
  kg_per_declared_unit?: { qty: number; unit: string };
  kg_C_biogenic_per_declared_unit?: unknown;
  date_of_issue: string;
  valid_until: string;
  program_operator_doc_id: string;
  third_party_verifier?: { name: string };
  applicable_in?: string[];
  impacts: Record<string, Record<string, ScopeSet>>;
  resource_uses: Record<string, ScopeSet>;
  output_flows: Record<string, ScopeSet>;
  ext: Record<
    string,
    { omitted: { indicator: string; reason: string }[]; not_declared_modules: string[] }
  >;
}

const exported = (doc = epdFixture("en")) => toOpenEpd(doc) as OpenEpd;

describe("openEPD export", () => {
  it("keys impacts by EF 3.1 and A1-A3 as A1A2A3 in openEPD units", () => {
    const epd = exported();

    expect(epd.doctype).toBe("openEPD");
    const ef31 = epd.impacts["EF 3.1"];
    // The fixture's GWP-total A1-A3: 712.3 + 21.6 + 78.5 = 812.4 kg CO2 eq.
    expect(ef31.gwp.A1A2A3).toEqual({ mean: 812.4, unit: "kgCO2e" });
    expect(ef31.gwp.D).toEqual({ mean: -12.6, unit: "kgCO2e" });
    expect(ef31.odp.A1A2A3).toEqual({ mean: 1.234e-7, unit: "kgCFC11e" });
    expect(ef31.ap.C2).toEqual({ mean: 0.016, unit: "molHe" });
    expect(ef31["ADP-mineral"].A1A2A3).toEqual({ mean: 4.81e-5, unit: "kgSbe" });
    expect(ef31["ADP-fossil"].A1A2A3.unit).toBe("MJ");
    expect(ef31.WDP.A1A2A3.unit).toBe("m3AWARE");
    expect(ef31["ep-terr"].A1A2A3.unit).toBe("molNe");
    expect(ef31.pocp.A1A2A3.unit).toBe("kgNMVOCe");
  });

  it("leaves out modules not declared and figures not assessed instead of writing zero", () => {
    const epd = exported();

    const gwp = epd.impacts["EF 3.1"].gwp;
    // A1..A3 are reported aggregated only; A5 and B1..B7 are not declared.
    expect(Object.keys(gwp).sort()).toEqual(["A1A2A3", "A4", "C1", "C2", "C3", "C4", "D"]);
    // PERE is null in every module: openEPD gets no scope set for it at all.
    expect(epd.resource_uses.pere).toBeUndefined();
    expect(epd.resource_uses.pert.A1A2A3).toEqual({ mean: 115.6, unit: "MJ" });
    expect(epd.output_flows.mfr.A1A2A3).toEqual({ mean: 2.1, unit: "kg" });
    expect(epd.output_flows.ee.A1A2A3).toEqual({ mean: 0, unit: "MJ" });
    expect(epd.ext[OPENEPD_EXT_KEY].not_declared_modules).toEqual([
      "A5",
      "B1",
      "B2",
      "B3",
      "B4",
      "B5",
      "B6",
      "B7",
    ]);
  });

  it("does not convert EP-freshwater from kg P eq and says so", () => {
    const epd = exported();

    expect(epd.impacts["EF 3.1"]["ep-fresh"]).toBeUndefined();
    const omitted = epd.ext[OPENEPD_EXT_KEY].omitted;
    expect(omitted.map((o) => o.indicator)).toContain("EP-freshwater");
    expect(omitted.find((o) => o.indicator === "EP-freshwater")?.reason).toMatch(/kgPO4e/);
  });

  it("leaves out an indicator declared in another unit than EN 15804's", () => {
    const doc = epdFixture("en");
    doc.indicators = doc.indicators.map((indicator) =>
      indicator.code === "AP" ? { ...indicator, unit: "kg SO2 eq" } : indicator,
    );

    const epd = exported(doc);

    expect(epd.impacts["EF 3.1"].ap).toBeUndefined();
    expect(epd.ext[OPENEPD_EXT_KEY].omitted.map((o) => o.indicator)).toContain("AP");
  });

  it("carries the declaration's unit, dates, programme and verifier", () => {
    const epd = exported();

    expect(epd.declared_unit).toEqual({ qty: 1, unit: "t" });
    expect(epd.kg_per_declared_unit).toEqual({ qty: 1000, unit: "kg" });
    expect(epd.kg_C_biogenic_per_declared_unit).toBeUndefined();
    expect(epd.date_of_issue).toBe("2026-03-02T00:00:00Z");
    expect(epd.valid_until).toBe("2031-03-01T00:00:00Z");
    expect(epd.program_operator_doc_id).toBe("EPD-2026-000017");
    expect(epd.third_party_verifier).toEqual({ name: "CTI Certification Co., Ltd." });
    expect(epd.applicable_in).toEqual(["CN"]);
  });

  it("reports A1, A2 and A3 separately when the declaration does not aggregate them", () => {
    const gwp = exported(fullLifeCycleFixture("en")).impacts["EF 3.1"].gwp;

    expect(gwp.A1).toEqual({ mean: 712.3, unit: "kgCO2e" });
    expect(gwp.A1A2A3).toBeUndefined();
    expect(gwp.B2).toEqual({ mean: 0.1, unit: "kgCO2e" });
  });

  it("names the method as openEPD lists it", () => {
    expect(openEpdMethodName("EF 3.1")).toBe("EF 3.1");
    expect(openEpdMethodName("EN 15804+A2 (EF 3.0)")).toBe("EF 3.0");
    expect(openEpdMethodName("ReCiPe 2016")).toBe("Unknown LCIA");
  });
});
