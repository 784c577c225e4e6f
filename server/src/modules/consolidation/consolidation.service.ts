// The company total (GHG Protocol Corporate Standard ch. 3, ISO 14064-1 5.1): the company's
// corporations consolidated for a year by operational control, financial control (100% of the
// corporations it controls, 0% of the others) or equity share (its ownership %). Each
// corporation is read from its year's most recently calculated case, its latest run's stored
// totals; nothing is recalculated. A corporation in the boundary without a calculated case is
// missing, never a silent zero.
import type { DataSource } from "typeorm";
import { assertValid } from "../../lib/validation";
import type { Viewer } from "../auth/viewer";
import { CompanyTotalArgs } from "./consolidation.inputs";
import type {
  CompanyTotal,
  CompanyTotalRow,
  ContributionStatus,
  ScopeFigures,
} from "./consolidation.types";

interface CorporationRow {
  id: number;
  name: string;
  ownershipPercent: number;
  operationalControl: boolean;
  financialControl: boolean;
}

interface CaseRow {
  id: number;
  corporationId: number;
  name: string;
  year: number;
  gwpSet: string;
  runId: number | null;
  runNo: number | null;
  calculatedAt: Date | null;
  totalKg: number | null;
  totalMarketKg: number | null;
  byScope: ByScope | string | null;
}

interface ByScope {
  scope1: number;
  scope2Location: number;
  scope2Market: number;
  scope3: number;
}

const ZERO: ScopeFigures = {
  scope1Kg: 0,
  scope2LocationKg: 0,
  scope2MarketKg: 0,
  scope3Kg: 0,
  totalKg: 0,
  totalMarketKg: 0,
};

const FIGURE_KEYS = Object.keys(ZERO) as Array<keyof ScopeFigures>;

/** The share of a corporation the approach takes, %. */
export function sharePercent(approach: string, corporation: CorporationRow): number {
  if (approach === "equity-share") return corporation.ownershipPercent;
  if (approach === "financial-control") return corporation.financialControl ? 100 : 0;
  return corporation.operationalControl ? 100 : 0;
}

/** Figures × share %: multiplied first, so whole percentages of whole kilograms stay exact. */
function scaled(figures: ScopeFigures, percent: number): ScopeFigures {
  const result = { ...ZERO };
  for (const key of FIGURE_KEYS) result[key] = (figures[key] * percent) / 100;
  return result;
}

function figuresOf(row: CaseRow): ScopeFigures {
  const byScope: ByScope =
    typeof row.byScope === "string" ? (JSON.parse(row.byScope) as ByScope) : row.byScope!;
  return {
    scope1Kg: byScope.scope1,
    scope2LocationKg: byScope.scope2Location,
    scope2MarketKg: byScope.scope2Market,
    scope3Kg: byScope.scope3,
    totalKg: row.totalKg ?? 0,
    totalMarketKg: row.totalMarketKg ?? 0,
  };
}

export class ConsolidationService {
  constructor(private readonly dataSource: DataSource) {}

  async companyTotal(viewer: Viewer, args: CompanyTotalArgs): Promise<CompanyTotal> {
    await assertValid(args);
    const companyId = viewer.companyId;
    const corporations = await this.dataSource.query<CorporationRow[]>(
      `SELECT id, name, ownership_percent AS "ownershipPercent",
              operational_control AS "operationalControl", financial_control AS "financialControl"
         FROM corporation WHERE company_id = $1 ORDER BY name, id`,
      [companyId],
    );
    const cases = await this.dataSource.query<CaseRow[]>(
      `SELECT c.id, c.corporation_id AS "corporationId", c.name, c.year, c.gwp_set AS "gwpSet",
              r.id AS "runId", r.run_no AS "runNo", r.created_at AS "calculatedAt",
              r.total_kg AS "totalKg", r.total_market_kg AS "totalMarketKg",
              r.totals -> 'byScope' AS "byScope"
         FROM carbon_case c
         LEFT JOIN calculation_run r ON r.id = c.latest_run_id AND r.case_id = c.id
              AND r.status = 'succeeded' AND r.totals IS NOT NULL
        WHERE c.company_id = $1`,
      [companyId],
    );
    const years = [...new Set(cases.map((item) => item.year))].sort((a, b) => b - a);
    const calculatedYears = cases.filter((item) => item.runId !== null).map((item) => item.year);
    const year =
      args.year ?? (calculatedYears.length ? Math.max(...calculatedYears) : (years[0] ?? null));

    const rows = corporations.map((corporation) =>
      this.row(
        corporation,
        cases.filter((item) => item.corporationId === corporation.id && item.year === year),
        args.approach,
      ),
    );
    const totals = { ...ZERO };
    for (const row of rows) {
      if (!row.contribution) continue;
      for (const key of FIGURE_KEYS) totals[key] += row.contribution[key];
    }
    const included = rows.filter((row) => row.status === "included");
    return {
      year,
      approach: args.approach,
      years,
      rows,
      totals,
      includedCount: included.length,
      missingCount: rows.filter((row) => row.status === "missing").length,
      gwpSets: [...new Set(included.map((row) => row.case!.gwpSet))].sort(),
    };
  }

  private row(corporation: CorporationRow, cases: CaseRow[], approach: string): CompanyTotalRow {
    // Run ids grow with time: the highest latest run is the case calculated last.
    const calculated = cases
      .filter((item) => item.runId !== null)
      .sort((a, b) => b.runId! - a.runId!)[0];
    const share = sharePercent(approach, corporation);
    const status: ContributionStatus =
      share === 0 ? "excluded" : calculated ? "included" : "missing";
    const figures = calculated ? figuresOf(calculated) : null;
    return {
      corporationId: corporation.id,
      corporationName: corporation.name,
      ownershipPercent: corporation.ownershipPercent,
      operationalControl: corporation.operationalControl,
      financialControl: corporation.financialControl,
      sharePercent: share,
      status,
      case: calculated
        ? {
            id: calculated.id,
            name: calculated.name,
            gwpSet: calculated.gwpSet,
            runId: calculated.runId!,
            runNo: calculated.runNo!,
            calculatedAt: new Date(calculated.calculatedAt!),
          }
        : null,
      caseCount: cases.length,
      figures,
      contribution: status === "included" && figures ? scaled(figures, share) : null,
    };
  }
}
