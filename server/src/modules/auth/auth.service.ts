// Sign-in, sessions and password changes. Owns the session and login-log tables.
import { createHash, randomBytes } from "node:crypto";
import { type DataSource, type EntityManager, IsNull } from "typeorm";
import type { Config } from "../../config";
import { DomainError, ErrorCode, badInput } from "../../lib/errors";
import { hashPassword, passwordRuleViolation, verifyPassword } from "../../lib/password";
import { translate } from "../../lib/messages";
import { Agent } from "../agent/agent.entity";
import { Company, CompanyStatus, companyUsable } from "../company/company.entity";
import { LoginEvent, LoginLog, LoginOutcome } from "../login-log/login-log.entity";
import { PermissionCode } from "../permission/permission-codes";
import { Role } from "../role/role.entity";
import { User, UserStatus } from "../user/user.entity";
import type { UserDetails } from "./auth.inputs";
import { effectiveCodes, isOperatorCompany } from "./grants";
import { Session } from "./session.entity";
import { IMPLICIT_CODES, type TenantScope, type Viewer } from "./viewer";

export interface ClientMeta {
  ip?: string | null;
  userAgent?: string | null;
}

export interface LoginAnswer {
  token: string;
  expiresAt: Date;
  details: UserDetails;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** Compared against when the username is unknown, so both paths cost one scrypt. */
let dummyHash: Promise<string> | undefined;

export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
  ) {}

  async login(username: string, password: string, meta: ClientMeta): Promise<LoginAnswer> {
    const name = username.trim();
    const userKey = `user:${name.slice(0, 100)}`;
    const addressKey = meta.ip ? `addr:${meta.ip.slice(0, 64)}` : null;
    // Each attempt is counted before its password is checked, so a burst of parallel guesses
    // checks at most the limit; the username's count first, so a locked account's refused
    // attempts do not use up the address's allowance.
    const userLock = await this.countAttempt(userKey, this.config.loginMaxFailures);
    const addressLock =
      userLock === 0 && addressKey
        ? await this.countAttempt(addressKey, this.config.loginMaxFailuresPerAddress)
        : 0;
    if (userLock > 0 || addressLock > 0) {
      await this.log(this.dataSource.manager, name, null, LoginOutcome.Throttled, meta);
      throw DomainError.of(
        ErrorCode.Unauthenticated,
        userLock > 0 ? "loginThrottled" : "loginThrottledAddress",
        { minutes: userLock || addressLock },
        { reason: "LOGIN_THROTTLED" },
      );
    }

    const user = await this.dataSource.getRepository(User).findOne({
      where: { username: name },
      relations: { company: true },
    });
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
    if (!user || !passwordOk) {
      const outcome = user ? LoginOutcome.WrongPassword : LoginOutcome.UnknownUser;
      await this.log(this.dataSource.manager, name, user ?? null, outcome, meta);
      throw DomainError.of(
        ErrorCode.Unauthenticated,
        "loginFailed",
        {},
        { reason: "LOGIN_FAILED" },
      );
    }
    // The right password: the username's count starts again and this attempt is not held
    // against the address.
    await this.dataSource.query("DELETE FROM login_throttle WHERE key = $1", [userKey]);
    if (addressKey) {
      await this.dataSource.query(
        "UPDATE login_throttle SET failures = GREATEST(failures - 1, 0) WHERE key = $1",
        [addressKey],
      );
    }
    if (user.status !== UserStatus.Active || !companyUsable(user.company)) {
      await this.log(this.dataSource.manager, name, user, LoginOutcome.Disabled, meta);
      const key =
        user.status !== UserStatus.Active
          ? "loginDisabled"
          : user.company?.status === CompanyStatus.Active
            ? "loginCompanyExpired"
            : "loginCompanyDisabled";
      throw DomainError.of(ErrorCode.Unauthenticated, key, {}, { reason: "ACCOUNT_DISABLED" });
    }

    const token = randomBytes(32).toString("base64url");
    // Whole milliseconds: the lifetime may be a fraction of a minute (SESSION_TTL_MINUTES=0.05).
    const expiresAt = new Date(Date.now() + Math.round(this.config.sessionTtlMinutes * 60_000));
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(Session, {
        tokenHash: sha256(token),
        userId: user.id,
        companyId: user.companyId,
        expiresAt,
        ip: meta.ip?.slice(0, 64) ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      await manager.update(User, user.id, { lastLoginAt: new Date() });
      await this.log(manager, name, user, LoginOutcome.Success, meta);
    });
    return { token, expiresAt, details: await this.detailsOf(user.id) };
  }

  /** The user as the client keeps it after sign-in (SPEC §3). */
  async detailsOf(userId: number): Promise<UserDetails> {
    const user = await this.dataSource
      .getRepository(User)
      .findOneOrFail({ where: { id: userId }, relations: { company: { agent: true } } });
    const roles = await this.rolesOf(user.id);
    const operator = isOperatorCompany(user.companyId, user.company?.agent);
    return {
      username: user.username,
      realname: user.realname,
      avatar: user.avatar,
      companyId: user.companyId,
      roles,
      permissionCode: effectiveCodes(permissionCodesOf(roles), operator).join(","),
      ePlatToken: user.ePlatToken,
      mustChangePassword: user.mustChangePassword,
      user,
      company: user.company!,
    };
  }

  /** The viewer behind a bearer token, or SESSION_EXPIRED / SESSION_INVALID. */
  async authenticate(token: string): Promise<Viewer> {
    const session = await this.dataSource.getRepository(Session).findOne({
      where: { tokenHash: sha256(token) },
      relations: { user: { company: { agent: true } } },
    });
    if (!session || session.revokedAt || !session.user) {
      throw DomainError.of(ErrorCode.SessionInvalid, "sessionInvalid");
    }
    if (session.expiresAt.getTime() <= Date.now()) {
      throw DomainError.of(ErrorCode.SessionExpired, "sessionExpired");
    }
    const { user } = session;
    const company = user.company;
    if (user.status !== UserStatus.Active || !company || !companyUsable(company)) {
      throw DomainError.of(ErrorCode.SessionInvalid, "sessionInvalid");
    }
    const roles = await this.rolesOf(user.id);
    const operator = isOperatorCompany(company.id, company.agent);
    const permissions = new Set([
      ...effectiveCodes(permissionCodesOf(roles), operator),
      ...IMPLICIT_CODES,
    ]);
    return {
      userId: user.id,
      username: user.username,
      companyId: user.companyId,
      agentId: company.agentId,
      sessionId: session.id,
      permissions,
      scope: await this.scopeOf(company, permissions),
      mustChangePassword: user.mustChangePassword,
    };
  }

  async logout(viewer: Viewer, meta: ClientMeta): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.update(
        Session,
        { id: viewer.sessionId, revokedAt: IsNull() },
        { revokedAt: new Date() },
      );
      const account = { id: viewer.userId, companyId: viewer.companyId };
      await this.log(manager, viewer.username, account, LoginOutcome.Logout, meta);
    });
  }

  /**
   * Changes the viewer's password (SPEC §5 rules) and ends all of their sessions: after a change
   * the user signs in again (SPEC §4).
   */
  async changePassword(viewer: Viewer, change: PasswordChange): Promise<string> {
    const newRule = passwordRuleViolation(change.newPassword);
    if (newRule) throw badInput("newPassword", newRule);
    if (!change.confirmPassword) throw badInput("confirmPassword", "confirmRequired");
    const confirmRule = passwordRuleViolation(change.confirmPassword);
    if (confirmRule) throw badInput("confirmPassword", confirmRule);
    if (change.newPassword !== change.confirmPassword) {
      throw badInput("confirmPassword", "passwordMismatch");
    }
    if (!change.oldPassword) throw badInput("oldPassword", "required", { field: "oldPassword" });

    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: viewer.userId });
    if (!(await verifyPassword(change.oldPassword, user.passwordHash))) {
      throw badInput("oldPassword", "oldPasswordWrong");
    }
    if (change.oldPassword === change.newPassword) throw badInput("newPassword", "passwordSame");
    const passwordHash = await hashPassword(change.newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, user.id, { passwordHash, mustChangePassword: false });
      await this.revokeSessions(manager, user.id);
    });
    return translate("passwordChanged");
  }

  /** Ends every open session of a user (disabled, deleted or password reset by an admin). */
  async revokeSessions(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(Session, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** The roles of several users, read in one statement (a page of users). */
  async rolesOfUsers(userIds: number[]): Promise<Map<number, Role[]>> {
    const byUser = new Map<number, Role[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return byUser;
    const { raw, entities } = await this.dataSource
      .getRepository(Role)
      .createQueryBuilder("role")
      .innerJoin("user_role", "ur", "ur.role_id = role.id")
      .addSelect("ur.user_id", "holder")
      .where("ur.user_id IN (:...userIds)", { userIds })
      .orderBy("role.id")
      .getRawAndEntities<{ holder: number; role_id: number }>();
    const roleById = new Map(entities.map((role) => [role.id, role]));
    for (const row of raw) {
      const role = roleById.get(row.role_id);
      if (role) byUser.get(Number(row.holder))?.push(role);
    }
    return byUser;
  }

  /** A user's roles with their permissions; `manager` reads them inside a transaction. */
  async rolesOf(userId: number, manager: EntityManager = this.dataSource.manager): Promise<Role[]> {
    return manager
      .getRepository(Role)
      .createQueryBuilder("role")
      .innerJoin("user_role", "ur", "ur.role_id = role.id")
      .leftJoinAndSelect("role.permissions", "permission")
      .where("ur.user_id = :userId", { userId })
      .orderBy("role.id")
      .getMany();
  }

  /**
   * Counts one attempt under `key` and answers 0, or, when `limit` attempts were already counted
   * within the lock window, counts nothing and answers the minutes left on the lock. One
   * statement: PostgreSQL's ON CONFLICT takes the row lock, so parallel attempts are counted one
   * after another and never all see a count under the limit.
   */
  private async countAttempt(key: string, limit: number): Promise<number> {
    const lockMs = this.config.loginLockMinutes * 60_000;
    const now = new Date();
    const windowStart = new Date(now.getTime() - lockMs);
    const counted = await this.dataSource.query<Array<{ failures: number }>>(
      `INSERT INTO login_throttle (key, failures, last_failure_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_throttle.last_failure_at <= $3 THEN 1
                         ELSE login_throttle.failures + 1 END,
         last_failure_at = $2
       WHERE login_throttle.failures < $4 OR login_throttle.last_failure_at <= $3
       RETURNING failures`,
      [key, now, windowStart, limit],
    );
    if (counted.length > 0) return 0;
    const [row] = await this.dataSource.query<Array<{ last_failure_at: Date | string }>>(
      "SELECT last_failure_at FROM login_throttle WHERE key = $1",
      [key],
    );
    const unlockAt = new Date(row?.last_failure_at ?? now).getTime() + lockMs;
    return Math.max(1, Math.ceil((unlockAt - Date.now()) / 60_000));
  }

  /** One login-log row: a sign-in attempt of any outcome, or a sign-out. */
  private async log(
    manager: EntityManager,
    username: string,
    user: Pick<User, "id" | "companyId"> | null,
    outcome: string,
    meta: ClientMeta,
  ): Promise<void> {
    const logout = outcome === LoginOutcome.Logout;
    await manager.insert(LoginLog, {
      username: username.slice(0, 50),
      userId: user?.id ?? null,
      companyId: user?.companyId ?? null,
      event: logout ? LoginEvent.Logout : LoginEvent.Login,
      success: logout || outcome === LoginOutcome.Success,
      outcome,
      ip: meta.ip?.slice(0, 64) ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
  }

  private async scopeOf(company: Company, permissions: ReadonlySet<string>): Promise<TenantScope> {
    // `permissions` holds sys only for the operator's own company (effectiveCodes).
    if (permissions.has(PermissionCode.PlatformAdmin)) {
      return { all: true };
    }
    const companyIds = [company.id];
    if (permissions.has(PermissionCode.AgentArea)) {
      const agents = await this.dataSource
        .getRepository(Agent)
        .findBy({ ownerCompanyId: company.id });
      if (agents.length > 0) {
        const clients = await this.dataSource
          .getRepository(Company)
          .createQueryBuilder("company")
          .select("company.id", "id")
          .where("company.agentId IN (:...agentIds)", { agentIds: agents.map((a) => a.id) })
          .getRawMany<{ id: number }>();
        for (const { id } of clients) if (id !== company.id) companyIds.push(id);
      }
    }
    return { all: false, companyIds };
  }
}

export function permissionCodesOf(roles: Role[]): string[] {
  const codes = new Set<string>();
  for (const role of roles)
    for (const permission of role.permissions ?? []) codes.add(permission.code);
  return [...codes].sort();
}
