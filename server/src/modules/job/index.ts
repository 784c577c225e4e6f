// Background jobs: the queue on the database, the runner, and the job rows clients follow.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { Job } from "./job.entity";
import { JOB_MESSAGES } from "./job.messages";
import { JobResolver } from "./job.resolver";
import { JobService } from "./job.service";

export const jobModule = defineModule({
  name: "job",
  entities: [Job],
  resolvers: [JobResolver],
  services: ({ dataSource, config }) => ({
    jobs: new JobService(dataSource, {
      pollingIntervalSeconds: config.jobPollingSeconds,
      maintenanceIntervalSeconds: config.jobMaintenanceSeconds,
      expireSeconds: config.jobExpireSeconds,
    }),
  }),
  messages: JOB_MESSAGES,
  // Any signed-in user follows the jobs of their company; cancelling is for the starter.
  permissions: [PermissionCode.Account],
});
