// The LCA log: written in the transaction of the change it records, read newest first with a
// search over product names, usernames and summaries.
import type { DataSource, EntityManager } from "typeorm";
import { paginate, SortOrder, type Page } from "../../db/paging";
import { scopeQuery, type Viewer } from "../auth/viewer";
import type { LcaLogArgs } from "./lca-product.inputs";
import { LcaLogEntry } from "./lca-log.entity";

export interface LogChange {
  productId: number | null;
  productName: string;
  action: string;
  version?: number | null;
  summary: string;
  summaryEn: string;
}

export class LcaLogService {
  constructor(private readonly dataSource: DataSource) {}

  async write(
    manager: EntityManager,
    viewer: Pick<Viewer, "userId" | "username" | "companyId">,
    companyId: number,
    change: LogChange,
  ): Promise<void> {
    await manager.insert(LcaLogEntry, {
      companyId,
      productId: change.productId,
      productName: change.productName.slice(0, 200),
      userId: viewer.userId,
      username: viewer.username.slice(0, 60),
      action: change.action,
      version: change.version ?? null,
      summary: change.summary.slice(0, 1000),
      summaryEn: change.summaryEn.slice(0, 1000),
    });
  }

  list(viewer: Viewer, args: LcaLogArgs): Promise<Page<LcaLogEntry>> {
    const query = this.dataSource.getRepository(LcaLogEntry).createQueryBuilder("log");
    scopeQuery(query, viewer);
    if (args.productId) query.andWhere("log.productId = :productId", { productId: args.productId });
    if (args.action) query.andWhere("log.action = :action", { action: args.action });
    if (args.from) query.andWhere("log.createdAt >= :from", { from: args.from });
    if (args.to) query.andWhere("log.createdAt < :to", { to: args.to });
    return paginate(
      query,
      args,
      ["log.productName", "log.username", "log.summary", "log.summaryEn"],
      { column: "log.createdAt", order: SortOrder.DESC },
    );
  }
}
