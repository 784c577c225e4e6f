// The login log: every sign-in attempt and sign-out, for administrators and for the user's own
// recent activity. Rows are written by the auth service.
import type { DataSource } from "typeorm";
import { type PageArgs, SortOrder } from "../../graphql/paging";
import { paginate, type Page } from "../../db/paging";
import { assertValid } from "../../lib/validation";
import { scopeQuery, type Viewer } from "../auth/viewer";
import type { RecentActivityArgs } from "./login-log.inputs";
import { LoginLog } from "./login-log.entity";

export class LoginLogService {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first; attempts for unknown usernames are visible to platform admins only. */
  async list(viewer: Viewer, args: PageArgs): Promise<Page<LoginLog>> {
    await assertValid(args);
    const query = scopeQuery(
      this.dataSource.getRepository(LoginLog).createQueryBuilder("log"),
      viewer,
    );
    return paginate(query, args, ["log.username"], { order: SortOrder.DESC });
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
}
