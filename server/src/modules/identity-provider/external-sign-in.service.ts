// Sign-in through an agent's external identity provider (OpenID Connect or OAuth 2.0 with
// openid-client): the trip out with state, nonce and PKCE; the code exchanged on the way back;
// the external user mapped to a platform user (linked, matched by username in the provider's
// company, or created with the default role); a one-time ticket the browser redeems for a
// session. Every outcome is written to the login log.
import { createHash, randomBytes } from "node:crypto";
import * as oidc from "openid-client";
import { type DataSource, type EntityManager, LessThan } from "typeorm";
import type { Config } from "../../config";
import { DomainError, ErrorCode } from "../../lib/errors";
import { isSafeUrl } from "../../lib/safe-url";
import { USERNAME_PATTERN } from "../../lib/validation";
import type { AgentService } from "../agent/agent.service";
import type { ClientMeta, LoginAnswer } from "../auth/auth.service";
import type { AuthService } from "../auth/auth.service";
import { Session } from "../auth/session.entity";
import { Company, companyUsable } from "../company/company.entity";
import { LoginEvent, LoginLog, LoginOutcome } from "../login-log/login-log.entity";
import { User, UserStatus } from "../user/user.entity";
import {
  ExternalIdentity,
  ExternalSignIn,
  IdentityProvider,
  type ProviderKind,
  ProviderProtocol,
} from "./identity-provider.entity";
import { type IdentityProviderService, PROVIDER_LABELS } from "./identity-provider.service";

/** How long a user may spend at the provider, and how long the ticket stays redeemable. */
const TRIP_MINUTES = 10;
const TICKET_SECONDS = 120;
/** How long a provider's discovery document is reused before it is read again. */
const DISCOVERY_TTL_MS = 10 * 60_000;
/** A provider sign-in that went wrong, in the login log (the password outcomes are theirs). */
export const EXTERNAL_REFUSED = "external_refused";
/** Stored as the password of users created at a provider sign-in: no password opens it. */
const NO_PASSWORD = "external-sign-in-only";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A path of this site to go back to; anything else (another origin, a scheme) becomes "/". */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || /[\\\s]/.test(value))
    return "/";
  return value.slice(0, 500);
}

export class ExternalSignInService {
  private readonly configurations = new Map<
    number,
    { stamp: number; at: number; configuration: Promise<oidc.Configuration> }
  >();

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
    private readonly agents: AgentService,
    private readonly providers: IdentityProviderService,
    private readonly auth: AuthService,
  ) {}

  /** The sign-in buttons of the agent serving a host. */
  async options(host: string | undefined): Promise<IdentityProvider[]> {
    const theme = await this.agents.themeForHost(host);
    return this.providers.enabledProviders(theme.agentId);
  }

  /**
   * Starts a trip to the provider of `kind` of the agent serving `host`: answers the address of
   * the provider's authorization page (or "not configured").
   */
  async begin(
    host: string | undefined,
    kind: string,
    redirectUri: string,
    returnTo?: string | null,
  ): Promise<string> {
    const theme = await this.agents.themeForHost(host);
    const provider = await this.providers.enabledProvider(theme.agentId, kind);
    const configuration = await this.configuration(provider);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(ExternalSignIn, { expiresAt: LessThan(new Date()) });
      await manager.insert(ExternalSignIn, {
        stateHash: sha256(state),
        providerId: provider.id,
        codeVerifier,
        nonce,
        redirectUri,
        returnTo: safeReturnPath(returnTo),
        expiresAt: new Date(Date.now() + TRIP_MINUTES * 60_000),
      });
    });
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: provider.scopes,
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
    };
    if (provider.protocol === ProviderProtocol.Oidc) parameters.nonce = nonce;
    return oidc.buildAuthorizationUrl(configuration, parameters).href;
  }

  /**
   * The provider's answer (the callback's query: code, state, iss, or error): checks it against
   * the trip, exchanges the code, maps the user, and answers a one-time ticket with the page to
   * open. A refusal is logged and thrown.
   */
  async complete(
    answer: URLSearchParams,
    meta: ClientMeta,
  ): Promise<{ ticket: string; returnTo: string }> {
    const state = answer.get("state") ?? "";
    const trip = state
      ? await this.dataSource.getRepository(ExternalSignIn).findOne({
          where: { stateHash: sha256(state) },
          relations: { provider: true },
        })
      : null;
    if (!trip || !trip.provider || trip.ticketHash || trip.expiresAt.getTime() <= Date.now()) {
      await this.log(null, `external:${state ? "?" : "-"}`, null, EXTERNAL_REFUSED, meta);
      throw DomainError.of(
        ErrorCode.Unauthenticated,
        "externalSignInExpired",
        {},
        { reason: "EXTERNAL_SIGN_IN_EXPIRED" },
      );
    }
    const provider = trip.provider;
    const label = PROVIDER_LABELS[provider.kind];
    let claims: Record<string, unknown>;
    try {
      claims = await this.exchange(provider, trip, answer);
    } catch (error) {
      // One answer is one attempt: a replay of the same state finds no trip.
      await this.dataSource.getRepository(ExternalSignIn).delete({ id: trip.id });
      await this.log(provider, `${provider.kind}:?`, null, EXTERNAL_REFUSED, meta);
      throw DomainError.of(
        ErrorCode.Unauthenticated,
        "externalSignInFailed",
        { provider: label, detail: describe(error) },
        { reason: "EXTERNAL_SIGN_IN_FAILED" },
      );
    }
    let user: User;
    try {
      user = await this.userFor(provider, claims, meta);
    } catch (error) {
      await this.dataSource.getRepository(ExternalSignIn).delete({ id: trip.id });
      throw error;
    }
    const ticket = randomBytes(32).toString("base64url");
    await this.dataSource.getRepository(ExternalSignIn).update(trip.id, {
      ticketHash: sha256(ticket),
      userId: user.id,
      expiresAt: new Date(Date.now() + TICKET_SECONDS * 1000),
    });
    return { ticket, returnTo: trip.returnTo };
  }

  /** Opens the session a ticket stands for (once), as a password sign-in answers it. */
  async redeem(ticket: string, meta: ClientMeta): Promise<LoginAnswer> {
    const opened = await this.dataSource.transaction(async (manager) => {
      const trip = ticket
        ? await manager
            .getRepository(ExternalSignIn)
            .findOne({ where: { ticketHash: sha256(ticket) }, relations: { provider: true } })
        : null;
      if (trip) await manager.delete(ExternalSignIn, { id: trip.id });
      if (!trip || !trip.userId || trip.expiresAt.getTime() <= Date.now()) {
        throw DomainError.of(
          ErrorCode.Unauthenticated,
          "externalSignInExpired",
          {},
          { reason: "EXTERNAL_SIGN_IN_EXPIRED" },
        );
      }
      const user = await manager
        .getRepository(User)
        .findOneOrFail({ where: { id: trip.userId }, relations: { company: true } });
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(Date.now() + Math.round(this.config.sessionTtlMinutes * 60_000));
      await manager.insert(Session, {
        tokenHash: sha256(token),
        userId: user.id,
        companyId: user.companyId,
        expiresAt,
        ip: meta.ip?.slice(0, 64) ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      await manager.update(User, user.id, { lastLoginAt: new Date() });
      await this.log(
        trip.provider ?? null,
        user.username,
        user,
        LoginOutcome.Success,
        meta,
        manager,
      );
      return { token, expiresAt, userId: user.id };
    });
    // Read after the transaction: on embedded PGlite it holds the one connection.
    const details = await this.auth.detailsOf(opened.userId);
    return { token: opened.token, expiresAt: opened.expiresAt, details };
  }

  /** The code for tokens (PKCE, state, nonce checked by openid-client), then the claims. */
  private async exchange(
    provider: IdentityProvider,
    trip: ExternalSignIn,
    answer: URLSearchParams,
  ): Promise<Record<string, unknown>> {
    const configuration = await this.configuration(provider);
    const currentUrl = new URL(trip.redirectUri);
    for (const [key, value] of answer) currentUrl.searchParams.set(key, value);
    const oidcProvider = provider.protocol === ProviderProtocol.Oidc;
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      currentUrl,
      {
        pkceCodeVerifier: trip.codeVerifier,
        expectedState: answer.get("state") ?? "",
        expectedNonce: oidcProvider ? trip.nonce : undefined,
        idTokenExpected: oidcProvider,
      },
      { redirect_uri: trip.redirectUri },
    );
    const idClaims = (oidcProvider ? tokens.claims() : undefined) as
      Record<string, unknown> | undefined;
    const hasUserinfo = Boolean(configuration.serverMetadata().userinfo_endpoint);
    if (!hasUserinfo) return { ...idClaims };
    const userinfo = await oidc.fetchUserInfo(
      configuration,
      tokens.access_token,
      typeof idClaims?.sub === "string" ? idClaims.sub : oidc.skipSubjectCheck,
    );
    return { ...userinfo, ...idClaims };
  }

  /** The platform user of an external account: linked, else matched, else created. */
  private async userFor(
    provider: IdentityProvider,
    claims: Record<string, unknown>,
    meta: ClientMeta,
  ): Promise<User> {
    const label = PROVIDER_LABELS[provider.kind];
    const subject = claimText(claims, provider.subjectClaim);
    if (!subject) {
      await this.log(provider, `${provider.kind}:?`, null, EXTERNAL_REFUSED, meta);
      throw DomainError.of(
        ErrorCode.Unauthenticated,
        "externalSubjectMissing",
        { provider: label, claim: provider.subjectClaim },
        { reason: "EXTERNAL_SIGN_IN_FAILED" },
      );
    }
    const externalName = claimText(claims, provider.usernameClaim);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const link = await manager
        .getRepository(ExternalIdentity)
        .findOneBy({ providerId: provider.id, subject });
      let user = link
        ? await manager
            .getRepository(User)
            .findOne({ where: { id: link.userId }, relations: { company: true } })
        : null;
      if (!user && externalName) {
        user = await manager.getRepository(User).findOne({
          where: { username: externalName, companyId: provider.companyId },
          relations: { company: true },
        });
      }
      if (!user && provider.defaultRoleId) {
        user = await this.provision(manager, provider, subject, externalName, claims);
      }
      if (!user) return { refused: "unknown" as const };
      // A disabled user, or a company disabled or past its expiry, signs in no more than by password.
      if (user.status !== UserStatus.Active || !companyUsable(user.company))
        return { refused: "disabled" as const, user };
      if (link) await manager.update(ExternalIdentity, link.id, { lastSignInAt: new Date() });
      else
        await manager.insert(ExternalIdentity, {
          providerId: provider.id,
          subject,
          userId: user.id,
          lastSignInAt: new Date(),
        });
      return { user };
    });
    if ("refused" in outcome) {
      const name = outcome.user?.username ?? `${provider.kind}:${externalName ?? subject}`;
      const disabled = outcome.refused === "disabled";
      await this.log(
        provider,
        name,
        outcome.user ?? null,
        disabled ? LoginOutcome.Disabled : EXTERNAL_REFUSED,
        meta,
      );
      throw disabled
        ? DomainError.of(
            ErrorCode.Unauthenticated,
            "loginDisabled",
            {},
            { reason: "ACCOUNT_DISABLED" },
          )
        : DomainError.of(
            ErrorCode.Unauthenticated,
            "externalUserUnknown",
            { provider: label, username: externalName ?? subject },
            { reason: "EXTERNAL_USER_UNKNOWN" },
          );
    }
    return outcome.user;
  }

  /** A user of the provider's company with its default role, named after the external account. */
  private async provision(
    manager: EntityManager,
    provider: IdentityProvider,
    subject: string,
    externalName: string | null,
    claims: Record<string, unknown>,
  ): Promise<User> {
    const username = await this.freeUsername(manager, provider.kind, subject, externalName);
    const email = claimText(claims, provider.emailClaim);
    const user = await manager.getRepository(User).save(
      manager.getRepository(User).create({
        companyId: provider.companyId,
        username,
        realname: (claimText(claims, provider.nameClaim) ?? externalName ?? username).slice(0, 50),
        email: email && email.length <= 100 ? email : null,
        passwordHash: NO_PASSWORD,
        mustChangePassword: false,
        status: UserStatus.Active,
      }),
    );
    await manager.query("INSERT INTO user_role (user_id, role_id) VALUES ($1, $2)", [
      user.id,
      provider.defaultRoleId,
    ]);
    user.company = (await manager.getRepository(Company).findOneBy({ id: provider.companyId }))!;
    return user;
  }

  /** The external username when free and valid, else it (or the subject) marked with the kind. */
  private async freeUsername(
    manager: EntityManager,
    kind: ProviderKind,
    subject: string,
    externalName: string | null,
  ): Promise<string> {
    const clean = (value: string) => value.replace(/[^A-Za-z0-9._@-]/g, "_");
    const base =
      externalName && USERNAME_PATTERN.test(externalName) && externalName.length <= 40
        ? externalName
        : `${kind}.${clean(subject)}`.slice(0, 40);
    const candidates = [base, `${base}.${kind}`.slice(0, 50)];
    for (let n = 2; n < 50; n += 1) candidates.push(`${base}.${kind}${n}`.slice(0, 50));
    for (const candidate of candidates) {
      const taken = await manager.getRepository(User).existsBy({ username: candidate });
      if (!taken) return candidate;
    }
    return `${kind}.${randomBytes(8).toString("hex")}`;
  }

  /** The provider's client: discovered (OpenID Connect) or described by its endpoints. */
  private configuration(provider: IdentityProvider): Promise<oidc.Configuration> {
    const stamp = provider.updatedAt.getTime();
    const cached = this.configurations.get(provider.id);
    if (cached && cached.stamp === stamp && Date.now() - cached.at < DISCOVERY_TTL_MS)
      return cached.configuration;
    const insecure = (url: string) => url.startsWith("http:") && isSafeUrl(url);
    const execute = insecure(provider.issuer) ? [oidc.allowInsecureRequests] : [];
    const auth = oidc.ClientSecretBasic(provider.clientSecret);
    const configuration =
      provider.protocol === ProviderProtocol.Oidc
        ? oidc.discovery(new URL(provider.issuer), provider.clientId, undefined, auth, { execute })
        : Promise.resolve().then(() => {
            const described = new oidc.Configuration(
              {
                issuer: provider.issuer,
                authorization_endpoint: provider.authorizationEndpoint!,
                token_endpoint: provider.tokenEndpoint!,
                userinfo_endpoint: provider.userinfoEndpoint ?? undefined,
              },
              provider.clientId,
              undefined,
              auth,
            );
            for (const step of execute) step(described);
            return described;
          });
    const entry = {
      stamp,
      at: Date.now(),
      configuration: configuration.catch((error: unknown) => {
        this.configurations.delete(provider.id);
        throw DomainError.of(
          ErrorCode.BadUserInput,
          "providerUnreachable",
          { issuer: provider.issuer, detail: describe(error) },
          { reason: "PROVIDER_UNREACHABLE" },
        );
      }),
    };
    this.configurations.set(provider.id, entry);
    return entry.configuration;
  }

  private async log(
    provider: IdentityProvider | null,
    username: string,
    user: Pick<User, "id" | "companyId"> | null,
    outcome: string,
    meta: ClientMeta,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.insert(LoginLog, {
      username: username.slice(0, 50),
      userId: user?.id ?? null,
      companyId: user?.companyId ?? provider?.companyId ?? null,
      event: LoginEvent.Login,
      success: outcome === LoginOutcome.Success,
      outcome,
      ip: meta.ip?.slice(0, 64) ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
  }
}

function claimText(claims: Record<string, unknown>, name: string): string | null {
  const value = claims[name];
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() ? value.trim().slice(0, 255) : null;
}

/** A short reason for the log and the message: the provider's error code or the check failed. */
function describe(error: unknown): string {
  if (error instanceof DomainError) return error.message;
  if (error && typeof error === "object") {
    const { error: code, error_description: description } = error as Record<string, unknown>;
    if (typeof code === "string")
      return typeof description === "string" ? `${code} (${description})` : code;
    if (error instanceof Error) return error.message.slice(0, 200);
  }
  return String(error).slice(0, 200);
}
