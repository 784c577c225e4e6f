// Whether a case's shown result still reflects its data: the latest successful run against the
// case's `dataChangedAt` (lines, processes and settings, bumped by the case service in the
// transaction of each change) and against the library factors its lines use.
import type { DataSource } from "typeorm";
import type { Case } from "../case/case.entity";
import { CalculationRun } from "./calculation-run.entity";
import type { ResultsFreshness } from "./calculation.types";

export class ResultsFreshnessService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The latest successful run is outdated when a line, process or setting changed after it, or
   * a library factor a line uses (location- or market-based) was edited after it. A case never
   * calculated is not outdated: it has no result to be older. The case is one the caller has
   * already read within the viewer's scope.
   */
  async of(item: Case): Promise<ResultsFreshness> {
    const run = item.latestRunId
      ? await this.dataSource.getRepository(CalculationRun).findOneBy({ id: item.latestRunId })
      : null;
    if (!run) {
      return {
        outdated: false,
        dataChanged: false,
        factorsChanged: 0,
        dataChangedAt: item.dataChangedAt,
        runAt: null,
      };
    }
    const rows: Array<{ changed: number }> = await this.dataSource.query(
      `SELECT count(DISTINCT factor.id)::int AS changed
       FROM activity_line line
       JOIN emission_factor factor ON factor.id IN (line.factor_id, line.market_factor_id)
       WHERE line.case_id = $1 AND factor.updated_at > $2`,
      [item.id, run.createdAt],
    );
    const factorsChanged = rows[0]?.changed ?? 0;
    const dataChanged = item.dataChangedAt.getTime() > run.createdAt.getTime();
    return {
      outdated: dataChanged || factorsChanged > 0,
      dataChanged,
      factorsChanged,
      dataChangedAt: item.dataChangedAt,
      runAt: run.createdAt,
    };
  }
}
