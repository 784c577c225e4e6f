// Products of the LCA library, their studies and their models: a company's own rows only. A
// model is edited in its current version; a released study (audit status '18') is frozen, and
// a new version (the lines copied) is made to change it. Every change is written to the LCA log
// in its own transaction.
import { In, type DataSource, type EntityManager } from "typeorm";
import { unitById, UNITS } from "../../calc/units";
import { paginate, SortOrder, type Page } from "../../db/paging";
import { badInput, conflict, DomainError, ErrorCode } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import { ProductCategory } from "../process-model/product-category.entity";
import { companyDefaults } from "../company-config/company-config.service";
import { UpstreamDatabase } from "../upstream-database/upstream-database.entity";
import { codesOf } from "../process-model/process-model.codes";
import { AuditStatus, EDITABLE_STATUSES, stagesOf, STANDARDS } from "./lca-product.codes";
import { LcaModelLine, LcaProduct } from "./lca-product.entity";
import type {
  AddLcaModelLinesInput,
  CopyLcaProductInput,
  CreateLcaProductInput,
  DeleteLcaModelLinesInput,
  LcaModelLineInput,
  LcaProductListArgs,
  LcaStudyFields,
  UpdateLcaModelLineInput,
  UpdateLcaProductInput,
} from "./lca-product.inputs";
import { LcaCalculation } from "./lca-calculation.entity";
import type { LcaLogService } from "./lca-log.service";

const STUDY_FIELDS = [
  "specification",
  "categoryId",
  "imageFileId",
  "description",
  "unitKind",
  "unitDescription",
  "referenceYear",
  "geography",
  "cutOffRule",
  "allocation",
  "massPerUnit",
  "pricePerUnit",
  "databaseId",
  "method",
] as const satisfies readonly (keyof LcaStudyFields & keyof LcaProduct)[];

/** The study's fields as the log names them: Chinese, English. */
const FIELD_NAMES: Record<string, [string, string]> = {
  name: ["名称", "name"],
  specification: ["型号/规格", "specification"],
  categoryId: ["产品分类", "category"],
  imageFileId: ["图片", "image"],
  description: ["描述", "description"],
  unitKind: ["单位类型", "unit kind"],
  unitDescription: ["单位说明", "unit description"],
  declaredAmount: ["单位数量", "unit amount"],
  declaredUnitId: ["单位", "unit"],
  boundary: ["系统边界", "system boundary"],
  standard: ["标准", "standard"],
  referenceYear: ["基准年", "reference year"],
  geography: ["地理范围", "geography"],
  cutOffRule: ["取舍规则", "cut-off rule"],
  allocation: ["分配规则", "allocation rule"],
  massPerUnit: ["单位质量", "mass per unit"],
  pricePerUnit: ["单位价格", "price per unit"],
  databaseId: ["背景数据库", "background database"],
  method: ["评价方法", "method"],
};

const notFoundProduct = () => DomainError.of(ErrorCode.NotFound, "lcaProductNotFound");

export class LcaProductService {
  /** Checks that refuse to delete a product another module stands on (reviews, labels). */
  private readonly removalGuards: ((
    manager: EntityManager,
    product: LcaProduct,
  ) => Promise<void>)[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly log: LcaLogService,
  ) {}

  guardRemoval(guard: (manager: EntityManager, product: LcaProduct) => Promise<void>): void {
    this.removalGuards.push(guard);
  }

  async list(viewer: Viewer, args: LcaProductListArgs): Promise<Page<LcaProduct>> {
    await assertValid(args);
    const query = this.dataSource.getRepository(LcaProduct).createQueryBuilder("product");
    scopeQuery(query, viewer);
    if (args.categoryId) {
      query.andWhere("product.categoryId IN (:...categoryIds)", {
        categoryIds: await this.withDescendants(args.categoryId),
      });
    }
    if (args.auditStatus) {
      query.andWhere("product.auditStatus = :auditStatus", { auditStatus: args.auditStatus });
    }
    if (args.standard) query.andWhere("product.standard = :standard", { standard: args.standard });
    return paginate(query, args, ["product.name", "product.specification"], {
      column: "product.updatedAt",
      order: SortOrder.DESC,
    });
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LcaProduct> {
    const product = await manager.findOneBy(LcaProduct, { id });
    if (!product || !canSeeCompany(viewer, product.companyId)) throw notFoundProduct();
    return product;
  }

  /** The lines of a version of a product's model (the current one by default). */
  async lines(
    viewer: Viewer,
    productId: number,
    version?: number | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LcaModelLine[]> {
    const product = await this.get(viewer, productId, manager);
    return manager.find(LcaModelLine, {
      where: { productId, version: version ?? product.version },
      order: { position: "ASC", id: "ASC" },
    });
  }

  /** The versions of a product's model that have lines or calculations, newest first. */
  async versions(viewer: Viewer, productId: number): Promise<number[]> {
    const product = await this.get(viewer, productId);
    const rows: { version: number }[] = await this.dataSource.query(
      `SELECT version FROM lca_model_line WHERE product_id = $1
       UNION SELECT version FROM lca_calculation WHERE product_id = $1`,
      [productId],
    );
    const versions = new Set(rows.map((r) => Number(r.version)));
    versions.add(product.version);
    return [...versions].sort((a, b) => b - a);
  }

  async create(viewer: Viewer, input: CreateLcaProductInput): Promise<LcaProduct> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const product = manager.create(LcaProduct, {
        companyId: viewer.companyId,
        createdBy: viewer.userId,
        auditStatus: AuditStatus.draft,
        version: 1,
        calculationCount: 0,
      });
      await this.writeStudy(product, input, manager);
      // No database chosen: the company's default upstream database (company configuration).
      if (input.databaseId === undefined && product.databaseId == null) {
        product.databaseId = (await companyDefaults(manager, viewer.companyId)).defaultDatabaseId;
      }
      await manager.save(product);
      await this.log.write(manager, viewer, product.companyId, {
        productId: product.id,
        productName: product.name,
        action: "create-product",
        version: 1,
        summary: `新建产品 ${product.name}`,
        summaryEn: `Created product ${product.name}`,
      });
      return product;
    });
  }

  async update(viewer: Viewer, input: UpdateLcaProductInput): Promise<LcaProduct> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const product = await this.get(viewer, input.id, manager);
      this.assertEditable(product);
      const before = { ...product };
      await this.writeStudy(product, input, manager);
      // A new standard may have other stages: lines must stay in stages of its scheme.
      if (product.standard !== before.standard) {
        const stages = new Set(stagesOf(product.standard).map((s) => s.code));
        const lines = await manager.find(LcaModelLine, {
          where: { productId: product.id, version: product.version },
        });
        const stray = lines.find((line) => !stages.has(line.stage));
        if (stray) {
          throw badInput("standard", "lcaStageNotInScheme", {
            stage: stray.stage,
            standard: product.standard,
          });
        }
      }
      await manager.save(product);
      const changed = Object.keys(input).filter(
        (key) =>
          key !== "id" &&
          (before as Record<string, unknown>)[key] !==
            (product as unknown as Record<string, unknown>)[key],
      );
      await this.log.write(manager, viewer, product.companyId, {
        productId: product.id,
        productName: product.name,
        action: "update-product",
        version: product.version,
        summary: `修改研究设置：${changed.map((k) => FIELD_NAMES[k]?.[0] ?? k).join("、") || "无变化"}`,
        summaryEn: `Changed the study: ${changed.map((k) => FIELD_NAMES[k]?.[1] ?? k).join(", ") || "nothing"}`,
      });
      return product;
    });
  }

  /** Deletes a product with its lines and calculations (their count goes with them). */
  async remove(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.get(viewer, id, manager);
      for (const guard of this.removalGuards) await guard(manager, product);
      await manager.delete(LcaCalculation, { productId: id });
      await manager.delete(LcaProduct, id);
      await this.log.write(manager, viewer, product.companyId, {
        productId: null,
        productName: product.name,
        action: "delete-product",
        summary: `删除产品 ${product.name}`,
        summaryEn: `Deleted product ${product.name}`,
      });
      return true;
    });
  }

  /** A copy of a product with its study and the lines of its current version, as version 1. */
  async copy(viewer: Viewer, input: CopyLcaProductInput): Promise<LcaProduct> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const source = await this.get(viewer, input.id, manager);
      const fields: Partial<LcaProduct> = { ...source };
      delete fields.id;
      delete fields.createdAt;
      delete fields.updatedAt;
      const copy = manager.create(LcaProduct, {
        ...fields,
        companyId: viewer.companyId,
        name: input.name.trim(),
        version: 1,
        auditStatus: AuditStatus.draft,
        calculationCount: 0,
        createdBy: viewer.userId,
      });
      await manager.save(copy);
      await this.copyLines(manager, source.id, source.version, copy.id, 1);
      await this.log.write(manager, viewer, copy.companyId, {
        productId: copy.id,
        productName: copy.name,
        action: "copy-product",
        version: 1,
        summary: `由 ${source.name}（版本 ${source.version}）复制`,
        summaryEn: `Copied from ${source.name} (version ${source.version})`,
      });
      return copy;
    });
  }

  /**
   * A new version of the model: the current lines copied under the next number, which becomes
   * the one edited. A released study goes back to draft: the new version needs review again.
   */
  async newVersion(viewer: Viewer, productId: number): Promise<LcaProduct> {
    return this.dataSource.transaction(async (manager) => {
      // Read under the lock: two new versions at once take 2 and 3, not 2 twice.
      const product = await this.lock(viewer, productId, manager);
      if (
        product.auditStatus === AuditStatus.submitted ||
        product.auditStatus === AuditStatus.inReview
      ) {
        throw conflict("lcaUnderReviewFrozen", { name: product.name });
      }
      const next = product.version + 1;
      await this.copyLines(manager, product.id, product.version, product.id, next);
      product.version = next;
      product.auditStatus = AuditStatus.draft;
      await manager.save(product);
      await this.log.write(manager, viewer, product.companyId, {
        productId: product.id,
        productName: product.name,
        action: "new-version",
        version: next,
        summary: `新建模型版本 ${next}（由版本 ${next - 1} 复制）`,
        summaryEn: `New model version ${next} (copied from version ${next - 1})`,
      });
      return product;
    });
  }

  async addLines(viewer: Viewer, input: AddLcaModelLinesInput): Promise<LcaModelLine[]> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const product = await this.lockForEdit(viewer, input.productId, manager);
      const added = await this.insertLines(manager, product, input.lines, "lines");
      await this.log.write(manager, viewer, product.companyId, {
        productId: product.id,
        productName: product.name,
        action: "add-line",
        version: product.version,
        summary: `添加明细：${added.map((l) => l.name).join("、")}`,
        summaryEn: `Added lines: ${added.map((l) => l.name).join(", ")}`,
      });
      await this.touch(manager, product);
      return added;
    });
  }

  /** Appends lines to the current version (checked first, all or none); used by the import too. */
  async insertLines(
    manager: EntityManager,
    product: LcaProduct,
    lines: readonly LcaModelLineInput[],
    field: string,
  ): Promise<LcaModelLine[]> {
    const rows = lines.map((line, index) => this.checkedLine(product, line, `${field}.${index}`));
    const [{ max }]: { max: number }[] = await manager.query(
      `SELECT COALESCE(MAX(position), 0) AS max FROM lca_model_line WHERE product_id = $1 AND version = $2`,
      [product.id, product.version],
    );
    const created = rows.map((row, index) =>
      manager.create(LcaModelLine, {
        ...row,
        productId: product.id,
        version: product.version,
        position: Number(max) + index + 1,
      }),
    );
    return manager.save(created);
  }

  async updateLine(viewer: Viewer, input: UpdateLcaModelLineInput): Promise<LcaModelLine> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const product = await this.lockForEdit(viewer, input.productId, manager);
      const line = await manager.findOneBy(LcaModelLine, {
        id: input.id,
        productId: product.id,
        version: product.version,
      });
      if (!line) throw DomainError.of(ErrorCode.NotFound, "lcaLineNotFound");
      Object.assign(line, this.checkedLine(product, input, ""));
      await manager.save(line);
      await this.log.write(manager, viewer, product.companyId, {
        productId: product.id,
        productName: product.name,
        action: "update-line",
        version: product.version,
        summary: `修改明细 ${line.name}：${line.amount} ${unitById(line.unitId).symbol}`,
        summaryEn: `Changed line ${line.name}: ${line.amount} ${unitById(line.unitId).symbol}`,
      });
      await this.touch(manager, product);
      return line;
    });
  }

  async deleteLines(viewer: Viewer, input: DeleteLcaModelLinesInput): Promise<number> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const product = await this.lockForEdit(viewer, input.productId, manager);
      const lines = await manager.findBy(LcaModelLine, {
        id: In(input.ids),
        productId: product.id,
        version: product.version,
      });
      if (lines.length !== new Set(input.ids).size) {
        throw DomainError.of(ErrorCode.NotFound, "lcaLineNotFound");
      }
      await manager.delete(LcaModelLine, { id: In(input.ids) });
      await this.log.write(manager, viewer, product.companyId, {
        productId: product.id,
        productName: product.name,
        action: "delete-line",
        version: product.version,
        summary: `删除明细：${lines.map((l) => l.name).join("、")}`,
        summaryEn: `Deleted lines: ${lines.map((l) => l.name).join(", ")}`,
      });
      await this.touch(manager, product);
      return lines.length;
    });
  }

  /** The product, locked for a change of its model, which must be editable. */
  async lockForEdit(viewer: Viewer, id: number, manager: EntityManager): Promise<LcaProduct> {
    const product = await this.lock(viewer, id, manager);
    this.assertEditable(product);
    return product;
  }

  /** The product the viewer may see, read with a row lock held to the transaction's end. */
  async lock(viewer: Viewer, id: number, manager: EntityManager): Promise<LcaProduct> {
    await this.get(viewer, id, manager);
    return manager
      .getRepository(LcaProduct)
      .createQueryBuilder("p")
      .where("p.id = :id", { id })
      .setLock("pessimistic_write")
      .getOneOrFail();
  }

  private assertEditable(product: LcaProduct): void {
    if (
      product.auditStatus === AuditStatus.released ||
      product.auditStatus === AuditStatus.withdrawn
    ) {
      throw conflict("lcaReleasedFrozen", { name: product.name });
    }
    if (!EDITABLE_STATUSES.includes(product.auditStatus)) {
      throw conflict("lcaUnderReviewFrozen", { name: product.name });
    }
  }

  private async touch(manager: EntityManager, product: LcaProduct): Promise<void> {
    await manager.update(LcaProduct, product.id, { updatedAt: new Date() });
  }

  private async copyLines(
    manager: EntityManager,
    fromProduct: number,
    fromVersion: number,
    toProduct: number,
    toVersion: number,
  ): Promise<void> {
    const lines = await manager.find(LcaModelLine, {
      where: { productId: fromProduct, version: fromVersion },
      order: { position: "ASC" },
    });
    const copies = lines.map((line) => {
      const fields: Partial<LcaModelLine> = { ...line };
      delete fields.id;
      delete fields.product;
      return manager.create(LcaModelLine, { ...fields, productId: toProduct, version: toVersion });
    });
    if (copies.length > 0) await manager.save(copies);
  }

  /** A line's fields checked on their own and against the study (unit, stage, amounts). */
  private checkedLine(
    product: LcaProduct,
    line: LcaModelLineInput,
    field: string,
  ): Partial<LcaModelLine> {
    const at = (name: string) => (field ? `${field}.${name}` : name);
    if (!UNITS.some((unit) => unit.id === line.unitId)) {
      throw badInput(at("unitId"), "lcaUnknownUnit", { unit: line.unitId });
    }
    const stages = stagesOf(product.standard);
    if (!stages.some((s) => s.code === line.stage)) {
      throw badInput(at("stage"), "lcaStageNotInScheme", {
        stage: line.stage,
        standard: STANDARDS.find((s) => s.code === product.standard)?.nameEn ?? product.standard,
      });
    }
    return {
      stage: line.stage,
      kind: line.kind,
      name: line.name.trim(),
      amount: line.amount,
      unitId: line.unitId,
      supplier: line.supplier?.trim() ?? "",
      sourceKind: line.sourceKind ?? null,
      sourceId: line.sourceKind === "supplier" ? null : (line.sourceId ?? null),
      supplierGwp: line.supplierGwp ?? null,
      distanceKm: line.distanceKm ?? null,
      massPerUnit: line.massPerUnit ?? null,
      pricePerUnit: line.pricePerUnit ?? null,
      primary: line.primary ?? line.sourceKind === "supplier",
      quality: line.quality ? { ...line.quality } : null,
      note: line.note?.trim() ?? "",
    };
  }

  /** The study's fields checked and written onto the product. */
  private async writeStudy(
    product: LcaProduct,
    input: Partial<CreateLcaProductInput>,
    manager: EntityManager,
  ): Promise<void> {
    if (input.name !== undefined) product.name = input.name.trim();
    if (input.declaredAmount !== undefined) {
      if (!(input.declaredAmount > 0)) throw badInput("declaredAmount", "lcaPositiveAmount");
      product.declaredAmount = input.declaredAmount;
    }
    if (input.declaredUnitId !== undefined) {
      if (!UNITS.some((unit) => unit.id === input.declaredUnitId)) {
        throw badInput("declaredUnitId", "lcaUnknownUnit", { unit: input.declaredUnitId });
      }
      product.declaredUnitId = input.declaredUnitId;
    }
    if (input.boundary !== undefined) product.boundary = input.boundary;
    if (input.standard !== undefined) product.standard = input.standard;
    for (const key of STUDY_FIELDS) {
      const value = input[key];
      if (value === undefined) continue;
      (product as unknown as Record<string, unknown>)[key] =
        typeof value === "string" ? value.trim() : value;
    }
    if (product.unitKind == null) product.unitKind = "declared";
    if (product.allocation == null) product.allocation = "physical";
    if (product.method == null) product.method = "ipcc-ar6-gwp100";
    if (product.geography == null) product.geography = "CN";
    for (const key of ["specification", "description", "unitDescription", "cutOffRule"] as const) {
      if (product[key] == null) product[key] = "";
    }
    if (input.databaseId) {
      const found = await manager.existsBy(UpstreamDatabase, { id: input.databaseId });
      if (!found) throw badInput("databaseId", "lcaDatabaseNotFound", { id: input.databaseId });
    }
    if (input.categoryId) {
      const found = await manager.existsBy(ProductCategory, { id: input.categoryId });
      if (!found) throw badInput("categoryId", "lcaCategoryNotFound", { id: input.categoryId });
    }
    if (!codesOf(STANDARDS).includes(product.standard)) {
      throw badInput("standard", "lcaUnknownCode", {
        value: product.standard,
        allowed: codesOf(STANDARDS).join(", "),
      });
    }
  }

  private async withDescendants(categoryId: number): Promise<number[]> {
    const all = await this.dataSource.getRepository(ProductCategory).find();
    const ids = [categoryId];
    for (let i = 0; i < ids.length; i++) {
      for (const c of all) if (c.parentId === ids[i] && !ids.includes(c.id)) ids.push(c.id);
    }
    return ids;
  }
}
