// GraphQL API of upstream databases. Reading is for every signed-in user (acc): the databases are
// platform-wide reference data, like SPEC's /sc/upstreamData for companies. Importing and deleting
// need gab06 and are the platform operator's (sys, checked by the service).
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { IdArgs, PageArgs } from "../../graphql/paging";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { Job } from "../job/job.entity";
import { PermissionCode } from "../permission/permission-codes";
import { UpstreamDatabase } from "./upstream-database.entity";
import {
  DeleteUpstreamDatabaseInput,
  ImportUpstreamDatabaseInput,
  UpstreamFlowArgs,
  UpstreamProcessArgs,
} from "./upstream-database.inputs";
import {
  UpstreamDatabasePage,
  UpstreamExchangeView,
  UpstreamFlowPage,
  UpstreamGwp,
  UpstreamIndicators,
  UpstreamProcessPage,
} from "./upstream-database.types";
import { UpstreamProcess } from "./upstream-process.entity";

const P = PermissionCode;

@Resolver(() => UpstreamDatabase)
export class UpstreamDatabaseResolver {
  @Authorized(P.Account)
  @Query(() => UpstreamDatabasePage, {
    description: "Upstream LCA databases, by name and version; the keyword matches either",
  })
  upstreamDatabases(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: Context) {
    return ctx.services.upstreamDatabases.list(args);
  }

  @Authorized(P.Account)
  @Query(() => UpstreamDatabase, { description: "One upstream database with its import report" })
  upstreamDatabase(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.upstreamDatabases.get(id);
  }

  @Authorized(P.Account)
  @Query(() => UpstreamProcessPage, {
    description:
      "Processes of an upstream database with their reference products, by name. The keyword is matched as a substring of the process and product names (case, width and spacing ignored; Chinese and English alike)",
  })
  upstreamProcesses(
    @Args(() => UpstreamProcessArgs) args: UpstreamProcessArgs,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.upstreamDatabases.processes(args.databaseId, args);
  }

  @Authorized(P.Account)
  @Query(() => UpstreamFlowPage, {
    description:
      "Products (kind product: delivered, or cut off when providerCount is 0) or elementary flows of an upstream database, by name; the keyword as in upstreamProcesses",
  })
  upstreamFlows(@Args(() => UpstreamFlowArgs) args: UpstreamFlowArgs, @Ctx() ctx: Context) {
    return ctx.services.upstreamDatabases.flows(args.databaseId, args.kind ?? "product", args);
  }

  @Authorized(P.Account)
  @Query(() => UpstreamProcess, { description: "One upstream process; its exchanges as a field" })
  upstreamProcess(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.upstreamDatabases.process(id);
  }

  @Authorized(P.Account)
  @Query(() => UpstreamGwp, {
    description:
      "GWP100 under IPCC AR5 and AR6 of one unit of a process's reference product, supply chain included. The database's system is built from its rows on first use and kept. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.calculation)
  upstreamProductGwp(@Arg("processId", () => Int) processId: number, @Ctx() ctx: Context) {
    return ctx.services.upstreamDatabases.gwp(processId);
  }

  @Authorized(P.Account)
  @Query(() => UpstreamIndicators, {
    description:
      "EN 15804+A2 (EF 3.1) core indicators of one unit of a process's reference product, supply chain included, with the coverage of its inventory by the method and its most significant unmatched flows. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.calculation)
  upstreamProductIndicators(
    @Arg("processId", () => Int) processId: number,
    @Ctx() ctx: Context,
  ): Promise<UpstreamIndicators> {
    return ctx.services.upstreamDatabases.en15804(processId);
  }

  @Authorized(P.AdminUpstreamDatabase)
  @Mutation(() => Job, {
    description:
      'Imports an uploaded EcoSpold2 zip as an upstream database (platform operator only), as a background job (kind "upstream-database-import") answered at once. The job\'s result is the import report: outcome imported, existing (the same file was imported before: nothing written) or refused (nothing written), with counts, skipped data sets, expanded processes, notes and problems. Heavy: one per request',
  })
  @Heavy(HEAVY_COST.import)
  importUpstreamDatabase(
    @Arg("input", () => ImportUpstreamDatabaseInput) input: ImportUpstreamDatabaseInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.upstreamDatabases.startImport(ctx.viewer!, input);
  }

  @Authorized(P.AdminUpstreamDatabase)
  @Mutation(() => Boolean, {
    description:
      "Deletes an upstream database with its processes, flows and exchanges (platform operator only); `confirm` repeats its name and version. Refused while other data uses it",
  })
  deleteUpstreamDatabase(
    @Arg("input", () => DeleteUpstreamDatabaseInput) input: DeleteUpstreamDatabaseInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.upstreamDatabases.delete(ctx.viewer!, input);
  }
}

@Resolver(() => UpstreamProcess)
export class UpstreamProcessResolver {
  @FieldResolver(() => [UpstreamExchangeView], {
    description: "Outputs, inputs and elementary exchanges, with amounts, units and uncertainty",
  })
  exchanges(@Root() process: UpstreamProcess, @Ctx() ctx: Context) {
    return ctx.services.upstreamDatabases.exchanges(process);
  }
}
