// Process models, product categories, design products and their assignment over GraphQL: the
// operator's global steel-chain models with their lines (inputs drawn from a material, another
// model; a by-product; a direct emission), the checks of a model (units convertible to the
// source's unit, allocation properties, no model using itself), which companies see which global
// rows (only those assigned to them), the category tree's refusals and design products by stage.
import { startTestApp, type TestApp } from "./support/harness";
import { caller, createCompany, createUser, type Caller } from "./support/accounting";
import { failure } from "./support/lca-data";

const KG = 10;
const T = 11;
const KWH = 30;

const LINE = `direction sourceKind sourceId name compartment amount unitId massPerUnit pricePerUnit`;
const MODEL = `id companyId code name nameEn category referenceProduct referenceAmount
  referenceUnitId referenceMassPerUnit referencePricePerUnit allocation template lines { ${LINE} }`;
const CREATE = `mutation ($input: ProcessModelInput!) { createProcessModel(input: $input) { ${MODEL} } }`;
const UPDATE = `mutation ($input: UpdateProcessModelInput!) {
  updateProcessModel(input: $input) { ${MODEL} } }`;
const GET = `query ($id: Int!) { processModel(id: $id) { ${MODEL} } }`;
const DELETE = `mutation ($id: Int!) { deleteProcessModel(id: $id) }`;
const LIST = `query ($keyword: String, $owner: String) {
  processModels(keyword: $keyword, owner: $owner, pageSize: 100) { total items { id code name } } }`;
const ASSIGN = `mutation ($input: AssignmentInput!) { setProcessModelAssignments(input: $input) }`;
const ASSIGNED = `query ($companyId: Int!) { processModelAssignments(companyId: $companyId) }`;

interface Model {
  id: number;
  companyId: number | null;
  name: string;
  lines: Array<Record<string, unknown>>;
}

let t: TestApp;
let admin: Caller;
let steel: Caller;
let cement: Caller;
let steelId: number;
let electricityId: number;
let coking: Model;
let blastFurnace: Model;

function model(overrides: Record<string, unknown> = {}) {
  return {
    code: "BF-01",
    name: "高炉炼铁",
    nameEn: "Blast furnace",
    category: "iron-steel",
    referenceProduct: "生铁",
    referenceAmount: 1,
    referenceUnitId: T,
    referenceMassPerUnit: 1000,
    referencePricePerUnit: 3000,
    allocation: "physical",
    lines: [],
    ...overrides,
  };
}

async function create(user: Caller, input: Record<string, unknown>): Promise<Model> {
  return (await user.gql(CREATE, { input })).createProcessModel as Model;
}

async function names(user: Caller, owner = "all"): Promise<string[]> {
  const { processModels } = await user.gql(LIST, { owner });
  return processModels.items.map((item: { name: string }) => item.name);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = caller(t, await t.login("admin"));
  steelId = await createCompany(t, admin.token, "Jiangnan Steel Works");
  steel = await createUser(t, admin.token, {
    companyId: steelId,
    username: "pm.steel",
    codes: ["aa"],
  });
  cement = await createUser(t, admin.token, {
    companyId: await createCompany(t, admin.token, "Huaxi Cement"),
    username: "pm.cement",
    codes: ["aa"],
  });
  const { materialData } = await admin.gql(
    `{ materialData(category: "electricity", owner: "global") { items { id unitId } } }`,
  );
  electricityId = materialData.items[0].id;
  expect(materialData.items[0].unitId).toBe(KWH);

  coking = await create(admin, {
    ...model({ code: "COKE-01", name: "炼焦", nameEn: "Coking", referenceProduct: "焦炭" }),
    template: true,
    global: true,
    lines: [
      {
        direction: "emission",
        name: "Carbon dioxide, fossil",
        compartment: "air",
        amount: 0,
        unitId: KG,
      },
    ],
  });
  blastFurnace = await create(admin, {
    ...model(),
    global: true,
    lines: [
      // 0.4 t of coke in kg: converts to coking's tonne
      { direction: "input", sourceKind: "process", sourceId: coking.id, amount: 400, unitId: KG },
      {
        direction: "input",
        sourceKind: "material",
        sourceId: electricityId,
        amount: 50,
        unitId: KWH,
      },
      {
        direction: "output",
        name: "高炉渣",
        amount: 300,
        unitId: KG,
        massPerUnit: 1,
        pricePerUnit: 0.1,
      },
      {
        direction: "emission",
        name: "Carbon dioxide, fossil",
        compartment: "air",
        amount: 1.2,
        unitId: T,
      },
    ],
  });
});
afterAll(() => t.close());

describe("the seeded steel-chain templates", () => {
  it("are global templates with their structure and every amount left at 0", async () => {
    const { processModels } = await admin.gql(LIST, { keyword: "TPL-STEEL-BF", owner: "global" });
    expect(processModels.items).toHaveLength(1);
    const furnace = (await admin.gql(GET, { id: processModels.items[0].id })).processModel;

    expect(furnace).toMatchObject({ companyId: null, name: "高炉炼铁（模板）", template: true });
    expect(
      furnace.lines.map((line: Model["lines"][number]) => [line.direction, line.name]),
    ).toEqual([
      ["input", "炼焦（模板）"],
      ["input", "烧结（模板）"],
      ["input", "球团（模板）"],
      ["input", expect.any(String)],
      ["output", "高炉渣"],
      ["emission", "Carbon dioxide, fossil"],
    ]);
    expect(furnace.lines.every((line: Model["lines"][number]) => line.amount === 0)).toBe(true);
  });
});

describe("a process model and its lines", () => {
  it("stores its inputs by kind and id with their sources' names, its by-product and emission", async () => {
    const stored = (await admin.gql(GET, { id: blastFurnace.id })).processModel as Model;

    expect(stored.companyId).toBeNull();
    expect(stored.lines).toEqual([
      expect.objectContaining({
        direction: "input",
        sourceKind: "process",
        sourceId: coking.id,
        name: "炼焦",
        amount: 400,
        unitId: KG,
      }),
      expect.objectContaining({
        direction: "input",
        sourceKind: "material",
        sourceId: electricityId,
        amount: 50,
        unitId: KWH,
      }),
      expect.objectContaining({
        direction: "output",
        name: "高炉渣",
        amount: 300,
        massPerUnit: 1,
        pricePerUnit: 0.1,
      }),
      expect.objectContaining({
        direction: "emission",
        name: "Carbon dioxide, fossil",
        compartment: "air",
        amount: 1.2,
        unitId: T,
      }),
    ]);
  });

  it("refuses an input in a unit that does not convert to its source's, naming both", async () => {
    const error = await failure(admin, CREATE, {
      input: model({
        code: "BF-02",
        global: true,
        lines: [
          {
            direction: "input",
            sourceKind: "process",
            sourceId: coking.id,
            amount: 5,
            unitId: KWH,
          },
        ],
      }),
    });

    expect(error).toMatchObject({ code: "BAD_USER_INPUT", field: "lines.0.unitId" });
    expect(error.message).toBe("lines.0.unitId: kWh cannot be converted to t, the unit of 炼焦");
  });

  it("answers a Chinese caller in Chinese", async () => {
    const answer = await t.gql(
      CREATE,
      {
        input: model({
          code: "BF-03",
          lines: [{ direction: "output", amount: 1, unitId: KG, massPerUnit: 1 }],
        }),
      },
      { token: steel.token, locale: "zh-CN" },
    );

    expect(answer.errors![0].message).toBe("lines.0.name：请填写副产品或基本流的名称");
  });

  it.each([
    [
      "a by-product without its mass under physical allocation",
      { lines: [{ direction: "output", name: "渣", amount: 300, unitId: KG, pricePerUnit: 0.1 }] },
      "lines.0.massPerUnit",
      /physical allocation needs the mass/,
    ],
    [
      "the reference without its price under economic allocation",
      {
        allocation: "economic",
        referencePricePerUnit: null,
        lines: [{ direction: "output", name: "渣", amount: 300, unitId: KG, pricePerUnit: 0.1 }],
      },
      "referencePricePerUnit",
      /economic allocation needs the price/,
    ],
    [
      "a unit the platform does not know",
      { referenceUnitId: 9999 },
      "referenceUnitId",
      /9999 is not a unit/,
    ],
    ["a reference amount of zero", { referenceAmount: 0 }, "referenceAmount", /must be above 0/],
    [
      "a negative amount",
      {
        lines: [{ direction: "emission", name: "CO2", compartment: "air", amount: -1, unitId: KG }],
      },
      "lines.0.amount",
      /zero or more/,
    ],
    [
      "an emission without compartment",
      { lines: [{ direction: "emission", name: "CO2", amount: 1, unitId: KG }] },
      "lines.0.compartment",
      /needs its compartment/,
    ],
    [
      "an input without its source",
      { lines: [{ direction: "input", amount: 1, unitId: KG }] },
      "lines.0.sourceId",
      /an input needs its source/,
    ],
    ["a used code", { code: "BF-01", global: true }, "code", /BF-01 is already used by 高炉炼铁/],
  ])("refuses %s", async (_case, change, field, text) => {
    const error = await failure(admin, CREATE, { input: model({ code: "BF-09", ...change }) });

    expect(error).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(error.message).toMatch(text);
  });

  it("refuses a model that would use itself through another, naming the cycle", async () => {
    const { id, companyId, lines, ...rest } = (await admin.gql(GET, { id: coking.id }))
      .processModel;
    void companyId;
    void lines;
    const input = {
      ...rest,
      id,
      lines: [
        {
          direction: "input",
          sourceKind: "process",
          sourceId: blastFurnace.id,
          amount: 1,
          unitId: T,
        },
      ],
    };

    const error = await failure(admin, UPDATE, { input });

    expect(error).toMatchObject({ code: "BAD_USER_INPUT", field: "lines.0.sourceId" });
    expect(error.message).toBe("lines.0.sourceId: 炼焦 would use itself: 炼焦 → 高炉炼铁 → 炼焦");
  });

  it("refuses a model that uses itself directly", async () => {
    const { companyId, lines, ...rest } = (await admin.gql(GET, { id: coking.id })).processModel;
    void companyId;
    void lines;
    const input = {
      ...rest,
      lines: [
        { direction: "input", sourceKind: "process", sourceId: coking.id, amount: 1, unitId: T },
      ],
    };

    const error = await failure(admin, UPDATE, { input });

    expect(error.message).toBe("lines.0.sourceId: 炼焦 would use itself: 炼焦 → 炼焦");
  });

  it("refuses deleting a model another uses, and deletes one nothing uses", async () => {
    const error = await failure(admin, DELETE, { id: coking.id });
    expect(error).toMatchObject({ code: "CONFLICT" });
    expect(error.message).toBe("炼焦 is used by 高炉炼铁; remove it there first");

    const spare = await create(admin, model({ code: "SPARE", name: "备用" }));
    expect((await admin.gql(DELETE, { id: spare.id })).deleteProcessModel).toBe(true);
    expect((await failure(admin, GET, { id: spare.id })).code).toBe("NOT_FOUND");
  });
});

describe("material data a model uses", () => {
  it("is not deleted while a process model uses it, and the refusal names the model", async () => {
    const error = await failure(admin, `mutation ($id: Int!) { deleteMaterialDatum(id: $id) }`, {
      id: electricityId,
    });
    expect(error.code).toBe("CONFLICT");
    // 高炉炼铁 takes 50 kWh of this electricity (above), as do the seeded templates: three are
    // named and the rest counted.
    expect(error.message).toMatch(
      /^全国电网电力（电力碳足迹因子） is in use and cannot be deleted: process models [^;]+, [^;]+, [^;]+ \(\+\d+\)$/,
    );
    const { materialDatum } = await admin.gql(
      `query ($id: Int!) { materialDatum(id: $id) { id } }`,
      {
        id: electricityId,
      },
    );
    expect(materialDatum.id).toBe(electricityId);
  });
});

describe("which companies see which global process models", () => {
  it("shows a client company no global model before the operator assigns one", async () => {
    expect(await names(steel)).toEqual([]);
    expect((await failure(steel, GET, { id: blastFurnace.id })).code).toBe("NOT_FOUND");
    // The operator sees every global row.
    expect(await names(admin, "global")).toEqual(expect.arrayContaining(["炼焦", "高炉炼铁"]));
  });

  it("shows the company the models assigned to it, and no other company", async () => {
    const { setProcessModelAssignments } = await admin.gql(ASSIGN, {
      input: { companyId: steelId, modelIds: [blastFurnace.id] },
    });
    expect(setProcessModelAssignments).toEqual([blastFurnace.id]);
    expect((await admin.gql(ASSIGNED, { companyId: steelId })).processModelAssignments).toEqual([
      blastFurnace.id,
    ]);

    expect(await names(steel)).toEqual(["高炉炼铁"]);
    expect(await names(cement)).toEqual([]);
    expect((await failure(steel, GET, { id: coking.id })).code).toBe("NOT_FOUND");
  });

  it("lets a company build its own model on an assigned one, not on an unassigned one", async () => {
    const own = await create(
      steel,
      model({
        code: "BOF-01",
        name: "转炉炼钢",
        lines: [
          {
            direction: "input",
            sourceKind: "process",
            sourceId: blastFurnace.id,
            amount: 0.9,
            unitId: T,
          },
        ],
      }),
    );
    expect(own.companyId).toBe(steelId);
    expect(await names(steel, "company")).toEqual(["转炉炼钢"]);
    expect((await failure(cement, GET, { id: own.id })).code).toBe("NOT_FOUND");

    const error = await failure(steel, CREATE, {
      input: model({
        code: "BOF-02",
        lines: [
          { direction: "input", sourceKind: "process", sourceId: coking.id, amount: 1, unitId: T },
        ],
      }),
    });
    expect(error.field).toBe("lines.0.sourceId");
    expect(error.message).toMatch(/process \d+ does not exist or is not available/);
  });

  it("keeps the global rows and the assignments the operator's", async () => {
    const { id, companyId, lines, ...rest } = (await admin.gql(GET, { id: blastFurnace.id }))
      .processModel;
    void companyId;
    void lines;
    const update = await failure(steel, UPDATE, { input: { ...rest, id, lines: [] } });
    expect(update.code).toBe("FORBIDDEN");
    expect((await failure(steel, CREATE, { input: model({ code: "G", global: true }) })).code).toBe(
      "FORBIDDEN",
    );
    const assign = await failure(steel, ASSIGN, { input: { companyId: steelId, modelIds: [] } });
    expect(assign.code).toBe("FORBIDDEN");
  });

  it("refuses assigning a company's own model as if it were global", async () => {
    const { processModels } = await steel.gql(LIST, { owner: "company" });
    const error = await failure(admin, ASSIGN, {
      input: { companyId: steelId, modelIds: [processModels.items[0].id] },
    });
    expect(error).toMatchObject({ code: "BAD_USER_INPUT", field: "modelIds" });
  });
});

const CATEGORY = `mutation ($input: ProductCategoryInput!) { createProductCategory(input: $input) { id code parentId } }`;
const UPDATE_CATEGORY = `mutation ($input: UpdateProductCategoryInput!) {
  updateProductCategory(input: $input) { id } }`;
const DELETE_CATEGORY = `mutation ($id: Int!) { deleteProductCategory(id: $id) }`;
const DESIGN = `id companyId code name categoryId declaredAmount declaredUnitId boundary stageScheme
  items { stage kind processModelId materialDatumId name }`;
const CREATE_DESIGN = `mutation ($input: DesignProductInput!) { createDesignProduct(input: $input) { ${DESIGN} } }`;
const LIST_DESIGN = `query ($categoryId: Int) { designProducts(categoryId: $categoryId) { total items { name } } }`;

describe("product categories and design products", () => {
  let root: { id: number };
  let rebar: { id: number };
  let product: { id: number; items: unknown[] };
  const design = (overrides: Record<string, unknown> = {}) => ({
    code: "REBAR-HRB400",
    name: "热轧带肋钢筋",
    nameEn: "Hot-rolled ribbed rebar",
    categoryId: rebar.id,
    declaredAmount: 1,
    declaredUnitId: T,
    boundary: "cradle-to-gate",
    stageScheme: "en15804",
    global: true,
    items: [
      { stage: "A1", kind: "material", sourceId: electricityId },
      { stage: "A3", kind: "process", sourceId: blastFurnace.id },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    root = (await admin.gql(CATEGORY, { input: { code: "steel", name: "钢铁产品" } }))
      .createProductCategory;
    rebar = (
      await admin.gql(CATEGORY, { input: { code: "steel.rebar", name: "钢筋", parentId: root.id } })
    ).createProductCategory;
    product = (await admin.gql(CREATE_DESIGN, { input: design() })).createDesignProduct;
  });

  it("stores a design product's stages with what each uses", () => {
    expect(product.items).toEqual([
      {
        stage: "A1",
        kind: "material",
        processModelId: null,
        materialDatumId: electricityId,
        name: expect.any(String),
      },
      {
        stage: "A3",
        kind: "process",
        processModelId: blastFurnace.id,
        materialDatumId: null,
        name: "高炉炼铁",
      },
    ]);
  });

  it("refuses a stage of the other scheme", async () => {
    const error = await failure(admin, CREATE_DESIGN, {
      input: design({
        code: "X",
        items: [{ stage: "use", kind: "process", sourceId: blastFurnace.id }],
      }),
    });
    expect(error).toMatchObject({ code: "BAD_USER_INPUT", field: "items.0.stage" });
    expect(error.message).toBe("items.0.stage: use is not a stage of EN 15804 modules A1–D");
  });

  it("lists a category's products with its sub-categories'", async () => {
    const { designProducts } = await admin.gql(LIST_DESIGN, { categoryId: root.id });
    expect(designProducts.items.map((item: { name: string }) => item.name)).toEqual([
      "热轧带肋钢筋",
    ]);
  });

  it("shows a global design product to a company once assigned to it (gab08)", async () => {
    expect((await steel.gql(LIST_DESIGN)).designProducts.total).toBe(0);
    await admin.gql(
      `mutation ($input: AssignmentInput!) { setDesignProductAssignments(input: $input) }`,
      { input: { companyId: steelId, modelIds: [product.id] } },
    );
    expect((await steel.gql(LIST_DESIGN)).designProducts.total).toBe(1);
    expect((await cement.gql(LIST_DESIGN)).designProducts.total).toBe(0);
  });

  it("refuses deleting a category in use or with sub-categories, and a loop in the tree", async () => {
    const inUse = await failure(admin, DELETE_CATEGORY, { id: rebar.id });
    expect(inUse).toMatchObject({ code: "CONFLICT" });
    expect(inUse.message).toBe(
      "钢筋 is used by 1 design product(s), e.g. 热轧带肋钢筋; change them first",
    );
    const parent = await failure(admin, DELETE_CATEGORY, { id: root.id });
    expect(parent.message).toBe("钢铁产品 has sub-categories; move or delete them first");
    const loop = await failure(admin, UPDATE_CATEGORY, {
      input: { id: root.id, code: "steel", name: "钢铁产品", parentId: rebar.id },
    });
    expect(loop).toMatchObject({ code: "BAD_USER_INPUT", field: "parentId" });
    expect((await failure(steel, CATEGORY, { input: { code: "x", name: "x" } })).code).toBe(
      "FORBIDDEN",
    );
  });

  it("deletes a category once nothing uses it", async () => {
    await admin.gql(`mutation ($id: Int!) { deleteDesignProduct(id: $id) }`, { id: product.id });
    expect((await admin.gql(DELETE_CATEGORY, { id: rebar.id })).deleteProductCategory).toBe(true);
  });
});
