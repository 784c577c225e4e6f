// The legacy carbon-accounting calls of SPEC §7 (POST /api/co2case/*) for corporations, cases,
// tags and deleting, as the old front end sends them: corporation and case calls are JSON, the
// others form-encoded.
import { SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import {
  caller,
  demoCompanyId,
  globalFactor,
  template,
  type Caller,
  type Template,
} from "./support/accounting";
import { createCase, createCorporation, json, linesOf, named } from "./support/accounting-legacy";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let demo: Caller;
let general: Template;
beforeAll(async () => {
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
  general = await template(demo, "BM-GBT32150-GENERAL");
});

describe("corporations", () => {
  it("creates a corporation from a JSON body and updates it when the id is sent", async () => {
    const created = await demo.legacy(
      "co2case/co2Corporation_item",
      {
        name: "Ningbo Glass Works",
        creditCode: "91330200MA2CL0001T",
        province: "330000",
        city: "Ningbo",
        longitude: 121.55,
        latitude: 29.87,
      },
      json,
    );
    const updated = await demo.legacy(
      "co2case/co2Corporation_item",
      { id: created.data.id, name: "Ningbo Glass Works", city: "Ningbo Beilun", address: "No. 1" },
      json,
    );
    const [row] = await t.dataSource.query(
      "SELECT company_id, name, city, address FROM corporation WHERE id = $1",
      [created.data.id],
    );

    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({
      name: "Ningbo Glass Works",
      creditCode: "91330200MA2CL0001T",
      province: "330000",
      longitude: 121.55,
      latitude: 29.87,
      latestReportDate: null,
    });
    expect(updated.code).toBe(200);
    expect(updated.data).toMatchObject({ id: created.data.id, city: "Ningbo Beilun" });
    expect(row).toEqual({
      company_id: await demoCompanyId(t),
      name: "Ningbo Glass Works",
      city: "Ningbo Beilun",
      address: "No. 1",
    });
  });

  it("lists the company's corporations by keyword with the page and total", async () => {
    await createCorporation(demo, "Listing Plant A");
    await createCorporation(demo, "Listing Plant B");
    await createCorporation(demo, "Unrelated Mill");

    const answer = await demo.legacy(
      "co2case/co2CorporationList",
      { keyword: "listing plant", page: 1, pageSize: 10 },
      json,
    );

    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(answer.data.list.map((c: { name: string }) => c.name)).toEqual([
      "Listing Plant A",
      "Listing Plant B",
    ]);
  });

  it("places a corporation on the map of China with setCorPosition_inChina", async () => {
    const corporation = await createCorporation(demo, "Map Plant");

    const answer = await demo.legacy(
      "co2case/setCorPosition_inChina",
      { id: corporation.id, longitude: 116.4, latitude: 39.9 },
      json,
    );
    const detail = await demo.legacy("co2case/co2Corporation_detail", { id: corporation.id }, json);

    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ id: corporation.id, longitude: 116.4, latitude: 39.9 });
    expect(detail.data).toMatchObject({ longitude: 116.4, latitude: 39.9 });
  });

  it("refuses a position outside China, naming the longitude, and keeps the old one", async () => {
    const corporation = await createCorporation(demo, "Far Away Plant", {
      longitude: 121.5,
      latitude: 31.2,
    });

    const move = await demo.legacy(
      "co2case/setCorPosition_inChina",
      { id: corporation.id, longitude: 151.2, latitude: 31.2 },
      json,
    );
    const create = await demo.legacy(
      "co2case/co2Corporation_item",
      { name: "Sydney Plant", longitude: 151.2, latitude: -33.9 },
      json,
    );
    const [row] = await t.dataSource.query(
      "SELECT longitude, latitude FROM corporation WHERE id = $1",
      [corporation.id],
    );
    const sydney = await t.dataSource.query("SELECT id FROM corporation WHERE name = $1", [
      "Sydney Plant",
    ]);

    expect([move.code, move.data]).toEqual([501, { field: "longitude" }]);
    expect(move.msg).toContain("outside the map of China");
    expect(create.code).toBe(501);
    expect(create.data).toEqual({ field: "longitude" });
    expect(row).toEqual({ longitude: 121.5, latitude: 31.2 });
    expect(sydney).toEqual([]);
  });

  it("keeps the map position when the corporation is saved from its form, which has no position", async () => {
    const corporation = await createCorporation(demo, "Form Save Plant", {
      creditCode: "91110000MA0000001L",
    });
    await demo.legacy(
      "co2case/setCorPosition_inChina",
      { id: corporation.id, longitude: 116.4, latitude: 39.9 },
      json,
    );

    // The corporation form of the old client: its fields, but not the map position.
    const saved = await demo.legacy(
      "co2case/co2Corporation_item",
      {
        id: corporation.id,
        name: "Form Save Plant",
        creditCode: "91110000MA0000001L",
        province: "110000",
        city: "Beijing",
      },
      json,
    );
    const [row] = await t.dataSource.query(
      "SELECT city, longitude, latitude FROM corporation WHERE id = $1",
      [corporation.id],
    );

    expect(saved.code).toBe(200);
    expect(row).toEqual({ city: "Beijing", longitude: 116.4, latitude: 39.9 });
  });

  it("refuses a longitude outside China even when no latitude comes with it", async () => {
    const answer = await demo.legacy(
      "co2case/co2Corporation_item",
      { name: "Half Position Plant", longitude: 500 },
      json,
    );
    const saved = await t.dataSource.query("SELECT longitude FROM corporation WHERE name = $1", [
      "Half Position Plant",
    ]);

    expect(answer.code).toBe(501);
    expect(answer.data).toEqual({ field: "longitude" });
    expect(saved).toEqual([]);
  });

  it("refuses a malformed credit code, naming the field", async () => {
    const answer = await demo.legacy(
      "co2case/co2Corporation_item",
      { name: "Bad Code Plant", creditCode: "12345" },
      json,
    );

    expect(answer.code).toBe(501);
    expect(answer.msg).toContain("creditCode");
    expect(answer.data).toEqual({ field: "creditCode" });
  });

  it("refuses a second corporation of the same name in the company", async () => {
    await createCorporation(demo, "Twin Plant");

    const answer = await demo.legacy("co2case/co2Corporation_item", { name: "Twin Plant" }, json);

    expect(answer.code).toBe(501);
    expect(answer.msg).toBe("A corporation named Twin Plant already exists");
  });
});

describe("cases", () => {
  it("creates a case from a template with its processes and empty lines copied in", async () => {
    const corporation = await createCorporation(demo, "Template Copy Plant");
    const sources = general.processes.flatMap((process) => process.sources);

    const created = await demo.legacy(
      "co2case/co2CaseItem",
      {
        corporationId: corporation.id,
        name: "2024 inventory",
        year: 2024,
        baseModelId: general.id,
      },
      json,
    );
    const detail = await demo.legacy("co2case/co2Case_detail", { id: created.data.id }, json);
    const lines = await linesOf(demo, created.data.id);

    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({
      corporationId: corporation.id,
      name: "2024 inventory",
      year: 2024,
      periodStart: "2024-01-01",
      periodEnd: "2024-12-31",
      gwpSet: "AR6",
      status: 5,
      calcNums: 0,
      baseModelId: general.id,
    });
    expect(created.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(detail.code).toBe(200);
    expect(detail.data.corporation).toMatchObject({ id: corporation.id });
    expect(detail.data.processes.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(general.processes.map((process) => process.name)),
    );
    expect(detail.data.processes).toHaveLength(general.processes.length);
    expect(detail.data.lineCount).toBe(sources.length);
    expect(detail.data.latestRun).toBeNull();
    expect(lines).toHaveLength(sources.length);
    expect(lines.every((line) => line.amount === null)).toBe(true);
    expect(new Set(lines.map((line) => line.sourceId))).toEqual(
      new Set(sources.map((source) => source.id)),
    );
    const electricity = named(lines, "外购电力");
    expect(electricity.factorId).toBe((await globalFactor(t, "CN-GRID-2023-NATIONAL")).id);
  });

  it("updates a case's fields when its id is sent", async () => {
    const corporation = await createCorporation(demo, "Case Update Plant");
    const created = await createCase(demo, {
      corporationId: corporation.id,
      name: "Draft",
      year: 2023,
    });

    const answer = await demo.legacy(
      "co2case/co2CaseItem",
      { id: created.id, name: "2023 inventory", remark: "audited", outputAmount: 1200 },
      json,
    );

    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      id: created.id,
      name: "2023 inventory",
      year: 2023,
      remark: "audited",
      outputAmount: 1200,
    });
  });

  it("refuses a period that ends before it starts, naming periodEnd, and creates nothing", async () => {
    const corporation = await createCorporation(demo, "Period Plant");

    const answer = await demo.legacy(
      "co2case/co2CaseItem",
      {
        corporationId: corporation.id,
        name: "Backwards",
        year: 2024,
        periodStart: "2024-06-30",
        periodEnd: "2024-01-01",
      },
      json,
    );
    const cases = await t.dataSource.query("SELECT id FROM carbon_case WHERE corporation_id = $1", [
      corporation.id,
    ]);

    expect(answer.code).toBe(501);
    expect(answer.msg).toBe("The period must end on or after the day it starts");
    expect(answer.data).toEqual({ field: "periodEnd" });
    expect(cases).toEqual([]);
  });

  it("refuses a day that does not exist, naming periodEnd", async () => {
    const corporation = await createCorporation(demo, "Leap Plant");

    const answer = await demo.legacy(
      "co2case/co2CaseItem",
      { corporationId: corporation.id, name: "No such day", year: 2024, periodEnd: "2024-02-30" },
      json,
    );
    const cases = await t.dataSource.query("SELECT id FROM carbon_case WHERE corporation_id = $1", [
      corporation.id,
    ]);

    expect(answer.code).toBe(501);
    expect(answer.data).toEqual({ field: "periodEnd" });
    expect(cases).toEqual([]);
  });

  it("refuses a year outside 1990-2100, naming the field", async () => {
    const corporation = await createCorporation(demo, "Year Plant");

    const answer = await demo.legacy(
      "co2case/co2CaseItem",
      { corporationId: corporation.id, name: "Ancient", year: 1890 },
      json,
    );

    expect(answer.code).toBe(501);
    expect(answer.msg).toContain("year");
    expect(answer.data).toEqual({ field: "year" });
  });

  it("lists cases filtered by corporation, status and year", async () => {
    const corporation = await createCorporation(demo, "Case List Plant");
    const first = await createCase(demo, {
      corporationId: corporation.id,
      name: "List 2023",
      year: 2023,
    });
    const second = await createCase(demo, {
      corporationId: corporation.id,
      name: "List 2024",
      year: 2024,
    });

    const all = await demo.legacy("co2case/co2CaseList", { corporationId: corporation.id }, json);
    const of2024 = await demo.legacy(
      "co2case/co2CaseList",
      { corporationId: corporation.id, year: 2024 },
      json,
    );
    const completed = await demo.legacy(
      "co2case/co2CaseList",
      { corporationId: corporation.id, status: 10 },
      json,
    );
    const byCorporation = await demo.legacy(
      "co2case/co2Corp_caseList",
      { corporationId: corporation.id },
      json,
    );

    expect(all.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.data.list.map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);
    expect(of2024.data.list.map((c: { id: number }) => c.id)).toEqual([second.id]);
    expect(completed.data).toMatchObject({ total: 0, list: [] });
    // Newest year first.
    expect(byCorporation.data.total).toBe(2);
    expect(byCorporation.data.list.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
  });
});

describe("tags", () => {
  let caseId: number;
  beforeAll(async () => {
    const corporation = await createCorporation(demo, "Tagged Plant");
    caseId = (await createCase(demo, { corporationId: corporation.id, name: "Tagged", year: 2024 }))
      .id;
  });

  it("adds a tag on a case, lists it in data.tagList and filters cases by it", async () => {
    const added = await demo.legacy("co2case/co2Case_tagAdd", { name: "2024 disclosure", caseId });
    const tags = await demo.legacy("co2case/co2Case_tags", {});
    const tagged = await demo.legacy("co2case/co2CaseList", { tagId: added.data.id }, json);
    const detail = await demo.legacy("co2case/co2Case_detail", { id: caseId }, json);

    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ name: "2024 disclosure" });
    expect(tags.code).toBe(200);
    expect(tags.data.tagList.map((tag: { name: string }) => tag.name)).toContain("2024 disclosure");
    expect(tagged.data.list.map((c: { id: number }) => c.id)).toEqual([caseId]);
    expect(detail.data.tags).toEqual([expect.objectContaining({ id: added.data.id })]);
  });

  it("refuses a tag name longer than 30 characters, naming the field", async () => {
    const answer = await demo.legacy("co2case/co2Case_tagAdd", { name: "x".repeat(31), caseId });

    expect(answer.code).toBe(501);
    expect(answer.msg).toBe("name must be at most 30 characters");
    expect(answer.data).toEqual({ field: "name" });
  });

  it("finds an existing tag by name instead of making a second one", async () => {
    const first = await demo.legacy("co2case/co2Case_tagAdd", { name: "audited" });
    const second = await demo.legacy("co2case/co2Case_tagAdd", { name: "audited", caseId });
    const rows = await t.dataSource.query("SELECT id FROM case_tag WHERE name = 'audited'");

    expect(second.data.id).toBe(first.data.id);
    expect(rows).toHaveLength(1);
  });

  it("takes a tag off one case with caseId, and deletes it from the company without", async () => {
    const tag = (await demo.legacy("co2case/co2Case_tagAdd", { name: "draft", caseId })).data;

    const off = await demo.legacy("co2case/co2Case_tagDelete", { id: tag.id, caseId });
    const afterOff = await demo.legacy("co2case/co2Case_tags", {});
    const onCase = await demo.legacy("co2case/co2CaseList", { tagId: tag.id }, json);
    const removed = await demo.legacy("co2case/co2Case_tagDelete", { id: tag.id });
    const afterRemove = await demo.legacy("co2case/co2Case_tags", {});

    expect(off.code).toBe(200);
    expect(onCase.data.total).toBe(0);
    expect(afterOff.data.tagList.map((t: { id: number }) => t.id)).toContain(tag.id);
    expect(removed.code).toBe(200);
    expect(afterRemove.data.tagList.map((t: { id: number }) => t.id)).not.toContain(tag.id);
  });
});

describe("deleting", () => {
  it("deletes a case with its lines and runs", async () => {
    const corporation = await createCorporation(demo, "Case Delete Plant");
    const created = await createCase(demo, {
      corporationId: corporation.id,
      name: "To delete",
      year: 2024,
      baseModelId: general.id,
    });

    const answer = await demo.legacy("co2case/co2CaseDelete", { id: created.id }, json);
    const cases = await t.dataSource.query("SELECT id FROM carbon_case WHERE id = $1", [
      created.id,
    ]);
    const lines = await t.dataSource.query("SELECT id FROM activity_line WHERE case_id = $1", [
      created.id,
    ]);
    const detail = await demo.legacy("co2case/co2Case_detail", { id: created.id }, json);

    expect(answer.code).toBe(200);
    expect(cases).toEqual([]);
    expect(lines).toEqual([]);
    expect([detail.code, detail.msg]).toEqual([501, "Case not found"]);
  });

  it("clears the corporation's report date when its only calculated case is deleted", async () => {
    const corporation = await createCorporation(demo, "Report Date Plant");
    const created = await createCase(demo, {
      corporationId: corporation.id,
      name: "Calculated then deleted",
      year: 2024,
      baseModelId: general.id,
    });
    const electricity = named(await linesOf(demo, created.id), "外购电力");
    await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId: created.id,
      "lines[0][id]": electricity.id,
      "lines[0][amount]": "10",
    });
    await demo.legacy("co2case/caseProcessData_removeNoNeed", { caseId: created.id });
    const run = await demo.legacy("co2case/co2Case_caculate", { caseId: created.id }, json);
    const dated = await demo.legacy(
      "co2case/co2Corporation_newReportDate",
      { id: corporation.id },
      json,
    );

    await demo.legacy("co2case/co2CaseDelete", { id: created.id }, json);
    const cleared = await demo.legacy(
      "co2case/co2Corporation_newReportDate",
      { id: corporation.id },
      json,
    );

    expect(run.code).toBe(200);
    expect(dated.data.latestReportDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cleared.data).toEqual({ id: corporation.id, latestReportDate: null });
  });

  it("deletes a corporation with its cases", async () => {
    const corporation = await createCorporation(demo, "Corporation Delete Plant");
    const created = await createCase(demo, {
      corporationId: corporation.id,
      name: "Goes with it",
      year: 2024,
    });

    const answer = await demo.legacy("co2case/co2CorporationDelete", { id: corporation.id }, json);
    const remaining = await t.dataSource.query(
      "SELECT id FROM corporation WHERE id = $1 UNION ALL SELECT id FROM carbon_case WHERE id = $2",
      [corporation.id, created.id],
    );

    expect(answer.code).toBe(200);
    expect(remaining).toEqual([]);
  });
});
