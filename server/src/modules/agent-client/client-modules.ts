// The modules an agent may let a client company use, each a set of permission codes. A new
// client's first administrator holds the codes of its modules plus the codes every company needs
// to run itself (users, roles, its own details); user and role management never raise codes
// (auth/grants.ts), so the client stays within the modules its agent chose.
import { PermissionCode as P } from "../permission/permission-codes";

export const CLIENT_MODULES = {
  accounting: [
    P.Accounting,
    P.AccountingEdit,
    P.CaseAdd,
    P.AccountingDelete,
    P.Panorama,
    P.PanoramaEdit,
    P.CarbonFlow,
    P.Ledger,
    P.LedgerEdit,
    P.Report,
    P.ReportGenerate,
    P.Comparison,
  ],
  lca: [P.LcaCreate, P.LcaManage, P.LcaList],
  labels: [P.LabelCreate, P.EpdCreate],
  review: [P.ReviewPerform, P.ReviewEpdApplications, P.ReviewProductAssign],
} as const satisfies Record<string, readonly P[]>;

export type ClientModule = keyof typeof CLIENT_MODULES;
export const CLIENT_MODULE_KEYS = Object.keys(CLIENT_MODULES) as ClientModule[];

/** Codes every client administrator holds: the enterprise centre, users and roles. */
export const CLIENT_BASE_CODES: readonly P[] = [
  P.EnterpriseCentre,
  P.AccountPassword,
  P.UserList,
  P.UserEdit,
  P.UserDelete,
  P.RoleList,
  P.RoleEdit,
  P.PermissionList,
];

/** The codes of a client administrator using these modules, sorted, without repeats. */
export function clientAdministratorCodes(modules: readonly ClientModule[]): string[] {
  const codes = new Set<string>(CLIENT_BASE_CODES);
  for (const key of modules) for (const code of CLIENT_MODULES[key]) codes.add(code);
  return [...codes].sort();
}
