// The open platform: a company's API clients (created with a secret shown once and kept as a
// scrypt hash, rotated, revoked; granted permission codes the creator holds and products of the
// company), their OAuth 2.0 client-credentials tokens, the viewer a token stands for, and the
// audit of their calls. PACT's footprints and events are served by pact.service.ts.
import { createHash, randomBytes } from "node:crypto";
import { type DataSource, In } from "typeorm";
import { paginate, SortOrder, type Page } from "../../db/paging";
import { DomainError, ErrorCode, badInput, conflict } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/password";
import { assertValid } from "../../lib/validation";
import { codesBeyond } from "../auth/grants";
import { type Viewer } from "../auth/viewer";
import { Company } from "../company/company.entity";
import { AuditStatus } from "../lca-product/lca-product.codes";
import { LcaProduct } from "../lca-product/lca-product.entity";
import { isPermissionCode, PermissionCode } from "../permission/permission-codes";
import { LcaReview } from "../review/review.entity";
import { ApiClient, ApiClientCall, ApiClientStatus, ApiClientToken } from "./api-client.entity";
import type {
  ApiClientCallArgs,
  CreateApiClientInput,
  GrantableProduct,
  UpdateApiClientInput,
} from "./api-client.inputs";

/** Access tokens start with this, so a bearer token is told from a session token at a glance. */
export const API_TOKEN_PREFIX = "pat_";
/** Seconds an access token lives (REFERENCE-PACT.md §4.2: tokens SHOULD expire). */
export const TOKEN_LIFETIME_SECONDS = 3600;

/** Codes no API client holds: the operator's reach, own-account operations, client management. */
const NOT_GRANTABLE: readonly string[] = [
  PermissionCode.PlatformAdmin,
  PermissionCode.Account,
  PermissionCode.OpenPlatform,
  PermissionCode.OpenPlatformEdit,
];

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const notFoundClient = () => DomainError.of(ErrorCode.NotFound, "apiClientNotFound");

/** Why a token request or a bearer token was refused, in OAuth / PACT terms. */
export class ClientAuthError extends Error {
  constructor(
    readonly kind: "invalid_client" | "invalid_token" | "token_expired",
    message: string,
  ) {
    super(message);
  }
}

/** Where a call came from, for the audit. */
export interface CallRecord {
  kind: string;
  request: string;
  status: number;
  errorCode?: string | null;
  ip?: string | null;
}

export class ApiClientService {
  constructor(private readonly dataSource: DataSource) {}

  // ---- the company's screens ----

  async list(viewer: Viewer, args: { page: number; pageSize: number; keyword?: string | null }) {
    const query = this.dataSource
      .getRepository(ApiClient)
      .createQueryBuilder("c")
      .where("c.companyId = :companyId", { companyId: viewer.companyId });
    return paginate(query, args, ["c.name", "c.clientId", "c.description"]);
  }

  async get(viewer: Viewer, id: number): Promise<ApiClient> {
    const client = await this.dataSource.getRepository(ApiClient).findOneBy({ id });
    if (!client || client.companyId !== viewer.companyId) throw notFoundClient();
    return client;
  }

  async create(
    viewer: Viewer,
    input: CreateApiClientInput,
  ): Promise<{ client: ApiClient; secret: string }> {
    await assertValid(input);
    const codes = this.checkCodes(viewer, input.codes);
    const secret = newSecret();
    const secretHash = await hashPassword(secret);
    return this.dataSource.transaction(async (manager) => {
      const productIds = await this.checkProducts(manager, viewer, input.productIds);
      const clientId = input.clientId?.trim() || `pc-${randomBytes(8).toString("hex")}`;
      if (await manager.existsBy(ApiClient, { clientId })) {
        throw DomainError.of(
          ErrorCode.Conflict,
          "apiClientIdTaken",
          { clientId },
          { field: "clientId" },
        );
      }
      const client = await manager.save(ApiClient, {
        companyId: viewer.companyId,
        name: input.name.trim(),
        clientId,
        secretHash,
        codes,
        productIds,
        description: input.description.trim(),
        createdBy: viewer.userId,
        status: ApiClientStatus.active,
      });
      return { client, secret };
    });
  }

  async update(viewer: Viewer, input: UpdateApiClientInput): Promise<ApiClient> {
    await assertValid(input);
    const client = await this.get(viewer, input.id);
    const codes = this.checkCodes(viewer, input.codes, client.codes);
    return this.dataSource.transaction(async (manager) => {
      const productIds = await this.checkProducts(manager, viewer, input.productIds);
      await manager.update(ApiClient, client.id, {
        name: input.name.trim(),
        description: input.description.trim(),
        codes,
        productIds,
      });
      return manager.findOneByOrFail(ApiClient, { id: client.id });
    });
  }

  /** A new secret (shown once); the old one and every token issued with it stop working. */
  async rotate(viewer: Viewer, id: number): Promise<{ client: ApiClient; secret: string }> {
    const client = await this.get(viewer, id);
    if (client.status !== ApiClientStatus.active)
      throw conflict("apiClientRevoked", { name: client.name });
    const secret = newSecret();
    const secretHash = await hashPassword(secret);
    return this.dataSource.transaction(async (manager) => {
      await manager.update(ApiClient, id, { secretHash, secretRotatedAt: new Date() });
      await manager.delete(ApiClientToken, { apiClientId: id });
      return { client: await manager.findOneByOrFail(ApiClient, { id }), secret };
    });
  }

  /** Revoked for good: its tokens end at once and its secret is never accepted again. */
  async revoke(viewer: Viewer, id: number): Promise<ApiClient> {
    const client = await this.get(viewer, id);
    if (client.status === ApiClientStatus.revoked) return client;
    return this.dataSource.transaction(async (manager) => {
      await manager.update(ApiClient, id, {
        status: ApiClientStatus.revoked,
        revokedAt: new Date(),
      });
      await manager.delete(ApiClientToken, { apiClientId: id });
      return manager.findOneByOrFail(ApiClient, { id });
    });
  }

  /** The company's products with the number of releases each would serve. */
  async grantableProducts(viewer: Viewer): Promise<GrantableProduct[]> {
    const rows: { id: number; name: string; releases: string }[] = await this.dataSource.query(
      `SELECT p.id, p.name, count(r.id) AS releases
         FROM lca_product p
         LEFT JOIN lca_review r ON r.product_id = p.id AND r.status IN ($2, $3)
        WHERE p.company_id = $1
        GROUP BY p.id, p.name
        ORDER BY p.name, p.id`,
      [viewer.companyId, AuditStatus.released, AuditStatus.withdrawn],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      releases: Number(row.releases),
    }));
  }

  async calls(viewer: Viewer, args: ApiClientCallArgs): Promise<Page<ApiClientCall>> {
    await assertValid(args);
    const query = this.dataSource
      .getRepository(ApiClientCall)
      .createQueryBuilder("call")
      .where("call.companyId = :companyId", { companyId: viewer.companyId });
    if (args.apiClientId) query.andWhere("call.apiClientId = :id", { id: args.apiClientId });
    return paginate(query, args, ["call.request", "call.kind", "call.errorCode"], {
      column: "call.at",
      order: SortOrder.DESC,
    });
  }

  // ---- the partner's side ----

  /** Client credentials checked (RFC 6749 §4.4): a bearer token valid for an hour. */
  async issueToken(
    clientId: string,
    secret: string,
    ip: string | null,
  ): Promise<{ token: string; expiresIn: number; client: ApiClient }> {
    const client = await this.dataSource.getRepository(ApiClient).findOneBy({ clientId });
    // An unknown client costs one scrypt too, so timing does not tell which ids exist.
    const known = await verifyPassword(secret, client?.secretHash ?? DUMMY_HASH);
    if (!client || !known) {
      if (client)
        await this.record(client, {
          kind: "token",
          request: "POST /auth/token",
          status: 401,
          errorCode: "invalid_client",
          ip,
        });
      throw new ClientAuthError("invalid_client", "Unknown client or wrong secret");
    }
    if (client.status !== ApiClientStatus.active) {
      await this.record(client, {
        kind: "token",
        request: "POST /auth/token",
        status: 401,
        errorCode: "invalid_client",
        ip,
      });
      throw new ClientAuthError("invalid_client", "The client is revoked");
    }
    const token = API_TOKEN_PREFIX + randomBytes(32).toString("base64url");
    await this.dataSource.transaction(async (manager) => {
      // Expired tokens of the client go as it asks for a new one.
      await manager
        .createQueryBuilder()
        .delete()
        .from(ApiClientToken)
        .where("api_client_id = :id AND expires_at < now()", { id: client.id })
        .execute();
      await manager.insert(ApiClientToken, {
        apiClientId: client.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000),
      });
    });
    await this.record(client, { kind: "token", request: "POST /auth/token", status: 200, ip });
    return { token, expiresIn: TOKEN_LIFETIME_SECONDS, client };
  }

  /** The client behind a bearer token, or why not (unknown, or expired). */
  async clientOf(token: string): Promise<ApiClient> {
    if (!token.startsWith(API_TOKEN_PREFIX)) {
      throw new ClientAuthError("invalid_token", "The access token is not valid");
    }
    const row = await this.dataSource
      .getRepository(ApiClientToken)
      .findOneBy({ tokenHash: sha256(token) });
    if (!row) throw new ClientAuthError("invalid_token", "The access token is not valid");
    if (row.expiresAt.getTime() <= Date.now()) {
      throw new ClientAuthError("token_expired", "The access token has expired");
    }
    const client = await this.dataSource
      .getRepository(ApiClient)
      .findOneBy({ id: row.apiClientId });
    if (!client || client.status !== ApiClientStatus.active) {
      throw new ClientAuthError("invalid_token", "The access token is not valid");
    }
    return client;
  }

  /**
   * The viewer a client's GraphQL calls run as: its company only, the codes granted to it (never
   * `sys`, never own-account operations), on behalf of the user who created it.
   */
  async viewerOf(client: ApiClient): Promise<Viewer> {
    const company = await this.dataSource
      .getRepository(Company)
      .findOneByOrFail({ id: client.companyId });
    return {
      userId: client.createdBy ?? 0,
      username: `api:${client.clientId}`,
      companyId: client.companyId,
      agentId: company.agentId,
      sessionId: `api-client:${client.id}`,
      permissions: new Set(client.codes.filter((code) => !NOT_GRANTABLE.includes(code))),
      scope: { all: false, companyIds: [client.companyId] },
      mustChangePassword: false,
    };
  }

  /** GraphQL with a client's bearer token: its viewer, the call written to the audit. */
  async authenticateGraphql(token: string, operation: string, ip: string | null): Promise<Viewer> {
    let client: ApiClient;
    try {
      client = await this.clientOf(token);
    } catch (error) {
      if (!(error instanceof ClientAuthError)) throw error;
      throw error.kind === "token_expired"
        ? DomainError.of(ErrorCode.SessionExpired, "sessionExpired")
        : DomainError.of(ErrorCode.SessionInvalid, "sessionInvalid");
    }
    await this.record(client, {
      kind: "graphql",
      request: operation.slice(0, 300),
      status: 200,
      ip,
    });
    return this.viewerOf(client);
  }

  async record(client: Pick<ApiClient, "id" | "companyId">, call: CallRecord): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(ApiClientCall, {
        apiClientId: client.id,
        companyId: client.companyId,
        kind: call.kind,
        request: call.request.slice(0, 300),
        status: call.status,
        errorCode: call.errorCode ?? null,
        ip: call.ip?.slice(0, 64) ?? null,
      });
      await manager.update(ApiClient, client.id, { lastUsedAt: new Date() });
    });
  }

  /** The releases a client is granted: of its company's granted products, oldest first. */
  async grantedReleases(client: ApiClient): Promise<LcaReview[]> {
    if (client.productIds.length === 0) return [];
    return this.dataSource.getRepository(LcaReview).find({
      where: {
        companyId: client.companyId,
        productId: In(client.productIds),
        status: In([AuditStatus.released, AuditStatus.withdrawn]),
      },
      order: { id: "ASC" },
    });
  }

  // ---- checks ----

  private checkCodes(viewer: Viewer, requested: string[], held: readonly string[] = []): string[] {
    const codes = [...new Set(requested.map((code) => code.trim()))].sort();
    for (const code of codes) {
      if (!isPermissionCode(code)) throw badInput("codes", "apiClientCodeUnknown", { code });
      if (NOT_GRANTABLE.includes(code))
        throw badInput("codes", "apiClientCodeNotGrantable", { code });
    }
    // Codes the client already holds may stay; new ones must be the granter's own.
    const beyond = codesBeyond(
      viewer,
      codes.filter((code) => !held.includes(code)),
    );
    if (beyond.length > 0) {
      throw DomainError.of(
        ErrorCode.Forbidden,
        "apiClientCodeBeyond",
        { field: "codes", codes: beyond.join(", ") },
        { field: "codes", reason: "CANNOT_GRANT" },
      );
    }
    return codes;
  }

  private async checkProducts(
    manager: import("typeorm").EntityManager,
    viewer: Viewer,
    requested: number[],
  ): Promise<number[]> {
    const ids = [...new Set(requested)].sort((a, b) => a - b);
    if (ids.length === 0) return ids;
    const found = await manager.find(LcaProduct, {
      select: { id: true },
      where: { id: In(ids), companyId: viewer.companyId },
    });
    const own = new Set(found.map((p) => p.id));
    const missing = ids.find((id) => !own.has(id));
    if (missing !== undefined)
      throw badInput("productIds", "apiClientProductUnknown", { id: missing });
    return ids;
  }
}

/** 32 characters of base64url: 192 random bits. */
function newSecret(): string {
  return randomBytes(24).toString("base64url");
}

/** A hash no secret matches, compared when the client id is unknown. */
const DUMMY_HASH = `scrypt$16384$8$1$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(64).toString("base64")}`;

/** How a GraphQL call reads in the audit: its operation name, else its first field. */
export function graphqlOperationName(body: unknown): string {
  const { operationName, query } = (body ?? {}) as { operationName?: unknown; query?: unknown };
  if (typeof operationName === "string" && operationName) return operationName;
  if (typeof query !== "string") return "graphql";
  const match = /^\s*(query|mutation|subscription)?\s*(\w+)?\s*(\([^)]*\))?\s*\{\s*(\w+)/.exec(
    query,
  );
  if (!match) return "graphql";
  return [match[1] ?? "query", match[2] ?? match[4]].join(" ");
}
