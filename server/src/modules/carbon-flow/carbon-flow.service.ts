// The carbon flow of a case: the Sankey graph and the carbon mass balance of one of its stored
// runs (the latest by default), read from the run's result lines; nothing is recalculated.
import { In, type DataSource } from "typeorm";
import { badInput } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { scopeQuery, type Viewer } from "../auth/viewer";
import type { CalculationRun } from "../calculation/calculation-run.entity";
import type { CalculationService } from "../calculation/calculation.service";
import { CaseProcess } from "../case/case-process.entity";
import { Case } from "../case/case.entity";
import type { CaseService } from "../case/case.service";
import { Corporation } from "../corporation/corporation.entity";
import { EmissionFactor } from "../factor/emission-factor.entity";
import { CarbonFlowArgs } from "./carbon-flow.inputs";
import type { CarbonFlow, FlowCorporationChoice, FlowRun } from "./carbon-flow.types";
import { buildFlowGraph, type FactorInfo, type ProcessInfo } from "./flow-graph";
import { massBalance } from "./mass-balance";

const toFlowRun = (run: CalculationRun): FlowRun => ({
  id: run.id,
  runNo: run.runNo,
  gwpSet: run.gwpSet,
  createdAt: run.createdAt,
});

export class CarbonFlowService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cases: CaseService,
    private readonly calculations: CalculationService,
  ) {}

  /** The company's corporations that have cases, each with its cases, newest year first. */
  async choices(viewer: Viewer): Promise<FlowCorporationChoice[]> {
    const rows = await scopeQuery(
      this.dataSource
        .getRepository(Case)
        .createQueryBuilder("case")
        .innerJoin(Corporation, "corporation", "corporation.id = case.corporationId")
        .select([
          'case.id AS "id"',
          'case.name AS "name"',
          'case.year AS "year"',
          'case.latestRunId AS "latestRunId"',
          'corporation.id AS "corporationId"',
          'corporation.name AS "corporationName"',
        ]),
      viewer,
    )
      .orderBy("corporation.name", "ASC")
      .addOrderBy("corporation.id", "ASC")
      .addOrderBy("case.year", "DESC")
      .addOrderBy("case.id", "DESC")
      .getRawMany<{
        id: number;
        name: string;
        year: number;
        latestRunId: number | null;
        corporationId: number;
        corporationName: string;
      }>();
    const corporations = new Map<number, FlowCorporationChoice>();
    for (const row of rows) {
      let corporation = corporations.get(row.corporationId);
      if (!corporation) {
        corporation = { id: row.corporationId, name: row.corporationName, cases: [] };
        corporations.set(row.corporationId, corporation);
      }
      corporation.cases.push({
        id: row.id,
        name: row.name,
        year: row.year,
        latestRunId: row.latestRunId,
      });
    }
    return [...corporations.values()];
  }

  async flow(viewer: Viewer, args: CarbonFlowArgs): Promise<CarbonFlow> {
    await assertValid(Object.assign(new CarbonFlowArgs(), args));
    const target = await this.cases.get(viewer, args.caseId);
    const corporation = await this.dataSource
      .getRepository(Corporation)
      .findOneByOrFail({ id: target.corporationId });
    const runs = (await this.calculations.runs(viewer, target.id)).filter(
      (run) => run.status === "succeeded",
    );
    let run: CalculationRun | undefined;
    if (args.runId) {
      run = runs.find((candidate) => candidate.id === args.runId);
      if (!run) throw badInput("runId", "flowRunNotOfCase", { id: args.runId });
    } else {
      run = runs.find((candidate) => candidate.id === target.latestRunId) ?? runs[0];
    }
    const base: CarbonFlow = {
      caseId: target.id,
      caseName: target.name,
      year: target.year,
      corporationId: corporation.id,
      corporationName: corporation.name,
      basis: args.basis,
      run: run ? toFlowRun(run) : null,
      runs: runs.map(toFlowRun),
      nodes: [],
      links: [],
      totals: null,
      massBalance: null,
    };
    if (!run) return base;

    const lines = await this.calculations.allLines(run);
    const factorIds = [
      ...new Set(lines.map((line) => line.factor.id).filter((id): id is number => id !== null)),
    ];
    const factors = new Map<number, FactorInfo>(
      factorIds.length === 0
        ? []
        : (
            await this.dataSource.getRepository(EmissionFactor).find({
              select: { id: true, category: true, name: true, nameEn: true },
              where: { id: In(factorIds) },
            })
          ).map((factor) => [
            factor.id,
            { category: factor.category, name: factor.name, nameEn: factor.nameEn },
          ]),
    );
    // Processes by the name the run knew them by; their English name from the case as it is now.
    const current = new Map(
      (await this.dataSource.getRepository(CaseProcess).findBy({ caseId: target.id })).map(
        (process) => [process.id, process],
      ),
    );
    const processes = new Map<number, ProcessInfo>();
    for (const line of lines) {
      if (processes.has(line.processId)) continue;
      const now = current.get(line.processId);
      processes.set(line.processId, {
        name: line.processName,
        nameEn: now && now.name === line.processName ? now.nameEn : "",
      });
    }
    const graph = buildFlowGraph(lines, args.basis, factors, processes);
    const balance = massBalance(lines);
    for (const row of [...balance.inputs, ...balance.outputs]) {
      row.processNameEn = processes.get(row.processId)?.nameEn ?? "";
    }
    return {
      ...base,
      nodes: graph.nodes,
      links: graph.links,
      totals: { ...graph.totals, biogenicCo2Kg: run.totals?.biogenicCo2Kg ?? 0 },
      massBalance: balance,
    };
  }
}
