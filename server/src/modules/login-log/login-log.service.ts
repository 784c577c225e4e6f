// The login log: every sign-in attempt and sign-out, for administrators (searchable by user and
// period, exportable as a workbook) and for the user's own recent activity. Rows are written by
// the auth service.
import { type DataSource, In, type SelectQueryBuilder } from "typeorm";
import { SortOrder } from "../../graphql/paging";
import { likePattern, paginate, type Page } from "../../db/paging";
import { badInput } from "../../lib/errors";
import { newWorkbook } from "../../lib/excel";
import { type GeneratedFile, XLSX_MIME } from "../../lib/generated-file";
import { currentLocale } from "../../lib/request-context";
import { assertValid } from "../../lib/validation";
import { scopeQuery, type Viewer } from "../auth/viewer";
import { Company } from "../company/company.entity";
import { User } from "../user/user.entity";
import { LoginLogArgs, LoginLogExportArgs, type RecentActivityArgs } from "./login-log.inputs";
import { LoginLog, LoginOutcome } from "./login-log.entity";

/** Rows one workbook holds at most. */
export const MAX_LOGIN_LOG_EXPORT = 10_000;

export class LoginLogService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Newest first, filtered by user, result and period; attempts for unknown usernames (no
   * company) are visible to platform admins only.
   */
  async list(viewer: Viewer, args: LoginLogArgs): Promise<Page<LoginLog>> {
    await assertValid(Object.assign(new LoginLogArgs(), args));
    const query = this.filtered(viewer, { ...args, keyword: undefined });
    const keyword = args.keyword?.trim();
    if (keyword) this.matchKeyword(query, keyword);
    const page = await paginate(query, { ...args, keyword: undefined }, [], {
      order: SortOrder.DESC,
    });
    await this.describe(page.items);
    return page;
  }

  /** The filtered log as a workbook (.xlsx) in the caller's language, newest first. */
  async exportWorkbook(viewer: Viewer, args: LoginLogExportArgs): Promise<GeneratedFile> {
    await assertValid(Object.assign(new LoginLogExportArgs(), args));
    const query = this.filtered(viewer, args);
    if (args.keyword?.trim()) this.matchKeyword(query, args.keyword.trim());
    const count = await query.clone().getCount();
    if (count > MAX_LOGIN_LOG_EXPORT) {
      throw badInput("from", "loginLogExportTooLarge", { count, max: MAX_LOGIN_LOG_EXPORT });
    }
    const rows = await query.orderBy("log.id", "DESC").getMany();
    await this.describe(rows);
    const zh = currentLocale() === "zh-CN";
    const workbook = await newWorkbook();
    const sheet = workbook.addWorksheet(zh ? "登录日志" : "Sign-in log");
    sheet.columns = [
      { header: zh ? "时间" : "Time", key: "time", width: 20 },
      { header: zh ? "用户名" : "Username", key: "username", width: 18 },
      { header: zh ? "姓名" : "Name", key: "realname", width: 16 },
      { header: zh ? "企业" : "Company", key: "company", width: 28 },
      { header: zh ? "事件" : "Event", key: "event", width: 10 },
      { header: zh ? "结果" : "Result", key: "result", width: 22 },
      { header: zh ? "IP 地址" : "IP address", key: "ip", width: 18 },
      { header: zh ? "浏览器 / 客户端" : "Browser / client", key: "userAgent", width: 60 },
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: "frozen", ySplit: 1 }];
    for (const row of rows) {
      sheet.addRow({
        time: row.createdAt,
        username: row.username,
        realname: row.realname ?? "",
        company: row.companyName ?? "",
        event: row.event === "logout" ? (zh ? "退出" : "Sign-out") : zh ? "登录" : "Sign-in",
        result: outcomeText(row.outcome, zh),
        ip: row.ip ?? "",
        userAgent: row.userAgent ?? "",
      });
    }
    sheet.getColumn("time").numFmt = "yyyy-mm-dd hh:mm:ss";
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    return {
      filename: zh ? "登录日志.xlsx" : "sign-in-log.xlsx",
      mimeType: XLSX_MIME,
      content,
    };
  }

  /** The viewer's own sign-ins, failed attempts on their account and sign-outs, newest first. */
  async recentOf(viewer: Viewer, args: RecentActivityArgs): Promise<LoginLog[]> {
    await assertValid(args);
    // The username narrows the search to the (username, created_at) index; the user id keeps
    // out rows of an earlier, deleted account that had the same username.
    return this.dataSource
      .getRepository(LoginLog)
      .createQueryBuilder("log")
      .where("log.username = :username", { username: viewer.username })
      .andWhere("log.userId = :userId", { userId: viewer.userId })
      .orderBy("log.createdAt", "DESC")
      .addOrderBy("log.id", "DESC")
      .take(args.limit)
      .getMany();
  }

  /** The viewer's rows with the filters other than the keyword. */
  private filtered(viewer: Viewer, args: LoginLogExportArgs): SelectQueryBuilder<LoginLog> {
    if (args.from && args.to && args.from.getTime() >= args.to.getTime()) {
      throw badInput("to", "loginLogRangeReversed");
    }
    const query = scopeQuery(
      this.dataSource.getRepository(LoginLog).createQueryBuilder("log"),
      viewer,
    );
    if (args.username?.trim()) {
      query.andWhere("log.username = :username", { username: args.username.trim() });
    }
    if (args.result === "success") {
      query.andWhere("log.outcome = :outcome", { outcome: LoginOutcome.Success });
    } else if (args.result === "logout") {
      query.andWhere("log.outcome = :outcome", { outcome: LoginOutcome.Logout });
    } else if (args.result === "failure") {
      query.andWhere("log.success = false");
    }
    if (args.from) query.andWhere("log.createdAt >= :from", { from: args.from });
    if (args.to) query.andWhere("log.createdAt < :to", { to: args.to });
    return query;
  }

  /** The username typed, or the real name of the account today. */
  private matchKeyword(query: SelectQueryBuilder<LoginLog>, keyword: string): void {
    query.andWhere(
      `(log.username ILIKE :keyword OR log.userId IN (SELECT u.id FROM user_account u WHERE u.realname ILIKE :keyword))`,
      { keyword: likePattern(keyword) },
    );
  }

  /** Fills in each row's user's real name and company name, two statements for any number. */
  private async describe(rows: LoginLog[]): Promise<void> {
    const userIds = [...new Set(rows.map((row) => row.userId).filter((id) => id !== null))];
    const companyIds = [...new Set(rows.map((row) => row.companyId).filter((id) => id !== null))];
    const [users, companies] = await Promise.all([
      userIds.length
        ? this.dataSource.getRepository(User).find({
            select: { id: true, realname: true },
            where: { id: In(userIds) },
          })
        : [],
      companyIds.length
        ? this.dataSource.getRepository(Company).find({
            select: { id: true, name: true },
            where: { id: In(companyIds) },
          })
        : [],
    ]);
    const realnames = new Map(users.map((user) => [user.id, user.realname]));
    const names = new Map(companies.map((company) => [company.id, company.name]));
    for (const row of rows) {
      row.realname = row.userId !== null ? (realnames.get(row.userId) ?? null) : null;
      row.companyName = row.companyId !== null ? (names.get(row.companyId) ?? null) : null;
    }
  }
}

const OUTCOMES: Record<string, [string, string]> = {
  [LoginOutcome.Success]: ["成功", "Signed in"],
  [LoginOutcome.UnknownUser]: ["失败：用户不存在", "Failed: unknown user"],
  [LoginOutcome.WrongPassword]: ["失败：密码错误", "Failed: wrong password"],
  [LoginOutcome.Disabled]: ["失败：账号或企业已停用", "Failed: account or company disabled"],
  [LoginOutcome.Throttled]: ["失败：尝试过多，已暂时锁定", "Failed: too many attempts, locked"],
  [LoginOutcome.Logout]: ["已退出", "Signed out"],
  // Written by the external sign-in (identity-provider): the provider's answer was refused.
  external_refused: ["失败：外部平台登录被拒绝", "Failed: external sign-in refused"],
};

/** An outcome in the reader's language; an outcome the table does not know, as stored. */
export function outcomeText(outcome: string, zh: boolean): string {
  const text = OUTCOMES[outcome];
  return text ? text[zh ? 0 : 1] : outcome;
}
