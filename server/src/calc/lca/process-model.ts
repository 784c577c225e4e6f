// A process model of the platform (a gate-to-gate unit process: blast furnace, injection
// moulding...) as the engine's process: its reference product first, then its by-products with
// their allocation properties, its technosphere inputs converted to the unit of the product
// they draw on, and its direct emissions. Also the allocation shares of ISO 14044 §4.3.4 the
// matrix builder applies to such a process, so a form can show them before any calculation.
import { convertUnit, unitById } from "../units";
import type { AllocationMethod, ProcessSpec } from "./types";

/** The allocation rule a process model chooses; "expansion" is the engine's "none". */
export type ModelAllocation = "physical" | "economic" | "expansion";

export interface ModelOutput {
  /** Product id in the system. */
  product: string;
  name: string;
  amount: number;
  unitId: number;
  /** kg of mass per unit of the output (physical allocation). */
  massPerUnit?: number | null;
  /** Price per unit of the output (economic allocation). */
  pricePerUnit?: number | null;
}

/** A technosphere input with the product it draws on, resolved to that product's unit. */
export interface ModelInput {
  /** Product id of the provider (a material, an upstream product, another model's output). */
  product: string;
  amount: number;
  unitId: number;
  /** The unit the provider delivers its product in; the amount is converted to it. */
  providerUnitId: number;
}

export interface ModelEmission {
  /** Elementary flow id in the system. */
  flow: string;
  amount: number;
  unitId: number;
  /** The unit of the flow in the system; the amount is converted to it. */
  flowUnitId: number;
}

export interface ProcessModelShape {
  id: string;
  name: string;
  group?: string;
  allocation: ModelAllocation;
  reference: ModelOutput;
  byProducts: ModelOutput[];
  inputs: ModelInput[];
  emissions: ModelEmission[];
}

export const ENGINE_ALLOCATION: Record<ModelAllocation, AllocationMethod> = {
  physical: "physical",
  economic: "economic",
  expansion: "none",
};

/** The engine's process of a model; units converted, allocation properties carried. */
export function toEngineProcess(model: ProcessModelShape): ProcessSpec {
  const output = (o: ModelOutput) => ({
    id: o.product,
    name: o.name,
    unit: unitById(o.unitId).symbol,
    amount: o.amount,
    ...(o.massPerUnit != null ? { physical: o.massPerUnit } : {}),
    ...(o.pricePerUnit != null ? { price: o.pricePerUnit } : {}),
  });
  return {
    id: model.id,
    name: model.name,
    ...(model.group ? { group: model.group } : {}),
    outputs: [output(model.reference), ...model.byProducts.map(output)],
    inputs: model.inputs.map((input) => ({
      product: input.product,
      amount: convertUnit(input.amount, input.unitId, input.providerUnitId),
    })),
    elementary: model.emissions.map((emission) => ({
      flow: emission.flow,
      amount: convertUnit(emission.amount, emission.unitId, emission.flowUnitId),
    })),
  };
}

/**
 * The share of the process each output carries, reference first. Physical: amount × kg per
 * unit over the sum; economic: amount × price over the sum (revenue); system expansion: the
 * reference carries all, the by-products are credited to their other providers. Throws when
 * a property is missing or the sum is not positive.
 */
export function allocationShares(model: ProcessModelShape): number[] {
  const outputs = [model.reference, ...model.byProducts];
  if (model.allocation === "expansion") return outputs.map((_, k) => (k === 0 ? 1 : 0));
  const weights = outputs.map((o) => {
    const property = model.allocation === "physical" ? o.massPerUnit : o.pricePerUnit;
    if (property == null || !Number.isFinite(property)) {
      throw new Error(`output "${o.name}" has no ${model.allocation} allocation property`);
    }
    return o.amount * property;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (!(total > 0)) throw new Error(`the outputs of "${model.name}" weigh nothing to divide by`);
  return weights.map((weight) => weight / total);
}
