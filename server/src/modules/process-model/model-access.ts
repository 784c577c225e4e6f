// Who sees and who changes process models and design products. Global rows (no company) are the
// platform operator's: the operator's users see them all and, holding the list's admin code,
// change them; a client company sees only the global rows the operator assigned to it (gab03,
// gab08) and keeps its own rows beside them. Another company's rows read as not found.
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { forbidden } from "../../lib/errors";
import { operatorCompanyId } from "../auth/grants";
import type { Viewer } from "../auth/viewer";
import type { DataOwner } from "../lca-data/lca-data.inputs";
import type { PermissionCode } from "../permission/permission-codes";

/** The assignment table of a kind of model and its column naming the model. */
export interface AssignmentTable {
  table: string;
  column: string;
}

export const PROCESS_ASSIGNMENT: AssignmentTable = {
  table: "process_model_assignment",
  column: "process_model_id",
};
export const DESIGN_ASSIGNMENT: AssignmentTable = {
  table: "design_product_assignment",
  column: "design_product_id",
};

export async function isOperator(viewer: Viewer, manager: EntityManager): Promise<boolean> {
  return viewer.companyId === (await operatorCompanyId(manager));
}

/** Restricts a list to the rows a company may use: its own and the global rows assigned to it. */
export function visibleTo<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  companyId: number,
  operator: boolean,
  owner: DataOwner,
  assignment: AssignmentTable,
): void {
  const alias = query.alias;
  const global = operator
    ? `${alias}.companyId IS NULL`
    : `(${alias}.companyId IS NULL AND EXISTS (SELECT 1 FROM ${assignment.table} a
        WHERE a.${assignment.column} = ${alias}.id AND a.company_id = :visibleCompanyId))`;
  const own = `${alias}.companyId = :visibleCompanyId`;
  const where = owner === "global" ? global : owner === "company" ? own : `(${global} OR ${own})`;
  query.andWhere(where, { visibleCompanyId: companyId });
}

/** Whether a company may use one row: its own, or global and (operator or assigned). */
export async function mayUse(
  manager: EntityManager,
  row: { id: number; companyId: number | null },
  companyId: number,
  operator: boolean,
  assignment: AssignmentTable,
): Promise<boolean> {
  if (row.companyId !== null) return row.companyId === companyId;
  if (operator) return true;
  const found: unknown[] = await manager.query(
    `SELECT 1 FROM ${assignment.table} WHERE ${assignment.column} = $1 AND company_id = $2`,
    [row.id, companyId],
  );
  return found.length > 0;
}

/** Global rows change only by the operator's users holding the list's admin code. */
export async function assertWritable(
  viewer: Viewer,
  companyId: number | null,
  code: PermissionCode,
  manager: EntityManager,
): Promise<void> {
  if (companyId !== null) return;
  if (!(await isOperator(viewer, manager)) || !viewer.permissions.has(code)) {
    throw forbidden("modelGlobalReadOnly", {}, "GLOBAL_DATA");
  }
}

/** The owner a new row gets: the viewer's company, or none (global) for the operator. */
export async function ownerFor(
  viewer: Viewer,
  global: boolean,
  code: PermissionCode,
  manager: EntityManager,
): Promise<number | null> {
  if (!global) return viewer.companyId;
  await assertWritable(viewer, null, code, manager);
  return null;
}
