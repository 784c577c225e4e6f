// A product's model resolved for the engine: every line linked to its source and converted to
// the source's unit, as the foreground processes of calc/lca/product-system.ts, with the layout
// the results are summarised by and a snapshot of what each line took. A line that cannot be
// linked or converted is reported with its name and the reason, in the caller's language; the
// calculation is refused while any is left.
import { In, type EntityManager } from "typeorm";
import { allocationShares, type ProcessModelShape } from "../../calc/lca/process-model";
import type { ForegroundProcess, DeclaredKey } from "../../calc/lca/product-system";
import { foregroundLoop } from "../../calc/lca/product-system";
import type { LayoutLine } from "../../calc/lca/product-results";
import type { Distribution, ElementaryFlow, TechInput } from "../../calc/lca/types";
import { convertUnit, unitById, unitBySymbol, type UnitDefinition } from "../../calc/units";
import { translate, type MessageKey, type MessageParams } from "../../lib/messages";
import { currentLocale } from "../../lib/request-context";
import { MaterialDatum } from "../lca-data/material-datum.entity";
import { TransportDatum } from "../lca-data/transport-datum.entity";
import { mayUse, PROCESS_ASSIGNMENT } from "../process-model/model-access";
import { ProcessModel, ProcessModelLine } from "../process-model/process-model.entity";
import { UpstreamDatabase } from "../upstream-database/upstream-database.entity";
import { UpstreamProcess } from "../upstream-database/upstream-process.entity";
import { SOURCE_KINDS, stagesOf } from "./lca-product.codes";
import type { LcaModelLine, LcaProduct } from "./lca-product.entity";

/** A line that blocks the calculation: its id, name and why. */
export interface LineProblem {
  lineId: number;
  name: string;
  reason: string;
}

/** What a line took when calculated. */
export interface SnapshotLine {
  id: number;
  position: number;
  stage: string;
  kind: string;
  name: string;
  amount: number;
  unit: string;
  supplier: string;
  sourceKind: string | null;
  sourceId: number | null;
  /** the source's name and unit as they were */
  sourceName: string;
  sourceUnit: string;
  /** the quantity drawn from the source, in its unit (t·km for transport) */
  sourceAmount: number;
  /** figures the source declared per unit (own footprints, supplier data, transport data) */
  declared: Record<string, number>;
  distanceKm: number | null;
  massPerUnit: number | null;
  pricePerUnit: number | null;
  primary: boolean;
  quality: number[] | null;
}

export interface ModelSnapshot {
  product: {
    name: string;
    specification: string;
    unitKind: string;
    unitDescription: string;
    declaredAmount: number;
    declaredUnit: string;
    boundary: string;
    standard: string;
    referenceYear: number | null;
    geography: string;
    cutOffRule: string;
    allocation: string;
    method: string;
  };
  version: number;
  database: { id: number; name: string; version: string } | null;
  /** the share of the burdens the product keeps after its co-products (1 without) */
  allocationShare: number;
  lines: SnapshotLine[];
  processModels: { id: number; code: string; name: string; shares: number[] }[];
}

export interface ResolvedModel {
  foreground: ForegroundProcess[];
  /** the product's process: the demand is one unit of it */
  root: string;
  lines: LayoutLine[];
  problems: LineProblem[];
  snapshot: ModelSnapshot;
  database: UpstreamDatabase | null;
}

const TONNE = 11;
const KG = 10;
const TONNE_KM = 71;

class LineError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
  }
}

const fail = (key: MessageKey, params: MessageParams = {}) => new LineError(key, params);

/** A line's process for its whole quantity as one per unit of the line. */
function perUnit(process: ForegroundProcess, amount: number, unit: string): ForegroundProcess {
  return {
    ...process,
    unit,
    inputs: process.inputs.map((input) => ({ ...input, amount: input.amount / amount })),
    declared: Object.fromEntries(
      Object.entries(process.declared).map(([key, value]) => [key, value / amount]),
    ),
  };
}

/** Pedigree scores as the engine's lognormal spread (basic uncertainty 0: the scores alone). */
function pedigreeOf(quality: LcaModelLine["quality"]): Distribution | undefined {
  if (!quality) return undefined;
  return {
    kind: "lognormal",
    sigma: 0,
    pedigree: [
      quality.reliability,
      quality.completeness,
      quality.temporal,
      quality.geographical,
      quality.technological,
    ],
  };
}

/** A material or transport datum's uncertainty as the engine's distribution, relative. */
function datumDistribution(
  uncertainty: MaterialDatum["uncertainty"] | undefined,
  value: number,
): Distribution | undefined {
  if (!uncertainty || uncertainty.distribution === "none" || value === 0) return undefined;
  const u = uncertainty;
  // Declared figures are scaled by the line's quantity: spreads are kept relative to the value.
  if (u.distribution === "lognormal" && u.geometricSd && u.geometricSd > 1) {
    return { kind: "lognormal", sigma: Math.log(u.geometricSd) };
  }
  return undefined;
}

export class ModelResolver {
  private readonly foreground = new Map<string, ForegroundProcess>();
  private readonly processModels: ModelSnapshot["processModels"] = [];
  private readonly upstream = new Map<number, UpstreamProcess | null>();
  private readonly materials = new Map<number, MaterialDatum | null>();
  private readonly transports = new Map<number, TransportDatum | null>();

  constructor(
    private readonly manager: EntityManager,
    private readonly product: LcaProduct,
    private readonly operator: boolean,
    private readonly database: UpstreamDatabase | null,
  ) {}

  static async resolve(
    manager: EntityManager,
    product: LcaProduct,
    lines: readonly LcaModelLine[],
    operator: boolean,
  ): Promise<ResolvedModel> {
    const database = product.databaseId
      ? await manager.findOneBy(UpstreamDatabase, { id: product.databaseId })
      : null;
    return new ModelResolver(manager, product, operator, database).run(lines);
  }

  /** Reads the sources the lines name in one statement per kind (a model of 50 lines: three). */
  private async preload(lines: readonly LcaModelLine[]): Promise<void> {
    const ids = (kind: string) => [
      ...new Set(lines.filter((l) => l.sourceKind === kind && l.sourceId).map((l) => l.sourceId!)),
    ];
    const upstream = ids("upstream");
    if (upstream.length > 0) {
      for (const row of await this.manager.findBy(UpstreamProcess, { id: In(upstream) })) {
        this.upstream.set(row.id, row);
      }
    }
    const materials = ids("material");
    if (materials.length > 0) {
      for (const row of await this.manager.findBy(MaterialDatum, { id: In(materials) })) {
        const visible = row.companyId === null || row.companyId === this.product.companyId;
        this.materials.set(row.id, visible ? row : null);
      }
    }
    const transports = ids("transport");
    if (transports.length > 0) {
      for (const row of await this.manager.findBy(TransportDatum, { id: In(transports) })) {
        const visible = row.companyId === null || row.companyId === this.product.companyId;
        this.transports.set(row.id, visible ? row : null);
      }
    }
  }

  private async run(lines: readonly LcaModelLine[]): Promise<ResolvedModel> {
    await this.preload(lines);
    const product = this.product;
    const problems: LineProblem[] = [];
    const snapshotLines: SnapshotLine[] = [];
    const layout: LayoutLine[] = [];
    const stageCodes = new Set(stagesOf(product.standard).map((s) => s.code));
    const coproducts = lines.filter((l) => l.kind === "coproduct");
    let share = 1;
    try {
      share = this.allocationShare(coproducts);
    } catch (error) {
      if (!(error instanceof LineError)) throw error;
      for (const line of coproducts) problems.push(this.problem(line, error));
    }
    const rootInputs: TechInput[] = [];
    for (const line of lines) {
      const snapshot: SnapshotLine = {
        id: line.id,
        position: line.position,
        stage: line.stage,
        kind: line.kind,
        name: line.name,
        amount: line.amount,
        unit: unitById(line.unitId).symbol,
        supplier: line.supplier,
        sourceKind: line.sourceKind,
        sourceId: line.sourceId,
        sourceName: "",
        sourceUnit: "",
        sourceAmount: 0,
        declared: {},
        distanceKm: line.distanceKm,
        massPerUnit: line.massPerUnit,
        pricePerUnit: line.pricePerUnit,
        primary: line.primary || line.sourceKind === "supplier",
        quality: line.quality
          ? [
              line.quality.reliability,
              line.quality.completeness,
              line.quality.temporal,
              line.quality.geographical,
              line.quality.technological,
            ]
          : null,
      };
      snapshotLines.push(snapshot);
      // Under allocation a co-product only changes the share; it is no process of its own.
      if (line.kind === "coproduct" && product.allocation !== "expansion") continue;
      try {
        if (!stageCodes.has(line.stage)) throw fail("lcaLineStage", { stage: line.stage });
        const whole = await this.lineProcess(line, snapshot);
        // The line's process delivers its quantity in its own unit (the tree shows "2 kg of
        // clinker"): its inputs and declared figures per unit of the line.
        const process = perUnit(whole, line.amount, snapshot.unit);
        this.foreground.set(process.id, process);
        rootInputs.push({ product: process.id, amount: line.amount * share });
        layout.push({
          key: String(line.id),
          name: line.name,
          stage: line.stage,
          kind: line.kind,
          primary: snapshot.primary,
          process: process.id,
          ...(snapshot.quality ? { quality: snapshot.quality } : {}),
        });
      } catch (error) {
        if (!(error instanceof LineError)) throw error;
        problems.push(this.problem(line, error));
      }
    }
    const root = `product:${product.id}`;
    this.foreground.set(root, {
      id: root,
      name: product.name,
      unit: unitById(product.declaredUnitId).symbol,
      inputs: rootInputs,
      declared: {},
    });
    const foreground = [...this.foreground.values()];
    const loop = foregroundLoop(foreground);
    if (loop) {
      problems.push({
        lineId: 0,
        name: loop[0],
        reason: translate("lcaLineLoop", { cycle: loop.join(" → ") }),
      });
    }
    return {
      foreground,
      root,
      lines: layout,
      problems,
      database: this.database,
      snapshot: {
        product: {
          name: product.name,
          specification: product.specification,
          unitKind: product.unitKind,
          unitDescription: product.unitDescription,
          declaredAmount: product.declaredAmount,
          declaredUnit: unitById(product.declaredUnitId).symbol,
          boundary: product.boundary,
          standard: product.standard,
          referenceYear: product.referenceYear,
          geography: product.geography,
          cutOffRule: product.cutOffRule,
          allocation: product.allocation,
          method: product.method,
        },
        version: product.version,
        database: this.database
          ? { id: this.database.id, name: this.database.name, version: this.database.version }
          : null,
        allocationShare: share,
        lines: snapshotLines,
        processModels: this.processModels,
      },
    };
  }

  private problem(line: LcaModelLine, error: LineError): LineProblem {
    return { lineId: line.id, name: line.name, reason: translate(error.key, error.params) };
  }

  /** The product's share under physical or economic allocation among its co-products. */
  private allocationShare(coproducts: readonly LcaModelLine[]): number {
    const product = this.product;
    if (coproducts.length === 0 || product.allocation === "expansion") return 1;
    const physical = product.allocation === "physical";
    const unit = unitById(product.declaredUnitId);
    const ownMass =
      unit.dimension === "mass"
        ? convertUnit(1, product.declaredUnitId, KG)
        : (product.massPerUnit ?? null);
    const shape: ProcessModelShape = {
      id: "product",
      name: product.name,
      allocation: physical ? "physical" : "economic",
      reference: {
        product: "product",
        name: product.name,
        amount: product.declaredAmount,
        unitId: product.declaredUnitId,
        massPerUnit: ownMass,
        pricePerUnit: product.pricePerUnit,
      },
      byProducts: coproducts.map((line) => ({
        product: `line:${line.id}`,
        name: line.name,
        amount: line.amount,
        unitId: line.unitId,
        massPerUnit:
          unitById(line.unitId).dimension === "mass" && physical
            ? convertUnit(1, line.unitId, KG)
            : line.massPerUnit,
        pricePerUnit: line.pricePerUnit,
      })),
      inputs: [],
      emissions: [],
    };
    try {
      return allocationShares(shape)[0];
    } catch {
      throw fail("lcaLineCoproductProperty", {
        allocation: translate(physical ? "lcaAllocationPhysical" : "lcaAllocationEconomic"),
        property: translate(physical ? "lcaPropertyMass" : "lcaPropertyPrice"),
      });
    }
  }

  /** The foreground process of one line: one unit of it is the line's whole quantity. */
  private async lineProcess(
    line: LcaModelLine,
    snapshot: SnapshotLine,
  ): Promise<ForegroundProcess> {
    const process: ForegroundProcess = {
      id: `line:${line.id}`,
      name: line.name,
      group: line.stage,
      unit: snapshot.unit,
      inputs: [],
      declared: {},
    };
    if (!(line.amount > 0)) throw fail("lcaLineZero");
    const spread = pedigreeOf(line.quality);
    const sign = line.kind === "coproduct" ? -1 : 1;
    if (line.kind === "coproduct" && !line.sourceKind) throw fail("lcaLineCoproductSource");
    const unpicked = line.sourceKind !== "supplier" && line.sourceId == null;
    if (line.sourceKind && unpicked) throw fail("lcaLineNoSource");
    if (line.kind === "transport") return this.transportLine(line, snapshot, process, spread);
    switch (line.sourceKind) {
      case "supplier": {
        if (line.supplierGwp == null) throw fail("lcaLineNeedsSupplierGwp");
        const gwp = sign * line.supplierGwp * line.amount;
        process.declared = { GWP: gwp };
        if (spread) process.declaredUncertainty = spread;
        snapshot.sourceName = line.supplier || line.name;
        snapshot.sourceUnit = snapshot.unit;
        snapshot.sourceAmount = line.amount;
        snapshot.declared = { GWP: line.supplierGwp };
        return process;
      }
      case "upstream": {
        const { input, name, unit } = await this.upstreamInput(
          line.sourceId!,
          line.unitId,
          line.amount,
        );
        process.inputs.push({
          ...input,
          amount: sign * input.amount,
          ...(spread ? { uncertainty: spread } : {}),
        });
        Object.assign(snapshot, { sourceName: name, sourceUnit: unit, sourceAmount: input.amount });
        return process;
      }
      case "material": {
        const { product, unit, name } = await this.materialProcess(line.sourceId!);
        const amount = this.convert(line.unitId, line.amount, unit, name);
        process.inputs.push({
          product,
          amount: sign * amount,
          ...(spread ? { uncertainty: spread } : {}),
        });
        Object.assign(snapshot, {
          sourceName: name,
          sourceUnit: unit.symbol,
          sourceAmount: amount,
        });
        snapshot.declared = this.foreground.get(product)?.declared ?? {};
        return process;
      }
      case "process": {
        const { product, unit, name } = await this.modelProcess(line.sourceId!, []);
        const amount = this.convert(line.unitId, line.amount, unit, name);
        process.inputs.push({
          product,
          amount: sign * amount,
          ...(spread ? { uncertainty: spread } : {}),
        });
        Object.assign(snapshot, {
          sourceName: name,
          sourceUnit: unit.symbol,
          sourceAmount: amount,
        });
        return process;
      }
      case "transport":
        throw fail("lcaLineNeedsDistance");
      default:
        throw fail("lcaLineNoSource");
    }
  }

  private async transportLine(
    line: LcaModelLine,
    snapshot: SnapshotLine,
    process: ForegroundProcess,
    spread: Distribution | undefined,
  ): Promise<ForegroundProcess> {
    if (!line.sourceKind) throw fail("lcaLineNoSource");
    const unit = unitById(line.unitId);
    if (unit.dimension !== "mass") throw fail("lcaLineTransportMass", { unit: unit.symbol });
    if (!(line.distanceKm != null && line.distanceKm > 0)) throw fail("lcaLineNeedsDistance");
    const tkm = convertUnit(line.amount, line.unitId, TONNE) * line.distanceKm;
    if (line.sourceKind === "transport") {
      const product = await this.transportProcess(line.sourceId!);
      process.inputs.push({ product, amount: tkm, ...(spread ? { uncertainty: spread } : {}) });
      const datum = this.transports.get(line.sourceId!)!;
      Object.assign(snapshot, {
        sourceName: datum.name,
        sourceUnit: "t·km",
        sourceAmount: tkm,
        declared: { GWP: datum.factor },
      });
      return process;
    }
    if (line.sourceKind === "upstream") {
      const {
        input,
        name,
        unit: sourceUnit,
      } = await this.upstreamInput(line.sourceId!, TONNE_KM, tkm);
      process.inputs.push({ ...input, ...(spread ? { uncertainty: spread } : {}) });
      Object.assign(snapshot, { sourceName: name, sourceUnit, sourceAmount: input.amount });
      return process;
    }
    if (line.sourceKind === "supplier") {
      if (line.supplierGwp == null) throw fail("lcaLineNeedsSupplierGwp");
      process.declared = { GWP: line.supplierGwp * tkm };
      Object.assign(snapshot, {
        sourceName: line.supplier || line.name,
        sourceUnit: "t·km",
        sourceAmount: tkm,
        declared: { GWP: line.supplierGwp },
      });
      return process;
    }
    throw fail("lcaLineNoSource");
  }

  private convert(fromId: number, amount: number, to: UnitDefinition, source: string): number {
    const from = unitById(fromId);
    if (from.dimension !== to.dimension) {
      throw fail("lcaLineUnitMismatch", { unit: from.symbol, expected: to.symbol, source });
    }
    return convertUnit(amount, fromId, to.id);
  }

  private missing(kind: string, id: number): LineError {
    const label = SOURCE_KINDS.find((k) => k.code === kind);
    return fail("lcaLineSourceMissing", {
      kind: label ? (currentLocale() === "zh-CN" ? label.name : label.nameEn) : kind,
      id,
    });
  }

  /** A database product as a technosphere input of `amount` in the platform unit `unitId`. */
  private async upstreamInput(
    id: number,
    unitId: number,
    amount: number,
  ): Promise<{ input: TechInput; name: string; unit: string }> {
    if (!this.upstream.has(id)) {
      this.upstream.set(id, await this.manager.findOneBy(UpstreamProcess, { id }));
    }
    const process = this.upstream.get(id);
    if (!process) throw this.missing("upstream", id);
    if (!this.database) throw fail("lcaLineNoDatabase");
    if (process.databaseId !== this.database.id) {
      const other = await this.manager.findOneBy(UpstreamDatabase, { id: process.databaseId });
      throw fail("lcaLineOtherDatabase", {
        source: process.productName,
        database: other ? `${other.name} ${other.version}` : String(process.databaseId),
      });
    }
    const unit = unitBySymbol(process.productUnit);
    if (!unit) {
      throw fail("lcaLineSourceUnitUnknown", {
        source: process.productName,
        unit: process.productUnit,
      });
    }
    const converted = this.convert(unitId, amount, unit, process.productName);
    // A treatment delivers a negative amount of its waste: treating x takes -x of it.
    const signed = process.outputAmount < 0 ? -converted : converted;
    return {
      input: { product: process.productCode, provider: process.code, amount: signed },
      name: process.productName,
      unit: process.productUnit,
    };
  }

  /** The process of a material datum: one declared unit of it. */
  private async materialProcess(
    id: number,
  ): Promise<{ product: string; unit: UnitDefinition; name: string }> {
    if (!this.materials.has(id)) {
      const datum = await this.manager.findOneBy(MaterialDatum, { id });
      const visible =
        datum && (datum.companyId === null || datum.companyId === this.product.companyId);
      this.materials.set(id, visible ? datum : null);
    }
    const datum = this.materials.get(id);
    if (!datum) throw this.missing("material", id);
    const unit = unitById(datum.unitId);
    const key = `material:${id}`;
    if (!this.foreground.has(key)) {
      const process: ForegroundProcess = {
        id: key,
        name: datum.name,
        group: "material",
        unit: unit.symbol,
        inputs: [],
        declared: {},
      };
      if (datum.sourceKind === "upstream" && datum.upstreamProcessId) {
        const { input } = await this.upstreamInput(
          Number(datum.upstreamProcessId),
          datum.unitId,
          1,
        );
        process.inputs.push(input);
      } else {
        if (datum.gwp == null) throw fail("lcaLineNoFootprint", { source: datum.name });
        const declared: Record<DeclaredKey, number> = { GWP: datum.gwp };
        for (const [code, value] of Object.entries(datum.indicators ?? {})) declared[code] = value;
        process.declared = declared;
        const spread = datumDistribution(datum.uncertainty, datum.gwp);
        if (spread) process.declaredUncertainty = spread;
      }
      this.foreground.set(key, process);
    }
    return { product: key, unit, name: datum.name };
  }

  /** The process of a transport datum: one t·km of it. */
  private async transportProcess(id: number): Promise<string> {
    if (!this.transports.has(id)) {
      const datum = await this.manager.findOneBy(TransportDatum, { id });
      const visible =
        datum && (datum.companyId === null || datum.companyId === this.product.companyId);
      this.transports.set(id, visible ? datum : null);
    }
    const datum = this.transports.get(id);
    if (!datum) throw this.missing("transport", id);
    const key = `transport:${id}`;
    if (!this.foreground.has(key)) {
      const process: ForegroundProcess = {
        id: key,
        name: datum.name,
        group: "transport",
        unit: "t·km",
        inputs: [],
        declared: { GWP: datum.factor },
      };
      const spread = datumDistribution(datum.uncertainty, datum.factor);
      if (spread) process.declaredUncertainty = spread;
      this.foreground.set(key, process);
    }
    return key;
  }

  /**
   * The process of a process model: one unit of its reference product, its inputs and
   * emissions divided by the reference amount and multiplied by the reference's allocation
   * share. `path` holds the models above it, so a loop is named rather than followed forever.
   */
  private async modelProcess(
    id: number,
    path: readonly number[],
  ): Promise<{ product: string; unit: UnitDefinition; name: string }> {
    const key = `model:${id}`;
    const model = await this.manager.findOneBy(ProcessModel, { id });
    if (!model) throw this.missing("process", id);
    const usable = await mayUse(
      this.manager,
      model,
      this.product.companyId,
      this.operator,
      PROCESS_ASSIGNMENT,
    );
    if (!usable) throw this.missing("process", id);
    const unit = unitById(model.referenceUnitId);
    if (this.foreground.has(key) || path.includes(id))
      return { product: key, unit, name: model.name };
    const rows = await this.manager.find(ProcessModelLine, {
      where: { modelId: id },
      order: { position: "ASC" },
    });
    const failModel = (reason: string) =>
      fail("lcaLineProcessModel", { source: model.name, reason });
    const byProducts = rows.filter((r) => r.direction === "output");
    let shares: number[];
    try {
      shares = allocationShares({
        id: key,
        name: model.name,
        allocation: model.allocation as ProcessModelShape["allocation"],
        reference: {
          product: key,
          name: model.referenceProduct,
          amount: model.referenceAmount,
          unitId: model.referenceUnitId,
          massPerUnit: model.referenceMassPerUnit,
          pricePerUnit: model.referencePricePerUnit,
        },
        byProducts: byProducts.map((r) => ({
          product: `${key}:${r.id}`,
          name: r.name,
          amount: r.amount,
          unitId: r.unitId,
          massPerUnit: r.massPerUnit,
          pricePerUnit: r.pricePerUnit,
        })),
        inputs: [],
        emissions: [],
      });
    } catch (error) {
      throw failModel((error as Error).message);
    }
    const factor = shares[0] / model.referenceAmount;
    const process: ForegroundProcess = {
      id: key,
      name: model.name,
      group: "process-model",
      unit: unit.symbol,
      inputs: [],
      declared: {},
      emissions: [],
    };
    // Kept before its inputs are read, so a model reached again on a loop is found.
    this.foreground.set(key, process);
    for (const row of rows) {
      if (row.direction === "input") {
        const amount = row.amount * factor;
        try {
          if (row.sourceKind === "upstream") {
            const { input } = await this.upstreamInput(row.sourceId!, row.unitId, amount);
            process.inputs.push(input);
          } else if (row.sourceKind === "material") {
            const source = await this.materialProcess(row.sourceId!);
            process.inputs.push({
              product: source.product,
              amount: this.convert(row.unitId, amount, source.unit, source.name),
            });
          } else if (row.sourceKind === "process") {
            const source = await this.modelProcess(row.sourceId!, [...path, id]);
            process.inputs.push({
              product: source.product,
              amount: this.convert(row.unitId, amount, source.unit, source.name),
            });
          }
        } catch (error) {
          if (!(error instanceof LineError)) throw error;
          throw failModel(translate(error.key, error.params));
        }
      } else if (row.direction === "emission") {
        const unitOf = unitById(row.unitId);
        if (unitOf.dimension !== "mass") {
          throw failModel(
            translate("lcaLineUnitMismatch", {
              unit: unitOf.symbol,
              expected: "kg",
              source: row.name,
            }),
          );
        }
        const flow: ElementaryFlow = {
          id: `emission:${row.name}|${row.compartment ?? "air"}`,
          name: row.name,
          unit: "kg",
          compartment: row.compartment ?? "air",
          direction: "emission",
        };
        process.emissions!.push({ flow, amount: convertUnit(row.amount, row.unitId, KG) * factor });
      }
    }
    this.processModels.push({ id, code: model.code, name: model.name, shares });
    return { product: key, unit, name: model.name };
  }
}
