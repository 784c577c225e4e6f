// The LCA product library: a company's products with their studies, their models by version
// (lines of materials, energy, transport, process models, waste and co-products, each linked to
// its data source), calculations on the matrix engine as background jobs with the results kept
// per calculation, Monte Carlo and paired comparisons, and the LCA log.
import type { JobService } from "../job/job.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import type { UpstreamDatabaseService } from "../upstream-database/upstream-database.service";
import { LcaCalculation } from "./lca-calculation.entity";
import { LcaCalculationService } from "./lca-calculation.service";
import { LcaLogEntry } from "./lca-log.entity";
import { LcaLogService } from "./lca-log.service";
import { databaseUses } from "./lca-product.uses";
import { LcaModelLine, LcaProduct } from "./lca-product.entity";
import { LCA_PRODUCT_MESSAGES } from "./lca-product.messages";
import { LcaCalculationResolver, LcaProductResolver } from "./lca-product.resolver";
import { LcaProductService } from "./lca-product.service";
import { LCA_TRANSFER_MESSAGES } from "./lca-transfer.messages";
import { LcaTransferResolver } from "./lca-transfer.resolver";

export const lcaProductModule = defineModule({
  name: "lca-product",
  entities: [LcaProduct, LcaModelLine, LcaCalculation, LcaLogEntry],
  resolvers: [LcaProductResolver, LcaCalculationResolver, LcaTransferResolver],
  services: ({
    dataSource,
    upstreamDatabases,
    jobs,
  }: Deps<{ upstreamDatabases: UpstreamDatabaseService; jobs: JobService }>) => {
    const lcaLog = new LcaLogService(dataSource);
    const lcaProducts = new LcaProductService(dataSource, lcaLog);
    const lcaCalculations = new LcaCalculationService(
      dataSource,
      lcaProducts,
      upstreamDatabases,
      jobs,
      lcaLog,
    );
    // An upstream database a product studies on, or draws a line from, is not deleted.
    upstreamDatabases.registerUsage((id) => databaseUses(dataSource.manager, id));
    return { lcaLog, lcaProducts, lcaCalculations };
  },
  jobs: ({ lcaCalculations }: { lcaCalculations: LcaCalculationService }) => [
    lcaCalculations.calculationJob,
    lcaCalculations.monteCarloJob,
    lcaCalculations.comparisonJob,
  ],
  messages: [LCA_PRODUCT_MESSAGES, LCA_TRANSFER_MESSAGES],
  permissions: [PermissionCode.LcaCreate, PermissionCode.LcaManage, PermissionCode.LcaList],
});
