// Design products: templates of a product's model (declared unit, system boundary, life-cycle
// stages or EN 15804 modules, each with the process models and materials it uses). Global rows
// are the operator's (gab02) and assigned to client companies (gab08); a company keeps its own.
// A product and its stage items are written in one transaction.
import { type DataSource, type EntityManager, IsNull, Not } from "typeorm";
import { unitById } from "../../calc/units";
import { paginate, type Page } from "../../db/paging";
import { badInput, DomainError, ErrorCode } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import type { Viewer } from "../auth/viewer";
import { MaterialDatum } from "../lca-data/material-datum.entity";
import { PermissionCode } from "../permission/permission-codes";
import { DesignProduct, DesignProductItem } from "./design-product.entity";
import {
  assertWritable,
  DESIGN_ASSIGNMENT,
  isOperator,
  mayUse,
  ownerFor,
  PROCESS_ASSIGNMENT,
  visibleTo,
} from "./model-access";
import { STAGE_SCHEMES } from "./process-model.codes";
import { ProcessModel } from "./process-model.entity";
import type {
  DesignProductInput,
  DesignProductListArgs,
  UpdateDesignProductInput,
} from "./process-model.inputs";
import { ProductCategory } from "./product-category.entity";

const GLOBAL_CODE = PermissionCode.AdminDesignProduct;

export class DesignProductService {
  constructor(private readonly dataSource: DataSource) {}

  async list(viewer: Viewer, args: DesignProductListArgs): Promise<Page<DesignProduct>> {
    await assertValid(args);
    const operator = await isOperator(viewer, this.dataSource.manager);
    const query = this.dataSource.getRepository(DesignProduct).createQueryBuilder("product");
    visibleTo(query, viewer.companyId, operator, args.owner ?? "all", DESIGN_ASSIGNMENT);
    if (args.categoryId) {
      const ids = await this.withDescendants(args.categoryId);
      query.andWhere("product.categoryId IN (:...categoryIds)", { categoryIds: ids });
    }
    return paginate(query, args, ["product.code", "product.name", "product.nameEn"], {
      column: "product.code",
    });
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<DesignProduct> {
    const product = await manager.findOneBy(DesignProduct, { id });
    const operator = await isOperator(viewer, manager);
    if (
      !product ||
      !(await mayUse(manager, product, viewer.companyId, operator, DESIGN_ASSIGNMENT))
    ) {
      throw DomainError.of(ErrorCode.NotFound, "designProductNotFound");
    }
    product.items = await this.items(id, manager);
    return product;
  }

  items(designProductId: number, manager: EntityManager = this.dataSource.manager) {
    return manager.find(DesignProductItem, {
      where: { designProductId },
      order: { position: "ASC" },
    });
  }

  async create(viewer: Viewer, input: DesignProductInput): Promise<DesignProduct> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const companyId = await ownerFor(viewer, input.global ?? false, GLOBAL_CODE, manager);
      const product = manager.create(DesignProduct, { companyId });
      await this.write(viewer, product, input, manager);
      return this.get(viewer, product.id, manager);
    });
  }

  async update(viewer: Viewer, input: UpdateDesignProductInput): Promise<DesignProduct> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const product = await this.get(viewer, input.id, manager);
      await assertWritable(viewer, product.companyId, GLOBAL_CODE, manager);
      await this.write(viewer, product, input, manager);
      return this.get(viewer, product.id, manager);
    });
  }

  async remove(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.get(viewer, id, manager);
      await assertWritable(viewer, product.companyId, GLOBAL_CODE, manager);
      await manager.delete(DesignProduct, id);
      return true;
    });
  }

  private async withDescendants(categoryId: number): Promise<number[]> {
    const all = await this.dataSource.getRepository(ProductCategory).find();
    const ids = [categoryId];
    for (let i = 0; i < ids.length; i += 1) {
      for (const category of all) if (category.parentId === ids[i]) ids.push(category.id);
    }
    return ids;
  }

  private async write(
    viewer: Viewer,
    product: DesignProduct,
    input: DesignProductInput,
    manager: EntityManager,
  ): Promise<void> {
    const code = input.code.trim();
    const taken = await manager.findOneBy(DesignProduct, {
      companyId: product.companyId ?? IsNull(),
      code,
      ...(product.id ? { id: Not(product.id) } : {}),
    });
    if (taken) throw badInput("code", "modelCodeTaken", { code, name: taken.name });
    if (!(await manager.existsBy(ProductCategory, { id: input.categoryId }))) {
      throw badInput("categoryId", "productCategoryNotFound");
    }
    if (!(input.declaredAmount > 0)) throw badInput("declaredAmount", "referenceAmountPositive");
    try {
      unitById(input.declaredUnitId);
    } catch {
      throw badInput("declaredUnitId", "unknownPlatformUnit", { unit: input.declaredUnitId });
    }
    const scheme = STAGE_SCHEMES.find((candidate) => candidate.code === input.stageScheme)!;
    const operator = await isOperator(viewer, manager);
    const items: Array<Partial<DesignProductItem>> = [];
    for (const [index, item] of input.items.entries()) {
      const field = `items.${index}`;
      if (!scheme.stages.some((stage) => stage.code === item.stage)) {
        throw badInput(`${field}.stage`, "stageNotInScheme", {
          stage: item.stage,
          scheme: scheme.nameEn,
        });
      }
      const missing = () =>
        badInput(`${field}.sourceId`, "lineSourceNotFound", { kind: item.kind, id: item.sourceId });
      const globalOnly = () => badInput(`${field}.sourceId`, "globalUsesGlobal");
      let name: string;
      if (item.kind === "process") {
        const model = await manager.findOneBy(ProcessModel, { id: item.sourceId });
        if (!model) throw missing();
        if (product.companyId === null && model.companyId !== null) throw globalOnly();
        if (
          product.companyId !== null &&
          !(await mayUse(manager, model, product.companyId, operator, PROCESS_ASSIGNMENT))
        ) {
          throw missing();
        }
        name = model.name;
      } else {
        const material = await manager.findOneBy(MaterialDatum, { id: item.sourceId });
        if (!material) throw missing();
        if (material.companyId !== null && product.companyId === null) throw globalOnly();
        if (material.companyId !== null && material.companyId !== product.companyId) {
          throw missing();
        }
        name = material.name;
      }
      items.push({
        stage: item.stage,
        kind: item.kind,
        processModelId: item.kind === "process" ? item.sourceId : null,
        materialDatumId: item.kind === "material" ? item.sourceId : null,
        name,
      });
    }
    const name = input.name.trim();
    Object.assign(product, {
      code,
      name,
      nameEn: input.nameEn?.trim() || name,
      categoryId: input.categoryId,
      declaredAmount: input.declaredAmount,
      declaredUnitId: input.declaredUnitId,
      boundary: input.boundary,
      stageScheme: input.stageScheme,
      description: input.description?.trim() ?? "",
    });
    delete product.items;
    const saved = await manager.save(DesignProduct, product);
    product.id = saved.id;
    await manager.delete(DesignProductItem, { designProductId: product.id });
    if (items.length > 0) {
      await manager.insert(
        DesignProductItem,
        items.map((item, position) => ({ ...item, designProductId: product.id, position })),
      );
    }
  }
}
