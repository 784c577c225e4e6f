// The EPD as an ILCD+EPD process data set (the format of ÖKOBAUDAT, InData and the EPD Editor),
// laid out as olca-ilcd's epd-v1.3-example.xml: ILCD process namespace with the EPD extensions
// (epd 2013, epd2 2019 with epd-version 1.3, epd24 2024). Impact results are LCIAResult elements
// that reference the EF 3.1 profile's LCIA method UUIDs (EN_15804_A2_EF31.xml); resource use,
// waste and output flows are exchanges of the profile's indicator flows; each carries one
// epd:amount per module and its unit group. MND modules and ND values have no epd:amount.
//
// What this file cannot carry by itself: an ILCD+EPD import reads a zip in which every referenced
// data set is present. The EF 3.1 indicator LCIA methods, flows and unit groups are the standard
// reference data that ÖKOBAUDAT/InData and the EPD Editor ship. The product flow, the contacts
// (manufacturer, verifier) and the source data sets (PCR) are referenced by UUIDs derived from the
// report and are not written; an importer must be given them or link them by hand. This is stated
// in a comment at the head of the XML as well.
import { nameUuid } from "../../lib/name-uuid";
import type { EpdDocument } from "./epd-document";
import { indicatorInfo, resultColumns, sameUnit, type EpdIndicatorInfo } from "./epd-indicators";

const NS = {
  process: "http://lca.jrc.it/ILCD/Process",
  common: "http://lca.jrc.it/ILCD/Common",
  epd: "http://www.iai.kit.edu/EPD/2013",
  epd2: "http://www.indata.network/EPD/2019",
  epd24: "http://www.indata.network/EPD/2024",
  xsi: "http://www.w3.org/2001/XMLSchema-instance",
};

/** EN 15804+A2 compliance system source data set (olca-ilcd EF 3.1 profile). */
const EN15804_A2_COMPLIANCE = "c0016b33-8cf7-415c-ac6e-deba0d21440d";
/** ILCD format and EPD data format extension source data sets (olca-ilcd example). */
const ILCD_FORMAT = "a97a0155-0234-4b87-b4ce-a45da52f2a40";
const EPD_FORMAT = "a29449fd-aa2f-4de8-b5d7-4b06b43c6fde";

// XML 1.0 allows tab, newline, carriage return and U+0020 upward except surrogates and U+FFFE/F.
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text safe inside an XML element or a double-quoted attribute. Line breaks and tabs become
 * character references, so indentation never changes a text and attributes keep their breaks.
 */
export function xmlEscape(text: string): string {
  return text
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;")
    .replace(/\t/g, "&#9;");
}

/** A name-based UUID, stable for the same report. */
export const derivedUuid = nameUuid;

type Attrs = Record<string, string | number | undefined>;
type Node = string | null | undefined | false;

function el(name: string, attrs: Attrs, ...children: Node[]): string {
  const attrText = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${xmlEscape(String(value))}"`)
    .join("");
  const kids = children.filter((child): child is string => typeof child === "string");
  if (kids.length === 0) return `<${name}${attrText}/>`;
  if (kids.length === 1 && !kids[0].startsWith("<"))
    return `<${name}${attrText}>${kids[0]}</${name}>`;
  const inner = kids.map((kid) => kid.replace(/^/gm, "  ")).join("\n");
  return `<${name}${attrText}>\n${inner}\n</${name}>`;
}

/** Text content, escaped. */
const text = (value: string): string => xmlEscape(value);

function lang(value: string): string {
  return /[\u3400-\u9fff]/.test(value) ? "zh" : "en";
}

function ref(
  name: string,
  type: string,
  uuid: string,
  description: string,
  version?: string,
): string {
  return el(
    name,
    { type, refObjectId: uuid, version },
    el("common:shortDescription", { "xml:lang": lang(description) }, text(description)),
  );
}

/** A number as xs:double reads it: JavaScript's shortest round-trip form. */
function xsDouble(value: number): string {
  return String(value);
}

function amounts(
  info: EpdIndicatorInfo,
  values: Record<string, number | null>,
  columns: string[],
): string[] {
  const rows: string[] = [];
  for (const column of columns) {
    const value = values[column];
    if (typeof value === "number" && Number.isFinite(value)) {
      rows.push(el("epd:amount", { "epd:module": column }, xsDouble(value)));
    }
  }
  const group = info.ilcd.unitGroup;
  rows.push(
    el(
      "epd:referenceToUnitGroupDataSet",
      {
        type: "unit group data set",
        refObjectId: group.uuid,
        version: group.version,
        uri: `../unitgroups/${group.uuid}.xml`,
      },
      el("common:shortDescription", { "xml:lang": "en" }, text(group.name)),
    ),
  );
  return rows;
}

/** The EPD as an ILCD+EPD processDataSet XML document. */
export function toIlcdEpd(doc: EpdDocument): string {
  const columns = resultColumns(doc.modules, doc.aggregateA1A3);
  const processId = derivedUuid(`epd:${doc.number}`);
  const productFlowId = derivedUuid(`product-flow:${doc.number}`);
  const manufacturerId = derivedUuid(`contact:${doc.manufacturer.name}`);
  const verifierId = derivedUuid(
    `contact:${doc.verification.organisation}:${doc.verification.verifier}`,
  );
  const operatorId = derivedUuid(`contact:${doc.programOperator}`);
  const pcrId = derivedUuid(`source:${doc.pcr.name}:${doc.pcr.version}`);

  const lciaResults: string[] = [];
  const exchanges: string[] = [
    el(
      "exchange",
      { dataSetInternalID: 0 },
      ref("referenceToFlowDataSet", "flow data set", productFlowId, doc.product.name),
      el("meanAmount", {}, xsDouble(doc.declaredUnit.amount)),
    ),
  ];
  const skipped: string[] = [];
  let nextId = 1;
  for (const indicator of doc.indicators) {
    const info = indicatorInfo(indicator.code);
    if (!info || !sameUnit(indicator.unit, info.unit)) {
      skipped.push(indicator.code);
      continue;
    }
    const method = info.ilcd;
    const other = el("common:other", {}, ...amounts(info, indicator.values, columns));
    if (method.kind === "lcia") {
      lciaResults.push(
        el(
          "LCIAResult",
          {},
          el(
            "referenceToLCIAMethodDataSet",
            {
              type: "LCIA method data set",
              refObjectId: method.uuid,
              version: method.version,
              uri: `../lciamethods/${method.uuid}.xml`,
            },
            el("common:shortDescription", { "xml:lang": "en" }, text(method.name)),
          ),
          el("meanAmount", {}, "0.0"),
          other,
        ),
      );
    } else {
      exchanges.push(
        el(
          "exchange",
          { dataSetInternalID: nextId++ },
          el(
            "referenceToFlowDataSet",
            {
              type: "flow data set",
              refObjectId: method.uuid,
              version: method.version,
              uri: `../flows/${method.uuid}.xml`,
            },
            el("common:shortDescription", { "xml:lang": "en" }, text(method.name)),
          ),
          el("functionType", {}, "General reminder flow"),
          el("exchangeDirection", {}, method.direction ?? "Output"),
          el("meanAmount", {}, "0.0"),
          other,
        ),
      );
    }
  }

  const scenarios = doc.scenarios.length
    ? el(
        "epd:scenarios",
        {},
        ...doc.scenarios.map((scenario) =>
          el(
            "epd:scenario",
            { "epd:name": scenario.name, "epd:group": scenario.module, "epd:default": "true" },
            el(
              "epd:description",
              { "xml:lang": lang(scenario.description) },
              text(scenario.description),
            ),
          ),
        ),
      )
    : null;

  const location = doc.product.geography === "GLO" ? "GLO" : doc.product.geography.slice(0, 2);
  const dataSet = el(
    "processDataSet",
    {
      xmlns: NS.process,
      "xmlns:common": NS.common,
      "xmlns:epd": NS.epd,
      "xmlns:epd2": NS.epd2,
      "xmlns:epd24": NS.epd24,
      "xmlns:xsi": NS.xsi,
      version: "1.1",
      "epd2:epd-version": "1.3",
    },
    el(
      "processInformation",
      {},
      el(
        "dataSetInformation",
        {},
        el("common:UUID", {}, processId),
        el(
          "name",
          {},
          el("baseName", { "xml:lang": lang(doc.product.name) }, text(doc.product.name)),
          doc.product.specification &&
            el(
              "treatmentStandardsRoutes",
              { "xml:lang": lang(doc.product.specification) },
              text(doc.product.specification),
            ),
        ),
        doc.product.description &&
          el(
            "common:generalComment",
            { "xml:lang": lang(doc.product.description) },
            text(doc.product.description),
          ),
        el(
          "common:other",
          {},
          doc.referenceServiceLifeYears !== null &&
            el("epd24:referenceServiceLife", { "epd24:years": doc.referenceServiceLifeYears }),
          scenarios,
        ),
      ),
      el(
        "quantitativeReference",
        { type: "Reference flow(s)" },
        el("referenceToReferenceFlow", {}, "0"),
      ),
      el(
        "time",
        {},
        doc.referenceYear !== null && el("common:referenceYear", {}, String(doc.referenceYear)),
        el("common:dataSetValidUntil", {}, doc.validUntil.slice(0, 4)),
        el(
          "common:other",
          {},
          el("epd2:publicationDateOfEPD", {}, doc.issueDate),
          el("epd24:expirationDateOfEPD", {}, doc.validUntil),
        ),
      ),
      el(
        "geography",
        {},
        el(
          "locationOfOperationSupplyOrProduction",
          { location },
          doc.product.geography.startsWith("CN-") &&
            el(
              "descriptionOfRestrictions",
              { "xml:lang": "en" },
              text(`Administrative division ${doc.product.geography.slice(3)} (GB/T 2260)`),
            ),
        ),
      ),
    ),
    el(
      "modellingAndValidation",
      {},
      el(
        "LCIMethodAndAllocation",
        {},
        el("typeOfDataSet", {}, "EPD"),
        ref(
          "referenceToLCAMethodDetails",
          "source data set",
          pcrId,
          `${doc.pcr.name} ${doc.pcr.version}`.trim(),
        ),
        el("common:other", {}, el("epd:subType", {}, "specific dataset")),
      ),
      el(
        "dataSourcesTreatmentAndRepresentativeness",
        {},
        doc.notes.trim() &&
          el("useAdviceForDataSet", { "xml:lang": lang(doc.notes) }, text(doc.notes.trim())),
      ),
      el(
        "validation",
        {},
        el(
          "review",
          {
            type:
              doc.verification.kind === "external"
                ? "Independent external review"
                : "Independent internal review",
          },
          ref(
            "common:referenceToNameOfReviewerAndInstitution",
            "contact data set",
            verifierId,
            `${doc.verification.verifier}, ${doc.verification.organisation}`,
          ),
        ),
      ),
      el(
        "complianceDeclarations",
        {},
        el(
          "compliance",
          {},
          ref(
            "common:referenceToComplianceSystem",
            "source data set",
            EN15804_A2_COMPLIANCE,
            "EN 15804+A2",
            "00.01.000",
          ),
        ),
      ),
    ),
    el(
      "administrativeInformation",
      {},
      el(
        "dataEntryBy",
        {},
        el("common:timeStamp", {}, `${doc.verification.date}T00:00:00Z`),
        ref(
          "common:referenceToDataSetFormat",
          "source data set",
          ILCD_FORMAT,
          "ILCD format",
          "01.00.000",
        ),
        ref(
          "common:referenceToDataSetFormat",
          "source data set",
          EPD_FORMAT,
          "EPD Data Format Extensions v1.2",
          "00.01.000",
        ),
      ),
      el(
        "publicationAndOwnership",
        {},
        el("common:dataSetVersion", {}, `${String(doc.version).padStart(2, "0")}.00.000`),
        ref(
          "common:referenceToRegistrationAuthority",
          "contact data set",
          operatorId,
          doc.programOperator,
        ),
        el("common:registrationNumber", {}, text(doc.number)),
        ref(
          "common:referenceToOwnershipOfDataSet",
          "contact data set",
          manufacturerId,
          doc.manufacturer.name,
        ),
      ),
    ),
    el("exchanges", {}, ...exchanges),
    lciaResults.length > 0 && el("LCIAResults", {}, ...lciaResults),
  );

  const note = [
    `ILCD+EPD process data set of ${doc.number} version ${doc.version}.`,
    "Indicator LCIA methods, flows and unit groups are those of the EN 15804+A2 (EF 3.1) reference data.",
    `Not included and to be supplied with this file: the product flow ${productFlowId},`,
    `the contacts ${manufacturerId} (manufacturer), ${verifierId} (verifier), ${operatorId} (programme operator)`,
    `and the source ${pcrId} (PCR).`,
    skipped.length ? `Indicators left out (unknown code or unit): ${skipped.join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ")
    // "--" may not appear inside an XML comment.
    .replace(/--+/g, "-");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<!-- ${xmlEscape(note)} -->\n${dataSet}\n`;
}
