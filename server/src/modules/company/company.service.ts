// Companies (tenants). A company sees itself; an agent its clients; the platform admin all.
import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../../config";
import { paginate, pageSort, type Page } from "../../db/paging";
import { isUniqueViolation } from "../../lib/db-errors";
import { badInput, conflict, forbidden, notFound } from "../../lib/errors";
import { hashPassword, passwordRuleViolation } from "../../lib/password";
import { assertValid } from "../../lib/validation";
import { Agent } from "../agent/agent.entity";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import { User } from "../user/user.entity";
import type {
  CompanyListArgs,
  CompanySortField,
  CreateCompanyInput,
  UpdateCompanyInput,
} from "./company.inputs";
import { Company, CompanyStatus } from "./company.entity";

/** The only columns the company list is ever ordered by. */
const SORT_COLUMNS: Record<CompanySortField, string> = {
  name: "company.name",
  status: "company.status",
  createdAt: "company.createdAt",
};

export class CompanyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
  ) {}

  async list(viewer: Viewer, args: CompanyListArgs): Promise<Page<Company>> {
    await assertValid(args);
    const query = scopeQuery(
      this.dataSource.getRepository(Company).createQueryBuilder("company"),
      viewer,
      "company.id",
    );
    return paginate(query, args, ["company.name"], pageSort(SORT_COLUMNS, args));
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Company> {
    const company = await manager.getRepository(Company).findOneBy({ id });
    if (!company || !canSeeCompany(viewer, company.id)) throw notFound("company");
    return company;
  }

  async create(viewer: Viewer, input: CreateCompanyInput): Promise<Company> {
    await assertValid(input);
    const agentId = await this.agentForNewCompany(viewer, input.agentId);
    const initialPasswordHash = await this.initialPasswordHash(
      input.initialPassword ?? this.config.initialPassword,
    );
    try {
      return await this.dataSource.getRepository(Company).save({
        agentId,
        name: input.name.trim(),
        creditCode: input.creditCode ?? null,
        contactName: input.contactName ?? null,
        contactPhone: input.contactPhone ?? null,
        status: CompanyStatus.Active,
        initialPasswordHash,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("companyNameTaken", { name: input.name });
      throw error;
    }
  }

  async update(viewer: Viewer, input: UpdateCompanyInput): Promise<Company> {
    await assertValid(input);
    const initialPasswordHash = input.initialPassword
      ? await this.initialPasswordHash(input.initialPassword)
      : undefined;
    try {
      return await this.dataSource.transaction(async (manager) => {
        const company = await this.get(viewer, input.id, manager);
        if (input.status !== undefined && input.status !== null) {
          if (company.id === viewer.companyId && input.status !== CompanyStatus.Active) {
            throw forbidden("cannotDisableSelf", {}, "SELF_PROTECTION");
          }
          company.status = input.status;
        }
        if (input.name) company.name = input.name.trim();
        if (input.creditCode !== undefined) company.creditCode = input.creditCode ?? null;
        if (input.contactName !== undefined) company.contactName = input.contactName ?? null;
        if (input.contactPhone !== undefined) company.contactPhone = input.contactPhone ?? null;
        if (initialPasswordHash) company.initialPasswordHash = initialPasswordHash;
        return manager.save(company);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("companyNameTaken", { name: input.name ?? "" });
      throw error;
    }
  }

  /** Deletes an empty company (its roles go with it); one with users is refused. */
  async delete(viewer: Viewer, id: number): Promise<boolean> {
    if (id === viewer.companyId) throw forbidden("cannotDeleteOwnCompany", {}, "SELF_PROTECTION");
    return this.dataSource.transaction(async (manager) => {
      const company = await this.get(viewer, id, manager);
      const users = await manager.getRepository(User).countBy({ companyId: company.id });
      if (users > 0) throw conflict("companyHasUsers", { name: company.name, count: users });
      await manager.update(Agent, { ownerCompanyId: company.id }, { ownerCompanyId: null });
      await manager.delete(Company, company.id);
      return true;
    });
  }

  /** Platform admins choose any agent; an agent's staff create clients of their own agent. */
  private async agentForNewCompany(viewer: Viewer, requested: number | undefined): Promise<number> {
    const agents = this.dataSource.getRepository(Agent);
    if (viewer.scope.all) {
      if (requested === undefined || requested === null) return viewer.agentId;
      if (!(await agents.existsBy({ id: requested }))) throw notFound("agent");
      return requested;
    }
    const own = await agents.findOneBy({ ownerCompanyId: viewer.companyId });
    if (!own) throw forbidden();
    if (requested !== undefined && requested !== null && requested !== own.id)
      throw notFound("agent");
    return own.id;
  }

  private async initialPasswordHash(password: string): Promise<string> {
    const rule = passwordRuleViolation(password);
    if (rule) throw badInput("initialPassword", rule);
    return hashPassword(password);
  }
}
