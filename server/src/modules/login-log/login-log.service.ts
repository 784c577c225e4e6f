import type { DataSource } from "typeorm";
import { paginate, type Page, type PageArgs } from "../../graphql/paging";
import { assertValid } from "../../lib/validation";
import { scopeQuery, type Viewer } from "../auth/viewer";
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
    return paginate(query, args, ["log.username"], "DESC");
  }
}
