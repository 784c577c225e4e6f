// Agents (resellers) and their branding, looked up by the domain a request arrives on.
import type { DataSource } from "typeorm";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { safeImageOrNull, safeUrlOrNull } from "../../lib/safe-url";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, type Viewer } from "../auth/viewer";
import { Company } from "../company/company.entity";
import { Agent } from "./agent.entity";
import type { Theme, UpdateBrandingInput } from "./agent.inputs";

/** Lower-cased host without port or trailing dot. */
export function normalizeHost(host: string | undefined): string {
  return (host ?? "").trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}

const BRANDING_FIELDS = [
  "platLogo",
  "loginLogo",
  "loginBg",
  "logo",
  "description",
  "banner",
  "bannerTitle",
  "bannerInfo",
  "authUrl",
] as const;

export class AgentService {
  constructor(private readonly dataSource: DataSource) {}

  /** The agent claiming the host, else the platform agent. */
  async themeForHost(host: string | undefined): Promise<Theme> {
    const domain = normalizeHost(host);
    const repository = this.dataSource.getRepository(Agent);
    const claimed = domain
      ? await repository
          .createQueryBuilder("agent")
          .where(":domain = ANY(agent.domains)", { domain })
          .getOne()
      : null;
    const agent = claimed ?? (await repository.findOneByOrFail({ isPlatform: true }));
    return toTheme(agent, domain);
  }

  async themeForCompany(viewer: Viewer, companyId: number): Promise<Theme> {
    if (!canSeeCompany(viewer, companyId)) throw notFound("company");
    const company = await this.dataSource
      .getRepository(Company)
      .findOne({ where: { id: companyId }, relations: { agent: true } });
    if (!company?.agent) throw notFound("company");
    return toTheme(company.agent, company.agent.domains[0] ?? "");
  }

  async updateBranding(viewer: Viewer, input: UpdateBrandingInput): Promise<Agent> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Agent);
      let agent: Agent | null;
      if (input.agentId !== undefined && input.agentId !== null) {
        agent = await repository.findOneBy({ id: input.agentId });
        if (!agent || (!viewer.scope.all && agent.ownerCompanyId !== viewer.companyId))
          throw notFound("agent");
      } else {
        agent = await repository.findOneBy({ ownerCompanyId: viewer.companyId });
        if (!agent && viewer.scope.all) agent = await repository.findOneBy({ id: viewer.agentId });
        if (!agent) throw forbidden();
      }
      for (const field of BRANDING_FIELDS) {
        const value = input[field];
        if (value !== undefined) agent[field] = value === null || value === "" ? null : value;
      }
      if (input.authProvider) agent.authProvider = input.authProvider;
      if (input.domains) {
        const domains = [...new Set(input.domains.map(normalizeHost))];
        const claimed = await repository
          .createQueryBuilder("other")
          .where("other.id <> :id", { id: agent.id })
          .andWhere("other.domains && :domains", { domains })
          .getOne();
        if (claimed) {
          const taken = domains.filter((domain) => claimed.domains.includes(domain));
          throw conflict("domainTaken", { domains: taken.join(", ") });
        }
        agent.domains = domains;
      }
      return manager.save(agent);
    });
  }
}

/**
 * The branding a browser gets. Addresses stored before the address rules (safe-url.ts) are left
 * out rather than served: the public theme must never hand out a `javascript:` sign-in page.
 */
export function toTheme(agent: Agent, domain: string): Theme {
  return {
    agentId: agent.id,
    domain,
    name: agent.name,
    platLogo: safeImageOrNull(agent.platLogo),
    loginBg: safeImageOrNull(agent.loginBg),
    loginLogo: safeImageOrNull(agent.loginLogo),
    logo: safeImageOrNull(agent.logo),
    description: agent.description,
    banner: safeImageOrNull(agent.banner),
    bannerTitle: agent.bannerTitle,
    bannerInfo: agent.bannerInfo,
    authProvider: agent.authProvider,
    authUrl: safeUrlOrNull(agent.authUrl),
  };
}
