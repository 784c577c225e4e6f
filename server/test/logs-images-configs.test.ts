// The login log screen's data (who, when, from where, the outcome; searched by user, result and
// period; the workbook), images (type from the bytes, size, thumbnails drawn on upload) and
// company configurations (validated, and applied: a new case's GWP set and fiscal-year period).
import request from "supertest";
import sharp from "sharp";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  openWorkbook,
  type Caller,
} from "./support/accounting";
import { codeOf, startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
let admin: Caller;
let adminToken: string;
/** A company of its own with a manager holding the log, image and configuration codes. */
let other: Caller;
let otherCompanyId: number;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login("admin");
  admin = caller(t, adminToken);
  otherCompanyId = await createCompany(t, adminToken, "Other Images Co.");
  other = await createUser(t, adminToken, {
    companyId: otherCompanyId,
    username: "other.manager",
    codes: ["glg01", "gae", "gaf"],
  });
});
afterAll(() => t.close());

const LOGIN_LOGS = `query ($username: String, $keyword: String, $result: String, $from: DateTimeISO, $to: DateTimeISO, $pageSize: Int) {
  loginLogs(username: $username, keyword: $keyword, result: $result, from: $from, to: $to, pageSize: $pageSize) {
    total items { username realname companyName event outcome success ip createdAt } } }`;
const EXPORT = `query ($username: String, $result: String) {
  exportLoginLogs(username: $username, result: $result) { filename mimeType base64 } }`;

describe("login log", () => {
  beforeAll(async () => {
    // log.one: a wrong password (legacy call), then a sign-in through GraphQL; an unknown name.
    await createUser(t, adminToken, {
      companyId: otherCompanyId,
      username: "log.one",
      codes: [],
    });
    const wrong = await t.legacy("user/login", { username: "log.one", password: "Wrong#2026" });
    expect(wrong.code).toBe(501);
    await t.legacy("user/login", { username: "log.nobody", password: "Wrong#2026" });
  });

  it("answers who, when, from where and the outcome, newest first, for one user", async () => {
    const { loginLogs } = await admin.gql(LOGIN_LOGS, { username: "log.one" });
    // createUser: the first sign-in with the initial password, then one with the new password;
    // then the wrong password above, newest first.
    expect(loginLogs.total).toBe(3);
    expect(
      loginLogs.items.map((row: { outcome: string; success: boolean }) => [
        row.outcome,
        row.success,
      ]),
    ).toEqual([
      ["wrong_password", false],
      ["success", true],
      ["success", true],
    ]);
    expect(loginLogs.items[0]).toMatchObject({
      username: "log.one",
      realname: "log.one",
      companyName: "Other Images Co.",
      event: "login",
    });
    expect(loginLogs.items[0].ip).toEqual(expect.any(String));
  });

  it("filters by result and by period, and refuses a period that ends before it starts", async () => {
    const failed = await admin.gql(LOGIN_LOGS, { username: "log.one", result: "failure" });
    expect(failed.loginLogs.total).toBe(1);
    const future = await admin.gql(LOGIN_LOGS, {
      username: "log.one",
      from: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.loginLogs.total).toBe(0);
    const pastHour = await admin.gql(LOGIN_LOGS, {
      username: "log.one",
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(pastHour.loginLogs.total).toBe(3);

    const reversed = await admin.try(LOGIN_LOGS, {
      from: "2025-03-02T00:00:00Z",
      to: "2025-03-01T00:00:00Z",
    });
    expect(codeOf(reversed)).toEqual(["BAD_USER_INPUT"]);
    expect(reversed.errors![0].extensions.field).toBe("to");
    const badResult = await admin.try(LOGIN_LOGS, { result: "maybe" });
    expect(codeOf(badResult)).toEqual(["BAD_USER_INPUT"]);
  });

  it("finds a user by part of the username and keeps unknown names to the platform operator", async () => {
    const byKeyword = await admin.gql(LOGIN_LOGS, { keyword: "LOG.ON", pageSize: 100 });
    expect(byKeyword.loginLogs.total).toBe(3);
    const unknown = await admin.gql(LOGIN_LOGS, { username: "log.nobody" });
    expect(unknown.loginLogs.items).toEqual([
      expect.objectContaining({ outcome: "unknown_user", companyName: null }),
    ]);
    // The other company's manager sees its own users' rows, not the unknown name's, not admin's.
    const own = await other.gql(LOGIN_LOGS, { username: "log.one" });
    expect(own.loginLogs.total).toBe(3);
    expect((await other.gql(LOGIN_LOGS, { username: "log.nobody" })).loginLogs.total).toBe(0);
    expect((await other.gql(LOGIN_LOGS, { username: "admin" })).loginLogs.total).toBe(0);
  });

  it("exports the filtered rows as a workbook in the caller's language", async () => {
    const { exportLoginLogs } = await admin.gql(EXPORT, { username: "log.one" });
    expect(exportLoginLogs.filename).toBe("sign-in-log.xlsx");
    const workbook = await openWorkbook(Buffer.from(exportLoginLogs.base64, "base64"));
    const sheet = workbook.getWorksheet("Sign-in log")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Time",
      "Username",
      "Name",
      "Company",
      "Event",
      "Result",
      "IP address",
      "Browser / client",
    ]);
    // Three rows below the header, newest first, as the screen lists them.
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(6).value).toBe("Failed: wrong password");
    expect(sheet.getRow(3).getCell(6).value).toBe("Signed in");
    expect(sheet.getRow(2).getCell(4).value).toBe("Other Images Co.");
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);

    const zh = await t.gql(EXPORT, { username: "log.one" }, { token: adminToken, locale: "zh-CN" });
    const zhBook = await openWorkbook(Buffer.from(zh.data!.exportLoginLogs.base64, "base64"));
    const zhSheet = zhBook.getWorksheet("登录日志")!;
    expect(zhSheet.getRow(1).getCell(6).value).toBe("结果");
    expect(zhSheet.getRow(2).getCell(6).value).toBe("失败：密码错误");
  });

  it("is refused to a user without the login log code", async () => {
    const plain = caller(t, await t.login("log.one", "Acct#Tester26"));
    expect(codeOf(await plain.try(LOGIN_LOGS, {}))).toEqual(["FORBIDDEN"]);
  });
});

const UPLOAD = `mutation ($input: UploadImageInput!) {
  uploadImage(input: $input) { id title fileName category mimeType size width height thumbnailUrl } }`;
const IMAGES = `query ($keyword: String, $category: String) {
  images(keyword: $keyword, category: $category) { total items { id title category width height thumbnailUrl uploaderName } } }`;
const DELETE = `mutation ($id: String!) { deleteImage(id: $id) }`;

const imageCount = async () =>
  Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM image`))[0].n);

/** A plain 800 × 400 picture, drawn here. */
const picture = (format: "png" | "jpeg") =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: "#2a9d8f" } })
    .toFormat(format)
    .toBuffer();

async function fetchImage(path: string, token?: string) {
  let call = request(t.app).get(path);
  if (token) call = call.set("user-token", token);
  const response = await call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
  return {
    status: response.status,
    type: response.headers["content-type"],
    body: response.body as Buffer,
  };
}

describe("images", () => {
  let logoId: string;

  it("stores a PNG with its size and a thumbnail at most 320 pixels on its longer side", async () => {
    const png = await picture("png");
    const { uploadImage } = await admin.gql(UPLOAD, {
      input: {
        title: "Company logo",
        category: "logo",
        fileName: "logo.png",
        contentBase64: png.toString("base64"),
      },
    });
    logoId = uploadImage.id;
    expect(uploadImage).toMatchObject({
      title: "Company logo",
      category: "logo",
      mimeType: "image/png",
      size: png.length,
      width: 800,
      height: 400,
    });
    // 800 × 400 scaled by 320 / 800 = 0.4: 320 × 160.
    const thumb = Buffer.from(uploadImage.thumbnailUrl.split(",")[1], "base64");
    const meta = await sharp(thumb).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 160]);

    const original = await fetchImage(`/images/${logoId}`, adminToken);
    expect(original.status).toBe(200);
    expect(original.type).toBe("image/png");
    expect(original.body.equals(png)).toBe(true);
    const thumbnail = await fetchImage(`/images/${logoId}/thumbnail`, adminToken);
    expect(thumbnail.type).toBe("image/webp");
    expect((await fetchImage(`/images/${logoId}`)).status).toBe(401);
  });

  it("takes the type from the bytes: a JPEG named .png is stored as a JPEG", async () => {
    const jpeg = await picture("jpeg");
    const { uploadImage } = await admin.gql(UPLOAD, {
      input: {
        category: "product-photo",
        fileName: "photo.png",
        contentBase64: jpeg.toString("base64"),
      },
    });
    expect(uploadImage).toMatchObject({ mimeType: "image/jpeg", title: "photo.png" });
  });

  it("refuses what is not an image, a damaged picture and an oversized file, storing nothing", async () => {
    const before = await imageCount();
    const text = await admin.try(UPLOAD, {
      input: {
        category: "logo",
        fileName: "logo.png",
        contentBase64: Buffer.from("this is not a picture").toString("base64"),
      },
    });
    expect(codeOf(text)).toEqual(["BAD_USER_INPUT"]);
    expect(text.errors![0].message).toBe(
      "logo.png is not an image: only PNG, JPEG, WebP and GIF pictures can be uploaded",
    );
    const pdf = await admin.try(UPLOAD, {
      input: {
        category: "logo",
        fileName: "a.jpg",
        contentBase64: Buffer.from("%PDF-1.4\n").toString("base64"),
      },
    });
    expect(codeOf(pdf)).toEqual(["BAD_USER_INPUT"]);

    // The PNG signature followed by noise: it claims to be a PNG but cannot be decoded.
    const damaged = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    const broken = await t.gql(
      UPLOAD,
      {
        input: {
          category: "logo",
          fileName: "broken.png",
          contentBase64: damaged.toString("base64"),
        },
      },
      { token: adminToken, locale: "zh-CN" },
    );
    expect(codeOf(broken)).toEqual(["BAD_USER_INPUT"]);
    expect(broken.errors![0].message).toBe("broken.png 看似 PNG 图片，但无法读取：文件已损坏");

    // 5 MB + 1 byte: one byte over the limit.
    const big = await admin.try(UPLOAD, {
      input: {
        category: "other",
        fileName: "huge.png",
        contentBase64: Buffer.alloc(5 * 1024 * 1024 + 1).toString("base64"),
      },
    });
    expect(codeOf(big)).toEqual(["BAD_USER_INPUT"]);
    expect(big.errors![0].message).toBe("huge.png is 5 MB; an image may be at most 5 MB");
    const badCategory = await admin.try(UPLOAD, {
      input: {
        category: "poster",
        fileName: "x.png",
        contentBase64: (await picture("png")).toString("base64"),
      },
    });
    expect(codeOf(badCategory)).toEqual(["BAD_USER_INPUT"]);
    expect(await imageCount()).toBe(before);
  });

  it("lists, searches and deletes, and another company never sees or deletes them", async () => {
    const all = await admin.gql(IMAGES, {});
    expect(all.images.total).toBeGreaterThanOrEqual(2);
    const logos = await admin.gql(IMAGES, { keyword: "company LOGO", category: "logo" });
    expect(logos.images.items.map((image: { id: string }) => image.id)).toEqual([logoId]);
    expect(logos.images.items[0].thumbnailUrl).toMatch(/^data:image\/webp;base64,/);

    expect((await other.gql(IMAGES, {})).images.total).toBe(0);
    expect(codeOf(await other.try(DELETE, { id: logoId }))).toEqual(["NOT_FOUND"]);
    expect((await fetchImage(`/images/${logoId}`, other.token)).status).toBe(404);

    expect((await admin.gql(DELETE, { id: logoId })).deleteImage).toBe(true);
    expect((await admin.gql(IMAGES, { keyword: "company logo" })).images.total).toBe(0);
  });
});

const CONFIG_FIELDS = `companyId defaultGwpSet defaultDatabaseId fiscalYearStartMonth emissionUnit numberFormat decimals disabledModules`;
const UPDATE_CONFIG = `mutation ($input: CompanyConfigInput!) { updateCompanyConfig(input: $input) { ${CONFIG_FIELDS} } }`;

describe("company configurations", () => {
  const settings = (companyId: number, changes: Record<string, unknown> = {}) => ({
    input: {
      companyId,
      defaultGwpSet: "ar5",
      defaultDatabaseId: null,
      fiscalYearStartMonth: 4,
      emissionUnit: "kg",
      numberFormat: "space-comma",
      decimals: 3,
      disabledModules: ["co2flow", "epd"],
      ...changes,
    },
  });

  it("answers the defaults before anything is saved", async () => {
    const { myCompanyConfig } = await other.gql(`{ myCompanyConfig { ${CONFIG_FIELDS} } }`);
    expect(myCompanyConfig).toEqual({
      companyId: otherCompanyId,
      defaultGwpSet: "AR6",
      defaultDatabaseId: null,
      fiscalYearStartMonth: 1,
      emissionUnit: "t",
      numberFormat: "comma-point",
      decimals: 2,
      disabledModules: [],
    });
  });

  it("refuses bad settings naming the field, and another company's settings", async () => {
    for (const [changes, field] of [
      [{ fiscalYearStartMonth: 13 }, "fiscalYearStartMonth"],
      [{ defaultGwpSet: "AR7" }, "defaultGwpSet"],
      [{ decimals: 7 }, "decimals"],
      [{ disabledModules: ["adminData"] }, "disabledModules"],
      [{ disabledModules: ["epd", "epd"] }, "disabledModules"],
      [{ defaultDatabaseId: 999999 }, "defaultDatabaseId"],
    ] as const) {
      const answer = await other.try(UPDATE_CONFIG, settings(otherCompanyId, changes));
      expect([changes, codeOf(answer), answer.errors![0].extensions.field]).toEqual([
        changes,
        ["BAD_USER_INPUT"],
        field,
      ]);
    }
    const demoId = await demoCompanyId(t);
    expect(codeOf(await other.try(UPDATE_CONFIG, settings(demoId)))).toEqual(["NOT_FOUND"]);
    const rows = await t.dataSource.query(`SELECT * FROM company_config WHERE company_id = $1`, [
      otherCompanyId,
    ]);
    expect(rows).toEqual([]);
  });

  it("gives a new case the company's GWP set and its fiscal year as the period", async () => {
    const { updateCompanyConfig } = await other.gql(UPDATE_CONFIG, settings(otherCompanyId));
    expect(updateCompanyConfig).toMatchObject({
      defaultGwpSet: "AR5",
      fiscalYearStartMonth: 4,
      disabledModules: ["co2flow", "epd"],
    });
    const { companyConfigs } = await admin.gql(
      `query ($keyword: String) { companyConfigs(keyword: $keyword) { total items { companyName config { defaultGwpSet } } } }`,
      { keyword: "Other Images" },
    );
    expect(companyConfigs).toEqual({
      total: 1,
      items: [{ companyName: "Other Images Co.", config: { defaultGwpSet: "AR5" } }],
    });

    // A manager of the other company with the accounting codes creates a case with no GWP set
    // and no period: AR5, and the fiscal year 2025 starting in April, 2025-04-01 to 2026-03-31.
    const accountant = await createUser(t, adminToken, {
      companyId: otherCompanyId,
      username: "other.accountant",
      codes: ["aa", "aa01", "aa02"],
    });
    const { createCorporation } = await accountant.gql(
      `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
      { input: { name: "Other Plant" } },
    );
    const { createCase } = await accountant.gql(
      `mutation ($input: CaseInput!) { createCase(input: $input) { gwpSet periodStart periodEnd } }`,
      { input: { corporationId: createCorporation.id, name: "FY2025", year: 2025 } },
    );
    expect(createCase).toEqual({
      gwpSet: "AR5",
      periodStart: "2025-04-01",
      periodEnd: "2026-03-31",
    });
    // What the input says wins over the company's defaults.
    const { createCase: explicit } = await accountant.gql(
      `mutation ($input: CaseInput!) { createCase(input: $input) { gwpSet periodStart periodEnd } }`,
      {
        input: {
          corporationId: createCorporation.id,
          name: "CY2025",
          year: 2025,
          gwpSet: "AR6",
          periodStart: "2025-01-01",
          periodEnd: "2025-12-31",
        },
      },
    );
    expect(explicit).toEqual({ gwpSet: "AR6", periodStart: "2025-01-01", periodEnd: "2025-12-31" });
  });
});
