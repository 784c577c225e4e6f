// Upstream (background) LCA databases: EcoSpold2 databases such as USLCI imported by the platform
// operator (a background job), browsed and searched by every signed-in user, with the GWP of
// their products calculated on the database's system built from its rows once and cached.
import type { FileService } from "../file/file.service";
import type { JobService } from "../job/job.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { UpstreamDatabase } from "./upstream-database.entity";
import { UPSTREAM_DATABASE_MESSAGES } from "./upstream-database.messages";
import { UpstreamDatabaseResolver, UpstreamProcessResolver } from "./upstream-database.resolver";
import { UpstreamDatabaseService } from "./upstream-database.service";
import { UpstreamExchange } from "./upstream-exchange.entity";
import { UpstreamFlow } from "./upstream-flow.entity";
import { UpstreamProcess } from "./upstream-process.entity";

export { UPSTREAM_IMPORT_JOB, type UpstreamImportPayload } from "./upstream-import.job";
export type { UpstreamImportReport } from "./upstream-import.report";

export const upstreamDatabaseModule = defineModule({
  name: "upstream-database",
  entities: [UpstreamDatabase, UpstreamProcess, UpstreamFlow, UpstreamExchange],
  resolvers: [UpstreamDatabaseResolver, UpstreamProcessResolver],
  services: ({ dataSource, files, jobs }: Deps<{ files: FileService; jobs: JobService }>) => ({
    upstreamDatabases: new UpstreamDatabaseService(dataSource, files, jobs),
  }),
  jobs: ({ upstreamDatabases }: { upstreamDatabases: UpstreamDatabaseService }) => [
    upstreamDatabases.importJob,
  ],
  messages: UPSTREAM_DATABASE_MESSAGES,
  permissions: [PermissionCode.Account, PermissionCode.AdminUpstreamDatabase],
});
