// The compliance position of a corporation's year: the obligation (the verified emissions the
// user entered, else the covered emissions of the latest run of the corporation's case of that
// year), what was surrendered against it and what is held to surrender, by the rules of
// asset-rules.ts. Surrenders check themselves against it inside their own transaction.
import { type DataSource, type EntityManager } from "typeorm";
import { badInput } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { scopeQuery, type Viewer } from "../auth/viewer";
import type { CalculationService } from "../calculation/calculation.service";
import type { Case } from "../case/case.entity";
import type { CaseService } from "../case/case.service";
import { Corporation } from "../corporation/corporation.entity";
import type { CorporationService } from "../corporation/corporation.service";
import {
  CCER_STOCK_LAST_VINTAGE,
  compliancePosition,
  coveredScopes,
  type Position,
} from "./asset-rules";
import { ComplianceYear } from "./asset-transaction.entity";
import type { SetComplianceYearInput } from "./carbon-asset.inputs";
import { CarbonAssetCorporation, CarbonCompliancePosition } from "./carbon-asset.types";

/** Advisory lock key (first half) of a corporation's surrenders. */
const SURRENDER_LOCK = 7302;

/** The obligation's figure and where it comes from. */
export interface Obligation {
  verifiedT: number | null;
  basis: "verified" | "calculated" | null;
  source: string | null;
  calculatedT: number | null;
  case: Case | null;
  runId: number | null;
  runNo: number | null;
  scopes: number[];
  coveredGases: string;
  settings: ComplianceYear | null;
}

/** What the transactions say about a corporation's year. */
export interface YearFigures {
  allocated: number;
  heldCea: number;
  surrenderedCea: number;
  surrenderedCcer: number;
  heldCcer: number;
}

/** Transactions that count: those no reversal names. */
const NOT_REVERSED = `NOT EXISTS (SELECT 1 FROM carbon_asset_transaction r WHERE r.reverses_id = t.id)`;

export class ComplianceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly corporations: CorporationService,
    private readonly cases: CaseService,
    private readonly calculations: CalculationService,
  ) {}

  async position(
    viewer: Viewer,
    corporationId: number,
    year: number,
  ): Promise<CarbonCompliancePosition> {
    const manager = this.dataSource.manager;
    const corporation = await this.corporations.get(viewer, corporationId, manager);
    const obligation = await this.obligation(viewer, corporation, year, manager);
    const figures = await this.figures(manager, corporation.id, year);
    return present(corporation, year, obligation, figures);
  }

  /**
   * The corporations of the viewer's companies, each with the years it has cases, holdings or a
   * compliance year for, newest first: the choices of the compliance panel and the forms.
   */
  async corporationChoices(viewer: Viewer): Promise<CarbonAssetCorporation[]> {
    const rows = await scopeQuery(
      this.dataSource.getRepository(Corporation).createQueryBuilder("corporation"),
      viewer,
    )
      .select(["corporation.id AS id", "corporation.name AS name"])
      .addSelect(
        `ARRAY(SELECT DISTINCT y FROM (
           SELECT year AS y FROM carbon_case WHERE corporation_id = corporation.id
           UNION SELECT vintage FROM carbon_holding WHERE corporation_id = corporation.id
           UNION SELECT year FROM carbon_compliance_year WHERE corporation_id = corporation.id
         ) years ORDER BY y DESC)`,
        "years",
      )
      .orderBy("corporation.name")
      .getRawMany<{ id: number; name: string; years: number[] }>();
    return rows.map((row) => ({ id: row.id, name: row.name, years: row.years.map(Number) }));
  }

  /** Saves a year's verified figure and settings; null figures go back to the calculated one. */
  async set(viewer: Viewer, input: SetComplianceYearInput): Promise<CarbonCompliancePosition> {
    await assertValid(input);
    await this.dataSource.transaction(async (manager) => {
      const corporation = await this.corporations.get(viewer, input.corporationId, manager);
      if (input.caseId) {
        const chosen = await this.cases.get(viewer, input.caseId, manager).catch(() => null);
        if (!chosen || chosen.corporationId !== corporation.id || chosen.year !== input.year) {
          throw badInput("caseId", "assetCaseNotOfCorporation", {
            id: input.caseId,
            corporation: corporation.name,
            year: input.year,
          });
        }
      }
      const values = {
        companyId: corporation.companyId,
        corporationId: corporation.id,
        year: input.year,
        verifiedT: input.verifiedT ?? null,
        verifiedSource: input.verifiedSource?.trim() || null,
        caseId: input.caseId ?? null,
        coveredGases: input.coveredGases,
        ceaPrice: input.ceaPrice ?? null,
        updatedBy: viewer.userId,
      };
      await manager
        .createQueryBuilder()
        .insert()
        .into(ComplianceYear)
        .values(values)
        .orUpdate(
          [
            "verified_t",
            "verified_source",
            "case_id",
            "covered_gases",
            "cea_price",
            "updated_by",
            "updated_at",
          ],
          ["corporation_id", "year"],
        )
        .execute();
    });
    return this.position(viewer, input.corporationId, input.year);
  }

  /**
   * Serialises the surrenders of a corporation, so two at once cannot both fit under what is
   * outstanding or under the CCER cap.
   */
  async lockSurrenders(manager: EntityManager, corporationId: number): Promise<void> {
    await manager.query("SELECT pg_advisory_xact_lock($1, $2)", [SURRENDER_LOCK, corporationId]);
  }

  /**
   * The obligation of a year. A verified figure the user entered wins; otherwise the covered
   * emissions of the latest run of the corporation's case of that year (the case chosen in the
   * settings, else the one calculated last). The national ETS covers direct emissions (scope 1)
   * from 2023 — the 2023-24 allocation plan excluded indirect emissions — and before that also
   * the purchased electricity of the power sector (scope 2, location-based). Its gas is CO2
   * (1 CEA = 1 t CO2; the power sector); which further gases the new sectors cover is
   * unconfirmed, so "ALL" greenhouse gases is a setting of the year.
   */
  async obligation(
    viewer: Viewer,
    corporation: Corporation,
    year: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Obligation> {
    const settings = await manager.findOneBy(ComplianceYear, {
      corporationId: corporation.id,
      year,
    });
    const scopes = coveredScopes(year);
    const coveredGases = settings?.coveredGases ?? "CO2";
    const yearCases = (await this.cases.ofCorporation(viewer, corporation.id)).filter(
      (item) => item.year === year,
    );
    const chosen = settings?.caseId
      ? (yearCases.find((item) => item.id === settings.caseId) ?? null)
      : (yearCases
          .filter((item) => item.latestRunId !== null)
          .sort((a, b) => b.latestRunId! - a.latestRunId!)[0] ?? null);
    let calculatedT: number | null = null;
    let runId: number | null = null;
    let runNo: number | null = null;
    if (chosen?.latestRunId) {
      const run = await this.calculations.run(viewer, { runId: chosen.latestRunId });
      if (run.totals) {
        runId = run.id;
        runNo = run.runNo;
        calculatedT = await this.coveredT(run, scopes, coveredGases);
      }
    }
    const entered = settings?.verifiedT ?? null;
    return {
      verifiedT: entered ?? calculatedT,
      basis: entered !== null ? "verified" : calculatedT !== null ? "calculated" : null,
      source: entered !== null ? (settings?.verifiedSource ?? null) : null,
      calculatedT,
      case: chosen,
      runId,
      runNo,
      scopes,
      coveredGases,
      settings,
    };
  }

  /** The covered emissions of a run, t CO2e: its stored figures, never recalculated. */
  private async coveredT(
    run: Awaited<ReturnType<CalculationService["run"]>>,
    scopes: number[],
    coveredGases: string,
  ): Promise<number> {
    const byScope = run.totals!.byScope;
    if (coveredGases === "ALL") {
      const kg = byScope.scope1 + (scopes.includes(2) ? byScope.scope2Location : 0);
      return kg / 1000;
    }
    let kg = 0;
    for (const line of await this.calculations.allLines(run)) {
      if (!scopes.includes(line.scope)) continue;
      for (const gas of line.gases) if (gas.gas === "CO2") kg += gas.co2eKg;
    }
    return kg / 1000;
  }

  /** Allocated, held and surrendered units of a corporation's year, from its transactions. */
  async figures(manager: EntityManager, corporationId: number, year: number): Promise<YearFigures> {
    const [moved] = await manager.query<
      Array<{ allocated: string; surrendered_cea: string; surrendered_ccer: string }>
    >(
      `SELECT
         coalesce(sum(t.quantity) FILTER (WHERE t.kind = 'allocation' AND t.asset_type = 'CEA'
           AND t.vintage = $2), 0) AS allocated,
         coalesce(sum(t.quantity) FILTER (WHERE t.kind = 'surrender' AND t.asset_type = 'CEA'
           AND t.compliance_year = $2), 0) AS surrendered_cea,
         coalesce(sum(t.quantity) FILTER (WHERE t.kind = 'surrender' AND t.asset_type = 'CCER'
           AND t.compliance_year = $2), 0) AS surrendered_ccer
       FROM carbon_asset_transaction t
       WHERE t.corporation_id = $1 AND ${NOT_REVERSED}`,
      [corporationId, year],
    );
    const [held] = await manager.query<Array<{ cea: string; ccer: string }>>(
      `SELECT
         coalesce(sum(quantity) FILTER (WHERE asset_type = 'CEA' AND vintage <= $2), 0) AS cea,
         coalesce(sum(quantity) FILTER (WHERE asset_type = 'CCER'
           AND (vintage > $3 OR $2 < 2024)), 0) AS ccer
       FROM carbon_holding WHERE corporation_id = $1`,
      [corporationId, year, CCER_STOCK_LAST_VINTAGE],
    );
    return {
      allocated: Number(moved.allocated),
      surrenderedCea: Number(moved.surrendered_cea),
      surrenderedCcer: Number(moved.surrendered_ccer),
      heldCea: Number(held.cea),
      heldCcer: Number(held.ccer),
    };
  }
}

function present(
  corporation: Corporation,
  year: number,
  obligation: Obligation,
  figures: YearFigures,
): CarbonCompliancePosition {
  const position: Position | null =
    obligation.verifiedT === null
      ? null
      : compliancePosition({ verifiedT: obligation.verifiedT, ...figures });
  const price = obligation.settings?.ceaPrice ?? null;
  return {
    corporationId: corporation.id,
    corporationName: corporation.name,
    year,
    verifiedT: obligation.verifiedT,
    verifiedBasis: obligation.basis,
    verifiedSource: obligation.source,
    calculatedT: obligation.calculatedT,
    caseId: obligation.case?.id ?? null,
    caseName: obligation.case?.name ?? null,
    runId: obligation.runId,
    runNo: obligation.runNo,
    scopes: obligation.scopes,
    coveredGases: obligation.coveredGases,
    ...figures,
    ccerCap: position?.ccerCap ?? 0,
    ccerCounted: position?.ccerCounted ?? 0,
    ccerUsable: position?.ccerUsable ?? 0,
    outstanding: position?.outstanding ?? null,
    leftToBuy: position?.leftToBuy ?? null,
    surplus: position?.surplus ?? null,
    ceaPrice: price,
    leftToBuyValue: position && price !== null ? position.leftToBuy * price : null,
  };
}
