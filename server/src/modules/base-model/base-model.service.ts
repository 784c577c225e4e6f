// Accounting templates (base models) and the standards they follow. Global templates are seeded;
// a company may keep its own. Reading them is open to accounting users.
import { Brackets, type DataSource, type EntityManager } from "typeorm";
import { notFound } from "../../lib/errors";
import { canSeeCompany, type Viewer } from "../auth/viewer";
import { BaseModel } from "./base-model.entity";
import { IndustryStandard } from "./industry-standard.entity";

export class BaseModelService {
  constructor(private readonly dataSource: DataSource) {}

  standards(): Promise<IndustryStandard[]> {
    return this.dataSource
      .getRepository(IndustryStandard)
      .find({ order: { sort: "ASC", id: "ASC" } });
  }

  async list(viewer: Viewer, keyword?: string): Promise<BaseModel[]> {
    const query = this.dataSource
      .getRepository(BaseModel)
      .createQueryBuilder("model")
      .orderBy("model.companyId", "ASC", "NULLS FIRST")
      .addOrderBy("model.id", "ASC");
    if (!viewer.scope.all) {
      const { companyIds } = viewer.scope;
      query.andWhere(
        new Brackets((where) =>
          where
            .where("model.companyId IS NULL")
            .orWhere("model.companyId IN (:...ids)", { ids: companyIds }),
        ),
      );
    }
    if (keyword?.trim()) {
      query.andWhere("(model.name ILIKE :keyword OR model.nameEn ILIKE :keyword)", {
        keyword: `%${keyword.trim()}%`,
      });
    }
    return query.getMany();
  }

  /** A template with its processes and sources (and each source's default factor), in order. */
  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<BaseModel> {
    const model = await manager
      .getRepository(BaseModel)
      .createQueryBuilder("model")
      .leftJoinAndSelect("model.processes", "process")
      .leftJoinAndSelect("process.sources", "source")
      .leftJoinAndSelect("source.factor", "factor")
      .where("model.id = :id", { id })
      .orderBy("process.sort", "ASC")
      .addOrderBy("process.id", "ASC")
      .addOrderBy("source.sort", "ASC")
      .addOrderBy("source.id", "ASC")
      .getOne();
    if (!model || (model.companyId !== null && !canSeeCompany(viewer, model.companyId))) {
      throw notFound("baseModel");
    }
    return model;
  }
}
