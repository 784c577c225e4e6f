// Two kinds of factor the inventory needs beside fuels and grids: gases released as such
// (refrigerant top-ups and leaks, SF6 from switchgear), one kg of gas per kg released, whose CO2e
// the calculation takes from the case's GWP set and, for blends, from their ASHRAE 34
// composition (calc/ghg/gases.ts); and the zero-emission factor of China's green electricity
// certificate (GEC), a scope 2 market-based instrument.
import type { FactorData } from "../../../modules/factor/factor-data";
import { UNIT } from "./common";

const EPA_HUB_URL = "https://www.epa.gov/climateleadership/ghg-emission-factors-hub";

/** What every refrigerant row says about where its figures come from. */
const GWP_CITATION =
  "GWP100 from the case's set: IPCC AR4 (40 CFR 98 Table A-1), AR5 (US EPA GHG Emission Factors Hub 2025, Table 11), AR6 (IPCC AR6 WG1, Table 7.15)";

interface GasRelease {
  key: string;
  gas: FactorData["gases"][number]["gas"];
  name: string;
  nameEn: string;
  subcategory: string;
  /** ASHRAE 34 composition of a blend, as EPA Hub 2025 Table 12 prints it. */
  composition: string | null;
  /** The GWP100 values the calculation will apply, for the notes (AR4 / AR5 / AR6). */
  gwps: string;
  synonyms: string[];
}

// GWPs of single gases as REFERENCE-FACTORS lists them (AR4 / AR5 / AR6): HFC-32 675 / 677 / 771,
// HFC-125 3,500 / 3,170 / 3,740, HFC-134a 1,430 / 1,300 / 1,530, HFC-143a 4,470 / 4,800 / 5,810,
// SF6 22,800 / 23,500 / 25,200. Blends are worked out from them below; EPA Hub 2025 Table 12
// prints the AR5 results rounded (R-404A 3,943, R-410A 1,924).
const RELEASES: GasRelease[] = [
  {
    key: "R-134A",
    gas: "HFC-134a",
    name: "制冷剂 R-134a（HFC-134a）逸散",
    nameEn: "Refrigerant R-134a (HFC-134a) released",
    subcategory: "Refrigerants",
    composition: null,
    gwps: "AR4 1,430; AR5 1,300; AR6 1,530",
    synonyms: ["R-134a", "R134a", "HFC-134a", "四氟乙烷", "汽车空调制冷剂"],
  },
  {
    key: "R-410A",
    gas: "R-410A",
    name: "制冷剂 R-410A（50% HFC-32 / 50% HFC-125）逸散",
    nameEn: "Refrigerant R-410A (50% HFC-32 / 50% HFC-125) released",
    subcategory: "Refrigerants",
    composition: "50% HFC-32, 50% HFC-125",
    // 0.5 × 675 + 0.5 × 3,500; 0.5 × 677 + 0.5 × 3,170; 0.5 × 771 + 0.5 × 3,740.
    gwps: "AR4 2,087.5; AR5 1,923.5 (EPA prints 1,924); AR6 2,255.5",
    synonyms: ["R-410A", "R410A", "R410a", "空调制冷剂", "多联机制冷剂"],
  },
  {
    key: "R-32",
    gas: "HFC-32",
    name: "制冷剂 R-32（HFC-32）逸散",
    nameEn: "Refrigerant R-32 (HFC-32) released",
    subcategory: "Refrigerants",
    composition: null,
    gwps: "AR4 675; AR5 677; AR6 771",
    synonyms: ["R-32", "R32", "HFC-32", "二氟甲烷"],
  },
  {
    key: "R-404A",
    gas: "R-404A",
    name: "制冷剂 R-404A（44% HFC-125 / 52% HFC-143a / 4% HFC-134a）逸散",
    nameEn: "Refrigerant R-404A (44% HFC-125 / 52% HFC-143a / 4% HFC-134a) released",
    subcategory: "Refrigerants",
    composition: "44% HFC-125, 52% HFC-143a, 4% HFC-134a",
    // 0.44 × 3,500 + 0.52 × 4,470 + 0.04 × 1,430 = 3,921.6;
    // 0.44 × 3,170 + 0.52 × 4,800 + 0.04 × 1,300 = 3,942.8;
    // 0.44 × 3,740 + 0.52 × 5,810 + 0.04 × 1,530 = 4,728.
    gwps: "AR4 3,921.6; AR5 3,942.8 (EPA prints 3,943); AR6 4,728",
    synonyms: ["R-404A", "R404A", "冷库制冷剂", "冷链制冷剂"],
  },
  {
    key: "SF6",
    gas: "SF6",
    name: "六氟化硫（SF6）逸散",
    nameEn: "Sulfur hexafluoride (SF6) released",
    subcategory: "Electrical equipment",
    composition: null,
    gwps: "AR4 22,800; AR5 23,500; AR6 25,200",
    synonyms: ["SF6", "六氟化硫", "GIS 开关柜", "switchgear"],
  },
];

function release(spec: GasRelease): FactorData {
  const composition = spec.composition
    ? `; composition ${spec.composition} (ASHRAE 34, as printed in US EPA GHG Emission Factors Hub 2025, Table 12)`
    : "";
  return {
    code: `FUG-${spec.key}`,
    name: spec.name,
    nameEn: spec.nameEn,
    category: "fugitive",
    subcategory: spec.subcategory,
    unitId: UNIT.kg,
    gases: [{ gas: spec.gas, value: 1 }],
    ncv: null,
    carbonContent: null,
    oxidation: null,
    region: "GLO",
    year: 2025,
    version: "EPA Hub 2025",
    source: `1 kg of ${spec.gas} per kg released (the mass the top-up or leak records give). ${GWP_CITATION}${composition}`,
    sourceUrl: EPA_HUB_URL,
    dataSourceType: 2,
    uncertainty: null,
    synonyms: spec.synonyms,
    scope: 1,
    gwpBasis: null,
    notes:
      `Enter the kg released: the refrigerant charged to make up losses over the period (mass ` +
      `balance), or an SF6 leak. GWP100 applied: ${spec.gwps}. The same figure comes from a ` +
      `line with method "gas" and gas ${spec.gas}.`,
  };
}

/** China's green electricity certificate: the zero-emission instrument of scope 2. */
const CHINA_GEC: FactorData = {
  code: "CN-GEC-ZERO",
  name: "绿色电力证书（绿证，GEC）零排放因子",
  nameEn: "Green electricity certificate (GEC), China: zero-emission instrument",
  category: "electricity",
  subcategory: "Contractual instruments (China)",
  unitId: UNIT.MWh,
  gases: [{ gas: "CO2", value: 0 }],
  ncv: null,
  carbonContent: null,
  oxidation: null,
  region: "CN",
  year: 2023,
  version: "发改能源〔2023〕1044号",
  source:
    "国家发展改革委 财政部 国家能源局《关于做好可再生能源绿色电力证书全覆盖工作促进可再生能源电力消费的通知》（发改能源〔2023〕1044号）：绿证是可再生能源电量环境属性的唯一证明，1 个绿证对应 1,000 千瓦时可再生能源电量 / NDRC, MOF and NEA notice on full coverage of renewable green electricity certificates (2023, No. 1044): the GEC is the sole proof of the environmental attributes of renewable electricity, one certificate per 1,000 kWh. Zero emission rate of the renewable generation a certificate conveys: GHG Protocol Scope 2 Guidance (WRI/WBCSD, 2015), market-based method",
  sourceUrl: null,
  dataSourceType: 2,
  uncertainty: null,
  synonyms: ["绿证", "GEC", "绿色电力证书", "green certificate", "REC", "可再生能源证书"],
  scope: 2,
  gwpBasis: null,
  notes:
    'A market-based factor, not a grid factor: choose it as the market factor of a purchased-electricity line, with basis "certificate", and state the MWh the certificates cover (one certificate = 1 MWh). The rest of the line is market-based at the grid factor. The location-based figure stays the grid average.',
};

export const FUGITIVE_AND_INSTRUMENT_FACTORS: readonly FactorData[] = [
  ...RELEASES.map(release),
  CHINA_GEC,
];
