// Inputs of the open-platform API: a client created or changed (its name, note, permission
// codes and products), and the pages of clients and of their calls.
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Min } from "class-validator";
import { ArgsType, Field, InputType, Int, ObjectType } from "type-graphql";
import { PageArgs, Paginated } from "../../graphql/paging";
import { IsPositiveId, IsRequiredText, IsText } from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { ApiClient, ApiClientCall, PactEvent } from "./api-client.entity";

/** Client ids partners type into their configuration: lower-case letters, digits and dashes. */
export const CLIENT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{2,63}$/;

@InputType()
export class CreateApiClientInput {
  @Field(() => String)
  @IsRequiredText(100)
  name: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The client id to use (3-64 lower-case letters, digits, dashes); generated if absent",
  })
  @IsOptional()
  @Matches(CLIENT_ID_PATTERN, {
    message: m("invalidFormat", { hint: "3-64 lower-case letters, digits and dashes" }),
  })
  clientId?: string | null;

  @Field(() => String, { defaultValue: "" })
  @IsText(500)
  description: string = "";

  @Field(() => [String], { defaultValue: [], description: "Permission codes for GraphQL calls" })
  @IsArray()
  @ArrayMaxSize(200, { message: m("invalidFormat", { hint: "at most 200 codes" }) })
  @IsString({ each: true, message: m("invalidFormat", { hint: "permission codes" }) })
  codes: string[];

  @Field(() => [Int], { defaultValue: [], description: "Products whose releases it may read" })
  @IsArray()
  @ArrayMaxSize(500, { message: m("invalidFormat", { hint: "at most 500 products" }) })
  @IsInt({ each: true, message: m("mustBeInteger") })
  @Min(1, { each: true, message: m("mustBePositive") })
  productIds: number[];
}

@InputType()
export class UpdateApiClientInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => String)
  @IsRequiredText(100)
  name: string;

  @Field(() => String, { defaultValue: "" })
  @IsText(500)
  description: string = "";

  @Field(() => [String])
  @IsArray()
  @ArrayMaxSize(200, { message: m("invalidFormat", { hint: "at most 200 codes" }) })
  @IsString({ each: true, message: m("invalidFormat", { hint: "permission codes" }) })
  codes: string[];

  @Field(() => [Int])
  @IsArray()
  @ArrayMaxSize(500, { message: m("invalidFormat", { hint: "at most 500 products" }) })
  @IsInt({ each: true, message: m("mustBeInteger") })
  @Min(1, { each: true, message: m("mustBePositive") })
  productIds: number[];
}

@ArgsType()
export class ApiClientCallArgs extends PageArgs {
  @Field(() => Int, {
    nullable: true,
    description: "One client's calls; all the company's if absent",
  })
  @IsOptional()
  @IsPositiveId()
  apiClientId?: number | null;
}

@ObjectType()
export class ApiClientPage extends Paginated(ApiClient) {}

@ObjectType()
export class ApiClientCallPage extends Paginated(ApiClientCall) {}

@ObjectType()
export class PactEventPage extends Paginated(PactEvent) {}

@ObjectType({ description: "A client with its secret, shown this once" })
export class ApiClientSecret {
  @Field(() => ApiClient)
  client: ApiClient;

  @Field(() => String, { description: "The client secret: shown once, kept only as a hash" })
  secret: string;
}

@ObjectType({ description: "A product a client may be granted, with its releases" })
export class GrantableProduct {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => Int, { description: "Its released (or withdrawn) versions: footprints served" })
  releases: number;
}

@ObjectType({ description: "A footprint a client can read through PACT" })
export class ApiClientFootprint {
  @Field(() => String, { description: "The PACT footprint id" })
  id: string;

  @Field(() => Int)
  productId: number;

  @Field(() => String)
  productName: string;

  @Field(() => Int, { description: "The released model version" })
  version: number;

  @Field(() => String, { description: "Active or Deprecated" })
  status: string;

  @Field(() => Date, { nullable: true })
  releasedAt: Date | null;
}
