// The engine's view of stored activity lines: factors resolved, combustion values applied.
import type {
  EngineActivityLine,
  FactorValues,
  GasCode,
  LineError,
  MarketBasis,
  Scope,
} from "../../calc/ghg/types";
import { EmissionFactor } from "../factor/emission-factor.entity";
import { CaseProcess } from "../case/case-process.entity";
import { CustomFactor, ActivityLine } from "../activity-line/activity-line.entity";

/** The engine's view of the lines: factors resolved, line-level combustion values applied. */
export function toEngineActivityLines(
  lines: readonly ActivityLine[],
  processes: readonly CaseProcess[],
  factors: ReadonlyMap<number, EmissionFactor>,
): { engineLines: EngineActivityLine[]; blank: LineError[] } {
  const byId = new Map(processes.map((process) => [process.id, process]));
  const blank: LineError[] = [];
  const engineLines: EngineActivityLine[] = [];
  for (const line of lines) {
    const process = byId.get(line.processId)!;
    if (line.amount === null) {
      blank.push({
        lineId: line.id,
        name: line.name,
        processName: process.name,
        reason: "MISSING_AMOUNT",
        detail: "no activity amount entered",
      });
      continue;
    }
    const factor = factorValues(line.factorId, line.customFactor, factors);
    engineLines.push({
      id: line.id,
      name: line.name,
      processId: process.id,
      processName: process.name,
      scope: process.scope as Scope,
      isoCategory: process.isoCategory,
      scope3Category: process.scope3Category,
      deducted: process.deducted,
      amount: line.amount,
      unitId: line.unitId,
      method: line.method === "combustion" || line.method === "gas" ? line.method : "factor",
      gas: line.method === "gas" ? ((line.gas as GasCode | null) ?? null) : null,
      factor: factor && withMeasured(factor, line),
      marketFactor:
        process.scope === 2
          ? factorValues(line.marketFactorId, line.marketCustomFactor, factors)
          : null,
      marketBasis: (line.marketBasis as MarketBasis | null) ?? null,
      marketCovered:
        process.scope === 2 && line.marketCoveredAmount !== null
          ? {
              amount: line.marketCoveredAmount,
              unitId: line.marketCoveredUnitId ?? line.unitId,
            }
          : null,
    });
  }
  return { engineLines, blank };
}

export function factorValues(
  id: number | null,
  custom: CustomFactor | null,
  factors: ReadonlyMap<number, EmissionFactor>,
): FactorValues | null {
  if (id !== null) {
    const factor = factors.get(id);
    if (!factor) return null;
    return {
      unitId: factor.unitId,
      gases: factor.gases,
      combustion: combustionOf(factor),
      ref: {
        id: factor.id,
        code: factor.code,
        name: factor.name,
        nameEn: factor.nameEn || null,
        source: factor.source,
        year: factor.year,
        version: factor.version,
        region: factor.region,
        gwpBasis: factor.gwpBasis,
        dataQuality: factor.dataQuality,
        dataQualityEn: factor.dataQualityEn,
        proxy: factor.proxy,
      },
    };
  }
  if (!custom) return null;
  return {
    unitId: custom.unitId,
    gases: custom.gases,
    combustion: combustionOf(custom),
    ref: {
      id: null,
      code: null,
      name: custom.name,
      source: custom.source,
      year: null,
      version: null,
      region: null,
      gwpBasis: null,
    },
  };
}

/** The combustion parameters of a factor that has all three. */
function combustionOf(values: {
  ncv: number | null;
  carbonContent: number | null;
  oxidation: number | null;
}): FactorValues["combustion"] {
  const { ncv, carbonContent, oxidation } = values;
  return ncv !== null && carbonContent !== null && oxidation !== null
    ? { ncv, carbonContent, oxidation }
    : null;
}

/** Measured NCV, carbon content or oxidation on the line replace the factor's defaults. */
function withMeasured(factor: FactorValues, line: ActivityLine): FactorValues {
  if (line.ncv === null && line.carbonContent === null && line.oxidation === null) return factor;
  const base = factor.combustion;
  const ncv = line.ncv ?? base?.ncv;
  const carbonContent = line.carbonContent ?? base?.carbonContent;
  const oxidation = line.oxidation ?? base?.oxidation;
  return {
    ...factor,
    combustion:
      ncv !== undefined && carbonContent !== undefined && oxidation !== undefined
        ? { ncv, carbonContent, oxidation }
        : null,
  };
}
