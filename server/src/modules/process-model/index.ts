// Process models (gate-to-gate unit processes with inputs, by-products and direct emissions),
// the product category tree, design products (product model templates by life-cycle stage) and
// the assignment of the operator's global models to client companies.
import type { UsageCheck } from "../lca-data/lca-data.service";
import { defineModule, type Deps } from "../module";
import type { UpstreamDatabaseService } from "../upstream-database/upstream-database.service";
import { PermissionCode } from "../permission/permission-codes";
import { DesignProductAssignment, ProcessModelAssignment } from "./assignment.entity";
import { AssignmentService } from "./assignment.service";
import { DesignProduct, DesignProductItem } from "./design-product.entity";
import { DesignProductService } from "./design-product.service";
import { ProcessModel, ProcessModelLine } from "./process-model.entity";
import { PROCESS_MODEL_MESSAGES } from "./process-model.messages";
import { DesignProductResolver, ProcessModelResolver } from "./process-model.resolver";
import { databaseUses, materialUses } from "./material-uses";
import { ProcessModelService } from "./process-model.service";
import { ProductCategory } from "./product-category.entity";
import { ProductCategoryService } from "./product-category.service";

export const processModelModule = defineModule({
  name: "process-model",
  entities: [
    ProcessModel,
    ProcessModelLine,
    ProductCategory,
    DesignProduct,
    DesignProductItem,
    ProcessModelAssignment,
    DesignProductAssignment,
  ],
  resolvers: [ProcessModelResolver, DesignProductResolver],
  services: ({
    dataSource,
    materialData,
    upstreamDatabases,
  }: Deps<{
    materialData: { registerUsage: (check: UsageCheck) => void };
    upstreamDatabases: UpstreamDatabaseService;
  }>) => {
    // A material datum or an upstream database a process model or design product uses is not
    // deleted.
    materialData.registerUsage(materialUses);
    upstreamDatabases.registerUsage((id) => databaseUses(dataSource.manager, id));
    return {
      processModels: new ProcessModelService(dataSource),
      productCategories: new ProductCategoryService(dataSource),
      designProducts: new DesignProductService(dataSource),
      modelAssignments: new AssignmentService(dataSource),
    };
  },
  messages: PROCESS_MODEL_MESSAGES,
  permissions: [
    PermissionCode.Account,
    PermissionCode.AdminProcessModel,
    PermissionCode.AdminDesignProduct,
    PermissionCode.AdminProcessAssign,
    PermissionCode.AdminProductModelAssign,
  ],
});
