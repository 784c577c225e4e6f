import type { DataSource } from "typeorm";
import { likePattern, type Page, type PageArgs } from "../../graphql/paging";
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
    if (args.keyword?.trim())
      query.andWhere("log.username ILIKE :kw", { kw: likePattern(args.keyword) });
    const [items, total] = await query
      .orderBy("log.id", "DESC")
      .skip((args.page - 1) * args.pageSize)
      .take(args.pageSize)
      .getManyAndCount();
    return { items, total };
  }
}
