// Evidence files of activity lines on a real database: upload (type by extension and content,
// size limit, permission), attaching a file to a line, reading the line back, downloading the
// bytes with their headers, and tenancy (another company's file is neither attachable nor
// downloadable). Links stay possible, through GraphQL and the legacy call alike.
import { createHash } from "node:crypto";
import request from "supertest";
import { codeOf, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  type Caller,
} from "./support/accounting";

// A small limit keeps the too-large uploads small; the default (10 MB) is config's business.
const LIMIT = 64 * 1024;

let t: TestApp;
let admin: Caller;
let demo: Caller;
/** Reads accounting data (aa) but may not edit it (no aa01). */
let reader: Caller;
/** Signed in, in the demo company, without the accounting permission. */
let stranger: Caller;
/** Edits accounting data in a company of its own. */
let outsider: Caller;

beforeAll(async () => {
  t = await startTestApp({ fileMaxBytes: LIMIT });
  admin = caller(t, await t.login("admin"));
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
  const demoCompany = await demoCompanyId(t);
  reader = await createUser(t, admin.token, {
    companyId: demoCompany,
    username: "evidence.reader",
    codes: ["aa"],
  });
  stranger = await createUser(t, admin.token, {
    companyId: demoCompany,
    username: "evidence.stranger",
    codes: ["ct"],
  });
  const outsiderCompany = await createCompany(t, admin.token, "Evidence Outsider Ltd.");
  outsider = await createUser(t, admin.token, {
    companyId: outsiderCompany,
    username: "evidence.outsider",
    codes: ["aa", "aa01", "aa02"],
  });
});
afterAll(() => t.close());

const UPLOAD = `mutation ($input: UploadEvidenceFileInput!) {
  uploadEvidenceFile(input: $input) { id name mimeType size sha256 purpose url } }`;
const UPDATE_LINES = `mutation ($input: UpdateActivityLinesInput!) {
  updateActivityLines(input: $input) { id evidence { name url fileId } } }`;
const LINES = `query ($caseId: Int!) {
  activityLines(caseId: $caseId, pageSize: 100) { items { id name evidence { name url fileId } } } }`;

/**
 * A one-page PDF written out by hand: header, a comment line of four bytes above 127 (as PDF
 * writers add so tools treat the file as binary), catalog, page tree, page, trailer.
 */
const PDF = Buffer.concat([
  Buffer.from("%PDF-1.4\n%"),
  Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
  Buffer.from(
    "\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n" +
      "2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n" +
      "3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\n" +
      "trailer <</Root 1 0 R>>\n%%EOF\n",
  ),
]);
/** The eight-byte PNG signature and the start of an IHDR chunk. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

const b64 = (bytes: Buffer) => bytes.toString("base64");

async function upload(user: Caller, name: string, bytes: Buffer, mimeType?: string) {
  return user.try(UPLOAD, { input: { name, mimeType, contentBase64: b64(bytes) } });
}

async function uploaded(user: Caller, name: string, bytes: Buffer) {
  const { uploadEvidenceFile } = await user.gql(UPLOAD, {
    input: { name, mimeType: "application/pdf", contentBase64: b64(bytes) },
  });
  return uploadEvidenceFile as { id: string; name: string; url: string };
}

/** GET /files/:id with a token (or none): status, headers and the raw body. */
async function download(id: string, token?: string, locale?: string) {
  let test = request(t.app).get(`/files/${id}`);
  if (token) test = test.set("user-token", token);
  if (locale) test = test.set("accept-language", locale);
  const response = await test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
  const body = response.body as Buffer;
  const json = () => JSON.parse(body.toString("utf8"));
  return { status: response.status, headers: response.headers, body, json };
}

/** A case of `user`'s company with one process and one custom line; the line's id. */
async function caseWithLine(user: Caller, lineName: string) {
  const { createCorporation } = await user.gql(
    `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
    { input: { name: `${lineName} plant` } },
  );
  const { createCase } = await user.gql(
    `mutation ($input: CaseInput!) { createCase(input: $input) { id } }`,
    { input: { corporationId: createCorporation.id, name: `${lineName} 2024`, year: 2024 } },
  );
  const { addCaseProcess } = await user.gql(
    `mutation ($input: CaseProcessInput!) { addCaseProcess(input: $input) { id } }`,
    { input: { caseId: createCase.id, name: "Purchased electricity", scope: 2, isoCategory: 2 } },
  );
  const { addCustomLine } = await user.gql(
    `mutation ($input: AddCustomLineInput!) { addCustomLine(input: $input) { id } }`,
    {
      input: {
        caseId: createCase.id,
        processId: addCaseProcess.id,
        name: lineName,
        amount: 12_000,
        unitId: 30,
        factor: {
          name: "Supplier electricity",
          unitId: 30,
          source: "Supplier disclosure 2024",
          gases: [{ gas: "CO2", value: 0.5 }],
        },
      },
    },
  );
  return { caseId: createCase.id as number, lineId: addCustomLine.id as number };
}

async function evidenceOf(user: Caller, caseId: number, lineId: number) {
  const { activityLines } = await user.gql(LINES, { caseId });
  const line = (activityLines.items as Array<{ id: number; evidence: unknown[] }>).find(
    (item) => item.id === lineId,
  );
  return line!.evidence;
}

describe("uploading a file and attaching it to an activity line", () => {
  const name = "2024年3月电费发票.pdf";
  let file: { id: string; name: string; url: string };
  let caseId: number;
  let lineId: number;

  beforeAll(async () => {
    ({ caseId, lineId } = await caseWithLine(demo, "Grid electricity, March"));
    file = await uploaded(demo, name, PDF);
  });

  it("answers the stored file: its name, the checked type, size, digest and address", async () => {
    // The digest is worked out here with Node's own SHA-256 over the bytes sent.
    const sha256 = createHash("sha256").update(PDF).digest("hex");
    const { uploadEvidenceFile } = await demo.gql(UPLOAD, {
      // Browsers may report nothing, or a wrong type: the stored type follows the content.
      input: { name, mimeType: "application/octet-stream", contentBase64: b64(PDF) },
    });

    expect(uploadEvidenceFile).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name,
      mimeType: "application/pdf",
      size: PDF.length,
      sha256,
      purpose: "evidence",
      url: `/files/${uploadEvidenceFile.id}`,
    });
    expect(file.url).toBe(`/files/${file.id}`);
  });

  it("keeps a file and a link on the line and reads both back", async () => {
    const link = { name: "Meter photos", url: "https://drive.example.com/meter/2024-03" };

    const { updateActivityLines } = await demo.gql(UPDATE_LINES, {
      input: { caseId, lines: [{ id: lineId, evidence: [{ name, fileId: file.id }, link] }] },
    });

    const expected = [
      { name, url: `/files/${file.id}`, fileId: file.id },
      { ...link, fileId: null },
    ];
    expect(updateActivityLines[0].evidence).toEqual(expected);
    expect(await evidenceOf(demo, caseId, lineId)).toEqual(expected);
  });

  it("downloads the same bytes with their type and the Chinese name intact", async () => {
    const answer = await download(file.id, demo.token);

    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-length"]).toBe(String(PDF.length));
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    // RFC 5987: UTF-8, each byte of 年 (E5 B9 B4) and the others percent-encoded.
    expect(encodeURIComponent(name)).toBe(
      "2024%E5%B9%B43%E6%9C%88%E7%94%B5%E8%B4%B9%E5%8F%91%E7%A5%A8.pdf",
    );
    expect(answer.headers["content-disposition"]).toBe(
      `attachment; filename="2024_3_____.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(answer.body.equals(PDF)).toBe(true);
  });

  it("lets a user who reads accounting data download it", async () => {
    const answer = await download(file.id, reader.token);

    expect(answer.status).toBe(200);
    expect(answer.body.equals(PDF)).toBe(true);
  });

  it("refuses the download without the accounting permission", async () => {
    const answer = await download(file.id, stranger.token);

    expect(answer.status).toBe(403);
    expect(answer.json().errors[0].extensions.code).toBe("FORBIDDEN");
  });

  it("refuses the download without a session", async () => {
    const answer = await download(file.id);

    expect(answer.status).toBe(401);
    expect(answer.json().errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });

  it("answers 404 for an id that names no file", async () => {
    const unknown = await download("00000000-0000-4000-8000-000000000000", demo.token);
    const malformed = await download("not-a-file-id", demo.token);

    expect(unknown.status).toBe(404);
    expect(unknown.json().errors[0]).toEqual({
      message: "File not found",
      extensions: { code: "NOT_FOUND", entity: "file" },
    });
    expect(malformed.status).toBe(404);
  });

  it("refuses an item with neither a file nor an address", async () => {
    const { caseId, lineId } = await caseWithLine(demo, "Steam from the park");

    const answer = await demo.try(UPDATE_LINES, {
      input: { caseId, lines: [{ id: lineId, evidence: [{ name: "Steam bill" }] }] },
    });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toBe(
      'The evidence "Steam bill" of the activity line "Steam from the park" needs an uploaded file or an address',
    );
  });

  it("keeps a link given through the legacy call as before", async () => {
    const link = { name: "Supplier statement", url: "https://supplier.example.com/2024.pdf" };

    const answer = await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      lines: JSON.stringify([{ id: lineId, evidence: [link] }]),
    });

    expect(answer.code).toBe(200);
    expect(await evidenceOf(demo, caseId, lineId)).toEqual([{ ...link, fileId: null }]);
  });
});

describe("checking what is uploaded", () => {
  it("refuses a type that is not allowed, naming it and the allowed ones", async () => {
    const answer = await upload(demo, "setup.exe", Buffer.from("MZ\x90\x00"));

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toBe(
      "setup.exe: files of type .exe cannot be uploaded. Allowed: .pdf, .png, .jpg, .jpeg, " +
        ".webp, .gif, .xlsx, .xls, .docx, .csv, .txt",
    );
    expect(answer.errors![0].extensions.field).toBe("name");
  });

  it("says so in Chinese for a Chinese interface", async () => {
    const answer = await t.gql(
      UPLOAD,
      { input: { name: "安装程序", contentBase64: b64(PDF) } },
      { token: demo.token, locale: "zh-CN" },
    );

    expect(answer.errors![0].message).toMatch(/^安装程序：不能上传 \(none\) 类型的文件。可上传：/);
  });

  it("refuses content that does not match the extension", async () => {
    const pngNamedPdf = await upload(demo, "invoice.pdf", PNG);
    const pdfNamedPng = await upload(demo, "meter.png", PDF);
    const textNamedXlsx = await upload(demo, "readings.xlsx", Buffer.from("month,kWh\n1,1000\n"));
    // A zip holding a Word document's parts, named as a workbook.
    const docxNamedXlsx = await upload(
      demo,
      "readings.xlsx",
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from("....[Content_Types].xml....word/document.xml"),
      ]),
    );
    const pdfNamedCsv = await upload(demo, "readings.csv", PDF);

    for (const answer of [pngNamedPdf, pdfNamedPng, textNamedXlsx, docxNamedXlsx, pdfNamedCsv]) {
      expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    }
    expect(pngNamedPdf.errors![0].message).toBe(
      "invoice.pdf is not a valid PDF file: its content does not match its extension",
    );
    expect(pdfNamedPng.errors![0].message).toMatch(/^meter\.png is not a valid PNG file/);
    expect(textNamedXlsx.errors![0].message).toMatch(
      /^readings\.xlsx is not a valid Excel \(\.xlsx\) file/,
    );
    expect(docxNamedXlsx.errors![0].message).toMatch(/^readings\.xlsx is not a valid Excel/);
    expect(pdfNamedCsv.errors![0].message).toMatch(/^readings\.csv is not a valid CSV file/);
  });

  it("accepts what each kind's signature marks, including Chinese CSV in GBK", async () => {
    // "月份,用电量" in GBK: D4 C2 B7 DD 2C D3 C3 B5 E7 C1 BF, not valid UTF-8 but text all the same.
    const gbk = Buffer.from([0xd4, 0xc2, 0xb7, 0xdd, 0x2c, 0xd3, 0xc3, 0xb5, 0xe7, 0xc1, 0xbf]);
    const answers = await Promise.all([
      upload(demo, "用电量.csv", gbk),
      upload(demo, "meter.PNG", PNG),
      upload(demo, "meter.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])),
      upload(demo, "meter.gif", Buffer.from("GIF89a\x01\x00\x01\x00", "latin1")),
      upload(demo, "meter.webp", Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 ", "latin1")),
      upload(demo, "bill.xls", Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])),
      upload(demo, "note.txt", Buffer.from("Meter 4711 read on 2024-03-31: 18,204 kWh\n")),
    ]);

    expect(answers.map((answer) => answer.errors)).toEqual(answers.map(() => undefined));
    expect(answers.map((answer) => answer.data!.uploadEvidenceFile.mimeType)).toEqual([
      "text/csv",
      "image/png",
      "image/jpeg",
      "image/gif",
      "image/webp",
      "application/vnd.ms-excel",
      "text/plain",
    ]);
  });

  it("refuses a file over the limit and takes one of exactly the limit", async () => {
    // 100 KB against the 64 KB limit this server runs with; both start as a PDF does.
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(100 * 1024 - PDF.length, 0x20)]);
    const atLimit = Buffer.concat([PDF, Buffer.alloc(LIMIT - PDF.length, 0x20)]);

    const refused = await upload(demo, "scan.pdf", tooLarge);
    const taken = await upload(demo, "scan.pdf", atLimit);

    expect(codeOf(refused)).toEqual(["BAD_USER_INPUT"]);
    expect(refused.errors![0].message).toBe("scan.pdf is 100 KB; a file may be at most 64 KB");
    expect(taken.errors).toBeUndefined();
    expect(taken.data!.uploadEvidenceFile.size).toBe(LIMIT);
  });

  it("refuses an empty file and content that is not base64", async () => {
    const empty = await upload(demo, "empty.pdf", Buffer.alloc(0));
    const garbled = await demo.try(UPLOAD, {
      input: { name: "scan.pdf", contentBase64: "JVBERi0xLjQK!!!" },
    });

    expect(codeOf(empty)).toEqual(["BAD_USER_INPUT"]);
    expect(codeOf(garbled)).toEqual(["BAD_USER_INPUT"]);
    expect(garbled.errors![0].message).toBe(
      "The file could not be read: the content is not base64",
    );
  });

  it("refuses an upload without the permission to edit accounting data", async () => {
    const answer = await upload(reader, "invoice.pdf", PDF);

    expect(codeOf(answer)).toEqual(["FORBIDDEN"]);
  });
});

describe("another company's files", () => {
  let theirs: { id: string };

  beforeAll(async () => {
    theirs = await uploaded(outsider, "outsider-invoice.pdf", PDF);
  });

  it("cannot be attached to a line: the save names the line and writes nothing", async () => {
    const { caseId, lineId } = await caseWithLine(demo, "Diesel for forklifts");
    const own = await uploaded(demo, "fuel-receipt.pdf", PDF);

    const answer = await demo.try(UPDATE_LINES, {
      input: {
        caseId,
        lines: [
          {
            id: lineId,
            evidence: [
              { name: "fuel-receipt.pdf", fileId: own.id },
              { name: "Their invoice", fileId: theirs.id },
            ],
          },
        ],
      },
    });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toBe(
      'The evidence "Their invoice" of the activity line "Diesel for forklifts" refers to a file that does not exist',
    );
    expect(answer.errors![0].extensions.field).toBe("lines.0.evidence.1.fileId");
    expect(await evidenceOf(demo, caseId, lineId)).toEqual([]);
  });

  it("cannot be downloaded: it reads as not found", async () => {
    const answer = await download(theirs.id, demo.token);
    const own = await download(theirs.id, outsider.token);

    expect(answer.status).toBe(404);
    expect(answer.json().errors[0].extensions.code).toBe("NOT_FOUND");
    expect(own.status).toBe(200);
  });
});
