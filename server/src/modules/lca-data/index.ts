// LCA data: material data (a database link or an own footprint per unit) and transport data
// (kg CO2e per t·km), the platform operator's global rows and each company's own.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { MATERIAL_KIND, TRANSPORT_KIND } from "./lca-data.kinds";
import { LCA_DATA_MESSAGES } from "./lca-data.messages";
import { MaterialDataResolver, TransportDataResolver } from "./lca-data.resolver";
import { LcaDataService } from "./lca-data.service";
import { MaterialDatum } from "./material-datum.entity";
import { TransportDatum } from "./transport-datum.entity";

export const lcaDataModule = defineModule({
  name: "lca-data",
  entities: [MaterialDatum, TransportDatum],
  resolvers: [MaterialDataResolver, TransportDataResolver],
  services: ({ dataSource }) => ({
    materialData: new LcaDataService(dataSource, MATERIAL_KIND),
    transportData: new LcaDataService(dataSource, TRANSPORT_KIND),
  }),
  messages: LCA_DATA_MESSAGES,
  permissions: [
    PermissionCode.Account,
    PermissionCode.AdminMaterialData,
    PermissionCode.AdminTransportData,
  ],
});
