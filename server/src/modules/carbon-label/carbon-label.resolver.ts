// GraphQL API of carbon labels. The company's labels and their reports are read by any of its
// signed-in users (the list routes have no code); issuing and revoking take fb02. The public
// verification (`carbonLabelVerification`) needs no session and answers only the label.
import {
  Args,
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import { GraphQLJSON } from "graphql-scalars";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { IdArgs, Paginated } from "../../graphql/paging";
import { Public } from "../../graphql/public";
import { FileDownload, toDownload } from "../../graphql/transfer";
import { PermissionCode } from "../permission/permission-codes";
import { CarbonLabel } from "./carbon-label.entity";
import {
  CarbonLabelCodeArgs,
  CarbonLabelFileArgs,
  CarbonLabelListArgs,
  CreateCarbonLabelInput,
  RevokeCarbonLabelInput,
} from "./carbon-label.inputs";
import { labelState } from "./carbon-label.service";
import { renderFootprintReportPdf } from "./footprint-report.pdf";
import { renderLabelSvg } from "./label-artwork";

const P = PermissionCode;

@ObjectType()
export class CarbonLabelPage extends Paginated(CarbonLabel) {}

@ObjectType({
  description: "What a label claims and whether it is valid: the public page's answer",
})
export class CarbonLabelVerification {
  @Field(() => String, {
    description: "valid, pending (not yet in its period), expired or revoked",
  })
  state: string;

  @Field(() => String)
  serial: string;

  @Field(() => String)
  productName: string;

  @Field(() => String)
  specification: string;

  @Field(() => String)
  companyName: string;

  @Field(() => Float, { description: "kg CO2e per declared unit" })
  footprint: number;

  @Field(() => GraphQLJSON, { description: "{ amount, unit, description }" })
  declaredUnit: unknown;

  @Field(() => GraphQLJSON, { description: "{ code, name, nameEn }" })
  boundary: unknown;

  @Field(() => GraphQLJSON, { description: "{ code, name, nameEn }" })
  standard: unknown;

  @Field(() => String)
  gwpSet: string;

  @Field(() => GraphQLJSON, { description: "{ organisation, verifier, date }" })
  verification: unknown;

  @Field(() => String)
  validFrom: string;

  @Field(() => String)
  validUntil: string;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;

  @Field(() => String)
  revokeReason: string;
}

/** The origin the QR's URL points at: the server the request came to. */
function originOf(ctx: Context): string {
  return `${ctx.req.protocol}://${ctx.req.get("host") ?? "localhost"}`;
}

@Resolver(() => CarbonLabel)
export class CarbonLabelResolver {
  @Authorized(P.Account)
  @Query(() => CarbonLabelPage, { description: "The company's carbon labels, newest first" })
  carbonLabels(
    @Args(() => CarbonLabelListArgs) args: CarbonLabelListArgs,
    @Ctx() ctx: Context,
  ): Promise<CarbonLabelPage> {
    return ctx.services.carbonLabels.list(ctx.viewer!, { ...args });
  }

  @Authorized(P.Account)
  @Query(() => CarbonLabel)
  carbonLabel(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<CarbonLabel> {
    return ctx.services.carbonLabels.get(ctx.viewer!, id);
  }

  @Public()
  @Query(() => CarbonLabelVerification, {
    description: "Public verification of a label by the code in its QR (no session needed)",
  })
  async carbonLabelVerification(
    @Args(() => CarbonLabelCodeArgs) { code }: CarbonLabelCodeArgs,
    @Ctx() ctx: Context,
  ): Promise<CarbonLabelVerification> {
    const found = await ctx.services.carbonLabels.verify(code);
    const { claim } = found;
    return {
      state: found.state,
      serial: claim.serial,
      productName: claim.productName,
      specification: claim.specification,
      companyName: claim.companyName,
      footprint: claim.footprint,
      declaredUnit: claim.declaredUnit,
      boundary: claim.boundary,
      standard: claim.standard,
      gwpSet: claim.gwpSet,
      verification: claim.verification,
      validFrom: claim.validFrom,
      validUntil: claim.validUntil,
      revokedAt: found.revokedAt,
      revokeReason: found.revokeReason,
    };
  }

  @FieldResolver(() => String, { description: "valid, pending, expired or revoked, today" })
  state(@Root() label: CarbonLabel): string {
    return labelState(label);
  }

  @FieldResolver(() => GraphQLJSON, { description: "What the label claims (LabelClaim)" })
  claim(@Root() label: CarbonLabel): unknown {
    return label.claim;
  }

  @Authorized(P.Account)
  @Query(() => FileDownload, { description: "The label artwork (SVG) with its QR code" })
  async carbonLabelArtwork(
    @Args(() => CarbonLabelFileArgs) { id, lang }: CarbonLabelFileArgs,
    @Ctx() ctx: Context,
  ): Promise<FileDownload> {
    const label = await ctx.services.carbonLabels.get(ctx.viewer!, id);
    return toDownload({
      filename: `${label.serial}-${lang}.svg`,
      mimeType: "image/svg+xml",
      content: Buffer.from(await renderLabelSvg(label.claim, lang), "utf8"),
    });
  }

  @Authorized(P.Account)
  @Query(() => FileDownload, {
    description: "The ISO 14067 footprint report behind the label, as PDF in zh-CN or en. Heavy",
  })
  @Heavy(HEAVY_COST.export)
  async carbonLabelReportPdf(
    @Args(() => CarbonLabelFileArgs) { id, lang }: CarbonLabelFileArgs,
    @Ctx() ctx: Context,
  ): Promise<FileDownload> {
    const document = await ctx.services.carbonLabels.reportDocument(ctx.viewer!, id);
    return toDownload({
      filename: `${document.label.serial}-report-${lang}.pdf`,
      mimeType: "application/pdf",
      content: await renderFootprintReportPdf(document, lang),
    });
  }

  @Authorized(P.LabelCreate)
  @Mutation(() => CarbonLabel, { description: "Issues a label from a released study" })
  createCarbonLabel(
    @Arg("input", () => CreateCarbonLabelInput) input: CreateCarbonLabelInput,
    @Ctx() ctx: Context,
  ): Promise<CarbonLabel> {
    return ctx.services.carbonLabels.create(ctx.viewer!, input, originOf(ctx));
  }

  @Authorized(P.LabelCreate)
  @Mutation(() => CarbonLabel, { description: "Revokes a label; the public page says so" })
  revokeCarbonLabel(
    @Arg("input", () => RevokeCarbonLabelInput) input: RevokeCarbonLabelInput,
    @Ctx() ctx: Context,
  ): Promise<CarbonLabel> {
    return ctx.services.carbonLabels.revoke(ctx.viewer!, input);
  }
}
