// Hand-made EcoSpold2 data sets for the upstream database tests: a compact description of an
// activity written out as a `.spold` document, and zips of such documents.
import JSZip from "jszip";

export interface SpoldExchange {
  /** intermediateExchangeId or elementaryExchangeId ("" writes none) */
  id: string;
  name: string;
  unit: string;
  amount: number;
  /** intermediate: 0 reference product, 2 by-product, 3 waste; elementary: 4 emission */
  outputGroup?: number;
  /** intermediate: 5 from the technosphere; elementary: 4 resource */
  inputGroup?: number;
  activityLink?: string;
  /** inner XML of <uncertainty> */
  uncertainty?: string;
  /** elementary exchanges: compartment/subcompartment */
  compartment?: [string, string];
}

export interface SpoldActivity {
  id: string;
  name: string;
  /** xml:lang of the name (default en) */
  lang?: string;
  location?: string;
  intermediate: SpoldExchange[];
  elementary?: SpoldExchange[];
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function exchange(tag: "intermediateExchange" | "elementaryExchange", x: SpoldExchange): string {
  const idAttribute = x.id ? ` ${tag}Id="${escape(x.id)}"` : "";
  const link = x.activityLink ? ` activityLinkId="${x.activityLink}"` : "";
  return [
    `<${tag}${idAttribute} id="x-${escape(x.id)}" amount="${x.amount}"${link}>`,
    `<name xml:lang="en">${escape(x.name)}</name>`,
    `<unitName xml:lang="en">${escape(x.unit)}</unitName>`,
    x.compartment
      ? `<compartment><compartment xml:lang="en">${x.compartment[0]}</compartment>` +
        `<subcompartment xml:lang="en">${x.compartment[1]}</subcompartment></compartment>`
      : "",
    x.uncertainty ? `<uncertainty>${x.uncertainty}</uncertainty>` : "",
    x.outputGroup !== undefined ? `<outputGroup>${x.outputGroup}</outputGroup>` : "",
    x.inputGroup !== undefined ? `<inputGroup>${x.inputGroup}</inputGroup>` : "",
    `</${tag}>`,
  ].join("\n");
}

/** One activity data set as an EcoSpold2 document. */
export function spold(activity: SpoldActivity): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ecoSpold xmlns="http://www.EcoInvent.org/EcoSpold02"><activityDataset>',
    `<activityDescription><activity id="${activity.id}" type="1">`,
    `<activityName xml:lang="${activity.lang ?? "en"}">${escape(activity.name)}</activityName>`,
    "</activity>",
    activity.location
      ? `<geography><shortname xml:lang="en">${activity.location}</shortname></geography>`
      : "",
    "</activityDescription><flowData>",
    ...activity.intermediate.map((x) => exchange("intermediateExchange", x)),
    ...(activity.elementary ?? []).map((x) => exchange("elementaryExchange", x)),
    "</flowData></activityDataset></ecoSpold>",
  ].join("\n");
}

/** A fixed date for the entries, so that the same entries make the same bytes. */
const DATE = new Date(Date.UTC(2024, 0, 1));

/** A zip of named entries (documents or any text); the same entries give the same file. */
export async function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(entries)) zip.file(name, text, { date: DATE });
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}
