// The open platform: API clients of a company (OAuth 2.0 client credentials), their grants and
// call audit, GraphQL with a client's token, and PACT v3 (`/auth/token`, `/3/footprints`,
// `/3/events`) serving the released footprints of the products granted to each client.
import type { JobService } from "../job/job.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import type { ReviewService } from "../review/review.service";
import { ApiClient, ApiClientCall, ApiClientToken, PactEvent } from "./api-client.entity";
import { API_CLIENT_MESSAGES } from "./api-client.messages";
import { ApiClientResolver } from "./api-client.resolver";
import { ApiClientService } from "./api-client.service";
import { pactRouter } from "./pact.routes";
import { PactService } from "./pact.service";

export const apiClientModule = defineModule({
  name: "api-client",
  entities: [ApiClient, ApiClientToken, ApiClientCall, PactEvent],
  resolvers: [ApiClientResolver],
  services: ({ dataSource, reviews, jobs }: Deps<{ reviews: ReviewService; jobs: JobService }>) => {
    const apiClients = new ApiClientService(dataSource);
    return { apiClients, pact: new PactService(dataSource, apiClients, reviews, jobs) };
  },
  http: { path: "/", router: pactRouter },
  jobs: ({ pact }: { pact: PactService }) => [pact.fulfilmentJob],
  messages: API_CLIENT_MESSAGES,
  permissions: [PermissionCode.OpenPlatform, PermissionCode.OpenPlatformEdit],
});
