// GraphQL API of carbon assets. Reading holdings, their history, the lines certificates may cover
// and the compliance position takes bk; recording, reversing, the compliance year's figures and
// evidence uploads take bk01.
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Float,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { IdArgs } from "../../graphql/paging";
import { UploadEvidenceFileInput } from "../file/file.inputs";
import { StoredFile } from "../file/stored-file.entity";
import { PermissionCode } from "../permission/permission-codes";
import { ASSET_RULES, formatSerial, rangeCount } from "./asset-rules";
import { AssetTransaction, CertificateClaim } from "./asset-transaction.entity";
import {
  CarbonHoldingListArgs,
  CarbonHoldingTotalsArgs,
  CarbonTransactionListArgs,
  CompliancePositionArgs,
  RecordCarbonAssetTransactionInput,
  ReverseCarbonAssetTransactionInput,
  SetComplianceYearInput,
} from "./carbon-asset.inputs";
import {
  CarbonAssetCorporation,
  CarbonAssetTransactionPage,
  CarbonCompliancePosition,
  CarbonHoldingPage,
  CarbonHoldingTotal,
  ClaimableLine,
} from "./carbon-asset.types";
import { CarbonHolding, SerialBlock } from "./carbon-holding.entity";

const P = PermissionCode;

@Resolver(() => CarbonHolding)
export class CarbonHoldingResolver {
  @Authorized(P.Ledger)
  @Query(() => CarbonHoldingPage, { description: "The company's carbon-asset holdings" })
  carbonHoldings(@Args() args: CarbonHoldingListArgs, @Ctx() ctx: Context) {
    return ctx.services.carbonAssets.holdings(ctx.viewer!, args);
  }

  @Authorized(P.Ledger)
  @Query(() => [CarbonHoldingTotal], { description: "Units held by asset type under a filter" })
  carbonHoldingTotals(@Args() args: CarbonHoldingTotalsArgs, @Ctx() ctx: Context) {
    return ctx.services.carbonAssets.totals(ctx.viewer!, args);
  }

  @Authorized(P.Ledger)
  @Query(() => CarbonHolding)
  carbonHolding(@Args() { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.carbonAssets.holding(ctx.viewer!, id);
  }

  @Authorized(P.Ledger)
  @Query(() => [CarbonAssetCorporation], {
    description: "The corporations of the company, with the years of their cases and assets",
  })
  carbonAssetCorporations(@Ctx() ctx: Context) {
    return ctx.services.complianceYears.corporationChoices(ctx.viewer!);
  }

  @FieldResolver(() => String, { description: "The holding corporation's name" })
  corporationName(@Root() holding: CarbonHolding): string {
    return holding.corporation?.name ?? "";
  }

  @FieldResolver(() => String, { description: "t CO2e or MWh" })
  unit(@Root() holding: CarbonHolding): string {
    return ASSET_RULES[holding.assetType].unit;
  }

  @FieldResolver(() => [SerialBlock], { description: "The serial ranges held now" })
  serialBlocks(@Root() holding: CarbonHolding, @Ctx() ctx: Context): Promise<SerialBlock[]> {
    return ctx.loaders.heldSerialBlocks.load(holding.id);
  }
}

@Resolver(() => SerialBlock)
export class SerialBlockResolver {
  @FieldResolver(() => String)
  serialStart(@Root() block: SerialBlock): string {
    return formatSerial(block.prefix, block.first, block.width);
  }

  @FieldResolver(() => String)
  serialEnd(@Root() block: SerialBlock): string {
    return formatSerial(block.prefix, block.last, block.width);
  }

  @FieldResolver(() => Int)
  count(@Root() block: SerialBlock): number {
    return rangeCount(block);
  }
}

@Resolver(() => AssetTransaction)
export class AssetTransactionResolver {
  @Authorized(P.Ledger)
  @Query(() => CarbonAssetTransactionPage, {
    description: "A holding's transactions, newest first",
  })
  carbonAssetTransactions(@Args() args: CarbonTransactionListArgs, @Ctx() ctx: Context) {
    return ctx.services.carbonAssets.transactions(ctx.viewer!, args);
  }

  @Authorized(P.Ledger)
  @Query(() => [ClaimableLine], {
    description: "Scope 2 electricity lines of the holding's vintage its certificates may cover",
  })
  carbonClaimableLines(@Arg("holdingId", () => Int) holdingId: number, @Ctx() ctx: Context) {
    return ctx.services.carbonAssets.claimableLines(ctx.viewer!, holdingId);
  }

  @Authorized(P.LedgerEdit)
  @Mutation(() => AssetTransaction, {
    description:
      "Records a transaction: checked in full and written in one database transaction, or refused with nothing written",
  })
  recordCarbonAssetTransaction(
    @Arg("input", () => RecordCarbonAssetTransactionInput) input: RecordCarbonAssetTransactionInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.carbonAssets.record(ctx.viewer!, input);
  }

  @Authorized(P.LedgerEdit)
  @Mutation(() => AssetTransaction, {
    description: "Reverses a transaction by a counter-transaction (both legs of a transfer)",
  })
  reverseCarbonAssetTransaction(
    @Arg("input", () => ReverseCarbonAssetTransactionInput)
    input: ReverseCarbonAssetTransactionInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.carbonAssets.reverse(ctx.viewer!, input);
  }

  @Authorized(P.LedgerEdit)
  @Mutation(() => StoredFile, {
    description:
      "Uploads a file to attach to carbon-asset transactions as evidence: PDF, PNG, JPEG, WebP, GIF, Excel, Word, CSV or text. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.upload)
  uploadCarbonAssetEvidence(
    @Arg("input", () => UploadEvidenceFileInput) input: UploadEvidenceFileInput,
    @Ctx() ctx: Context,
  ): Promise<StoredFile> {
    return ctx.services.files.uploadAssetEvidence(ctx.viewer!, input);
  }

  @FieldResolver(() => String, { nullable: true })
  serialStart(@Root() transaction: AssetTransaction): string | null {
    return transaction.serialPrefix === null
      ? null
      : formatSerial(transaction.serialPrefix, transaction.serialFirst!, transaction.serialWidth!);
  }

  @FieldResolver(() => String, { nullable: true })
  serialEnd(@Root() transaction: AssetTransaction): string | null {
    return transaction.serialPrefix === null
      ? null
      : formatSerial(transaction.serialPrefix, transaction.serialLast!, transaction.serialWidth!);
  }

  @FieldResolver(() => Float, { nullable: true, description: "quantity × price, CNY" })
  amount(@Root() transaction: AssetTransaction): number | null {
    return transaction.price === null ? null : transaction.price * transaction.quantity;
  }

  @FieldResolver(() => String, { description: "t CO2e or MWh" })
  unit(@Root() transaction: AssetTransaction): string {
    return ASSET_RULES[transaction.assetType].unit;
  }

  @FieldResolver(() => String, { nullable: true })
  counterpartCorporationName(@Root() transaction: AssetTransaction): string | null {
    return transaction.counterpartCorporation?.name ?? null;
  }

  @FieldResolver(() => Int, { nullable: true, description: "The reversal of this transaction" })
  async reversedById(
    @Root() transaction: AssetTransaction,
    @Ctx() ctx: Context,
  ): Promise<number | null> {
    return (await ctx.loaders.reversalOf.load(transaction.id))[0]?.id ?? null;
  }

  @FieldResolver(() => [CertificateClaim], {
    description: "Retirement against scope 2: the lines covered",
  })
  claims(@Root() transaction: AssetTransaction, @Ctx() ctx: Context): Promise<CertificateClaim[]> {
    return ctx.loaders.certificateClaims.load(transaction.id);
  }
}

@Resolver(() => CarbonCompliancePosition)
export class CompliancePositionResolver {
  @Authorized(P.Ledger)
  @Query(() => CarbonCompliancePosition, {
    description: "The compliance position of a corporation's year under the national ETS",
  })
  carbonCompliancePosition(@Args() args: CompliancePositionArgs, @Ctx() ctx: Context) {
    return ctx.services.complianceYears.position(ctx.viewer!, args.corporationId, args.year);
  }

  @Authorized(P.LedgerEdit)
  @Mutation(() => CarbonCompliancePosition, {
    description: "Sets a compliance year's verified emissions (or clears them) and settings",
  })
  setCarbonComplianceYear(
    @Arg("input", () => SetComplianceYearInput) input: SetComplianceYearInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.complianceYears.set(ctx.viewer!, input);
  }
}
