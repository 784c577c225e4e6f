// Material and transport data: the global rows of the platform operator and each company's
// private rows beside them. A company sees the global rows and its own, changes only its own;
// the global rows change only by the operator's users holding the list's admin code. Imports
// read a workbook row by row with the API's rules and write all rows or none.
import {
  type DataSource,
  type DeepPartial,
  type EntityManager,
  type EntityTarget,
  IsNull,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from "typeorm";
import { paginate, type Page } from "../../db/paging";
import { MAX_PAGE_SIZE } from "../../graphql/paging";
import { badInput, conflict, DomainError, ErrorCode, forbidden } from "../../lib/errors";
import { translate, type MessageKey } from "../../lib/messages";
import { assertValid } from "../../lib/validation";
import { operatorCompanyId } from "../auth/grants";
import type { Viewer } from "../auth/viewer";
import type { PermissionCode } from "../permission/permission-codes";
import type { Problem } from "./data-quality";
import {
  type DataOwner,
  LCA_DATA_TRANSFER_MAX_ROWS,
  type ImportLcaDataInput,
} from "./lca-data.inputs";
import { assertNoProblem, fieldProblems } from "./lca-data.rules";
import {
  readSheet,
  rowProblems,
  type RowProblem,
  type SheetColumn,
  writeSheet,
} from "./lca-data.workbook";

/** What makes a list of LCA data: its table, rules, sheet and filters. */
export interface LcaDataKind<E extends ObjectLiteral, I extends object, D extends object> {
  entity: EntityTarget<E>;
  alias: string;
  notFound: MessageKey;
  /** The admin code under which the operator edits the global rows (gab04, gab05). */
  globalCode: PermissionCode;
  keywordColumns: string[];
  sheetName: string;
  columns: readonly SheetColumn<E>[];
  problems: (input: I) => Problem[];
  toData: (input: I) => D;
  inputOf: (values: Record<string, unknown>) => I;
  /** The list's own filters (category, mode...). */
  filter: (query: SelectQueryBuilder<E>, args: Record<string, unknown>) => void;
  /** What makes two rows of one owner the same for an import: name, region, year (and mode). */
  identity: (row: D | E) => string;
}

export interface LcaDataSearch {
  keyword?: string | null;
  owner?: DataOwner | null;
  [filter: string]: unknown;
}

export interface ImportOutcome {
  added: number;
  changed: number;
  unchanged: number;
  rejected: Array<{ row: number; key: string | null; reason: string }>;
}

/**
 * What uses a row, in words for the refusal ("process model 高炉炼铁"); empty when nothing does.
 * Modules that refer to these rows (process models, design products) register one, so a row in
 * use is not deleted, without this module knowing theirs.
 */
export type UsageCheck = (manager: EntityManager, id: number) => Promise<string[]>;

export class LcaDataService<
  E extends ObjectLiteral & { id: number; companyId: number | null },
  I extends object,
  D extends object,
> {
  private readonly usageChecks: UsageCheck[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly kind: LcaDataKind<E, I, D>,
  ) {}

  /** Adds a check of what uses a row, run before a row is deleted. */
  registerUsage(check: UsageCheck): void {
    this.usageChecks.push(check);
  }

  /** Global rows and the viewer's company's own, searched, filtered and paged by name. */
  async list(
    viewer: Viewer,
    args: LcaDataSearch & { page: number; pageSize: number },
  ): Promise<Page<E>> {
    await assertValid(args);
    const { alias } = this.kind;
    const query = this.dataSource.getRepository(this.kind.entity).createQueryBuilder(alias);
    this.visible(query, viewer, args.owner ?? "all");
    this.kind.filter(query, args);
    return paginate(
      query,
      args,
      this.kind.keywordColumns.map((column) => `${alias}.${column}`),
      { column: `${alias}.name` },
    );
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<E> {
    const row = await manager.getRepository(this.kind.entity).findOneBy({ id } as never);
    if (!row || (row.companyId !== null && row.companyId !== viewer.companyId)) {
      throw DomainError.of(ErrorCode.NotFound, this.kind.notFound);
    }
    return row;
  }

  async create(viewer: Viewer, input: I & { global?: boolean }): Promise<E> {
    const data = await this.checked(input);
    return this.dataSource.transaction(async (manager) => {
      const companyId = await this.ownerFor(viewer, input.global ?? false, manager);
      const repository = manager.getRepository(this.kind.entity);
      return repository.save(repository.create({ ...data, companyId } as DeepPartial<E>));
    });
  }

  async update(viewer: Viewer, input: I & { id: number }): Promise<E> {
    const data = await this.checked(input);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.get(viewer, input.id, manager);
      await this.assertWritable(viewer, row.companyId, manager);
      Object.assign(row, data);
      return manager.getRepository(this.kind.entity).save(row);
    });
  }

  async remove(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.get(viewer, id, manager);
      await this.assertWritable(viewer, row.companyId, manager);
      const uses: string[] = [];
      for (const check of this.usageChecks) uses.push(...(await check(manager, row.id)));
      if (uses.length > 0) {
        throw conflict("lcaDataInUse", { name: String(row.name), uses: uses.join("; ") });
      }
      await manager.getRepository(this.kind.entity).delete(row.id);
      return true;
    });
  }

  /** The rows a search finds (every page), as the workbook an import reads back. */
  async export(viewer: Viewer, search: LcaDataSearch): Promise<Buffer> {
    const rows: E[] = [];
    for (let page = 1; ; page += 1) {
      const { items, total } = await this.list(viewer, {
        ...search,
        page,
        pageSize: MAX_PAGE_SIZE,
      });
      if (total > LCA_DATA_TRANSFER_MAX_ROWS) {
        throw badInput("keyword", "exportTooManyRows", { total, max: LCA_DATA_TRANSFER_MAX_ROWS });
      }
      rows.push(...items);
      if (rows.length >= total || items.length === 0) break;
    }
    return writeSheet(this.kind.sheetName, this.kind.columns, rows);
  }

  /**
   * Reads every row with the API's rules. With any problem nothing is written and the report
   * names each problem's sheet row and column; otherwise rows matching one of the owner's by
   * name, region and year update it, the rest are added, in one transaction.
   */
  async import(viewer: Viewer, input: ImportLcaDataInput): Promise<ImportOutcome> {
    await assertValid(input);
    const { columns } = this.kind;
    let sheet;
    try {
      sheet = await readSheet(
        Buffer.from(input.base64, "base64"),
        columns,
        LCA_DATA_TRANSFER_MAX_ROWS,
      );
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw badInput("base64", "fileUnreadable", { detail });
    }
    const problems: RowProblem[] = [];
    const accepted: Array<{ row: number; data: D }> = [];
    const seen = new Map<string, number>();
    for (const { row, values } of sheet.rows) {
      // A cell that could not be read is reported once; the rules then judge the rest.
      const unread = sheet.problems.filter((problem) => problem.row === row);
      const record = this.kind.inputOf(values);
      let found = await fieldProblems(record);
      if (found.length === 0) found = this.kind.problems(record);
      const judged = rowProblems(columns, row, found).filter(
        (problem) => !unread.some((cell) => cell.column === problem.column),
      );
      if (unread.length + judged.length > 0) {
        problems.push(...unread, ...judged);
        continue;
      }
      const data = this.kind.toData(record);
      const identity = this.kind.identity(data);
      const other = seen.get(identity);
      if (other !== undefined) {
        const message = translate("importDuplicateRow", { other });
        problems.push(...rowProblems(columns, row, [{ field: "name", message }]));
        continue;
      }
      seen.set(identity, row);
      accepted.push({ row, data });
    }
    if (problems.length > 0) {
      return {
        added: 0,
        changed: 0,
        unchanged: 0,
        rejected: problems.map((problem) => ({
          row: problem.row,
          key: problem.column,
          reason: problem.message,
        })),
      };
    }
    return this.dataSource.transaction(async (manager) => {
      const companyId = await this.ownerFor(viewer, input.global ?? false, manager);
      const repository = manager.getRepository(this.kind.entity);
      const existing = new Map<string, E>();
      const owned = await repository.findBy({
        companyId: companyId === null ? IsNull() : companyId,
      } as never);
      for (const row of owned) {
        const identity = this.kind.identity(row);
        if (!existing.has(identity)) existing.set(identity, row);
      }
      const outcome: ImportOutcome = { added: 0, changed: 0, unchanged: 0, rejected: [] };
      const inserts: Array<D & { companyId: number | null }> = [];
      for (const { data } of accepted) {
        const row = existing.get(this.kind.identity(data));
        if (!row) {
          inserts.push({ ...data, companyId });
        } else if (Object.entries(data).some(([key, value]) => !same(row[key], value))) {
          await repository.update(row.id, data);
          outcome.changed += 1;
        } else {
          outcome.unchanged += 1;
        }
      }
      for (let start = 0; start < inserts.length; start += 500) {
        await repository.insert(inserts.slice(start, start + 500));
      }
      outcome.added = inserts.length;
      return outcome;
    });
  }

  private async checked(input: I): Promise<D> {
    await assertValid(input);
    assertNoProblem(this.kind.problems(input));
    return this.kind.toData(input);
  }

  private visible(query: SelectQueryBuilder<E>, viewer: Viewer, owner: DataOwner): void {
    const column = `${this.kind.alias}.companyId`;
    if (owner === "global") query.andWhere(`${column} IS NULL`);
    else if (owner === "company") {
      query.andWhere(`${column} = :ownCompanyId`, { ownCompanyId: viewer.companyId });
    } else {
      query.andWhere(`(${column} IS NULL OR ${column} = :ownCompanyId)`, {
        ownCompanyId: viewer.companyId,
      });
    }
  }

  private async ownerFor(viewer: Viewer, global: boolean, manager: EntityManager) {
    if (!global) return viewer.companyId;
    await this.assertWritable(viewer, null, manager);
    return null;
  }

  /** Global rows: only the operator's company's users holding the list's admin code. */
  private async assertWritable(viewer: Viewer, companyId: number | null, manager: EntityManager) {
    if (companyId !== null) return;
    const operator = await operatorCompanyId(manager);
    if (viewer.companyId !== operator || !viewer.permissions.has(this.kind.globalCode)) {
      throw forbidden("lcaGlobalDataReadOnly", {}, "GLOBAL_DATA");
    }
  }
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  return stable(a) === stable(b);
}

/** JSON with object keys sorted: jsonb answers keys in its own order. */
function stable(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(",")}}`;
}
