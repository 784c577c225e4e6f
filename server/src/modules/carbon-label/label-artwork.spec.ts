import jsQR from "jsqr";
import { PNG } from "pngjs";
import { SaxesParser } from "saxes";
import { labelClaimFixture } from "./footprint-report-document.fixture";
import { qrPath, qrPng, renderLabelSvg, wrapText } from "./label-artwork";

/** Parses the SVG, failing on anything not well-formed; returns the texts and the QR path. */
function readSvg(svg: string): { texts: string[]; qrD: string; root: string } {
  const parser = new SaxesParser({ xmlns: true });
  const texts: string[] = [];
  let depth = 0;
  let inText = 0;
  let current = "";
  let qrD = "";
  let root = "";
  parser.on("opentag", (tag) => {
    if (depth === 0) root = tag.local;
    depth++;
    if (tag.local === "text") {
      inText++;
      if (inText === 1) current = "";
    }
    const attrs = tag.attributes as Record<string, { value: string }>;
    if (tag.local === "path" && attrs["shape-rendering"]?.value === "crispEdges") {
      qrD = attrs.d.value;
    }
  });
  parser.on("text", (text) => {
    if (inText) current += text;
  });
  parser.on("closetag", (tag) => {
    depth--;
    if (tag.local === "text") {
      inText--;
      if (inText === 0) texts.push(current);
    }
  });
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(svg).close();
  return { texts, qrD, root };
}

/** Rasterises the QR path (module units) into RGBA pixels, `scale` pixels a module. */
function rasterise(d: string, size: number, scale = 8): { data: Uint8ClampedArray; width: number } {
  const quiet = 4;
  const width = (size + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const match of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [x, y, run] = [Number(match[1]), Number(match[2]), Number(match[3])];
    for (let py = (y + quiet) * scale; py < (y + quiet + 1) * scale; py++) {
      for (let px = (x + quiet) * scale; px < (x + quiet + run) * scale; px++) {
        const i = (py * width + px) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
    }
  }
  return { data, width };
}

describe("carbon label artwork", () => {
  const claim = labelClaimFixture("zh-CN");

  it("makes a QR PNG that decodes to the verification address", async () => {
    const png = await qrPng(claim.verifyUrl);

    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const image = PNG.sync.read(png);
    expect(image.width).toBe(330);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe("https://carbon.example.cn/c-label?code=k7Qm2xW9");
  });

  it("draws the label with the footprint per declared unit, product, serial and validity", async () => {
    const svg = await renderLabelSvg(claim, "zh-CN");

    const { texts, root } = readSvg(svg);
    expect(root).toBe("svg");
    expect(texts).toContain("碳足迹");
    // 812.4 kg CO2e per tonne, printed with three significant digits.
    expect(texts).toContain("812");
    expect(texts).toContain("kg CO2e / 1 t");
    expect(texts).toContain("普通硅酸盐水泥 P·O 42.5");
    expect(texts).toContain("CL-2026-000031");
    expect(texts).toContain("有效期 2026-03-02 至 2028-03-01");
    expect(texts).toContain("从摇篮到大门");
    expect(texts).toContain("扫码验证");
    expect(svg).toContain("'Noto Sans SC'");
  });

  it("writes the English label in English", async () => {
    const { texts } = readSvg(await renderLabelSvg(labelClaimFixture("en"), "en"));

    expect(texts).toContain("CARBON FOOTPRINT");
    expect(texts).toContain("kg CO2e per 1 t");
    expect(texts).toContain("Cradle to gate");
    expect(texts).toContain("Valid 2026-03-02 – 2028-03-01");
  });

  it("draws a QR code in the SVG that decodes to the verification address", async () => {
    const { qrD } = readSvg(await renderLabelSvg(claim, "zh-CN"));

    const { size } = qrPath(claim.verifyUrl);
    const { data, width } = rasterise(qrD, size);
    expect(jsQR(data, width, width)?.data).toBe(claim.verifyUrl);
  });

  it("escapes a product name with markup characters", async () => {
    const svg = await renderLabelSvg({ ...claim, productName: `Board <A&B> "S"` }, "en");

    expect(readSvg(svg).texts).toContain(`Board <A&B> "S"`);
  });

  it("wraps a long name into two lines and cuts the rest", () => {
    const lines = wrapText("高性能聚羧酸系减水剂（缓凝型）标准型号 PCE-500 加长名称测试", 12, 2);

    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith("…")).toBe(true);
  });
});
