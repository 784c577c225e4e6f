// The base-year recalculation check of a comparison (ISO 14064-1 clause 6.4.1, GHG Protocol
// chapter 5): the structural and method changes since the base year, the emissions each touches
// and their share of the base-year total against the company's threshold. Pure, like the rest
// of the comparison's arithmetic (comparison-core.ts).
import { gwp, isGasCode } from "../../calc/ghg/gases";
import { compensatedSum } from "../../calc/ghg/sum";
import type { GwpSet } from "../../calc/ghg/types";
import { matchSources, sameSet, type CaseSnapshot, type SourceMatch } from "./comparison-core";

export type ReasonKind =
  | "boundary"
  | "gwpSet"
  | "corporationAdded"
  | "corporationRemoved"
  | "processAdded"
  | "processRemoved"
  | "lineAdded"
  | "lineRemoved"
  | "factorChanged";

export interface ReasonData {
  kind: ReasonKind;
  /** The compared case the reason is about (the base-year case for a removed corporation). */
  caseId: number;
  baseCaseId: number | null;
  /** What changed: a corporation, process or line name. */
  subject: string | null;
  from: string | null;
  to: string | null;
  /** Emissions the change touches, kg CO2e, as a magnitude. */
  affectedKg: number;
}

export interface RecalculationCheckData {
  year: number;
  caseIds: number[];
  baseCaseIds: number[];
  baseYearKg: number;
  affectedKg: number;
  /** affectedKg over the base-year total, %; null when the base year totals 0. */
  significancePercent: number | null;
  flagged: boolean;
  /** Activity change of the sources found in both (organic growth or decline): not counted. */
  organicKg: number;
  reasons: ReasonData[];
}

const gwpOf = (gas: string, set: GwpSet, fallback: number) =>
  isGasCode(gas) ? gwp(gas, set) : fallback;

/**
 * Whether the base year needs recalculating, per year compared with it (ISO 14064-1 clause 6.4.1,
 * GHG Protocol chapter 5): the structural and method changes between each base-year case and the
 * case of the same corporation in that year, and the corporations in one and not the other. The
 * emissions each change touches, over the base-year total, is the significance; it is flagged at
 * or above the threshold. Activity changes of the sources found in both (organic growth or
 * decline) are reported beside it and do not count. Null without a base-year case and another.
 */
export function recalculationChecks(
  snapshots: readonly CaseSnapshot[],
  thresholdPercent: number,
): RecalculationCheckData[] | null {
  const base = snapshots
    .map((snapshot, index) => ({ snapshot, index }))
    .filter((entry) => {
      return entry.snapshot.isBaseYear;
    });
  const others = snapshots
    .map((snapshot, index) => ({ snapshot, index }))
    .filter((entry) => !entry.snapshot.isBaseYear);
  if (base.length === 0 || others.length === 0) return null;
  const years = [...new Set(others.map((entry) => entry.snapshot.year))].sort((a, b) => a - b);
  const match = matchSources(snapshots);
  const baseYearKg = compensatedSum(base.map((entry) => entry.snapshot.totals.totalKg));
  return years.map((year) => {
    const group = others.filter((entry) => entry.snapshot.year === year);
    const reasons: ReasonData[] = [];
    let organicKg = 0;
    for (const current of group) {
      const paired = base.find(
        (entry) => entry.snapshot.corporationId === current.snapshot.corporationId,
      );
      if (!paired) {
        reasons.push({
          kind: "corporationAdded",
          caseId: current.snapshot.caseId,
          baseCaseId: null,
          subject: current.snapshot.corporationName,
          from: null,
          to: null,
          affectedKg: Math.abs(current.snapshot.totals.totalKg),
        });
        continue;
      }
      const pair = pairReasons(snapshots, match, paired.index, current.index);
      reasons.push(...pair.reasons);
      organicKg += pair.organicKg;
    }
    for (const entry of base) {
      const kept = group.some(
        (current) => current.snapshot.corporationId === entry.snapshot.corporationId,
      );
      if (!kept) {
        reasons.push({
          kind: "corporationRemoved",
          caseId: entry.snapshot.caseId,
          baseCaseId: entry.snapshot.caseId,
          subject: entry.snapshot.corporationName,
          from: null,
          to: null,
          affectedKg: Math.abs(entry.snapshot.totals.totalKg),
        });
      }
    }
    reasons.sort((a, b) => b.affectedKg - a.affectedKg);
    const affectedKg = compensatedSum(reasons.map((reason) => reason.affectedKg));
    const significancePercent =
      baseYearKg === 0 ? null : roundPercent((affectedKg * 100) / Math.abs(baseYearKg));
    return {
      year,
      caseIds: group.map((entry) => entry.snapshot.caseId),
      baseCaseIds: base.map((entry) => entry.snapshot.caseId),
      baseYearKg,
      affectedKg,
      significancePercent,
      flagged:
        significancePercent === null ? affectedKg > 0 : significancePercent >= thresholdPercent,
      organicKg,
      reasons,
    };
  });
}

/** A percentage without the last bits of floating-point noise: 5.000000000000001 is 5. */
const roundPercent = (value: number) => Math.round(value * 1e9) / 1e9;

/** The changes between one base-year case and a later case of the same corporation. */
function pairReasons(
  snapshots: readonly CaseSnapshot[],
  match: SourceMatch,
  baseIndex: number,
  index: number,
): { reasons: ReasonData[]; organicKg: number } {
  const base = snapshots[baseIndex];
  const current = snapshots[index];
  const reasons: ReasonData[] = [];
  const reason = (
    kind: ReasonKind,
    affectedKg: number,
    subject: string | null = null,
    from: string | null = null,
    to: string | null = null,
  ) =>
    reasons.push({
      kind,
      caseId: current.caseId,
      baseCaseId: base.caseId,
      subject,
      from,
      to,
      affectedKg: Math.abs(affectedKg),
    });

  // A new consolidation approach re-draws the whole organisation: all of the base year is redone.
  if (base.boundary !== current.boundary) {
    reason("boundary", base.totals.totalKg, null, base.boundary, current.boundary);
  }
  const before = match.byCase[baseIndex];
  const after = match.byCase[index];
  // Another GWP set re-weighs the base year's gases: what the base year would move by.
  if (base.gwpSet !== current.gwpSet) {
    const moved = compensatedSum(
      [...before.values()].flatMap((source) =>
        [...source.gasKg].map(([gas, kg]) => {
          const old = source.gasGwp.get(gas) ?? 0;
          return kg * (gwpOf(gas, current.gwpSet, old) - gwpOf(gas, base.gwpSet, old));
        }),
      ),
    );
    reason("gwpSet", moved, null, base.gwpSet, current.gwpSet);
  }
  const processKg = (caseIndex: number) => {
    const kg = new Map<string, number>();
    for (const row of snapshots[caseIndex].totals.byProcess) {
      const key = match.processes.keyOf(caseIndex, row.processId);
      kg.set(key, (kg.get(key) ?? 0) + row.co2eKg);
    }
    return kg;
  };
  const baseProcesses = processKg(baseIndex);
  const currentProcesses = processKg(index);
  const processName = (key: string) =>
    match.processes.groups.find((group) => group.key === key)?.name ?? key;
  for (const [key, kg] of currentProcesses) {
    if (!baseProcesses.has(key)) reason("processAdded", kg, processName(key));
  }
  for (const [key, kg] of baseProcesses) {
    if (!currentProcesses.has(key)) reason("processRemoved", kg, processName(key));
  }
  let organicKg = 0;
  for (const key of match.order) {
    const one = before.get(key);
    const two = after.get(key);
    if (!one && !two) continue;
    const processKey = (one ?? two)!.processKey;
    const inBoth = baseProcesses.has(processKey) && currentProcesses.has(processKey);
    if (!one || !two) {
      // Sources of an added or removed process are that process's reason already.
      if (inBoth) {
        reason(two ? "lineAdded" : "lineRemoved", (two ?? one)!.co2eKg, (two ?? one)!.name);
      }
      continue;
    }
    const f1 = one.amount !== 0 ? one.co2eKg / one.amount : null;
    const f2 = two.amount !== 0 ? two.co2eKg / two.amount : null;
    organicKg += ((two.amount - one.amount) * ((f1 ?? f2 ?? 0) + (f2 ?? f1 ?? 0))) / 2;
    if (!sameSet(one.factors, two.factors)) {
      // The base year's activity at the new factor's gases per unit, weighed in the base set.
      const moved =
        one.amount === 0 || two.amount === 0
          ? 0
          : compensatedSum(
              [...new Set([...one.gasKg.keys(), ...two.gasKg.keys()])].map((gas) => {
                const perUnitChange =
                  (two.gasKg.get(gas) ?? 0) / two.amount - (one.gasKg.get(gas) ?? 0) / one.amount;
                const weight = gwpOf(
                  gas,
                  base.gwpSet,
                  one.gasGwp.get(gas) ?? two.gasGwp.get(gas) ?? 0,
                );
                return one.amount * perUnitChange * weight;
              }),
            );
      reason(
        "factorChanged",
        moved,
        one.name,
        one.factorNames.join("; "),
        two.factorNames.join("; "),
      );
    }
  }
  return { reasons, organicKg };
}
