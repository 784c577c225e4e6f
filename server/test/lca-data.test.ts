// Material and transport data over GraphQL: the seeded global rows, a company's own rows kept
// beside them, the rules of each field (own footprint vs database link, pedigree scores,
// uncertainty parameters, load factor), tenancy (another company's rows read as not found, the
// global rows change only by the operator under gab04/gab05), paging and search. The workbooks
// are lca-data-workbooks.test.ts's.
import { SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import { caller, createCompany, createUser, type Caller } from "./support/accounting";
import {
  GET_MATERIAL,
  CREATE_MATERIAL,
  UPDATE_MATERIAL,
  DELETE_MATERIAL,
  LIST_TRANSPORT,
  CREATE_TRANSPORT,
  UPDATE_TRANSPORT,
  DELETE_TRANSPORT,
  type Material,
  billet,
  truck,
  createMaterial,
  materials,
  failure,
} from "./support/lca-data";

let t: TestApp;
let admin: Caller;
let demo: Caller;
let steel: Caller;
let cement: Caller;
beforeAll(async () => {
  t = await startTestApp();
  admin = caller(t, await t.login("admin"));
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
  steel = await createUser(t, admin.token, {
    companyId: await createCompany(t, admin.token, "Jiangnan Steel Works"),
    username: "steel.buyer",
    codes: ["aa"],
  });
  cement = await createUser(t, admin.token, {
    companyId: await createCompany(t, admin.token, "Huaxi Cement"),
    username: "cement.buyer",
    codes: ["aa"],
  });
});
afterAll(() => t.close());

describe("the seeded global material data", () => {
  it("holds GB/T 51366's carbon steel default of 2050 kg CO2e per tonne, cited", async () => {
    const page = await materials(steel, { keyword: "carbon steel" });

    expect(page.total).toBe(1);
    const [row] = page.items;
    expect(row).toMatchObject({
      companyId: null,
      name: "普通碳钢（市场平均）",
      unitId: 11,
      sourceKind: "own",
      gwp: 2050,
      region: "CN",
    });
    expect(row.source).toContain("GB/T 51366-2019");
  });

  it("holds the 2024 national electricity carbon-footprint factor, 0.5777 kg CO2e per kWh", async () => {
    const page = await materials(steel, { category: "electricity", owner: "global" });

    expect(page.items.map((row) => [row.unitId, row.gwp])).toEqual([[30, 0.5777]]);
  });
});

describe("a company's own material data", () => {
  it("stores an own footprint with its indicators, pedigree and uncertainty", async () => {
    const row = await createMaterial(
      steel,
      billet({
        nameEn: "",
        indicators: [
          { indicator: "AP", value: 4.1 },
          { indicator: "ADP-fossil", value: 18500 },
        ],
        quality: {
          reliability: 2,
          completeness: 1,
          temporal: 1,
          geographical: 2,
          technological: 3,
        },
        uncertainty: { distribution: "lognormal", geometricSd: 1.15, sd: 99 },
      }),
    );

    const stored = (await steel.gql(GET_MATERIAL, { id: row.id })).materialDatum as Material;
    expect(stored.companyId).not.toBeNull();
    // An empty English name takes the Chinese one.
    expect(stored.nameEn).toBe("方坯（自产）");
    expect(stored.indicators).toEqual([
      { indicator: "AP", value: 4.1 },
      { indicator: "ADP-fossil", value: 18500 },
    ]);
    expect(stored.quality).toEqual({
      reliability: 2,
      completeness: 1,
      temporal: 1,
      geographical: 2,
      technological: 3,
    });
    // A lognormal keeps only its geometric SD; the stray SD is dropped.
    expect(stored.uncertainty).toEqual({
      distribution: "lognormal",
      geometricSd: 1.15,
      sd: null,
      min: null,
      mode: null,
      max: null,
    });
  });

  it("stores a database link without a footprint of its own", async () => {
    const row = await createMaterial(
      steel,
      billet({
        name: "PE 树脂（数据库）",
        category: "polymer",
        sourceKind: "upstream",
        gwp: null,
        upstreamDatabaseId: "3",
        upstreamProcessId: "0f5b2d6e-1c1a-4f8e-9a44-2f1d0c3b7a10",
      }),
    );

    expect(row).toMatchObject({
      sourceKind: "upstream",
      gwp: null,
      upstreamDatabaseId: "3",
      upstreamProcessId: "0f5b2d6e-1c1a-4f8e-9a44-2f1d0c3b7a10",
    });
  });

  it("edits and deletes its own rows", async () => {
    const row = await createMaterial(steel, billet({ name: "待删除方坯" }));

    const { updateMaterialDatum } = await steel.gql(UPDATE_MATERIAL, {
      input: { ...billet({ name: "待删除方坯", gwp: 1875.5 }), id: row.id },
    });
    expect(updateMaterialDatum.gwp).toBe(1875.5);

    expect((await steel.gql(DELETE_MATERIAL, { id: row.id })).deleteMaterialDatum).toBe(true);
    expect((await failure(steel, GET_MATERIAL, { id: row.id })).code).toBe("NOT_FOUND");
  });
});

describe("the rules of a material datum", () => {
  const cases: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ["an own footprint without GWP", { gwp: null }, "gwp", /needs the GWP/],
    [
      "a database link without its product",
      { sourceKind: "upstream", gwp: null },
      "upstreamProcessId",
      /database product/,
    ],
    [
      "a database link that also gives a footprint",
      { sourceKind: "upstream", upstreamProcessId: "17" },
      "gwp",
      /leave it empty/,
    ],
    [
      "a product id neither a number nor a UUID",
      { sourceKind: "upstream", gwp: null, upstreamProcessId: "steel-7" },
      "upstreamProcessId",
      /whole number or a UUID/,
    ],
    ["an unknown unit", { unitId: 999 }, "unitId", /not a unit/],
    ["an unknown region", { region: "CN-999999" }, "region", /not a region/],
    [
      "GWP-total among the further indicators",
      { indicators: [{ indicator: "GWP-total", value: 1 }] },
      "indicators",
      /GWP-total/,
    ],
    [
      "an indicator outside EN 15804+A2",
      { indicators: [{ indicator: "CED", value: 1 }] },
      "indicators",
      /CED is not an EN 15804\+A2 indicator/,
    ],
    [
      "a pedigree score of 6",
      {
        quality: {
          reliability: 6,
          completeness: 1,
          temporal: 1,
          geographical: 1,
          technological: 1,
        },
      },
      "quality.reliability",
      /1-5/,
    ],
    [
      "a lognormal with a geometric SD of 1",
      { uncertainty: { distribution: "lognormal", geometricSd: 1 } },
      "uncertainty.geometricSd",
      /above 1/,
    ],
    [
      "a normal without SD",
      { uncertainty: { distribution: "normal" } },
      "uncertainty.sd",
      /above 0/,
    ],
    [
      "a triangular whose mode lies above its maximum",
      { uncertainty: { distribution: "triangular", min: 1800, mode: 2300, max: 2200 } },
      "uncertainty.mode",
      /minimum ≤ mode ≤ maximum/,
    ],
    [
      "a uniform whose minimum equals its maximum",
      { uncertainty: { distribution: "uniform", min: 2000, max: 2000 } },
      "uncertainty.max",
      /minimum below its maximum/,
    ],
    [
      "an unknown distribution",
      { uncertainty: { distribution: "weibull" } },
      "uncertainty.distribution",
      /lognormal/,
    ],
    ["an empty source", { source: "  " }, "source", /required/],
  ];

  it.each(cases)("refuses %s, naming the field", async (_label, change, field, text) => {
    const error = await failure(steel, CREATE_MATERIAL, { input: billet(change) });

    expect(error).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(error.message).toMatch(text);
  });

  it("answers in Chinese to a Chinese caller", async () => {
    const answer = await t.gql(
      CREATE_MATERIAL,
      { input: billet({ uncertainty: { distribution: "normal", sd: 0 } }) },
      { token: steel.token, locale: "zh-CN" },
    );

    expect(answer.errors![0].message).toBe("uncertainty.sd：正态分布需要大于 0 的标准差");
  });
});

describe("tenancy", () => {
  let own: Material;
  beforeAll(async () => {
    own = await createMaterial(steel, billet({ name: "江南钢厂专用方坯" }));
  });

  it("hides a company's rows from another company", async () => {
    expect((await materials(cement, { keyword: "江南钢厂" })).total).toBe(0);
    expect((await failure(cement, GET_MATERIAL, { id: own.id })).code).toBe("NOT_FOUND");
    const update = await failure(cement, UPDATE_MATERIAL, {
      input: { ...billet({ name: "taken over" }), id: own.id },
    });
    expect(update.code).toBe("NOT_FOUND");
    expect((await failure(cement, DELETE_MATERIAL, { id: own.id })).code).toBe("NOT_FOUND");
    // Still there, unchanged, for its owner.
    const stored = (await steel.gql(GET_MATERIAL, { id: own.id })).materialDatum as Material;
    expect(stored.name).toBe("江南钢厂专用方坯");
  });

  it("lets a company read the global rows but not change them", async () => {
    const [global] = (await materials(cement, { keyword: "Portland", owner: "global" })).items;
    expect(global.gwp).toBe(735);

    const update = await failure(cement, UPDATE_MATERIAL, {
      input: { ...billet({ name: "cheaper cement", gwp: 1 }), id: global.id },
    });
    expect(update.code).toBe("FORBIDDEN");
    expect((await failure(cement, DELETE_MATERIAL, { id: global.id })).code).toBe("FORBIDDEN");
    const create = await failure(cement, CREATE_MATERIAL, { input: billet({ global: true }) });
    expect(create.code).toBe("FORBIDDEN");
    expect(create.message).toMatch(/Only the platform operator/);
  });

  it("keeps the global rows to the operator's users holding gab04", async () => {
    // demo is of the operator's company but holds no gab04.
    expect((await failure(demo, CREATE_MATERIAL, { input: billet({ global: true }) })).code).toBe(
      "FORBIDDEN",
    );

    const row = await createMaterial(admin, billet({ name: "运营方方坯", global: true }));
    expect(row.companyId).toBeNull();
    const seen = await materials(cement, { keyword: "运营方方坯" });
    expect(seen.items.map((item) => item.id)).toEqual([row.id]);
    expect((await admin.gql(DELETE_MATERIAL, { id: row.id })).deleteMaterialDatum).toBe(true);
  });
});

describe("paging and search", () => {
  let company: Caller;
  beforeAll(async () => {
    company = await createUser(t, admin.token, {
      companyId: await createCompany(t, admin.token, "Paging Plastics"),
      username: "paging.buyer",
      codes: ["aa"],
    });
    for (const name of ["PE 颗粒 A", "PE 颗粒 B", "PE 颗粒 C"]) {
      await createMaterial(
        company,
        billet({ name, nameEn: `${name} pellets`, category: "polymer" }),
      );
    }
  });

  it("pages the company's own rows by name: 3 rows at 2 a page are 2 + 1", async () => {
    const first = await materials(company, { owner: "company", pageSize: 2, page: 1 });
    const second = await materials(company, { owner: "company", pageSize: 2, page: 2 });

    expect(first.total).toBe(3);
    expect(first.items.map((row) => row.name)).toEqual(["PE 颗粒 A", "PE 颗粒 B"]);
    expect(second.items.map((row) => row.name)).toEqual(["PE 颗粒 C"]);
  });

  it("searches names in both languages, ignoring case, with global rows beside its own", async () => {
    const page = await materials(company, { keyword: "c PELLETS" });
    expect(page.items.map((row) => row.name)).toEqual(["PE 颗粒 C"]);

    // "聚乙烯" matches the three seeded polyethylene resins; the company's pellets do not.
    const resins = await materials(company, { keyword: "聚乙烯" });
    expect(resins.total).toBe(3);
    expect(resins.items.every((row) => row.companyId === null)).toBe(true);
  });
});

describe("transport data", () => {
  it("stores a mode's factor, load factor and empty return", async () => {
    const { createTransportDatum } = await steel.gql(CREATE_TRANSPORT, {
      input: truck({
        uncertainty: { distribution: "triangular", min: 0.06, mode: 0.08, max: 0.11 },
        quality: {
          reliability: 2,
          completeness: 2,
          temporal: 1,
          geographical: 1,
          technological: 2,
        },
      }),
    });

    expect(createTransportDatum).toMatchObject({
      mode: "road-16-32t",
      factor: 0.08,
      loadFactor: 0.6,
      emptyReturn: 0.3,
      uncertainty: { distribution: "triangular", min: 0.06, mode: 0.08, max: 0.11 },
    });
    const { updateTransportDatum } = await steel.gql(UPDATE_TRANSPORT, {
      input: { ...truck({ loadFactor: 1, emptyReturn: 0 }), id: createTransportDatum.id },
    });
    expect(updateTransportDatum).toMatchObject({ loadFactor: 1, emptyReturn: 0 });
  });

  it.each([
    ["a load factor of 0", { loadFactor: 0 }, "loadFactor"],
    ["a load factor above 1", { loadFactor: 1.2 }, "loadFactor"],
    ["an empty return above 1", { emptyReturn: 1.5 }, "emptyReturn"],
    ["a negative factor", { factor: -0.1 }, "factor"],
    ["an unknown mode", { mode: "teleport" }, "mode"],
    [
      "a uniform without maximum",
      { uncertainty: { distribution: "uniform", min: 0.05 } },
      "uncertainty.max",
    ],
  ])("refuses %s", async (_label, change, field) => {
    const error = await failure(steel, CREATE_TRANSPORT, { input: truck(change) });

    expect(error).toMatchObject({ code: "BAD_USER_INPUT", field });
  });

  it("keeps a company's transport rows to itself and the global rows to the operator", async () => {
    const { createTransportDatum: own } = await steel.gql(CREATE_TRANSPORT, {
      input: truck({ name: "江南钢厂车队" }),
    });
    const { transportData } = await cement.gql(LIST_TRANSPORT, { keyword: "江南钢厂" });
    expect(transportData.total).toBe(0);
    expect((await failure(cement, DELETE_TRANSPORT, { id: own.id })).code).toBe("NOT_FOUND");

    const { createTransportDatum: global } = await admin.gql(CREATE_TRANSPORT, {
      input: truck({ name: "运营方铁路", mode: "rail", factor: 0.01, global: true }),
    });
    const rail = await cement.gql(LIST_TRANSPORT, { mode: "rail" });
    expect(rail.transportData.items.map((row: { id: number }) => row.id)).toContain(global.id);
    expect((await failure(cement, DELETE_TRANSPORT, { id: global.id })).code).toBe("FORBIDDEN");
    expect((await failure(steel, CREATE_TRANSPORT, { input: truck({ global: true }) })).code).toBe(
      "FORBIDDEN",
    );
  });
});
