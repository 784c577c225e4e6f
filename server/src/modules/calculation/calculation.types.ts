// GraphQL shapes of calculation results: what a run stored (totals, per-gas figures, the factor
// as used) and the reasons a run could not start.
// GraphQL shapes of calculation results: what a run stored (totals, per-gas figures, the factor
// as used) and the reasons a run could not start.
import { Field, Float, Int, ObjectType } from "type-graphql";
import type { GasCode, GwpSet } from "../../calc/ghg/types";
import { GasValueType } from "../factor/emission-factor.entity";

@ObjectType({ description: "One gas of a result: its mass and CO2e under the run's GWP set" })
export class GasEmissionType {
  @Field(() => String) gas: GasCode;
  @Field(() => Float, { description: "kg of the gas, signed" }) massKg: number;
  @Field(() => Float, { description: "GWP100 applied" }) gwp: number;
  @Field(() => Float, { description: "kg CO2e, signed" }) co2eKg: number;
}

@ObjectType({ description: "The factor a result used, as it was at the time of the run" })
export class FactorSnapshot {
  @Field(() => Int, { nullable: true, description: "Library factor id; null for custom" })
  id: number | null;
  @Field(() => String, { nullable: true }) code: string | null;
  @Field(() => String) name: string;
  @Field(() => String, {
    nullable: true,
    description: "The library factor's English name; null for custom factors and older runs",
  })
  nameEn?: string | null;
  @Field(() => String) source: string;
  @Field(() => Int, { nullable: true }) year: number | null;
  @Field(() => String, { nullable: true }) version: string | null;
  @Field(() => String, { nullable: true }) region: string | null;
  @Field(() => String, { nullable: true }) gwpBasis: GwpSet | null;
  @Field(() => String, {
    nullable: true,
    description: "The library's note on the figure's quality, in Chinese, as at the run",
  })
  dataQuality?: string | null;
  @Field(() => String, { nullable: true, description: "The data-quality note in English" })
  dataQualityEn?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "A proxy: stands in for a fitting factor that is not published",
  })
  proxy?: boolean | null;
  @Field(() => Int, { nullable: true, description: "The factor's activity unit" })
  unitId?: number | null;
  @Field(() => [GasValueType], { nullable: true }) gases?: GasValueType[] | null;
  @Field(() => Float, { nullable: true }) ncv?: number | null;
  @Field(() => Float, { nullable: true }) carbonContent?: number | null;
  @Field(() => Float, { nullable: true }) oxidation?: number | null;
}

@ObjectType({ description: "Scope 2 market-based figure of a line" })
export class MarketResult {
  @Field(() => String, { description: "certificate, supplier, residual or grid" }) basis: string;
  @Field(() => Float, {
    nullable: true,
    description:
      "The quantity the instrument covers, in the line's unit, when it covers part of the line; the rest is at the grid factor",
  })
  coveredAmount?: number | null;
  @Field(() => [GasEmissionType]) gases: GasEmissionType[];
  @Field(() => Float) co2eKg: number;
  @Field(() => FactorSnapshot) factor: FactorSnapshot;
  @Field(() => String) formula: string;
}

@ObjectType({ description: "A category's share of a total" })
export class CategoryTotal {
  @Field(() => Int) category: number;
  @Field(() => Float, { description: "kg CO2e" }) co2eKg: number;
}

@ObjectType()
export class ProcessTotalType {
  @Field(() => Int) processId: number;
  @Field(() => String) processName: string;
  @Field(() => Int) scope: number;
  @Field(() => Float, { description: "kg CO2e" }) co2eKg: number;
}

@ObjectType()
export class GasTotalType {
  @Field(() => String) gas: GasCode;
  @Field(() => Float) massKg: number;
  @Field(() => Float) co2eKg: number;
}

@ObjectType({ description: "The roll-ups of a run, kg CO2e unless stated" })
export class RunTotals {
  @Field(() => Float, { description: "Scope 2 location-based" }) totalKg: number;
  @Field(() => Float, { description: "Scope 2 market-based" }) totalMarketKg: number;
  @Field(() => Float) scope1: number;
  @Field(() => Float) scope2Location: number;
  @Field(() => Float) scope2Market: number;
  @Field(() => Float) scope3: number;
  @Field(() => [CategoryTotal]) byIsoCategory: CategoryTotal[];
  @Field(() => [CategoryTotal]) byScope3Category: CategoryTotal[];
  @Field(() => [ProcessTotalType]) byProcess: ProcessTotalType[];
  @Field(() => [GasTotalType]) byGas: GasTotalType[];
  @Field(() => Float, { description: "Biogenic CO2 outside the scopes, kg" }) biogenicCo2Kg: number;
  @Field(() => Float, { description: "Carbon locked in products, subtracted" }) deductedKg: number;
  @Field(() => Float, { nullable: true, description: "t CO2e per unit of output" })
  intensityPerOutput: number | null;
  @Field(() => String, { nullable: true }) outputUnit: string | null;
  @Field(() => Float, { nullable: true, description: "t CO2e per unit of revenue" })
  intensityPerRevenue: number | null;
  @Field(() => String, { nullable: true }) revenueUnit: string | null;
}

@ObjectType({ description: "A line that stopped a calculation, and why" })
export class LineErrorType {
  @Field(() => Int) lineId: number;
  @Field(() => String) name: string;
  @Field(() => String) processName: string;
  @Field(() => String, {
    description:
      "MISSING_FACTOR, UNIT_MISMATCH, UNKNOWN_UNIT, MISSING_COMBUSTION_PARAMETERS, INVALID_AMOUNT, UNKNOWN_GAS, MISSING_AMOUNT",
  })
  reason: string;
  @Field(() => String) message: string;
}

@ObjectType({
  description:
    "Whether the latest successful run still reflects the case's data: lines, processes and settings changed, or library factors the lines use edited, after it ran",
})
export class ResultsFreshness {
  @Field(() => Boolean, { description: "The latest run is older than the data" })
  outdated: boolean;
  @Field(() => Boolean, { description: "Lines, processes or settings changed after the run" })
  dataChanged: boolean;
  @Field(() => Int, {
    description: "Library factors the lines use that were edited after the run",
  })
  factorsChanged: number;
  @Field(() => Date, { description: "When the case's data last changed" })
  dataChangedAt: Date;
  @Field(() => Date, { nullable: true, description: "When the latest successful run ran" })
  runAt: Date | null;
}
