// Where the accounting screens live (SPEC §2) and the permission codes that gate their actions:
// aa02 is the spec's own (new case); aa01 and aa03 are the codes the server gates editing and
// deleting with (server/src/modules/permission/permission-codes.ts).
export const ACCOUNTING_CODES = {
  view: "aa",
  edit: "aa01",
  caseAdd: "aa02",
  delete: "aa03",
} as const;

export const REPOSITORY_PATH = "/co2/corporationIndex";

export const caseEditorPath = (caseId: number): string => `/co2/edit?caseId=${caseId}`;

export const caseAddPath = (corporationId?: number): string =>
  corporationId ? `/co2/caseAdd?corporationId=${corporationId}` : "/co2/caseAdd";

export const corporationEditPath = (id?: number): string =>
  id ? `/co2/coredit?id=${id}` : "/co2/coredit";

/** A positive whole number from a query parameter, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
