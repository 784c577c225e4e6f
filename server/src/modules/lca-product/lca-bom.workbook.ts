// The bill-of-materials workbook of a product model: a template of one sheet of lines under
// bilingual headers (each with a note in both languages) and a sheet of the allowed codes, and
// its import into a product's current version. Every row is read by the API's own input rules,
// its stage checked against the study's standard, its source found by name (exact match first,
// else refused naming the candidates) and its unit against the source's; with any problem
// nothing is written, otherwise every row is appended in one transaction with one log entry.
import type ExcelJS from "exceljs";
import { newWorkbook } from "../../lib/excel";
import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { unitById, unitBySymbol, UNITS, type UnitDefinition } from "../../calc/units";
import { likePattern } from "../../db/paging";
import { badInput } from "../../lib/errors";
import { translate, type MessageKey, type MessageParams } from "../../lib/messages";
import { currentLocale } from "../../lib/request-context";
import { assertValid } from "../../lib/validation";
import type { Viewer } from "../auth/viewer";
import { loadWorkbook, type PlainCell } from "../factor/import/sheets";
import type { CodeDefinition } from "../lca-data/lca-data.codes";
import { DataQualityInput, PEDIGREE_FIELDS, type Problem } from "../lca-data/data-quality";
import { fieldProblems } from "../lca-data/lca-data.rules";
import {
  columnOf,
  readSheet,
  readUnit,
  type RowProblem,
  type SheetColumn,
} from "../lca-data/lca-data.workbook";
import { MaterialDatum } from "../lca-data/material-datum.entity";
import { TransportDatum } from "../lca-data/transport-datum.entity";
import { isOperator, PROCESS_ASSIGNMENT, visibleTo } from "../process-model/model-access";
import { STAGE_SCHEMES } from "../process-model/process-model.codes";
import { ProcessModel } from "../process-model/process-model.entity";
import { UpstreamProcess } from "../upstream-database/upstream-process.entity";
import type { LcaLogService } from "./lca-log.service";
import { LINE_KINDS, SOURCE_KINDS, stagesOf, STANDARDS } from "./lca-product.codes";
import { LcaProduct } from "./lca-product.entity";
import { LcaModelLineInput, MAX_MODEL_LINES } from "./lca-product.inputs";
import type { LcaProductService } from "./lca-product.service";
import type { ImportLcaModelLinesInput } from "./lca-transfer.inputs";

export const BOM_SHEET = "明细 Lines";
export const CODES_SHEET = "代码 Codes";
export const BOM_TEMPLATE_FILENAME = "lca-model-template.xlsx";

/** A template column: how its cell is read, and the note its header carries in both languages. */
type BomColumn = SheetColumn<null> & { note: string };

const localName = (code: CodeDefinition) => (currentLocale() === "zh-CN" ? code.name : code.nameEn);
const codeList = (codes: readonly CodeDefinition[]) => codes.map((c) => c.code).join(", ");

/** A code cell: the code, or its Chinese or English name, whatever the case. */
function codeReader(codes: readonly CodeDefinition[]) {
  return (cell: PlainCell): string | null => {
    if (cell === null) return null;
    const given = String(cell).trim().toLowerCase();
    const found = codes.find((c) =>
      [c.code, c.name, c.nameEn].some((name) => name.toLowerCase() === given),
    );
    if (!found) {
      throw new Error(
        translate("lcaImportCode", { value: String(cell), allowed: codeList(codes) }),
      );
    }
    return found.code;
  };
}

const YES = ["yes", "y", "true", "1", "是", "√"];
const NO = ["no", "n", "false", "0", "否", "×"];

function readYesNo(cell: PlainCell): boolean | null {
  if (cell === null) return null;
  const given = String(cell).trim().toLowerCase();
  if (YES.includes(given)) return true;
  if (NO.includes(given)) return false;
  throw new Error(translate("lcaImportYesNo", { value: String(cell) }));
}

const PEDIGREE_HEADERS: Record<(typeof PEDIGREE_FIELDS)[number], string> = {
  reliability: "可靠性 / Reliability",
  completeness: "完整性 / Completeness",
  temporal: "时间相关性 / Temporal correlation",
  geographical: "地理相关性 / Geographical correlation",
  technological: "技术相关性 / Technological correlation",
};

const text = (cell: PlainCell) => (cell === null ? null : String(cell));

const COLUMNS: readonly Omit<BomColumn, "write">[] = [
  {
    field: "stage",
    header: "阶段代码 / Stage code",
    kind: "text",
    required: true,
    width: 16,
    note: "研究所选标准的阶段代码或名称，见“代码”表\nA stage code (or name) of the study's standard; see the Codes sheet",
  },
  {
    field: "kind",
    header: "类型 / Kind",
    kind: "text",
    required: true,
    read: codeReader(LINE_KINDS),
    note: `明细类型：${codeList(LINE_KINDS)}\nKind of line: ${codeList(LINE_KINDS)}`,
  },
  {
    field: "name",
    header: "名称 / Name",
    kind: "text",
    required: true,
    width: 28,
    note: "明细名称（必填）\nName of the line (required)",
  },
  {
    field: "amount",
    header: "数量 / Amount",
    kind: "number",
    required: true,
    note: "每申报单位的数量，不小于 0；运输明细填写运输的质量\nQuantity per declared unit, 0 or more; for transport the mass carried",
  },
  {
    field: "unitId",
    header: "单位 / Unit",
    kind: "text",
    required: true,
    read: readUnit,
    note: "单位符号，如 kg、t、kWh、m3，见“代码”表\nUnit symbol such as kg, t, kWh, m3; see the Codes sheet",
  },
  {
    field: "supplier",
    header: "供应商 / Supplier",
    kind: "text",
    width: 20,
    note: "供应商名称（可选）\nSupplier's name (optional)",
  },
  {
    field: "sourceKind",
    header: "来源类型 / Source kind",
    kind: "text",
    read: codeReader(SOURCE_KINDS),
    width: 16,
    note: `数据来源类型：${codeList(SOURCE_KINDS)}\nKind of data source: ${codeList(SOURCE_KINDS)}`,
  },
  {
    field: "source",
    header: "数据来源 / Source",
    kind: "text",
    read: text,
    width: 32,
    note: "数据来源的名称或编号：数据库产品在研究所选数据库中按名称查找；材料数据、运输数据、过程模型在本企业可用的条目中查找。需完全一致，否则列出相近条目。supplier 类型无需填写\nName or id of the source: a database product is looked up in the study's database, a material datum, transport datum or process model among those the company may use. The name must match exactly, else the similar ones are listed. Not needed for supplier",
  },
  {
    field: "supplierGwp",
    header: "供应商碳足迹 kg CO2e/单位 / Supplier kg CO2e per unit",
    kind: "number",
    note: "supplier 类型：供应商提供的每单位碳足迹（kg CO2e）\nFor supplier: the supplier's footprint per unit (kg CO2e)",
  },
  {
    field: "distanceKm",
    header: "运输距离 km / Distance km",
    kind: "number",
    note: "运输明细的距离（km）\nDistance of a transport leg (km)",
  },
  {
    field: "massPerUnit",
    header: "单位质量 kg / Mass per unit kg",
    kind: "number",
    note: "共生产品每单位质量（kg），物理分配用\nCo-product's mass per unit (kg), for physical allocation",
  },
  {
    field: "pricePerUnit",
    header: "单价 / Price per unit",
    kind: "number",
    note: "共生产品单价，经济分配用\nCo-product's price per unit, for economic allocation",
  },
  {
    field: "primary",
    header: "实景数据 / Primary",
    kind: "text",
    read: readYesNo,
    note: "是否实景数据：是 / 否（yes / no）\nPrimary data: yes / no (是 / 否)",
  },
  ...PEDIGREE_FIELDS.map((key): Omit<BomColumn, "write"> => ({
    field: `quality.${key}`,
    header: PEDIGREE_HEADERS[key],
    kind: "integer",
    note: "数据质量谱系评分 1（最好）至 5；五项全填或全空\nPedigree score 1 (best) to 5; all five or none",
  })),
  {
    field: "note",
    header: "备注 / Note",
    kind: "text",
    width: 30,
    note: "备注（可选）\nNote (optional)",
  },
];

export const BOM_COLUMNS: readonly BomColumn[] = COLUMNS.map((column) => ({
  ...column,
  write: () => null,
}));

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE7EEF5" } };
  row.border = { bottom: { style: "thin" } };
}

/** The template: the lines sheet with its annotated header, and the allowed codes. */
export async function writeBomTemplate(): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(BOM_SHEET, { views: [{ state: "frozen", ySplit: 1 }] });
  const header = sheet.addRow(BOM_COLUMNS.map((column) => column.header));
  styleHeader(header);
  BOM_COLUMNS.forEach((column, index) => {
    sheet.getColumn(index + 1).width = column.width ?? 14;
    header.getCell(index + 1).note = column.note;
  });

  const codes = workbook.addWorksheet(CODES_SHEET, { views: [{ state: "frozen", ySplit: 1 }] });
  codes.columns = [
    { header: "列表 / List", width: 34 },
    { header: "代码 / Code", width: 16 },
    { header: "中文名称 / Chinese name", width: 24 },
    { header: "英文名称 / English name", width: 34 },
  ];
  styleHeader(codes.getRow(1));
  for (const scheme of STAGE_SCHEMES) {
    const standards = STANDARDS.filter((s) => s.stageScheme === scheme.code)
      .map((s) => s.nameEn)
      .join("; ");
    const list = `阶段 / Stage: ${standards}`;
    for (const stage of scheme.stages) codes.addRow([list, stage.code, stage.name, stage.nameEn]);
  }
  for (const kind of LINE_KINDS) codes.addRow(["类型 / Kind", kind.code, kind.name, kind.nameEn]);
  for (const kind of SOURCE_KINDS) {
    codes.addRow(["来源类型 / Source kind", kind.code, kind.name, kind.nameEn]);
  }
  for (const unit of UNITS) {
    codes.addRow([`单位 / Unit (${unit.dimension})`, unit.symbol, unit.name, unit.nameEn]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ---- the import ----

/** What an import did: lines added, or the problems of the rows (then nothing is written). */
export interface BomImportOutcome {
  added: number;
  changed: number;
  unchanged: number;
  rejected: Array<{ row: number; key: string | null; reason: string }>;
}

/** A found source: its id, name and the unit a line's quantity must convert to. */
interface FoundSource {
  id: number;
  name: string;
  unit: UnitDefinition | null;
}

class RowError extends Error {
  constructor(
    readonly field: string,
    key: MessageKey,
    params: MessageParams = {},
  ) {
    super(translate(key, params));
  }
}

const CANDIDATES = 10;

/**
 * Reads a bill-of-materials workbook into a product's current version, all rows or none. Runs
 * with the caller's locale, so every problem reads in the caller's language.
 */
export class LcaBomImport {
  private readonly sources = new Map<string, FoundSource | RowError>();
  private operator = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly products: LcaProductService,
    private readonly log: LcaLogService,
  ) {}

  async run(viewer: Viewer, input: ImportLcaModelLinesInput): Promise<BomImportOutcome> {
    await assertValid(input);
    const product = await this.products.get(viewer, input.productId);
    const buffer = Buffer.from(input.base64, "base64");
    try {
      await loadWorkbook(buffer);
    } catch {
      throw badInput("base64", "lcaImportNotWorkbook");
    }
    let sheet;
    try {
      sheet = await readSheet(buffer, BOM_COLUMNS, MAX_MODEL_LINES);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw badInput("base64", "fileUnreadable", { detail });
    }
    this.operator = await isOperator(viewer, this.dataSource.manager);
    const problems: RowProblem[] = [];
    const lines: LcaModelLineInput[] = [];
    for (const { row, values } of sheet.rows) {
      const unread = sheet.problems.filter((problem) => problem.row === row);
      const { line, found } = await this.checkRow(product, values, unread);
      const judged = found
        .map((problem) => ({
          row,
          column: columnOf(BOM_COLUMNS, problem.field),
          message: problem.message,
        }))
        .filter((problem) => !unread.some((cell) => cell.column === problem.column));
      if (unread.length + judged.length > 0) problems.push(...unread, ...judged);
      else lines.push(line);
    }
    if (problems.length > 0) {
      return {
        added: 0,
        changed: 0,
        unchanged: 0,
        rejected: problems
          .sort((a, b) => a.row - b.row)
          .map((problem) => ({ row: problem.row, key: problem.column, reason: problem.message })),
      };
    }
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.products.lockForEdit(viewer, product.id, manager);
      const added = await this.products.insertLines(manager, locked, lines, "lines");
      await this.log.write(manager, viewer, locked.companyId, {
        productId: locked.id,
        productName: locked.name,
        action: "import-lines",
        version: locked.version,
        summary: `导入明细 ${added.length} 行`,
        summaryEn: `Imported ${added.length} lines`,
      });
      await manager.update(LcaProduct, locked.id, { updatedAt: new Date() });
      return { added: added.length, changed: 0, unchanged: 0, rejected: [] };
    });
  }

  /** A sheet row as the API's line input, with every problem found on it. */
  private async checkRow(
    product: LcaProduct,
    values: Record<string, unknown>,
    unread: readonly RowProblem[],
  ): Promise<{ line: LcaModelLineInput; found: Problem[] }> {
    const found: Problem[] = [];
    const unreadable = (field: string) =>
      unread.some((problem) => problem.column === columnOf(BOM_COLUMNS, field));
    const plain = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => !key.includes(".") && key !== "source" && value !== null,
      ),
    );
    const line = Object.assign(new LcaModelLineInput(), plain);
    const scores = PEDIGREE_FIELDS.map((key) => values[`quality.${key}`]);
    const given = scores.filter((score) => score !== null && score !== undefined).length;
    if (given === PEDIGREE_FIELDS.length) {
      line.quality = Object.assign(
        new DataQualityInput(),
        Object.fromEntries(PEDIGREE_FIELDS.map((key, index) => [key, scores[index]])),
      );
    } else if (given > 0) {
      const missing = PEDIGREE_FIELDS.find((_, index) => scores[index] == null)!;
      found.push({ field: `quality.${missing}`, message: translate("lcaImportQuality") });
    }
    found.push(...(await fieldProblems(line)));
    const bad = (field: string) => unreadable(field) || found.some((p) => p.field === field);

    const stages = stagesOf(product.standard);
    if (typeof line.stage !== "string") {
      if (!bad("stage"))
        found.push({ field: "stage", message: translate("required", { field: "stage" }) });
    } else if (!bad("stage")) {
      const givenStage = line.stage.trim().toLowerCase();
      const stage = stages.find((s) =>
        [s.code, s.name, s.nameEn].some((name) => name.toLowerCase() === givenStage),
      );
      if (stage) line.stage = stage.code;
      else {
        found.push({
          field: "stage",
          message: translate("lcaImportStage", {
            value: line.stage,
            standard: STANDARDS.find((s) => s.code === product.standard)?.nameEn ?? "",
            allowed: codeList(stages),
          }),
        });
      }
    }

    const source = typeof values.source === "string" ? values.source.trim() || null : null;
    const kind = line.sourceKind ?? null;
    let resolved: FoundSource | null = null;
    if (!bad("sourceKind") && !unreadable("source")) {
      try {
        resolved = await this.resolveSource(product, kind, source);
        if (resolved) line.sourceId = resolved.id;
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        found.push({ field: error.field, message: error.message });
      }
    }

    if (!bad("unitId") && !bad("kind") && line.unitId) {
      const unit = UNITS.find((u) => u.id === line.unitId);
      if (!unit) {
        found.push({
          field: "unitId",
          message: translate("unknownUnit", { field: "unit", unit: line.unitId }),
        });
      } else if (line.kind === "transport") {
        if (unit.dimension !== "mass") {
          found.push({
            field: "unitId",
            message: translate("lcaLineTransportMass", { unit: unit.symbol }),
          });
        }
      } else if (resolved?.unit && resolved.unit.dimension !== unit.dimension) {
        found.push({
          field: "unitId",
          message: translate("lcaLineUnitMismatch", {
            unit: unit.symbol,
            expected: resolved.unit.symbol,
            source: resolved.name,
          }),
        });
      }
    }
    return { line, found };
  }

  /** The source a row names, found once per kind and name for the whole sheet. */
  private async resolveSource(
    product: LcaProduct,
    kind: string | null,
    source: string | null,
  ): Promise<FoundSource | null> {
    if (kind === null) {
      if (source === null) return null;
      throw new RowError("sourceKind", "lcaImportSourceKindMissing", {
        allowed: codeList(SOURCE_KINDS),
      });
    }
    if (kind === "supplier") return null;
    const label = localName(SOURCE_KINDS.find((k) => k.code === kind)!);
    if (source === null) throw new RowError("source", "lcaImportSourceMissing", { kind: label });
    const key = `${kind}\u0000${source}`;
    if (!this.sources.has(key)) {
      try {
        this.sources.set(key, await this.findSource(product, kind, source, label));
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        this.sources.set(key, error);
      }
    }
    const found = this.sources.get(key)!;
    if (found instanceof RowError) throw found;
    return found;
  }

  private async findSource(
    product: LcaProduct,
    kind: string,
    source: string,
    label: string,
  ): Promise<FoundSource> {
    const manager = this.dataSource.manager;
    switch (kind) {
      case "upstream": {
        if (!product.databaseId) throw new RowError("source", "lcaLineNoDatabase");
        return pick(
          manager,
          UpstreamProcess,
          (query) => query.andWhere("s.databaseId = :db", { db: product.databaseId }),
          ["name", "productName"],
          source,
          label,
          (p) => ({
            id: p.id,
            name: p.productName,
            label: `${p.productName}${p.name === p.productName ? "" : ` — ${p.name}`}${
              p.location ? ` [${p.location}]` : ""
            } (#${p.id})`,
            unit: unitBySymbol(p.productUnit) ?? null,
          }),
        );
      }
      case "material":
      case "transport": {
        const entity = kind === "material" ? MaterialDatum : TransportDatum;
        return pick(
          manager,
          entity as typeof MaterialDatum,
          (query) =>
            query.andWhere("(s.companyId IS NULL OR s.companyId = :company)", {
              company: product.companyId,
            }),
          ["name", "nameEn"],
          source,
          label,
          (d) => ({
            id: d.id,
            name: d.name,
            label: `${d.name} (#${d.id})`,
            unit: kind === "material" ? unitById(d.unitId) : null,
          }),
        );
      }
      default:
        return pick(
          manager,
          ProcessModel,
          (query) => visibleTo(query, product.companyId, this.operator, "all", PROCESS_ASSIGNMENT),
          ["name", "nameEn", "code"],
          source,
          label,
          (m) => ({
            id: m.id,
            name: m.name,
            label: `${m.name} (#${m.id})`,
            unit: unitById(m.referenceUnitId),
          }),
        );
    }
  }
}

/**
 * One row among those `scope` lets a company use: by id when the cell is a whole number, else by
 * exact name in one of `columns`; without an exact match, refused naming the similar ones.
 */
async function pick<T extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  entity: new () => T,
  scope: (query: SelectQueryBuilder<T>) => void,
  columns: readonly string[],
  source: string,
  kind: string,
  describe: (row: T) => FoundSource & { label: string },
): Promise<FoundSource> {
  const query = () => {
    const q = manager.getRepository(entity).createQueryBuilder("s");
    scope(q);
    return q;
  };
  if (/^\d{1,9}$/.test(source)) {
    const byId = await query()
      .andWhere("s.id = :id", { id: Number(source) })
      .getOne();
    if (byId) return describe(byId);
  }
  const exact = await query()
    .andWhere(`(${columns.map((c) => `s.${c} = :name`).join(" OR ")})`, { name: source })
    .orderBy("s.id")
    .take(CANDIDATES + 1)
    .getMany();
  if (exact.length === 1) return describe(exact[0]);
  if (exact.length > 1) {
    throw new RowError("source", "lcaImportSourceAmbiguous", {
      count: exact.length > CANDIDATES ? `${CANDIDATES}+` : exact.length,
      kind,
      name: source,
      candidates: exact
        .slice(0, CANDIDATES)
        .map((row) => describe(row).label)
        .join("; "),
    });
  }
  const similar = await query()
    .andWhere(`(${columns.map((c) => `s.${c} ILIKE :pattern`).join(" OR ")})`, {
      pattern: likePattern(source),
    })
    .orderBy("s.id")
    .take(CANDIDATES)
    .getMany();
  if (similar.length === 0) {
    throw new RowError("source", "lcaImportSourceNotFound", { kind, name: source });
  }
  throw new RowError("source", "lcaImportSourceSimilar", {
    kind,
    name: source,
    candidates: similar.map((row) => describe(row).label).join("; "),
  });
}
