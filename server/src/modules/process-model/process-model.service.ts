// Process models: the operator's global rows (assigned to client companies) and each company's
// own. A model is checked whole before it is written: every unit is the platform's and converts
// to the unit of what the line draws on, every input's source exists and may be used by the
// model's owner, every output carries the property its allocation rule divides by, and no model
// uses itself through other models. Lines are replaced in the same transaction as the model.
import { type DataSource, type EntityManager, IsNull, Not } from "typeorm";
import { unitById, unitBySymbol, type UnitDefinition } from "../../calc/units";
import { paginate, type Page } from "../../db/paging";
import { badInput, conflict, DomainError, ErrorCode } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import type { Viewer } from "../auth/viewer";
import { MaterialDatum } from "../lca-data/material-datum.entity";
import { PermissionCode } from "../permission/permission-codes";
import { UpstreamProcess } from "../upstream-database/upstream-process.entity";
import {
  assertWritable,
  isOperator,
  mayUse,
  ownerFor,
  PROCESS_ASSIGNMENT,
  visibleTo,
} from "./model-access";
import { COMPARTMENTS, codesOf } from "./process-model.codes";
import { ProcessModel, ProcessModelLine } from "./process-model.entity";
import type {
  ProcessModelInput,
  ProcessModelLineInput,
  ProcessModelListArgs,
  UpdateProcessModelInput,
} from "./process-model.inputs";

const GLOBAL_CODE = PermissionCode.AdminProcessModel;
const COMPARTMENT_CODES = codesOf(COMPARTMENTS);

export class ProcessModelService {
  constructor(private readonly dataSource: DataSource) {}

  /** The global rows the viewer's company may use and its own, searched and paged. */
  async list(viewer: Viewer, args: ProcessModelListArgs): Promise<Page<ProcessModel>> {
    await assertValid(args);
    const operator = await isOperator(viewer, this.dataSource.manager);
    const query = this.dataSource.getRepository(ProcessModel).createQueryBuilder("model");
    visibleTo(query, viewer.companyId, operator, args.owner ?? "all", PROCESS_ASSIGNMENT);
    if (args.category) query.andWhere("model.category = :category", { category: args.category });
    return paginate(
      query,
      args,
      ["model.code", "model.name", "model.nameEn", "model.referenceProduct"],
      { column: "model.code" },
    );
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ProcessModel> {
    const model = await manager.findOneBy(ProcessModel, { id });
    const operator = await isOperator(viewer, manager);
    if (!model || !(await mayUse(manager, model, viewer.companyId, operator, PROCESS_ASSIGNMENT))) {
      throw DomainError.of(ErrorCode.NotFound, "processModelNotFound");
    }
    model.lines = await this.lines(model.id, manager);
    return model;
  }

  lines(modelId: number, manager: EntityManager = this.dataSource.manager) {
    return manager.find(ProcessModelLine, { where: { modelId }, order: { position: "ASC" } });
  }

  async create(viewer: Viewer, input: ProcessModelInput): Promise<ProcessModel> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const companyId = await ownerFor(viewer, input.global ?? false, GLOBAL_CODE, manager);
      const model = manager.create(ProcessModel, { companyId });
      await this.write(viewer, model, input, manager);
      return this.get(viewer, model.id, manager);
    });
  }

  async update(viewer: Viewer, input: UpdateProcessModelInput): Promise<ProcessModel> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const model = await this.get(viewer, input.id, manager);
      await assertWritable(viewer, model.companyId, GLOBAL_CODE, manager);
      await this.write(viewer, model, input, manager);
      return this.get(viewer, model.id, manager);
    });
  }

  /** Deletes a model no other model and no design product uses; its assignments go with it. */
  async remove(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const model = await this.get(viewer, id, manager);
      await assertWritable(viewer, model.companyId, GLOBAL_CODE, manager);
      const users: Array<{ name: string }> = await manager.query(
        `SELECT m.name FROM process_model_line l JOIN process_model m ON m.id = l.model_id
          WHERE l.process_model_id = $1 AND l.model_id <> $1
         UNION SELECT p.name FROM design_product_item i JOIN design_product p
           ON p.id = i.design_product_id WHERE i.process_model_id = $1
         ORDER BY 1 LIMIT 5`,
        [id],
      );
      if (users.length > 0) {
        throw conflict("processModelInUse", {
          name: model.name,
          users: users.map((user) => user.name).join(", "),
        });
      }
      await manager.delete(ProcessModel, id);
      return true;
    });
  }

  private async write(
    viewer: Viewer,
    model: ProcessModel,
    input: ProcessModelInput,
    manager: EntityManager,
  ): Promise<void> {
    const code = input.code.trim();
    const taken = await manager.findOneBy(ProcessModel, {
      companyId: model.companyId ?? IsNull(),
      code,
      ...(model.id ? { id: Not(model.id) } : {}),
    });
    if (taken) throw badInput("code", "modelCodeTaken", { code, name: taken.name });
    if (!(input.referenceAmount > 0)) throw badInput("referenceAmount", "referenceAmountPositive");
    this.knownUnit("referenceUnitId", input.referenceUnitId);
    this.checkAllocation(input);
    const lines: Array<Partial<ProcessModelLine>> = [];
    for (const [index, line] of input.lines.entries()) {
      lines.push(await this.checkedLine(viewer, model, line, `lines.${index}`, manager));
    }
    if (model.id) await this.assertNoCycle(model, lines, manager);
    const name = input.name.trim();
    Object.assign(model, {
      code,
      name,
      nameEn: input.nameEn?.trim() || name,
      category: input.category,
      description: input.description?.trim() ?? "",
      referenceProduct: input.referenceProduct.trim(),
      referenceAmount: input.referenceAmount,
      referenceUnitId: input.referenceUnitId,
      referenceMassPerUnit: input.referenceMassPerUnit ?? null,
      referencePricePerUnit: input.referencePricePerUnit ?? null,
      allocation: input.allocation,
      template: input.template ?? false,
    });
    delete model.lines;
    const saved = await manager.save(ProcessModel, model);
    model.id = saved.id;
    await manager.delete(ProcessModelLine, { modelId: model.id });
    if (lines.length > 0) {
      await manager.insert(
        ProcessModelLine,
        lines.map((line, position) => ({ ...line, modelId: model.id, position })),
      );
    }
  }

  private knownUnit(field: string, unitId: number): UnitDefinition {
    try {
      return unitById(unitId);
    } catch {
      throw badInput(field, "unknownPlatformUnit", { unit: unitId });
    }
  }

  /** With by-products, every output needs the property its rule divides by. */
  private checkAllocation(input: ProcessModelInput): void {
    const byProducts = input.lines
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => line.direction === "output");
    if (byProducts.length === 0 || input.allocation === "expansion") return;
    const [property, key, referenceField] =
      input.allocation === "physical"
        ? (["massPerUnit", "allocationNeedsMass", "referenceMassPerUnit"] as const)
        : (["pricePerUnit", "allocationNeedsPrice", "referencePricePerUnit"] as const);
    if (input[referenceField] == null) throw badInput(referenceField, key);
    for (const { line, index } of byProducts) {
      if (line[property] == null) throw badInput(`lines.${index}.${property}`, key);
    }
  }

  private async checkedLine(
    viewer: Viewer,
    model: ProcessModel,
    line: ProcessModelLineInput,
    field: string,
    manager: EntityManager,
  ): Promise<Partial<ProcessModelLine>> {
    const unit = this.knownUnit(`${field}.unitId`, line.unitId);
    const base = {
      direction: line.direction,
      sourceKind: null,
      sourceId: null,
      processModelId: null,
      compartment: null,
      amount: line.amount,
      unitId: line.unitId,
      massPerUnit: null,
      pricePerUnit: null,
    };
    if (line.direction === "output") {
      const name = line.name?.trim();
      if (!name) throw badInput(`${field}.name`, "lineNeedsName");
      return {
        ...base,
        name,
        massPerUnit: line.massPerUnit ?? null,
        pricePerUnit: line.pricePerUnit ?? null,
      };
    }
    if (line.direction === "emission") {
      const name = line.name?.trim();
      if (!name) throw badInput(`${field}.name`, "lineNeedsName");
      if (!line.compartment || !COMPARTMENT_CODES.includes(line.compartment)) {
        throw badInput(`${field}.compartment`, "emissionNeedsCompartment");
      }
      return { ...base, name, compartment: line.compartment };
    }
    if (!line.sourceKind || !line.sourceId) throw badInput(`${field}.sourceId`, "lineNeedsSource");
    const source = await this.source(viewer, model, line, field, manager);
    if (source.unit === undefined) {
      throw badInput(`${field}.unitId`, "upstreamUnitUnknown", {
        source: source.name,
        unit: source.unitText,
      });
    }
    if (source.unit.dimension !== unit.dimension) {
      throw badInput(`${field}.unitId`, "unitMismatch", {
        unit: unit.symbol,
        expected: source.unit.symbol,
        source: source.name,
      });
    }
    return {
      ...base,
      sourceKind: line.sourceKind,
      sourceId: line.sourceId,
      processModelId: line.sourceKind === "process" ? line.sourceId : null,
      name: source.name.slice(0, 200),
    };
  }

  /** The source an input draws on, if the model's owner may use it, with its unit. */
  private async source(
    viewer: Viewer,
    model: ProcessModel,
    line: ProcessModelLineInput,
    field: string,
    manager: EntityManager,
  ): Promise<{ name: string; unit: UnitDefinition | undefined; unitText: string }> {
    const id = line.sourceId!;
    const missing = () =>
      badInput(`${field}.sourceId`, "lineSourceNotFound", { kind: line.sourceKind ?? "", id });
    const globalOnly = () => badInput(`${field}.sourceId`, "globalUsesGlobal");
    if (line.sourceKind === "upstream") {
      const process = await manager.findOneBy(UpstreamProcess, { id });
      if (!process) throw missing();
      return {
        name: process.productName,
        unit: unitBySymbol(process.productUnit),
        unitText: process.productUnit,
      };
    }
    if (line.sourceKind === "material") {
      const material = await manager.findOneBy(MaterialDatum, { id });
      if (!material) throw missing();
      if (material.companyId !== null) {
        if (model.companyId === null) throw globalOnly();
        if (material.companyId !== model.companyId) throw missing();
      }
      return { name: material.name, unit: unitById(material.unitId), unitText: "" };
    }
    const used = await manager.findOneBy(ProcessModel, { id });
    if (!used) throw missing();
    if (model.companyId === null) {
      if (used.companyId !== null) throw globalOnly();
    } else {
      const operator = await isOperator(viewer, manager);
      if (!(await mayUse(manager, used, model.companyId, operator, PROCESS_ASSIGNMENT))) {
        throw missing();
      }
    }
    if (used.id === model.id) {
      throw badInput(`${field}.sourceId`, "processModelCycle", {
        name: model.name,
        cycle: `${model.name} → ${model.name}`,
      });
    }
    return { name: used.name, unit: unitById(used.referenceUnitId), unitText: "" };
  }

  /** Refuses lines through which the model would use itself, naming the cycle. */
  private async assertNoCycle(
    model: ProcessModel,
    lines: Array<Partial<ProcessModelLine>>,
    manager: EntityManager,
  ): Promise<void> {
    const edges: Array<{ model_id: number; process_model_id: number }> = await manager.query(
      `SELECT DISTINCT model_id, process_model_id FROM process_model_line
        WHERE process_model_id IS NOT NULL AND model_id <> $1`,
      [model.id],
    );
    const uses = new Map<number, number[]>();
    for (const edge of edges) {
      uses.set(edge.model_id, [...(uses.get(edge.model_id) ?? []), edge.process_model_id]);
    }
    for (const [index, line] of lines.entries()) {
      if (line.processModelId == null) continue;
      const path = this.pathTo(line.processModelId, model.id, uses);
      if (!path) continue;
      const ids = [model.id, ...path];
      const rows = await manager.findBy(
        ProcessModel,
        ids.map((id) => ({ id })),
      );
      const names = new Map(rows.map((row) => [row.id, row.name]));
      names.set(model.id, model.name);
      throw badInput(`lines.${index}.sourceId`, "processModelCycle", {
        name: model.name,
        cycle: ids.map((id) => names.get(id) ?? `#${id}`).join(" → "),
      });
    }
  }

  /** A path of model ids from `start` to `target` along the uses, or null (depth first). */
  private pathTo(start: number, target: number, uses: Map<number, number[]>): number[] | null {
    const seen = new Set<number>();
    const stack: Array<{ id: number; path: number[] }> = [{ id: start, path: [start] }];
    while (stack.length > 0) {
      const { id, path } = stack.pop()!;
      if (id === target) return path;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of uses.get(id) ?? []) stack.push({ id: next, path: [...path, next] });
    }
    return null;
  }
}
