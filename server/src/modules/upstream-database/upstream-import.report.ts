// The report of an upstream database import: the job's result, kept on the database row too.

/** Why an import was refused as a whole (nothing is written). */
export type UpstreamImportProblemCode =
  /** The file is not a zip, or a truncated one. */
  | "unreadable-zip"
  /** A zip without any EcoSpold2 data set. */
  | "not-ecospold2"
  /** A data set that is not well-formed EcoSpold2 (an exchange without its flow id, ...). */
  | "unreadable-dataset"
  /** An input names a provider activity the file does not hold. */
  | "unknown-flow"
  /** An amount in a unit that does not convert to its product's or flow's unit. */
  | "unit-not-convertible"
  /** Two data sets for the same activity and product. */
  | "duplicate-code"
  /** Name and version already taken by another file. */
  | "name-version-taken";

export interface UpstreamImportProblem {
  code: UpstreamImportProblemCode;
  /** The zip entry (data set file) concerned, when there is one. */
  source?: string;
  /** In the language of the request that started the import. */
  message: string;
}

export interface UpstreamImportCounts {
  /** data sets in the file */
  datasets: number;
  processes: number;
  /** products some process delivers */
  products: number;
  /** products nobody delivers (inputs cut off) */
  cutOffProducts: number;
  elementaryFlows: number;
  /** exchange rows: outputs, inputs and elementary exchanges */
  exchanges: number;
  /** technosphere inputs, wastes for treatment and expanded co-products included */
  inputs: number;
  linkedInputs: number;
  cutOffInputs: number;
  /** multi-output processes split by their mass */
  allocatedProcesses: number;
  /** multi-output processes whose co-products became credits (system expansion) */
  expandedProcesses: number;
  convertedUnits: number;
  /** products with several providers (inputs take the default one) */
  ambiguousProducts: number;
  droppedZeroExchanges: number;
  /** exchanges that keep an uncertainty distribution */
  uncertainties: number;
  /** distributions that could not be kept, by reason */
  droppedUncertainties: Record<string, number>;
}

export interface UpstreamImportReport {
  /** imported; existing: the same file was imported before (nothing written); refused */
  outcome: "imported" | "existing" | "refused";
  /** The database imported, or the one the file was imported as before. */
  databaseId: number | null;
  name: string;
  version: string;
  fileName: string;
  sha256: string;
  allocation: "physical";
  /** Absent when refused before the data sets could be counted. */
  counts: UpstreamImportCounts | null;
  /** Data sets left out, with why (no reference product, ...): the import goes on without them. */
  skipped: { source: string; name: string; reason: string }[];
  /** Processes whose co-products were credited instead of allocated, with why. */
  expanded: { process: string; name: string; reason: string }[];
  /** The reader's notes (default providers of ambiguous products, ...). */
  notes: string[];
  /** Why the import was refused; empty otherwise. */
  problems: UpstreamImportProblem[];
  /** Wall time of the job, in seconds. */
  seconds: number;
}
