// Reading an upstream database file: the data sets of an EcoSpold2 zip, the checks that refuse a
// file as a whole, and the product system the engine's EcoSpold2 reader builds from it. Nothing
// here touches the database; the import job writes what this answers.
import JSZip from "jszip";
import {
  buildProductSystem,
  EcoSpold2Error,
  parseEcoSpold2,
  type EcoSpold2Dataset,
  type EcoSpold2Import,
} from "../../calc/lca/ecospold2";
import { translate } from "../../lib/messages";
import type { UpstreamImportProblem } from "./upstream-import.report";

export type Progress = (done: number, total: number, note: string) => Promise<void>;

const isDataset = (name: string) =>
  /\.(spold|xml)$/i.test(name) && !/(^|\/)MasterData\//i.test(name);

/** Where the reader's messages name a data set: the zip entry without the "zip:" prefix. */
const entryOf = (source: string) => source.replace(/^zip:/, "");

/**
 * The data sets of a zip, or the problems that refuse it: an unreadable (truncated) zip, a zip
 * without data sets, every data set that cannot be parsed. Reports progress per data set.
 */
export async function readDatasets(
  bytes: Uint8Array,
  progress: Progress,
  signal: AbortSignal,
): Promise<{ datasets: EcoSpold2Dataset[]; problems: UpstreamImportProblem[] }> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch (error) {
    const detail = (error as Error).message;
    return {
      datasets: [],
      problems: [
        { code: "unreadable-zip", message: translate("upstreamUnreadableZip", { detail }) },
      ],
    };
  }
  const entries = Object.values(zip.files)
    .filter((entry) => !entry.dir && isDataset(entry.name))
    .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  if (entries.length === 0) {
    return {
      datasets: [],
      problems: [{ code: "not-ecospold2", message: translate("upstreamNotEcoSpold2") }],
    };
  }
  const datasets: EcoSpold2Dataset[] = [];
  const problems: UpstreamImportProblem[] = [];
  for (const [index, entry] of entries.entries()) {
    signal.throwIfAborted();
    let text: string;
    try {
      text = await entry.async("string");
    } catch (error) {
      // A truncated zip may list its entries and fail on their data.
      const detail = `${entry.name}: ${(error as Error).message}`;
      problems.push({
        code: "unreadable-zip",
        source: entry.name,
        message: translate("upstreamUnreadableZip", { detail }),
      });
      continue;
    }
    try {
      datasets.push(parseEcoSpold2(text, `zip:${entry.name}`));
    } catch (error) {
      if (!(error instanceof EcoSpold2Error)) throw error;
      problems.push({
        code: "unreadable-dataset",
        source: entry.name,
        message: translate("upstreamUnreadableDataset", { detail: entryOf(error.message) }),
      });
    }
    if (index % 25 === 0 || index === entries.length - 1) {
      await progress(index + 1, entries.length, entry.name);
    }
  }
  return { datasets, problems };
}

/** Problems of the data sets themselves: duplicate codes and links to activities not in the file. */
export function checkDatasets(datasets: readonly EcoSpold2Dataset[]): UpstreamImportProblem[] {
  const problems: UpstreamImportProblem[] = [];
  const activities = new Set(datasets.map((d) => d.activityId));
  const seen = new Map<string, EcoSpold2Dataset>();
  for (const d of datasets) {
    const reference = d.intermediate.find((x) => x.outputGroup === 0);
    const key = `${d.activityId}\u0000${reference?.product ?? ""}`;
    const first = seen.get(key);
    if (first) {
      problems.push({
        code: "duplicate-code",
        source: entryOf(d.source),
        message: translate("upstreamDuplicateCode", {
          code: d.activityId,
          product: reference?.name ?? "",
          first: entryOf(first.source),
          second: entryOf(d.source),
        }),
      });
    } else seen.set(key, d);
    for (const x of d.intermediate) {
      if (x.activityLink && !activities.has(x.activityLink)) {
        problems.push({
          code: "unknown-flow",
          source: entryOf(d.source),
          message: translate("upstreamUnknownFlow", {
            process: d.name,
            flow: x.name,
            link: x.activityLink,
          }),
        });
      }
    }
  }
  return problems;
}

/** The reader's own markers of an amount it could not convert: it cuts it off under "<id> [unit]". */
const UNCONVERTED = / \[([^\]]*)\]$/;

/**
 * Problems of the built system: amounts in units that do not convert to their product's or flow's
 * unit (the reader would cut them off; a database is refused instead, since its figures would be
 * silently wrong).
 */
export function checkBuilt(built: EcoSpold2Import): UpstreamImportProblem[] {
  const problems: UpstreamImportProblem[] = [];
  for (const note of built.notes) {
    const match =
      /^"(.*)": ((?:input|output) .*(?:does not convert to|other providers use).*)$/.exec(note);
    if (match) {
      problems.push({
        code: "unit-not-convertible",
        message: translate("upstreamUnitNotConvertible", { process: match[1], detail: match[2] }),
      });
    }
  }
  for (const flow of built.system.flows) {
    const unit = UNCONVERTED.exec(flow.id)?.[1];
    if (unit !== undefined) {
      problems.push({
        code: "unit-not-convertible",
        message: translate("upstreamFlowUnitNotConvertible", { flow: flow.name, unit }),
      });
    }
  }
  return problems;
}

/** Reads, checks and builds: the product system under physical allocation, or the problems. */
export async function readUpstreamDatabase(
  bytes: Uint8Array,
  progress: Progress,
  signal: AbortSignal,
): Promise<{ built?: EcoSpold2Import; datasets: number; problems: UpstreamImportProblem[] }> {
  const { datasets, problems } = await readDatasets(bytes, progress, signal);
  if (problems.length > 0) return { datasets: datasets.length, problems };
  const datasetProblems = checkDatasets(datasets);
  if (datasetProblems.length > 0) return { datasets: datasets.length, problems: datasetProblems };
  signal.throwIfAborted();
  const built = buildProductSystem(datasets, { allocation: "physical" });
  return { built, datasets: datasets.length, problems: checkBuilt(built) };
}
