// Which client companies may use which global process models (gab03) and design products
// (gab08). Only the platform operator's users assign; setting a company's list replaces it
// whole in one transaction. A company sees the global rows assigned to it and no others.
import type { DataSource, EntityManager } from "typeorm";
import { badInput, forbidden, notFound } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import type { Viewer } from "../auth/viewer";
import { Company } from "../company/company.entity";
import { DesignProductAssignment, ProcessModelAssignment } from "./assignment.entity";
import { DesignProduct } from "./design-product.entity";
import { isOperator } from "./model-access";
import type { AssignmentInput } from "./process-model.inputs";
import { ProcessModel } from "./process-model.entity";

export type AssignedKind = "process" | "design";

const KINDS = {
  process: { assignment: ProcessModelAssignment, model: ProcessModel, key: "processModelId" },
  design: { assignment: DesignProductAssignment, model: DesignProduct, key: "designProductId" },
} as const;

export class AssignmentService {
  constructor(private readonly dataSource: DataSource) {}

  /** The ids of the global models of a kind assigned to a company. */
  async assigned(viewer: Viewer, kind: AssignedKind, companyId: number): Promise<number[]> {
    return this.dataSource.transaction(async (manager) => {
      await this.check(viewer, companyId, manager);
      return this.ids(manager, kind, companyId);
    });
  }

  async set(viewer: Viewer, kind: AssignedKind, input: AssignmentInput): Promise<number[]> {
    await assertValid(input);
    const { assignment, model, key } = KINDS[kind];
    return this.dataSource.transaction(async (manager) => {
      await this.check(viewer, input.companyId, manager);
      const wanted = [...new Set(input.modelIds)];
      if (wanted.length > 0) {
        const rows: Array<{ id: number; companyId: number | null }> = await manager
          .getRepository(model)
          .createQueryBuilder("model")
          .select(["model.id", "model.companyId"])
          .where("model.id IN (:...ids)", { ids: wanted })
          .getMany();
        for (const id of wanted) {
          const row = rows.find((candidate) => candidate.id === id);
          if (!row || row.companyId !== null) throw badInput("modelIds", "notGlobalModel", { id });
        }
      }
      await manager.delete(assignment, { companyId: input.companyId });
      if (wanted.length > 0) {
        await manager.insert(
          assignment,
          wanted.map((id) => ({ [key]: id, companyId: input.companyId })),
        );
      }
      return this.ids(manager, kind, input.companyId);
    });
  }

  private async check(viewer: Viewer, companyId: number, manager: EntityManager) {
    if (!(await isOperator(viewer, manager))) throw forbidden("operatorOnly");
    if (!(await manager.existsBy(Company, { id: companyId }))) throw notFound("company");
  }

  private async ids(manager: EntityManager, kind: AssignedKind, companyId: number) {
    const { assignment, key } = KINDS[kind];
    const rows = await manager.getRepository(assignment).find({ where: { companyId } });
    return rows.map((row) => (row as unknown as Record<string, number>)[key]).sort((a, b) => a - b);
  }
}
