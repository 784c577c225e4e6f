// Case tags of a company: the list, adding one (to a case) and taking it off or deleting it.
import { type DataSource } from "typeorm";
import { isUniqueViolation } from "../../lib/db-errors";
import { conflict, notFound } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, type Viewer } from "../auth/viewer";
import { Case } from "../case/case.entity";
import { CaseService } from "../case/case.service";
import { Tag } from "./tag.entity";
import { RemoveTagInput, TagInput } from "./tag.inputs";

export class TagService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cases: CaseService,
  ) {}

  // ---- tags ----

  list(viewer: Viewer): Promise<Tag[]> {
    return this.dataSource
      .getRepository(Tag)
      .find({ where: { companyId: viewer.companyId }, order: { name: "ASC" } });
  }

  /** Adds a tag to the company (or finds it by name) and puts it on a case when given. */
  async add(viewer: Viewer, input: TagInput): Promise<Tag> {
    await assertValid(input);
    const name = input.name.trim();
    try {
      return await this.dataSource.transaction(async (manager) => {
        const target = input.caseId ? await this.cases.get(viewer, input.caseId, manager) : null;
        const companyId = target?.companyId ?? viewer.companyId;
        const tag =
          (await manager.findOneBy(Tag, { companyId, name })) ??
          (await manager.save(Tag, { companyId, name }));
        if (target && !target.tags?.some((existing) => existing.id === tag.id)) {
          await manager.createQueryBuilder().relation(Case, "tags").of(target.id).add(tag.id);
        }
        return tag;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("tagNameTaken", { name });
      throw error;
    }
  }

  /** Takes a tag off one case, or deletes it from the company (and every case) without one. */
  async remove(viewer: Viewer, input: RemoveTagInput): Promise<boolean> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const tag = await manager.findOneBy(Tag, { id: input.id });
      if (!tag || !canSeeCompany(viewer, tag.companyId)) throw notFound("tag");
      if (input.caseId) {
        const target = await this.cases.get(viewer, input.caseId, manager);
        await manager.createQueryBuilder().relation(Case, "tags").of(target.id).remove(tag.id);
      } else {
        await manager.query("DELETE FROM carbon_case_tag WHERE tag_id = $1", [tag.id]);
        await manager.delete(Tag, tag.id);
      }
      return true;
    });
  }
}
