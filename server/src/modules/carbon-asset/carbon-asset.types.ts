// GraphQL answers of carbon assets that are not tables: totals by asset type, the compliance
// position of a corporation's year, the lines a certificate retirement may cover, and the
// choices of the compliance panel.
import { Field, Float, Int, ObjectType } from "type-graphql";
import { Paginated } from "../../graphql/paging";
import { AssetTransaction } from "./asset-transaction.entity";
import { CarbonHolding } from "./carbon-holding.entity";

@ObjectType()
export class CarbonHoldingPage extends Paginated(CarbonHolding) {}

@ObjectType()
export class CarbonAssetTransactionPage extends Paginated(AssetTransaction) {}

@ObjectType({ description: "Units held of one asset type, over the holdings a filter selects" })
export class CarbonHoldingTotal {
  @Field(() => String)
  assetType: string;

  @Field(() => String, { description: "t CO2e or MWh" })
  unit: string;

  @Field(() => Int)
  quantity: number;

  @Field(() => Int, { description: "Holdings with units" })
  holdings: number;
}

@ObjectType({ description: "The compliance position of a corporation for one compliance year" })
export class CarbonCompliancePosition {
  @Field(() => Int)
  corporationId: number;

  @Field(() => String)
  corporationName: string;

  @Field(() => Int)
  year: number;

  @Field(() => Float, {
    nullable: true,
    description: "The obligation, t CO2e: the verified figure, else the calculated one",
  })
  verifiedT: number | null;

  @Field(() => String, { nullable: true, description: "verified (entered) or calculated" })
  verifiedBasis: string | null;

  @Field(() => String, { nullable: true, description: "Verifier or report of a verified figure" })
  verifiedSource: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "From the case's latest run: the covered scopes and gases, t CO2e",
  })
  calculatedT: number | null;

  @Field(() => Int, { nullable: true })
  caseId: number | null;

  @Field(() => String, { nullable: true })
  caseName: string | null;

  @Field(() => Int, { nullable: true })
  runId: number | null;

  @Field(() => Int, { nullable: true })
  runNo: number | null;

  @Field(() => [Int], { description: "Scopes the obligation covers: [1] from 2023, [1, 2] before" })
  scopes: number[];

  @Field(() => String, { description: "CO2 or ALL" })
  coveredGases: string;

  @Field(() => Int, { description: "CEA allocated for the year (vintage = year)" })
  allocated: number;

  @Field(() => Int, { description: "CEA held of vintages usable for the year (≤ year)" })
  heldCea: number;

  @Field(() => Int, { description: "CEA surrendered for the year" })
  surrenderedCea: number;

  @Field(() => Int, { description: "CCER surrendered for the year" })
  surrenderedCcer: number;

  @Field(() => Int, { description: "CCER held of vintages usable for the year" })
  heldCcer: number;

  @Field(() => Int, { description: "5% of the verified emissions, whole t" })
  ccerCap: number;

  @Field(() => Int, { description: "CCER surrendered that count (≤ the cap)" })
  ccerCounted: number;

  @Field(() => Int, { description: "CCER held that could still count" })
  ccerUsable: number;

  @Field(() => Float, {
    nullable: true,
    description: "Verified − CEA surrendered − CCER counted, t (negative: surrendered beyond)",
  })
  outstanding: number | null;

  @Field(() => Int, { nullable: true, description: "CEA still to buy after what is held" })
  leftToBuy: number | null;

  @Field(() => Int, { nullable: true, description: "CEA held beyond what the year needs" })
  surplus: number | null;

  @Field(() => Float, { nullable: true, description: "CNY per CEA entered for the year" })
  ceaPrice: number | null;

  @Field(() => Float, { nullable: true, description: "leftToBuy × ceaPrice, CNY" })
  leftToBuyValue: number | null;
}

@ObjectType({ description: "A scope 2 electricity line certificates may cover" })
export class ClaimableLine {
  @Field(() => Int)
  activityLineId: number;

  @Field(() => Int)
  caseId: number;

  @Field(() => String)
  caseName: string;

  @Field(() => Int)
  caseYear: number;

  @Field(() => String)
  processName: string;

  @Field(() => String, { description: "The process's English name" })
  processNameEn: string;

  @Field(() => String)
  lineName: string;

  @Field(() => Int, { nullable: true, description: "The line's month, 1-12, when it has one" })
  month: number | null;

  @Field(() => Float, { description: "The line's electricity, MWh" })
  mwh: number;

  @Field(() => Float, { description: "MWh already covered by retirements" })
  claimedMwh: number;

  @Field(() => Float)
  remainingMwh: number;
}

@ObjectType({ description: "A corporation the company keeps assets or cases for" })
export class CarbonAssetCorporation {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => [Int], { description: "Years of its cases, vintages and compliance years" })
  years: number[];
}
