// An agent's external identity providers (ePlat, OBEI): their settings, kept by the agent's
// staff (or the platform operator), never handing the client secret back.
import type { DataSource } from "typeorm";
import { DomainError, ErrorCode, badInput, forbidden, notFound } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { Agent } from "../agent/agent.entity";
import type { Viewer } from "../auth/viewer";
import { Company } from "../company/company.entity";
import { Role } from "../role/role.entity";
import {
  ExternalIdentity,
  IdentityProvider,
  type ProviderKind,
  ProviderProtocol,
} from "./identity-provider.entity";
import type {
  IdentityProviderInput,
  IdentityProviderView,
  ProviderCompanyChoice,
} from "./identity-provider.inputs";

/** The display names of the two platforms, as messages name them. */
export const PROVIDER_LABELS: Record<ProviderKind, string> = { eplat: "ePlat", obei: "Obei" };

export class IdentityProviderService {
  constructor(private readonly dataSource: DataSource) {}

  /** The agent whose settings the viewer keeps: the one asked for, else the viewer's own. */
  async agentOf(viewer: Viewer, agentId?: number | null): Promise<Agent> {
    const repository = this.dataSource.getRepository(Agent);
    if (agentId !== undefined && agentId !== null) {
      const agent = await repository.findOneBy({ id: agentId });
      if (!agent || (!viewer.scope.all && agent.ownerCompanyId !== viewer.companyId))
        throw notFound("agent");
      return agent;
    }
    const own = await repository.findOneBy({ ownerCompanyId: viewer.companyId });
    if (own) return own;
    if (viewer.scope.all) return repository.findOneByOrFail({ id: viewer.agentId });
    throw forbidden();
  }

  async list(
    viewer: Viewer,
    agentId?: number | null,
  ): Promise<{ agent: Agent; items: IdentityProviderView[]; companies: ProviderCompanyChoice[] }> {
    const agent = await this.agentOf(viewer, agentId);
    const providers = await this.dataSource
      .getRepository(IdentityProvider)
      .find({ where: { agentId: agent.id }, order: { kind: "ASC" } });
    return { agent, items: await this.views(providers), companies: await this.choices(agent) };
  }

  /** The companies a provider may sign users into, with their roles, by name. */
  private async choices(agent: Agent): Promise<ProviderCompanyChoice[]> {
    const companies = await this.dataSource
      .getRepository(Company)
      .createQueryBuilder("company")
      .where("company.agentId = :agentId", { agentId: agent.id })
      .orWhere("company.id = :owner", { owner: agent.ownerCompanyId ?? 0 })
      .orderBy("company.name")
      .take(500)
      .getMany();
    if (companies.length === 0) return [];
    const roles = await this.dataSource
      .getRepository(Role)
      .createQueryBuilder("role")
      .where("role.companyId IN (:...ids)", { ids: companies.map((c) => c.id) })
      .orderBy("role.name")
      .getMany();
    return companies.map((company) => ({
      id: company.id,
      name: company.name,
      roles: roles
        .filter((role) => role.companyId === company.id)
        .map((role) => ({ id: role.id, name: role.name })),
    }));
  }

  async save(viewer: Viewer, input: IdentityProviderInput): Promise<IdentityProviderView> {
    await assertValid(input);
    const protocol = input.protocol as ProviderProtocol;
    const scopes = input.scopes.trim().split(/\s+/);
    if (protocol === ProviderProtocol.Oidc && !scopes.includes("openid"))
      throw badInput("scopes", "providerOpenidScope");
    if (protocol === ProviderProtocol.OAuth2) {
      for (const field of ["authorizationEndpoint", "tokenEndpoint", "userinfoEndpoint"] as const)
        if (!input[field]) throw badInput(field, "providerEndpointsRequired");
    }
    const agent = await this.agentOf(viewer, input.agentId);
    const saved = await this.dataSource.transaction(async (manager) => {
      const company = await manager.getRepository(Company).findOneBy({ id: input.companyId });
      if (!company || (company.agentId !== agent.id && company.id !== agent.ownerCompanyId))
        throw badInput("companyId", "providerCompanyOutside");
      if (input.defaultRoleId) {
        const role = await manager.getRepository(Role).findOneBy({ id: input.defaultRoleId });
        if (!role || role.companyId !== company.id)
          throw badInput("defaultRoleId", "providerRoleOutside");
      }
      const repository = manager.getRepository(IdentityProvider);
      const kind = input.kind as ProviderKind;
      const existing = await repository.findOneBy({ agentId: agent.id, kind });
      const secret = input.clientSecret?.trim();
      if (!existing && !secret) throw badInput("clientSecret", "providerSecretRequired");
      const provider = existing ?? repository.create({ agentId: agent.id, kind });
      Object.assign(provider, {
        name: input.name.trim(),
        protocol,
        issuer: input.issuer.trim(),
        authorizationEndpoint:
          protocol === ProviderProtocol.OAuth2 ? input.authorizationEndpoint! : null,
        tokenEndpoint: protocol === ProviderProtocol.OAuth2 ? input.tokenEndpoint! : null,
        userinfoEndpoint: input.userinfoEndpoint || null,
        clientId: input.clientId.trim(),
        scopes: scopes.join(" "),
        subjectClaim: input.subjectClaim,
        usernameClaim: input.usernameClaim,
        nameClaim: input.nameClaim,
        emailClaim: input.emailClaim,
        companyId: company.id,
        defaultRoleId: input.defaultRoleId ?? null,
        enabled: input.enabled,
      });
      if (secret) provider.clientSecret = secret;
      return repository.save(provider);
    });
    const [view] = await this.views([saved]);
    return view;
  }

  async remove(viewer: Viewer, id: number): Promise<boolean> {
    const provider = await this.dataSource.getRepository(IdentityProvider).findOneBy({ id });
    if (!provider) throw notFound("agent");
    await this.agentOf(viewer, provider.agentId);
    await this.dataSource.getRepository(IdentityProvider).delete({ id });
    return true;
  }

  /** The enabled provider of a kind at an agent, or the "not configured" answer. */
  async enabledProvider(agentId: number, kind: string): Promise<IdentityProvider> {
    const provider = await this.dataSource
      .getRepository(IdentityProvider)
      .findOneBy({ agentId, kind: kind as ProviderKind, enabled: true });
    if (!provider) throw notConfigured(kind);
    return provider;
  }

  async enabledProviders(agentId: number): Promise<IdentityProvider[]> {
    return this.dataSource
      .getRepository(IdentityProvider)
      .find({ where: { agentId, enabled: true }, order: { kind: "ASC" } });
  }

  private async views(providers: IdentityProvider[]): Promise<IdentityProviderView[]> {
    if (providers.length === 0) return [];
    const companyIds = [...new Set(providers.map((p) => p.companyId))];
    const roleIds = providers.flatMap((p) => (p.defaultRoleId ? [p.defaultRoleId] : []));
    const companies = await this.dataSource
      .getRepository(Company)
      .createQueryBuilder("company")
      .where("company.id IN (:...companyIds)", { companyIds })
      .getMany();
    const roles = roleIds.length
      ? await this.dataSource
          .getRepository(Role)
          .createQueryBuilder("role")
          .where("role.id IN (:...roleIds)", { roleIds })
          .getMany()
      : [];
    const linked = await this.dataSource
      .getRepository(ExternalIdentity)
      .createQueryBuilder("identity")
      .select("identity.providerId", "providerId")
      .addSelect("COUNT(*)", "count")
      .where("identity.providerId IN (:...ids)", { ids: providers.map((p) => p.id) })
      .groupBy("identity.providerId")
      .getRawMany<{ providerId: number; count: string }>();
    return providers.map((provider) => ({
      id: provider.id,
      agentId: provider.agentId,
      kind: provider.kind,
      name: provider.name,
      protocol: provider.protocol,
      issuer: provider.issuer,
      authorizationEndpoint: provider.authorizationEndpoint,
      tokenEndpoint: provider.tokenEndpoint,
      userinfoEndpoint: provider.userinfoEndpoint,
      clientId: provider.clientId,
      hasClientSecret: provider.clientSecret.length > 0,
      scopes: provider.scopes,
      subjectClaim: provider.subjectClaim,
      usernameClaim: provider.usernameClaim,
      nameClaim: provider.nameClaim,
      emailClaim: provider.emailClaim,
      companyId: provider.companyId,
      companyName: companies.find((c) => c.id === provider.companyId)?.name ?? null,
      defaultRoleId: provider.defaultRoleId,
      defaultRoleName: roles.find((r) => r.id === provider.defaultRoleId)?.name ?? null,
      enabled: provider.enabled,
      linkedUsers: Number(linked.find((row) => Number(row.providerId) === provider.id)?.count ?? 0),
      updatedAt: provider.updatedAt,
    }));
  }
}

/** The answer of the external sign-in calls while the agent has no such provider. */
export function notConfigured(kind: string): DomainError {
  const provider = PROVIDER_LABELS[kind as ProviderKind] ?? kind;
  return DomainError.of(
    ErrorCode.BadUserInput,
    "providerNotConfigured",
    { provider },
    { reason: "PROVIDER_NOT_CONFIGURED" },
  );
}
