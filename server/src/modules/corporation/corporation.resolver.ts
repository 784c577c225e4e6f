// GraphQL API of corporations: the repository list and map, the form, a map position.
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  Float,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { IdArgs, Paginated } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { Corporation } from "./corporation.entity";
import {
  CorporationInput,
  CorporationListArgs,
  CorporationMapArgs,
  CorporationPositionInput,
  UpdateCorporationInput,
} from "./corporation.inputs";

@ObjectType()
export class CorporationPage extends Paginated(Corporation) {}

@ObjectType({ description: "A corporation placed on the repository map" })
export class CorporationMapPoint {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => Float) longitude: number;
  @Field(() => Float) latitude: number;
}

@ObjectType({ description: "The repository map: every placed corporation a search finds" })
export class CorporationMap {
  @Field(() => Int, { description: "Corporations the search finds, placed or not" })
  total: number;

  @Field(() => [CorporationMapPoint])
  points: CorporationMapPoint[];
}

const P = PermissionCode;

@Resolver(() => Corporation)
export class CorporationResolver {
  @Authorized(P.Accounting)
  @Query(() => CorporationPage, { description: "The company's corporations" })
  corporations(
    @Args(() => CorporationListArgs) args: CorporationListArgs,
    @Ctx() ctx: Context,
  ): Promise<CorporationPage> {
    return ctx.services.corporations.list(ctx.viewer!, args);
  }

  @Authorized(P.Accounting)
  @Query(() => CorporationMap, {
    description: "Positions of all the corporations a search finds (filters of `corporations`)",
  })
  corporationMap(
    @Args(() => CorporationMapArgs) args: CorporationMapArgs,
    @Ctx() ctx: Context,
  ): Promise<CorporationMap> {
    return ctx.services.corporations.mapPoints(ctx.viewer!, args);
  }

  @Authorized(P.Accounting)
  @Query(() => Corporation)
  corporation(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<Corporation> {
    return ctx.services.corporations.get(ctx.viewer!, id);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Corporation)
  createCorporation(
    @Arg("input", () => CorporationInput) input: CorporationInput,
    @Ctx() ctx: Context,
  ): Promise<Corporation> {
    return ctx.services.corporations.create(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Corporation)
  updateCorporation(
    @Arg("input", () => UpdateCorporationInput) input: UpdateCorporationInput,
    @Ctx() ctx: Context,
  ): Promise<Corporation> {
    return ctx.services.corporations.update(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Corporation, { description: "Places a corporation on the map of China" })
  setCorporationPosition(
    @Arg("input", () => CorporationPositionInput) input: CorporationPositionInput,
    @Ctx() ctx: Context,
  ): Promise<Corporation> {
    return ctx.services.corporations.setPosition(ctx.viewer!, input);
  }

  @Authorized(P.AccountingDelete)
  @Mutation(() => Boolean, { description: "Deletes a corporation with its cases and runs" })
  deleteCorporation(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.corporations.delete(ctx.viewer!, id);
  }
}
