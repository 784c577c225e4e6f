// GraphQL API of the monthly ledger (bk): the corporations and years to choose from, a year's
// ledger, a month's lines, the workbook and a corporation's years side by side.
import { Args, Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { FileDownload, toDownload } from "../../graphql/transfer";
import { ResultLinePage } from "../calculation/calculation.resolver";
import { PermissionCode } from "../permission/permission-codes";
import { LedgerArgs, LedgerCorporationArgs, LedgerLinesArgs } from "./ledger.inputs";
import { Ledger, LedgerCorporation, LedgerYear } from "./ledger.types";

const P = PermissionCode;

@Resolver()
export class LedgerResolver {
  @Authorized(P.Ledger)
  @Query(() => [LedgerCorporation], {
    description: "The company's corporations with their cases and calculated years",
  })
  ledgerChoices(@Ctx() ctx: Context) {
    return ctx.services.ledger.choices(ctx.viewer!);
  }

  @Authorized(P.Ledger)
  @Query(() => Ledger, {
    description:
      "A corporation's monthly emissions ledger for a year, from its case's latest run: the months by scope and process, the lines without a month, and the run's totals",
  })
  ledger(@Args(() => LedgerArgs) args: LedgerArgs, @Ctx() ctx: Context) {
    return ctx.services.ledger.ledger(ctx.viewer!, args);
  }

  @Authorized(P.Ledger)
  @Query(() => ResultLinePage, {
    description: "The result lines of one month of a ledger (month 0: the lines without a month)",
  })
  ledgerLines(@Args(() => LedgerLinesArgs) args: LedgerLinesArgs, @Ctx() ctx: Context) {
    return ctx.services.ledger.lines(ctx.viewer!, args);
  }

  @Authorized(P.Ledger)
  @Query(() => [LedgerYear], {
    description:
      "Each year of a corporation with a calculated case: its run's totals, oldest first",
  })
  ledgerYears(@Args(() => LedgerCorporationArgs) args: LedgerCorporationArgs, @Ctx() ctx: Context) {
    return ctx.services.ledger.years(ctx.viewer!, args);
  }

  @Authorized(P.Ledger)
  @Query(() => FileDownload, {
    description: "The monthly ledger as a workbook (.xlsx) in the caller's language. Heavy",
  })
  @Heavy(HEAVY_COST.export)
  async exportLedger(@Args(() => LedgerArgs) args: LedgerArgs, @Ctx() ctx: Context) {
    return toDownload(await ctx.services.ledger.exportWorkbook(ctx.viewer!, args));
  }
}
