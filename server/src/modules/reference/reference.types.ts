import { Field, Float, Int, ObjectType } from "type-graphql";
import { Industry } from "./industry.entity";

@ObjectType({ description: "A unit of measure (ids of SPEC §3)" })
export class Unit {
  @Field(() => Int) id: number;
  @Field(() => String) symbol: string;
  @Field(() => String) name: string;
  @Field(() => String) nameEn: string;
  @Field(() => String) dimension: string;
  @Field(() => Float, { description: "Factor to the dimension's base unit" }) toBase: number;
  @Field(() => Boolean) selectable: boolean;
}

@ObjectType({ description: "A provincial-level region of China (GB/T 2260)" })
export class Region {
  @Field(() => String) code: string;
  @Field(() => String) name: string;
  @Field(() => String) nameEn: string;
}

@ObjectType({
  description:
    "A greenhouse gas with its GWP100 under each IPCC report. Methane comes as CH4_FOSSIL (AR6 29.8, the one to pick for fuels), CH4_NONFOSSIL (AR6 27.0) and CH4 (origin not stated, AR6 27.9)",
})
export class Gas {
  @Field(() => String, { description: "Code used in factor values, e.g. CH4_FOSSIL" }) code: string;
  @Field(() => String, { description: "As written in traces, e.g. CH4 (fossil)" }) label: string;
  @Field(() => String) name: string;
  @Field(() => String) nameEn: string;
  @Field(() => Float) gwpAR4: number;
  @Field(() => Float) gwpAR5: number;
  @Field(() => Float) gwpAR6: number;
  @Field(() => [String], { description: "Other spellings accepted for the code, e.g. R-134a" })
  synonyms: string[];
}

@ObjectType({ description: "Data-source type of an activity amount (SPEC §3)" })
export class DataSourceTypeInfo {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String) nameEn: string;
}

@ObjectType({ description: "The reference trees forms need" })
export class ReferenceData {
  @Field(() => [Industry]) industries: Industry[];
  @Field(() => [Unit]) units: Unit[];
  @Field(() => [Region]) regions: Region[];
  @Field(() => [Gas]) gases: Gas[];
  @Field(() => [DataSourceTypeInfo]) dataSourceTypes: DataSourceTypeInfo[];
  @Field(() => [String], { description: "AR4, AR5, AR6" }) gwpSets: string[];
}
