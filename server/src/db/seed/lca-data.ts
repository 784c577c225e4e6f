// The global material data the platform starts with: national cradle-to-gate defaults of
// REFERENCE-FACTORS.md ("Purchased goods: citable Chinese defaults" and the electricity
// carbon-footprint factor), each citing its source. GB/T 51366-2019 states no data year, so
// those rows carry none. Transport data: the references give no per-t·km factor, so none is seeded.
import { IsNull, type EntityManager } from "typeorm";
import { MaterialDatum } from "../../modules/lca-data/material-datum.entity";
import type { MaterialData } from "../../modules/lca-data/lca-data.rules";

const GBT_51366 = "GB/T 51366-2019《建筑碳排放计算标准》附录D 表D.0.1";
const NONE = {
  distribution: "none",
  geometricSd: null,
  sd: null,
  min: null,
  mode: null,
  max: null,
} as const;

const cradleToGate = (
  name: string,
  nameEn: string,
  category: string,
  gwp: number,
  source: string,
): MaterialData => ({
  name,
  nameEn,
  category,
  unitId: 11, // t
  sourceKind: "own",
  upstreamDatabaseId: null,
  upstreamProcessId: null,
  gwp,
  indicators: {},
  source,
  referenceYear: null,
  region: "CN",
  quality: null,
  uncertainty: { ...NONE },
});

export const SEED_MATERIAL_DATA: readonly MaterialData[] = [
  cradleToGate(
    "普通碳钢（市场平均）",
    "Carbon steel, market average",
    "metal",
    2050,
    `${GBT_51366}; CPCD 41232X0092022C`,
  ),
  cradleToGate(
    "普通硅酸盐水泥（市场平均）",
    "Ordinary Portland cement, market average",
    "building-material",
    735,
    `${GBT_51366}; CPCD 37440X0292019C`,
  ),
  cradleToGate("高密度聚乙烯树脂（HDPE）", "HDPE resin", "polymer", 2620, GBT_51366),
  cradleToGate("低密度聚乙烯树脂（LDPE）", "LDPE resin", "polymer", 2810, GBT_51366),
  cradleToGate("线性低密度聚乙烯树脂（LLDPE）", "LLDPE resin", "polymer", 1990, GBT_51366),
  {
    name: "全国电网电力（电力碳足迹因子）",
    nameEn: "Electricity, China national average (carbon-footprint factor)",
    category: "electricity",
    unitId: 30, // kWh
    sourceKind: "own",
    upstreamDatabaseId: null,
    upstreamProcessId: null,
    gwp: 0.5777,
    indicators: {},
    source: "生态环境部、国家统计局、国家能源局：2024年全国电力碳足迹因子（2025年发布）",
    referenceYear: 2024,
    region: "CN",
    quality: null,
    uncertainty: { ...NONE },
  },
];

/** Adds the seed rows missing from the global material data; the operator's edits stay. */
export async function seedMaterialData(manager: EntityManager): Promise<void> {
  const repository = manager.getRepository(MaterialDatum);
  const existing = await repository.findBy({ companyId: IsNull() });
  const missing = SEED_MATERIAL_DATA.filter(
    (seed) => !existing.some((row) => row.name === seed.name && row.region === seed.region),
  );
  if (missing.length > 0) {
    await repository.insert(missing.map((seed) => ({ ...seed, companyId: null })));
  }
}
