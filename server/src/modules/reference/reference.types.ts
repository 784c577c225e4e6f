import { Field, Float, Int, ObjectType } from "type-graphql";
import { Industry } from "./industry.entity";

@ObjectType({ description: "A unit of measure (ids of SPEC §3)" })
export class Unit {
  @Field(() => Int) id: number;
  @Field(() => String) symbol: string;
  @Field(() => String) name: string;
  @Field(() => String) nameZh: string;
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

@ObjectType({ description: "The reference trees forms need" })
export class ReferenceData {
  @Field(() => [Industry]) industries: Industry[];
  @Field(() => [Unit]) units: Unit[];
  @Field(() => [Region]) regions: Region[];
}
