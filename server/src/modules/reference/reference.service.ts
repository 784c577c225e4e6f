// Reference data every form needs: industries, units, regions.
import type { DataSource } from "typeorm";
import { Industry } from "./industry.entity";
import type { ReferenceData } from "./reference.types";
import { REGIONS } from "./regions";
import { UNITS } from "./units";

export class ReferenceService {
  constructor(private readonly dataSource: DataSource) {}

  async preData(): Promise<ReferenceData> {
    const industries = await this.dataSource
      .getRepository(Industry)
      .find({ order: { sort: "ASC", id: "ASC" } });
    return { industries, units: [...UNITS], regions: [...REGIONS] };
  }
}
