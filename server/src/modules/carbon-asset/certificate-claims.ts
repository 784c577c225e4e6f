// Certificates retired against scope 2 and the electricity they cover. A GEC or I-REC is one MWh
// of renewable electricity; retiring it for scope 2 claims so many MWh of the corporation's
// purchased-electricity lines (scope 2 lines in kWh or MWh) of the year of the certificates'
// vintage (market-based scope 2 counts certificates whose period matches the consumption,
// reference §3). The MWh claimed of a line never exceed what the line used, across every
// retirement that is not reversed, so the same electricity is never claimed twice; the caller
// holds the company's serial lock (serial-blocks.ts), which also serialises claims.
import { In, type EntityManager } from "typeorm";
import { convertUnit } from "../../calc/units";
import { badInput } from "../../lib/errors";
import { ActivityLine } from "../activity-line/activity-line.entity";
import { CaseProcess } from "../case/case-process.entity";
import { Case } from "../case/case.entity";
import { CertificateClaim } from "./asset-transaction.entity";
import type { CertificateClaimInput } from "./carbon-asset.inputs";
import type { ClaimableLine } from "./carbon-asset.types";
import type { CarbonHolding } from "./carbon-holding.entity";
import { figure } from "./holding-label";

/** Units of purchased electricity: kWh and MWh (heat in GJ is not electricity). */
const ELECTRICITY_UNITS = [30, 31];
const MWH = 31;
/** MWh compared to a millionth: kWh amounts convert to MWh with binary rounding. */
const TOLERANCE = 1e-6;

interface LineRow {
  line: ActivityLine;
  process: CaseProcess;
  target: Case;
  mwh: number;
}

/** Scope 2 electricity lines of a corporation's cases (optionally of one year, or by id). */
async function electricityLines(
  manager: EntityManager,
  holding: CarbonHolding,
  filter: { year?: number; ids?: number[] },
): Promise<LineRow[]> {
  const caseQuery = manager
    .getRepository(Case)
    .createQueryBuilder("target")
    .where("target.companyId = :companyId", { companyId: holding.companyId })
    .andWhere("target.corporationId = :corporationId", { corporationId: holding.corporationId });
  if (filter.year !== undefined) caseQuery.andWhere("target.year = :year", { year: filter.year });
  const cases = new Map((await caseQuery.getMany()).map((item) => [item.id, item]));
  if (cases.size === 0) return [];
  const query = manager
    .getRepository(ActivityLine)
    .createQueryBuilder("line")
    .innerJoinAndSelect("line.process", "process")
    .where("line.caseId IN (:...caseIds)", { caseIds: [...cases.keys()] })
    .andWhere("process.scope = 2")
    .andWhere("line.unitId IN (:...units)", { units: ELECTRICITY_UNITS })
    .andWhere("line.amount IS NOT NULL")
    .orderBy("line.caseId", "DESC")
    .addOrderBy("process.sort")
    .addOrderBy("line.sort");
  if (filter.ids) query.andWhere("line.id IN (:...ids)", { ids: filter.ids });
  const lines = await query.getMany();
  return lines.map((line) => ({
    line,
    process: line.process!,
    target: cases.get(line.caseId)!,
    mwh: convertUnit(line.amount!, line.unitId, MWH),
  }));
}

/** MWh already claimed of each line by retirements that are not reversed. */
async function claimedMwh(
  manager: EntityManager,
  lineIds: readonly number[],
): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await manager.query<Array<{ line: number; mwh: number }>>(
    `SELECT c.activity_line_id AS line, sum(c.mwh) AS mwh
       FROM carbon_certificate_claim c
      WHERE c.activity_line_id = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM carbon_asset_transaction r
                         WHERE r.reverses_id = c.transaction_id)
      GROUP BY c.activity_line_id`,
    [lineIds],
  );
  return new Map(rows.map((row) => [Number(row.line), Number(row.mwh)]));
}

/** The lines of the holding's vintage its certificates may cover, with what is left of each. */
export async function claimableLines(
  manager: EntityManager,
  holding: CarbonHolding,
): Promise<ClaimableLine[]> {
  const lines = await electricityLines(manager, holding, { year: holding.vintage });
  const claimed = await claimedMwh(
    manager,
    lines.map((row) => row.line.id),
  );
  return lines.map((row) => {
    const already = claimed.get(row.line.id) ?? 0;
    return {
      activityLineId: row.line.id,
      caseId: row.target.id,
      caseName: row.target.name,
      caseYear: row.target.year,
      processName: row.process.name,
      processNameEn: row.process.nameEn,
      lineName: row.line.name,
      month: row.line.month,
      mwh: row.mwh,
      claimedMwh: already,
      remainingMwh: Math.max(0, row.mwh - already),
    };
  });
}

/**
 * Checks the lines a scope 2 retirement claims: each a scope 2 electricity line of the holding's
 * corporation, of a case of the certificates' vintage, named once, and with room for the MWh
 * claimed; together exactly the MWh retired. Answers the claims to store.
 */
export async function checkClaims(
  manager: EntityManager,
  holding: CarbonHolding & { corporation?: { name: string } },
  claims: readonly CertificateClaimInput[],
  quantity: number,
): Promise<Array<Omit<CertificateClaim, "id" | "transactionId" | "transaction">>> {
  if (claims.length === 0) throw badInput("claims", "assetClaimsRequired");
  const seen = new Set<number>();
  claims.forEach((claim, index) => {
    if (!(claim.mwh > 0)) throw badInput(`claims.${index}.mwh`, "assetClaimPositive");
    if (seen.has(claim.activityLineId)) {
      throw badInput(`claims.${index}.activityLineId`, "assetClaimLineTwice", {
        line: claim.activityLineId,
      });
    }
    seen.add(claim.activityLineId);
  });
  const total = claims.reduce((sum, claim) => sum + claim.mwh, 0);
  if (Math.abs(total - quantity) > TOLERANCE) {
    throw badInput("claims", "assetClaimsSum", { claimed: figure(total), quantity });
  }
  const ids = claims.map((claim) => claim.activityLineId);
  const lines = new Map(
    (await electricityLines(manager, holding, { ids })).map((row) => [row.line.id, row]),
  );
  const claimed = await claimedMwh(manager, ids);
  return claims.map((claim, index) => {
    const field = `claims.${index}.activityLineId`;
    const row = lines.get(claim.activityLineId);
    if (!row) {
      throw badInput(field, "assetClaimLine", {
        id: claim.activityLineId,
        corporation: holding.corporation?.name ?? "",
      });
    }
    if (row.target.year !== holding.vintage) {
      throw badInput(field, "assetClaimVintage", {
        vintage: holding.vintage,
        year: row.target.year,
        case: row.target.name,
      });
    }
    const already = claimed.get(row.line.id) ?? 0;
    if (already + claim.mwh > row.mwh + TOLERANCE) {
      throw badInput(`claims.${index}.mwh`, "assetClaimExceeds", {
        line: row.line.name,
        case: row.target.name,
        amount: figure(row.mwh),
        claimed: figure(already),
        mwh: figure(claim.mwh),
      });
    }
    return {
      companyId: holding.companyId,
      activityLineId: row.line.id,
      caseId: row.target.id,
      lineName: row.line.name,
      caseName: row.target.name,
      caseYear: row.target.year,
      month: row.line.month,
      mwh: claim.mwh,
    };
  });
}

/** The claims of transactions, by transaction. */
export async function claimsOf(
  manager: EntityManager,
  transactionIds: readonly number[],
): Promise<Map<number, CertificateClaim[]>> {
  const byTransaction = new Map<number, CertificateClaim[]>();
  if (transactionIds.length === 0) return byTransaction;
  const claims = await manager.find(CertificateClaim, {
    where: { transactionId: In([...transactionIds]) },
    order: { id: "ASC" },
  });
  for (const claim of claims) {
    byTransaction.set(claim.transactionId, [
      ...(byTransaction.get(claim.transactionId) ?? []),
      claim,
    ]);
  }
  return byTransaction;
}
