// The hand-made upstream database of the tests: three EcoSpold2 data sets (a grid, a coal mine in
// a loop with it, a clinker kiln named only in Chinese), their GWP100 worked out by hand, and a
// job context as the runner gives one (a signal and a progress recorder).
import type { JobContext } from "../../src/modules/job/job.types";
import type { SpoldActivity } from "./ecospold2";

export const GRID = "e0000000-0000-4000-8000-000000000001";
export const MINE = "e0000000-0000-4000-8000-000000000002";
export const KILN = "e0000000-0000-4000-8000-000000000003";
const air: [string, string] = ["air", "unspecified"];

/** 1 kWh of electricity: 0.4 kg coal (from the mine), 0.002 kg lubricant nobody delivers. */
export const grid = (): SpoldActivity => ({
  id: GRID,
  name: "Electricity, at grid",
  location: "US",
  intermediate: [
    { id: "p-electricity", name: "Electricity, at grid", unit: "kWh", amount: 1, outputGroup: 0 },
    {
      id: "p-coal",
      name: "Hard coal, at mine",
      unit: "kg",
      amount: 0.4,
      inputGroup: 5,
      activityLink: MINE,
      uncertainty: '<triangular minValue="0.3" mostLikelyValue="0.4" maxValue="0.6" />',
    },
    { id: "p-lubricant", name: "CUTOFF Lubricants", unit: "kg", amount: 0.002, inputGroup: 5 },
  ],
  elementary: [
    {
      id: "f-co2",
      name: "Carbon dioxide, fossil",
      unit: "kg",
      amount: 0.8,
      outputGroup: 4,
      compartment: air,
    },
    {
      id: "f-ch4",
      name: "Methane, fossil",
      unit: "kg",
      amount: 0.001,
      outputGroup: 4,
      compartment: air,
      uncertainty:
        '<lognormal meanValue="0.001" variance="0.04" varianceWithPedigreeUncertainty="0.05" />' +
        '<pedigreeMatrix reliability="1" completeness="2" temporalCorrelation="3" geographicalCorrelation="4" furtherTechnologyCorrelation="5" />',
    },
    {
      id: "f-n2o",
      name: "Dinitrogen monoxide",
      unit: "kg",
      amount: 1e-5,
      outputGroup: 4,
      compartment: air,
    },
  ],
});

/** 1 kg of coal: 0.05 kWh of electricity (a loop with the grid), 0.005 kg fossil methane. */
export const mine = (): SpoldActivity => ({
  id: MINE,
  name: "Hard coal, at mine",
  location: "US",
  intermediate: [
    { id: "p-coal", name: "Hard coal, at mine", unit: "kg", amount: 1, outputGroup: 0 },
    { id: "p-electricity", name: "Electricity, at grid", unit: "kWh", amount: 0.05, inputGroup: 5 },
  ],
  elementary: [
    {
      id: "f-ch4",
      name: "Methane, fossil",
      unit: "kg",
      amount: 0.005,
      outputGroup: 4,
      compartment: air,
    },
  ],
});

/** 1 kg of clinker, named only in Chinese: 0.1 kWh of electricity, 0.5 kg CO2. */
export const kiln = (electricityUnit = "kWh"): SpoldActivity => ({
  id: KILN,
  name: "水泥熟料生产",
  lang: "zh",
  location: "CN",
  intermediate: [
    { id: "p-clinker", name: "水泥熟料", unit: "kg", amount: 1, outputGroup: 0 },
    {
      id: "p-electricity",
      name: "Electricity, at grid",
      unit: electricityUnit,
      amount: 0.1,
      inputGroup: 5,
    },
  ],
  elementary: [
    {
      id: "f-co2",
      name: "Carbon dioxide, fossil",
      unit: "kg",
      amount: 0.5,
      outputGroup: 4,
      compartment: air,
    },
  ],
});

// By hand, for 1 kWh at the grid: s_grid - 0.05 s_mine = 1 and s_mine = 0.4 s_grid, so
// s_grid = 1 / 0.98 and s_mine = 0.4 / 0.98. Emissions: CO2 0.8 / 0.98; CH4 fossil
// (0.001 + 0.005 × 0.4) / 0.98 = 0.003 / 0.98; N2O 0.00001 / 0.98.
// AR5 (CH4 fossil 28, N2O 265): (0.8 + 0.084 + 0.00265) / 0.98 = 0.88665 / 0.98.
// AR6 (CH4 fossil 29.8, N2O 273): (0.8 + 0.0894 + 0.00273) / 0.98 = 0.89213 / 0.98.
export const GRID_AR5 = 0.88665 / 0.98;
export const GRID_AR6 = 0.89213 / 0.98;
// Clinker: 0.5 kg CO2 and 0.1 kWh.
export const KILN_AR5 = 0.5 + 0.1 * GRID_AR5;
export const KILN_AR6 = 0.5 + 0.1 * GRID_AR6;

export interface Recorded {
  context: JobContext;
  steps: { done: number; total: number; note?: string }[];
  controller: AbortController;
}

/** A job context as the runner gives one: a signal and a progress recorder. */
export function jobContext(
  onProgress?: (note: string | undefined, controller: AbortController) => void,
): Recorded {
  const controller = new AbortController();
  const steps: Recorded["steps"] = [];
  const context: JobContext = {
    jobId: "test",
    companyId: 1,
    userId: 1,
    locale: "en",
    signal: controller.signal,
    progress(done, total, note) {
      steps.push({ done, total, note });
      // A cancel that arrives during this call is seen by the job's next check.
      const cancelled = controller.signal.aborted;
      onProgress?.(note, controller);
      // As the runner's: it throws once the job is cancelled.
      return cancelled ? Promise.reject(new Error("cancelled")) : Promise.resolve();
    },
  };
  return { context, steps, controller };
}
