// The rule that keeps user and role management from raising anyone's rights: a caller may grant,
// take over or change only what they hold themself, and `sys` (every tenant's data) belongs to
// the platform operator's own company alone.
import type { EntityManager } from "typeorm";
import { forbidden } from "../../lib/errors";
import { Agent } from "../agent/agent.entity";
import { PermissionCode } from "../permission/permission-codes";
import { IMPLICIT_CODES, type Viewer } from "./viewer";

/** The codes among `codes` the viewer does not hold (implicit codes count as held). */
export function codesBeyond(viewer: Viewer, codes: Iterable<string>): string[] {
  const beyond = new Set<string>();
  for (const code of codes) {
    if (!IMPLICIT_CODES.includes(code) && !viewer.permissions.has(code)) beyond.add(code);
  }
  return [...beyond].sort();
}

/** A role, or a set of roles, may be given to someone only by a caller holding all its codes. */
export function assertMayGrant(viewer: Viewer, codes: Iterable<string>): void {
  const beyond = codesBeyond(viewer, codes);
  if (beyond.length > 0) forbidWith("cannotGrant", beyond, "CANNOT_GRANT");
}

/** Editing, disabling, resetting or deleting a user needs every code that user holds. */
export function assertMayManageUser(viewer: Viewer, userCodes: Iterable<string>): void {
  const beyond = codesBeyond(viewer, userCodes);
  if (beyond.length > 0) forbidWith("strongerAccount", beyond, "STRONGER_ACCOUNT");
}

/** Renaming, changing or deleting a role needs every code the role grants. */
export function assertMayManageRole(viewer: Viewer, roleCodes: Iterable<string>): void {
  const beyond = codesBeyond(viewer, roleCodes);
  if (beyond.length > 0) forbidWith("strongerRole", beyond, "STRONGER_ROLE");
}

function forbidWith(
  key: "cannotGrant" | "strongerAccount" | "strongerRole",
  codes: string[],
  reason: string,
) {
  throw forbidden(key, { codes: codes.join(", ") }, reason);
}

/** The platform operator's company: the one that owns the platform agent. */
export async function operatorCompanyId(manager: EntityManager): Promise<number | null> {
  const platform = await manager.getRepository(Agent).findOneBy({ isPlatform: true });
  return platform?.ownerCompanyId ?? null;
}

/** Whether a company is the operator's, given the company's agent. */
export function isOperatorCompany(
  companyId: number,
  agent: Pick<Agent, "isPlatform" | "ownerCompanyId"> | null | undefined,
): boolean {
  return agent?.isPlatform === true && agent.ownerCompanyId === companyId;
}

/** A user's codes as they take effect: `sys` counts only in the operator's company. */
export function effectiveCodes(codes: string[], operator: boolean): string[] {
  return operator ? codes : codes.filter((code) => code !== PermissionCode.PlatformAdmin);
}
