// GraphQL API of the panorama. Reading charts, the home panorama and figures takes `pa`;
// saving charts, arranging the home and managing share links take `pa01`. The public
// `sharedPanorama` needs no session and answers only what the link froze.
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { IdArgs } from "../../graphql/paging";
import { Public } from "../../graphql/public";
import { PermissionCode } from "../permission/permission-codes";
import { PanoramaChart } from "./panorama-chart.entity";
import { PanoramaShare } from "./panorama-share.entity";
import { shareStatus } from "./panorama-share.service";
import {
  CreatePanoramaChartInput,
  CreatePanoramaShareInput,
  PanoramaChartListArgs,
  PanoramaPreviewInput,
  PanoramaShareListArgs,
  PanoramaShareTokenArgs,
  RevokePanoramaShareInput,
  SetPanoramaHomeInput,
  UpdatePanoramaChartInput,
} from "./panorama.inputs";
import {
  CreatedPanoramaShare,
  PanoramaChartData,
  PanoramaChartPage,
  PanoramaHome,
  PanoramaOptions,
  PanoramaSharePage,
  SharedPanoramaView,
} from "./panorama.types";

const P = PermissionCode;

@Resolver(() => PanoramaChart)
export class PanoramaResolver {
  @Authorized(P.Panorama)
  @Query(() => PanoramaChartPage, { description: "The company's saved charts, latest first" })
  panoramaCharts(
    @Args(() => PanoramaChartListArgs) args: PanoramaChartListArgs,
    @Ctx() ctx: Context,
  ): Promise<PanoramaChartPage> {
    return ctx.services.panorama.list(ctx.viewer!, args);
  }

  @Authorized(P.Panorama)
  @Query(() => PanoramaChart)
  panoramaChart(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<PanoramaChart> {
    return ctx.services.panorama.get(ctx.viewer!, id);
  }

  @Authorized(P.Panorama)
  @Query(() => PanoramaOptions, {
    description: "The corporations and calculated cases a chart can be built over",
  })
  panoramaOptions(@Ctx() ctx: Context): Promise<PanoramaOptions> {
    return ctx.services.panorama.options(ctx.viewer!);
  }

  @Authorized(P.Panorama)
  @Query(() => PanoramaChartData, { description: "A chart's figures without saving it" })
  panoramaPreview(
    @Arg("input", () => PanoramaPreviewInput) input: PanoramaPreviewInput,
    @Ctx() ctx: Context,
  ): Promise<PanoramaChartData> {
    return ctx.services.panorama.preview(ctx.viewer!, input);
  }

  @Authorized(P.Panorama)
  @Query(() => PanoramaHome, { description: "The home panorama: its charts with their figures" })
  panoramaHome(@Ctx() ctx: Context): Promise<PanoramaHome> {
    return ctx.services.panorama.home(ctx.viewer!);
  }

  @Authorized(P.PanoramaEdit)
  @Mutation(() => PanoramaChart)
  createPanoramaChart(
    @Arg("input", () => CreatePanoramaChartInput) input: CreatePanoramaChartInput,
    @Ctx() ctx: Context,
  ): Promise<PanoramaChart> {
    return ctx.services.panorama.create(ctx.viewer!, input);
  }

  @Authorized(P.PanoramaEdit)
  @Mutation(() => PanoramaChart)
  updatePanoramaChart(
    @Arg("input", () => UpdatePanoramaChartInput) input: UpdatePanoramaChartInput,
    @Ctx() ctx: Context,
  ): Promise<PanoramaChart> {
    return ctx.services.panorama.update(ctx.viewer!, input);
  }

  @Authorized(P.PanoramaEdit)
  @Mutation(() => Boolean, {
    description: "Deletes a chart; it leaves the home panorama and its share links are revoked",
  })
  deletePanoramaChart(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.panorama.remove(ctx.viewer!, id);
  }

  @Authorized(P.PanoramaEdit)
  @Mutation(() => PanoramaHome, { description: "Arranges the home panorama" })
  setPanoramaHome(
    @Arg("input", () => SetPanoramaHomeInput) input: SetPanoramaHomeInput,
    @Ctx() ctx: Context,
  ): Promise<PanoramaHome> {
    return ctx.services.panorama.setHome(ctx.viewer!, input);
  }

  @FieldResolver(() => Boolean, { description: "Whether the chart is on the home panorama" })
  async onHome(@Root() chart: PanoramaChart, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.panoramaOnHome.load(chart.id);
  }
}

@Resolver(() => PanoramaShare)
export class PanoramaShareResolver {
  @Authorized(P.PanoramaEdit)
  @Query(() => PanoramaSharePage, { description: "The company's share links, newest first" })
  panoramaShares(
    @Args(() => PanoramaShareListArgs) args: PanoramaShareListArgs,
    @Ctx() ctx: Context,
  ): Promise<PanoramaSharePage> {
    return ctx.services.panoramaShares.list(ctx.viewer!, args);
  }

  @Authorized(P.PanoramaEdit)
  @Mutation(() => CreatedPanoramaShare, {
    description: "A public link to a chart or the home panorama as it reads now",
  })
  createPanoramaShare(
    @Arg("input", () => CreatePanoramaShareInput) input: CreatePanoramaShareInput,
    @Ctx() ctx: Context,
  ): Promise<CreatedPanoramaShare> {
    return ctx.services.panoramaShares.create(ctx.viewer!, input);
  }

  @Authorized(P.PanoramaEdit)
  @Mutation(() => PanoramaShare, { description: "Revokes a share link; it stops working at once" })
  revokePanoramaShare(
    @Arg("input", () => RevokePanoramaShareInput) input: RevokePanoramaShareInput,
    @Ctx() ctx: Context,
  ): Promise<PanoramaShare> {
    return ctx.services.panoramaShares.revoke(ctx.viewer!, input);
  }

  @Public()
  @Query(() => SharedPanoramaView, {
    description: "What a share link shows, without a session; one refusal for any bad token",
  })
  sharedPanorama(
    @Args(() => PanoramaShareTokenArgs) { token }: PanoramaShareTokenArgs,
    @Ctx() ctx: Context,
  ): Promise<SharedPanoramaView> {
    return ctx.services.panoramaShares.open(token);
  }

  @FieldResolver(() => String, { description: "active, expired or revoked, now" })
  status(@Root() share: PanoramaShare): string {
    return shareStatus(share);
  }
}
