// Who is calling and which companies' rows they may see. Services take the viewer and scope
// every query with it, so a row of another tenant reads as "not found".
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from "typeorm";
import { PermissionCode } from "../permission/permission-codes";

/** `all` for the platform operator; otherwise the companies whose rows the viewer may touch. */
export type TenantScope = { all: true } | { all: false; companyIds: number[] };

export interface Viewer {
  userId: number;
  username: string;
  companyId: number;
  agentId: number;
  sessionId: string;
  permissions: ReadonlySet<string>;
  scope: TenantScope;
  mustChangePassword: boolean;
}

export function canSeeCompany(viewer: Viewer, companyId: number | null | undefined): boolean {
  if (companyId === null || companyId === undefined) return false;
  return viewer.scope.all || viewer.scope.companyIds.includes(companyId);
}

export function hasPermission(viewer: Viewer, code: string): boolean {
  return viewer.permissions.has(code);
}

/** Adds `<alias>.<column> IN (scope)` unless the viewer sees every company. */
export function scopeQuery<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  viewer: Viewer,
  column = `${query.alias}.companyId`,
): SelectQueryBuilder<T> {
  if (viewer.scope.all) return query;
  const { companyIds } = viewer.scope;
  return query.andWhere(
    new Brackets((where) =>
      where.where(`${column} IN (:...scopeCompanyIds)`, { scopeCompanyIds: companyIds }),
    ),
  );
}

/** Every signed-in user holds this code implicitly: own details, password, sign-out. */
export const IMPLICIT_CODES: readonly string[] = [PermissionCode.Account];
