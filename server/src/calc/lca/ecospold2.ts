// Reads EcoSpold2 data sets (`.spold`, one activity per file: the format of ecoinvent 3 and of
// USLCI as openLCA exports it), from a file, a folder or a zip of them, and builds the engine's
// product system. This module is the reader's public surface; the work is done in
// `ecospold2-parse.ts` (one document into typed records), `ecospold2-archive.ts` (the documents
// of a file, folder or zip) and `ecospold2-build.ts` (linking, cut-offs and allocation into the
// product system, with `ecospold2-flows.ts` for elementary flows and `ecospold2-units.ts` for
// unit conversions).
export {
  EcoSpold2Error,
  parseEcoSpold2,
  type EcoSpold2Dataset,
  type EcoSpold2Elementary,
  type EcoSpold2Intermediate,
  type EcoSpold2Property,
} from "./ecospold2-parse";
export { readEcoSpold2, readEcoSpold2Datasets, readEcoSpold2Zip } from "./ecospold2-archive";
export {
  buildProductSystem,
  type EcoSpold2BuildOptions,
  type EcoSpold2Import,
  type EcoSpold2Stats,
  type ExpandedProcess,
  type ProductInfo,
  type SkippedDataset,
} from "./ecospold2-build";
export { unitConversion } from "./ecospold2-units";
