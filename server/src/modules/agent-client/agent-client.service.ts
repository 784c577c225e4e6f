// An agent's client companies: the list with their usage, adding one with its first
// administrator, disabling, enabling and extending. An agent's staff are the users holding `ag`
// in the company that owns the agent; they act on that agent's clients only, and another
// agent's client reads as not found.
import { randomInt } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../../config";
import { paginate, SortOrder, type Page } from "../../db/paging";
import { isUniqueViolation } from "../../lib/db-errors";
import { DomainError, ErrorCode, badInput, forbidden, notFound } from "../../lib/errors";
import { hashPassword, passwordRuleViolation } from "../../lib/password";
import { assertValid } from "../../lib/validation";
import { Agent } from "../agent/agent.entity";
import { assertMayGrant } from "../auth/grants";
import type { Viewer } from "../auth/viewer";
import { Company, CompanyStatus } from "../company/company.entity";
import { Permission } from "../permission/permission.entity";
import { Role } from "../role/role.entity";
import { User, UserStatus } from "../user/user.entity";
import { clientAdministratorCodes } from "./client-modules";
import type {
  AddAgentClientInput,
  AddedAgentClient,
  AgentClient,
  AgentClientListArgs,
  ExtendAgentClientInput,
  SetAgentClientStatusInput,
} from "./agent-client.inputs";

/** China Standard Time: a subscription ends when its last day ends there. */
const CST_OFFSET = "+08:00";
const DAY_MS = 86_400_000;

/** The moment a subscription whose last day is `day` (YYYY-MM-DD) ends, or null if no such day. */
export function endOfDay(day: string): Date | null {
  const start = new Date(`${day}T00:00:00${CST_OFFSET}`);
  if (Number.isNaN(start.getTime())) return null;
  // 2027-02-30 parses in some engines; the day must read back as written.
  const back = new Date(start.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  return back === day ? new Date(start.getTime() + DAY_MS) : null;
}

const LOWER = "abcdefghijkmnpqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const DIGITS = "23456789";
const SYMBOLS = "@#$%&*!?";

/** A 12-character password meeting SPEC §5's rules, from the system's cryptographic random. */
export function generateInitialPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)];
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join("");
}

interface UsageRow {
  id: number;
  users: string | number;
  cases: string | number;
  products: string | number;
  last_sign_in: Date | string | null;
}

export class AgentClientService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
  ) {}

  /** The ids of the agents the viewer's company owns; refused when it owns none. */
  async ownAgentIds(viewer: Viewer, manager: EntityManager = this.dataSource.manager) {
    const agents = await manager.getRepository(Agent).findBy({ ownerCompanyId: viewer.companyId });
    if (agents.length === 0) throw forbidden("notAnAgent", {}, "NOT_AN_AGENT");
    return agents.map((agent) => agent.id);
  }

  /** The agent the viewer's company owns, with its branding. */
  async ownAgent(viewer: Viewer): Promise<Agent> {
    const [id] = await this.ownAgentIds(viewer);
    return this.dataSource.getRepository(Agent).findOneByOrFail({ id });
  }

  async list(viewer: Viewer, args: AgentClientListArgs): Promise<Page<AgentClient>> {
    await assertValid(args);
    const agentIds = await this.ownAgentIds(viewer);
    const query = this.dataSource
      .getRepository(Company)
      .createQueryBuilder("company")
      .where("company.agentId IN (:...agentIds)", { agentIds })
      .andWhere("company.id <> :own", { own: viewer.companyId });
    if (args.status !== undefined && args.status !== null) {
      query.andWhere("company.status = :status", { status: args.status });
    }
    const page = await paginate(
      query,
      args,
      ["company.name", "company.contactName", "company.creditCode"],
      { column: "company.createdAt", order: SortOrder.DESC },
    );
    return { items: await this.withUsage(page.items), total: page.total };
  }

  /**
   * Adds a client company of the viewer's agent with its administrator role (the codes of the
   * chosen modules) and first administrator, who must change the generated password at first
   * sign-in. One transaction: a refused username leaves no company behind.
   */
  async add(viewer: Viewer, input: AddAgentClientInput): Promise<AddedAgentClient> {
    await assertValid(input);
    const expiresAt = this.futureExpiry(input.expiresOn);
    const codes = clientAdministratorCodes(input.modules);
    assertMayGrant(viewer, codes);
    const initialPassword = generateInitialPassword();
    if (passwordRuleViolation(initialPassword)) throw new Error("generated password too weak");
    const [passwordHash, companyPasswordHash] = await Promise.all([
      hashPassword(initialPassword),
      hashPassword(this.config.initialPassword),
    ]);
    const name = input.name.trim();
    const username = input.adminUsername.trim();
    try {
      const company = await this.dataSource.transaction(async (manager) => {
        const [agentId] = await this.ownAgentIds(viewer, manager);
        if (await manager.existsBy(User, { username })) {
          throw DomainError.of(
            ErrorCode.Conflict,
            "clientUsernameTaken",
            { username },
            { field: "adminUsername" },
          );
        }
        const saved = await manager.save(Company, {
          agentId,
          name,
          creditCode: input.creditCode || null,
          contactName: input.contactName?.trim() || null,
          contactPhone: input.contactPhone?.trim() || null,
          status: CompanyStatus.Active,
          expiresAt,
          modules: [...new Set(input.modules)].sort(),
          initialPasswordHash: companyPasswordHash,
        });
        const permissions = await manager.findBy(Permission, {});
        const role = await manager.save(Role, {
          companyId: saved.id,
          name: "Administrator",
          description: "Every permission of the company's modules",
          permissions: permissions.filter((p) => codes.includes(p.code)),
        });
        await manager.save(User, {
          companyId: saved.id,
          username,
          realname: input.adminRealname.trim(),
          passwordHash,
          mustChangePassword: true,
          status: UserStatus.Active,
          roles: [role],
        });
        return saved;
      });
      const [client] = await this.withUsage([company]);
      return { client, adminUsername: username, initialPassword };
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw DomainError.of(ErrorCode.Conflict, "clientNameTaken", { name }, { field: "name" });
      }
      throw error;
    }
  }

  async setStatus(viewer: Viewer, input: SetAgentClientStatusInput): Promise<AgentClient> {
    await assertValid(input);
    const company = await this.dataSource.transaction(async (manager) => {
      const client = await this.client(viewer, input.id, manager);
      client.status = input.status;
      return manager.save(client);
    });
    const [client] = await this.withUsage([company]);
    return client;
  }

  async extend(viewer: Viewer, input: ExtendAgentClientInput): Promise<AgentClient> {
    await assertValid(input);
    const expiresAt = this.futureExpiry(input.expiresOn);
    const company = await this.dataSource.transaction(async (manager) => {
      const client = await this.client(viewer, input.id, manager);
      client.expiresAt = expiresAt;
      return manager.save(client);
    });
    const [client] = await this.withUsage([company]);
    return client;
  }

  /** A client of the viewer's agent, locked for the change; any other company is not found. */
  private async client(viewer: Viewer, id: number, manager: EntityManager): Promise<Company> {
    const agentIds = await this.ownAgentIds(viewer, manager);
    const company = await manager
      .getRepository(Company)
      .createQueryBuilder("company")
      .setLock("pessimistic_write")
      .where("company.id = :id", { id })
      .getOne();
    if (!company || company.id === viewer.companyId || !agentIds.includes(company.agentId)) {
      throw notFound("company");
    }
    return company;
  }

  private futureExpiry(day: string): Date {
    const end = endOfDay(day);
    if (!end) throw badInput("expiresOn", "invalidFormat", { hint: "a date such as 2027-12-31" });
    // The last day must be after today: a subscription ending today or earlier is no extension.
    if (end.getTime() - DAY_MS <= Date.now()) throw badInput("expiresOn", "expiryInPast");
    return end;
  }

  /** The companies with their usage, read in one statement whatever the page size. */
  private async withUsage(companies: Company[]): Promise<AgentClient[]> {
    if (companies.length === 0) return [];
    const rows = await this.dataSource.query<UsageRow[]>(
      `SELECT c.id,
              (SELECT count(*) FROM user_account u WHERE u.company_id = c.id) AS users,
              (SELECT count(*) FROM carbon_case k WHERE k.company_id = c.id) AS cases,
              (SELECT count(*) FROM lca_product p WHERE p.company_id = c.id) AS products,
              (SELECT max(u.last_login_at) FROM user_account u WHERE u.company_id = c.id)
                AS last_sign_in
         FROM company c WHERE c.id = ANY($1)`,
      [companies.map((company) => company.id)],
    );
    const usage = new Map(rows.map((row) => [Number(row.id), row]));
    const now = Date.now();
    return companies.map((company) => {
      const row = usage.get(company.id);
      return {
        id: company.id,
        name: company.name,
        creditCode: company.creditCode,
        contactName: company.contactName,
        contactPhone: company.contactPhone,
        status: company.status,
        expiresAt: company.expiresAt,
        expired: company.expiresAt !== null && company.expiresAt.getTime() <= now,
        modules: company.modules ?? [],
        userCount: Number(row?.users ?? 0),
        caseCount: Number(row?.cases ?? 0),
        productCount: Number(row?.products ?? 0),
        lastSignInAt: row?.last_sign_in ? new Date(row.last_sign_in) : null,
        createdAt: company.createdAt,
      };
    });
  }
}
