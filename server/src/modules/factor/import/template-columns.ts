// The factor template's columns: their names, whether required, their help text, and the reading
// of a file's header row into column positions.
import "../factor-import.messages";
import { GASES, resolveGasCode } from "../../../calc/ghg/gases";
import type { GasCode } from "../../../calc/ghg/types";
import { translate } from "../../../lib/messages";
import type { PlainCell } from "./sheets";

/** Every gas a factor may carry, in the template's column order (the catalogue's). */
export const GAS_CODES: readonly GasCode[] = GASES.map((gas) => gas.code);

export const GAS_NAMES: Record<GasCode, string> = {
  CO2: "carbon dioxide (fossil)",
  CO2_BIO: "biogenic carbon dioxide, reported outside the scopes",
  CH4: "methane whose origin is not stated: AR6 27.9. Prefer CH4_FOSSIL or CH4_NONFOSSIL",
  CH4_FOSSIL:
    "fossil methane (fuels, coal mines, gas leaks): AR6 29.8. The methane column to use for fuels",
  CH4_NONFOSSIL: "non-fossil methane (biomass, landfill, wastewater, livestock): AR6 27.0",
  N2O: "nitrous oxide",
  "HFC-23": "trifluoromethane",
  "HFC-32": "difluoromethane",
  "HFC-125": "pentafluoroethane",
  "HFC-134a": "1,1,1,2-tetrafluoroethane",
  "HFC-143a": "1,1,1-trifluoroethane",
  "HFC-152a": "1,1-difluoroethane",
  "HFC-227ea": "heptafluoropropane",
  CF4: "perfluoromethane (PFC-14)",
  C2F6: "perfluoroethane (PFC-116)",
  SF6: "sulphur hexafluoride",
  NF3: "nitrogen trifluoride",
  "R-404A": "refrigerant blend R-404A",
  "R-407A": "refrigerant blend R-407A",
  "R-407C": "refrigerant blend R-407C",
  "R-410A": "refrigerant blend R-410A",
  CO2E: "a value published only as CO2e (kg CO2e); needs gwpBasis",
};

interface ColumnSpec {
  header: string;
  required: boolean;
  help: string;
}

const FIELD_COLUMNS_BEFORE_GASES: ColumnSpec[] = [
  {
    header: "code",
    required: true,
    help: "Stable key, unique in the file and the library: up to 64 letters, digits and . _ : -",
  },
  { header: "name", required: true, help: "Name (Chinese), up to 300 characters" },
  { header: "nameEn", required: false, help: "English name, up to 300 characters" },
  { header: "category", required: true, help: "A category code (see below)" },
  { header: "subcategory", required: false, help: "Second level, free text (English)" },
  { header: "unit", required: true, help: "Activity unit: a unit id or symbol (see below)" },
];

const FIELD_COLUMNS_AFTER_GASES: ColumnSpec[] = [
  { header: "ncv", required: false, help: "Net calorific value, GJ per unit (> 0, at most 10^12)" },
  { header: "carbonContent", required: false, help: "Carbon content, t C per GJ (>= 0)" },
  {
    header: "oxidation",
    required: false,
    help: "Carbon oxidation rate, a fraction in (0, 1]; ncv, carbonContent and oxidation go together",
  },
  { header: "region", required: true, help: 'Region code, e.g. "CN", "CN-NORTH", "GB", "GLO"' },
  { header: "year", required: true, help: "Reference year, 1990-2100" },
  { header: "version", required: false, help: "Publisher's version or edition, up to 40 chars" },
  {
    header: "source",
    required: true,
    help: "Citation a reader can follow: publisher, document, table",
  },
  {
    header: "sourceUrl",
    required: false,
    help: "https address of the source (http only for localhost)",
  },
  {
    header: "dataSourceType",
    required: false,
    help: "1 estimate, 2 literature (default), 3 field measurement",
  },
  {
    header: "uncertainty",
    required: false,
    help: "Relative uncertainty, percent (>= 0)",
  },
  { header: "synonyms", required: false, help: 'Other names, separated by ";" or "；"' },
  { header: "scope", required: false, help: "1, 2 or 3: the scope the factor is usually used in" },
  {
    header: "gwpBasis",
    required: false,
    help: "AR4, AR5 or AR6: the GWP set of the CO2E value; required when CO2E is filled",
  },
  { header: "notes", required: false, help: "Free text, up to 2000 characters" },
];

const GAS_COLUMNS: ColumnSpec[] = GAS_CODES.map((gas) => ({
  header: gas,
  required: false,
  help:
    `kg of ${gas} per unit of activity (0 to 10^12); at least one gas column must be filled` +
    (gas.startsWith("CH4") ? `. ${GAS_NAMES[gas]}` : ""),
}));

/** The template's columns in the order the written template uses. */
export const TEMPLATE_COLUMNS: readonly ColumnSpec[] = [
  ...FIELD_COLUMNS_BEFORE_GASES,
  ...GAS_COLUMNS,
  ...FIELD_COLUMNS_AFTER_GASES,
];

const REQUIRED_HEADERS = TEMPLATE_COLUMNS.filter((column) => column.required).map(
  (column) => column.header,
);
const HEADER_BY_LOWER = new Map(
  TEMPLATE_COLUMNS.map((column) => [column.header.toLowerCase(), column.header]),
);

/** Maps canonical column names to their position; throws on a header the template cannot use. */
export function resolveHeader(header: PlainCell[]): Map<string, number> {
  const columns = new Map<string, number>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  header.forEach((cell, index) => {
    if (cell === null) return;
    const text = String(cell)
      .replace(/^\uFEFF/, "")
      .trim();
    if (text === "" || text.startsWith("#")) return;
    // A gas column may be headed by a synonym of its code: "R-134a" is the HFC-134a column.
    const canonical = HEADER_BY_LOWER.get(text.toLowerCase()) ?? resolveGasCode(text) ?? undefined;
    if (!canonical) unknown.push(text);
    else if (columns.has(canonical)) repeated.push(text);
    else columns.set(canonical, index);
  });
  const problems: string[] = [];
  const listed = (names: string[]) => names.map((name) => `"${name}"`).join(", ");
  const missing = REQUIRED_HEADERS.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    problems.push(translate("factorImportHeaderMissing", { columns: missing.join(", ") }));
  }
  if (!GAS_CODES.some((gas) => columns.has(gas))) {
    problems.push(translate("factorImportHeaderNoGas", { gases: GAS_CODES.join(", ") }));
  }
  if (unknown.length > 0) {
    problems.push(translate("factorImportHeaderUnknown", { columns: listed(unknown) }));
  }
  if (repeated.length > 0) {
    problems.push(translate("factorImportHeaderRepeated", { columns: listed(repeated) }));
  }
  if (problems.length > 0) {
    throw new Error(translate("factorImportHeader", { problems: problems.join("; ") }));
  }
  return columns;
}
