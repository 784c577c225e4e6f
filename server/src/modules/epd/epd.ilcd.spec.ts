import { SaxesParser } from "saxes";
import { epdFixture } from "./epd-document.fixture";
import { derivedUuid, toIlcdEpd } from "./epd.ilcd";

interface XmlElement {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses XML with namespaces into a small tree; throws on anything not well-formed. */
function parse(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on("opentag", (tag) => {
    const attributes: Record<string, string> = {};
    for (const [key, attr] of Object.entries(tag.attributes)) {
      attributes[key] = typeof attr === "string" ? attr : attr.value;
    }
    const node: XmlElement = { name: tag.local, uri: tag.uri, attributes, children: [], text: "" };
    if (stack.length) stack[stack.length - 1].children.push(node);
    else root = node;
    stack.push(node);
  });
  parser.on("text", (text) => {
    if (stack.length) stack[stack.length - 1].text += text;
  });
  parser.on("closetag", () => stack.pop());
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
  if (!root) throw new Error("no root element");
  return root;
}

function all(node: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (n: XmlElement) => {
    if (n.name === name) found.push(n);
    n.children.forEach(walk);
  };
  walk(node);
  return found;
}

function amounts(node: XmlElement): Record<string, number> {
  return Object.fromEntries(
    all(node, "amount").map((a) => [a.attributes["epd:module"], Number(a.text)]),
  );
}

const GWP_TOTAL = "a7ea142a-9749-11ed-a8fc-0242ac120002";
const EP_FRESHWATER = "b53ec18f-7377-4ad3-86eb-cc3f4f276b2b";
const PERT_FLOW = "53f97275-fa8a-4cdd-9024-65936002acd0";
const PERE_FLOW = "20f32be5-0398-4288-9b6d-accddd195317";

describe("ILCD+EPD export", () => {
  it("writes a well-formed process data set in the ILCD and EPD namespaces", () => {
    const root = parse(toIlcdEpd(epdFixture("zh-CN")));

    expect(root.name).toBe("processDataSet");
    expect(root.uri).toBe("http://lca.jrc.it/ILCD/Process");
    expect(root.attributes["epd2:epd-version"]).toBe("1.3");
    expect(all(root, "UUID")[0].text).toBe(derivedUuid("epd:EPD-2026-000017"));
    expect(all(root, "baseName")[0].text).toBe("普通硅酸盐水泥 P·O 42.5");
    expect(all(root, "registrationNumber")[0].text).toBe("EPD-2026-000017");
    expect(all(root, "typeOfDataSet")[0].text).toBe("EPD");
    expect(all(root, "referenceToComplianceSystem")[0].attributes.refObjectId).toBe(
      "c0016b33-8cf7-415c-ac6e-deba0d21440d",
    );
  });

  it("gives GWP-total by its EF 3.1 method UUID with one amount per declared module", () => {
    const root = parse(toIlcdEpd(epdFixture("en")));

    const results = all(root, "LCIAResult");
    const gwp = results.find(
      (r) => all(r, "referenceToLCIAMethodDataSet")[0].attributes.refObjectId === GWP_TOTAL,
    );
    expect(gwp).toBeDefined();
    // The fixture's figures, A1-A3 = 712.3 + 21.6 + 78.5 = 812.4; A5 and B1-B7 are not declared.
    expect(amounts(gwp!)).toEqual({
      "A1-A3": 812.4,
      A4: 8.92,
      C1: 1.05,
      C2: 3.41,
      C3: 0.872,
      C4: 2.15,
      D: -12.6,
    });
    expect(all(gwp!, "referenceToUnitGroupDataSet")[0].attributes.refObjectId).toBe(
      "1ebf3012-d0db-4de2-aefd-ef30cedb0be1",
    );
    // The 13 core indicators are all impact results.
    expect(results).toHaveLength(13);
  });

  it("leaves a figure not assessed without an amount", () => {
    const root = parse(toIlcdEpd(epdFixture("en")));

    const ep = all(root, "LCIAResult").find(
      (r) => all(r, "referenceToLCIAMethodDataSet")[0].attributes.refObjectId === EP_FRESHWATER,
    )!;
    expect(Object.keys(amounts(ep))).toEqual(["A1-A3", "A4", "C2", "C3", "C4", "D"]);
    expect(amounts(ep)["A1-A3"]).toBe(0.0027);
  });

  it("writes inventory indicators as exchanges of their EN 15804 flows", () => {
    const root = parse(toIlcdEpd(epdFixture("en")));

    const exchanges = all(root, "exchange");
    const byFlow = (uuid: string) =>
      exchanges.find((e) => all(e, "referenceToFlowDataSet")[0].attributes.refObjectId === uuid)!;
    const pert = byFlow(PERT_FLOW);
    expect(all(pert, "exchangeDirection")[0].text).toBe("Input");
    expect(amounts(pert)["A1-A3"]).toBe(115.6);
    expect(amounts(byFlow(PERE_FLOW))).toEqual({});
    // The reference flow (the product) and eight inventory indicators.
    expect(exchanges).toHaveLength(9);
  });

  it("escapes text so that any product name reads back unchanged", () => {
    const doc = epdFixture("en");
    doc.product.name = `Board <A&B> "grade 'S'" \u0007 line`;
    doc.notes = "First line\nsecond line\twith tab & <tag>";

    const root = parse(toIlcdEpd(doc));

    expect(all(root, "baseName")[0].text).toBe(`Board <A&B> "grade 'S'"  line`);
    expect(all(root, "useAdviceForDataSet")[0].text).toBe(
      "First line\nsecond line\twith tab & <tag>",
    );
  });
});
