// The EPD as an openEPD document (Building Transparency / EC3; models in cchangelabs/openepd):
// impacts under the LCIA method's name ("EF 3.1"), resource uses and output flows, each
// indicator a scope set keyed by module (A1-A3 → "A1A2A3") of { mean, unit } in openEPD's fixed
// unit strings. openEPD reads a missing scope as "not declared", so MND modules and ND values are
// left out rather than written as zero.
//
// Only what openEPD can say without changing a figure is exported. Left out, and listed under
// ext["carbon-platform"].omitted with the reason:
// - EP-freshwater: openEPD's ep-fresh takes only kg PO4 eq, EN 15804+A2 declares kg P eq; a
//   conversion would publish a figure the verifier never saw.
// - SQP: openEPD fixes no unit for it.
// - any indicator whose unit in the report is not the one EN 15804 writes for it, and any
//   indicator code openEPD has no key for.
// The packaging's biogenic carbon has no openEPD field either; it goes under ext as well.
import type { EpdDocument } from "./epd-document";
import { indicatorInfo, resultColumns, sameUnit } from "./epd-indicators";

export const OPENEPD_EXT_KEY = "carbon-platform";

interface Measurement {
  mean: number;
  unit: string;
}
type ScopeSet = Record<string, Measurement>;

/** openEPD's method name for the report's characterisation method. */
export function openEpdMethodName(method: string): string {
  if (/EF\s*3\.1/i.test(method)) return "EF 3.1";
  if (/EF\s*3\.0/i.test(method)) return "EF 3.0";
  return "Unknown LCIA";
}

/** openEPD's scope key for a module column: "A1-A3" is "A1A2A3", the others keep their code. */
export function openEpdScope(module: string): string {
  return module === "A1-A3" ? "A1A2A3" : module;
}

function dateTime(isoDate: string): string {
  return `${isoDate}T00:00:00Z`;
}

function declaredUnitName(unit: string): string {
  // openEPD counts discrete products in "item" (its PCR examples); the platform says "piece".
  return unit === "piece" ? "item" : unit;
}

/** The EPD as an openEPD JSON object (doctype "openEPD"). */
export function toOpenEpd(doc: EpdDocument): object {
  const columns = resultColumns(doc.modules, doc.aggregateA1A3);
  const methodName = openEpdMethodName(doc.method);
  const impacts: Record<string, ScopeSet> = {};
  const resourceUses: Record<string, ScopeSet> = {};
  const outputFlows: Record<string, ScopeSet> = {};
  const omitted: { indicator: string; reason: string }[] = [];

  for (const indicator of doc.indicators) {
    const info = indicatorInfo(indicator.code);
    if (!info) {
      omitted.push({ indicator: indicator.code, reason: "no openEPD key for this indicator" });
      continue;
    }
    if (!info.openEpd) {
      omitted.push({ indicator: info.code, reason: info.openEpdOmitted ?? "no openEPD key" });
      continue;
    }
    if (!sameUnit(indicator.unit, info.unit)) {
      omitted.push({
        indicator: info.code,
        reason: `declared in ${indicator.unit}, not ${info.unit} as openEPD's ${info.openEpd.unit} expects`,
      });
      continue;
    }
    const scopes: ScopeSet = {};
    for (const column of columns) {
      const value = indicator.values[column];
      if (typeof value === "number" && Number.isFinite(value)) {
        scopes[openEpdScope(column)] = { mean: value, unit: info.openEpd.unit };
      }
    }
    if (Object.keys(scopes).length === 0) continue;
    const target =
      info.openEpd.section === "impacts"
        ? impacts
        : info.openEpd.section === "resource_uses"
          ? resourceUses
          : outputFlows;
    target[info.openEpd.key] = scopes;
  }

  const geography = doc.product.geography;
  const country = geography === "GLO" ? null : geography.slice(0, 2);
  const ext: Record<string, unknown> = {
    epd_number: doc.number,
    standard: doc.standard,
    lcia_method: doc.method,
    database: doc.database,
    omitted,
    not_declared_modules: doc.modules.filter((m) => !m.declared).map((m) => m.code),
    ...(doc.biogenicCarbon.packaging === null
      ? {}
      : { kg_C_biogenic_packaging_per_declared_unit: doc.biogenicCarbon.packaging }),
    ...(geography.startsWith("CN-") ? { geography } : {}),
    verification: doc.verification,
    source: doc.source,
  };

  return {
    doctype: "openEPD",
    openepd_version: "0.1",
    version: doc.version,
    product_name: doc.product.name.slice(0, 200),
    ...(doc.product.description
      ? { product_description: doc.product.description.slice(0, 2000) }
      : {}),
    manufacturer: { name: doc.manufacturer.name },
    declared_unit: { qty: doc.declaredUnit.amount, unit: declaredUnitName(doc.declaredUnit.unit) },
    ...(doc.declaredUnit.massKg === null
      ? {}
      : { kg_per_declared_unit: { qty: doc.declaredUnit.massKg, unit: "kg" } }),
    ...(doc.biogenicCarbon.product === null
      ? {}
      : { kg_C_biogenic_per_declared_unit: { qty: doc.biogenicCarbon.product, unit: "kg" } }),
    ...(doc.referenceServiceLifeYears === null
      ? {}
      : { product_service_life_years: doc.referenceServiceLifeYears }),
    date_of_issue: dateTime(doc.issueDate),
    valid_until: dateTime(doc.validUntil),
    pcr: { name: doc.pcr.name, ...(doc.pcr.version ? { version: doc.pcr.version } : {}) },
    program_operator: { name: doc.programOperator },
    program_operator_doc_id: doc.number,
    program_operator_version: String(doc.version),
    // openEPD's verifier is a third party; an internal verification has none to name.
    ...(doc.verification.kind === "external"
      ? {
          third_party_verifier: { name: doc.verification.organisation },
          third_party_verifier_name: doc.verification.verifier,
        }
      : {}),
    compliance: [{ name: doc.standard }],
    ...(country ? { applicable_in: [country] } : {}),
    ...(doc.notes.trim() ? { lca_discussion: doc.notes.slice(0, 20000) } : {}),
    impacts: Object.keys(impacts).length ? { [methodName]: impacts } : {},
    resource_uses: resourceUses,
    output_flows: outputFlows,
    ext: { [OPENEPD_EXT_KEY]: ext },
  };
}
