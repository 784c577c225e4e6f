// Reference data every form needs: industries, units, regions.
import type { DataSource } from "typeorm";
import { GASES } from "../../calc/ghg/gases";
import { GWP_SETS } from "../../calc/ghg/types";
import { Industry } from "./industry.entity";
import type { ReferenceData } from "./reference.types";
import { REGIONS } from "./regions";
import { UNITS } from "./units";

/** SPEC §3: 1 estimate, 2 literature, 3 field collection. */
export const DATA_SOURCE_TYPES = [
  { id: 1, name: "Estimate", nameZh: "估算" },
  { id: 2, name: "Literature", nameZh: "文献" },
  { id: 3, name: "Field collection", nameZh: "现场采集" },
] as const;

export class ReferenceService {
  constructor(private readonly dataSource: DataSource) {}

  async preData(): Promise<ReferenceData> {
    const industries = await this.dataSource
      .getRepository(Industry)
      .find({ order: { sort: "ASC", id: "ASC" } });
    return {
      industries,
      units: [...UNITS],
      regions: [...REGIONS],
      gases: GASES.map((gas) => ({
        code: gas.code,
        label: gas.label,
        name: gas.name,
        nameZh: gas.nameZh,
        gwpAR4: gas.gwp.AR4,
        gwpAR5: gas.gwp.AR5,
        gwpAR6: gas.gwp.AR6,
      })),
      dataSourceTypes: DATA_SOURCE_TYPES.map((type) => ({ ...type })),
      gwpSets: [...GWP_SETS],
    };
  }
}
