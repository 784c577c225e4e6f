// External sign-in: an agent's ePlat and OBEI identity providers (OpenID Connect / OAuth 2.0),
// the trip to them and back, and the legacy calls that start and finish it.
import { EXTERNAL_SIGN_IN_ROUTES } from "../../legacy/external-sign-in-routes";
import type { AgentService } from "../agent/agent.service";
import type { AuthService } from "../auth/auth.service";
import { type Deps, defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { externalSignInRouter, SSO_PATH } from "./external-sign-in.routes";
import { ExternalSignInService } from "./external-sign-in.service";
import { ExternalIdentity, ExternalSignIn, IdentityProvider } from "./identity-provider.entity";
import { IDENTITY_PROVIDER_MESSAGES } from "./identity-provider.messages";
import { IdentityProviderResolver } from "./identity-provider.resolver";
import { IdentityProviderService } from "./identity-provider.service";

export const identityProviderModule = defineModule({
  name: "identity-provider",
  entities: [IdentityProvider, ExternalIdentity, ExternalSignIn],
  resolvers: [IdentityProviderResolver],
  services: ({
    dataSource,
    config,
    agents,
    auth,
  }: Deps<{ agents: AgentService; auth: AuthService }>) => {
    const identityProviders = new IdentityProviderService(dataSource);
    return {
      identityProviders,
      externalSignIn: new ExternalSignInService(
        dataSource,
        config,
        agents,
        identityProviders,
        auth,
      ),
    };
  },
  http: { path: SSO_PATH, router: externalSignInRouter },
  legacyRoutes: EXTERNAL_SIGN_IN_ROUTES,
  messages: IDENTITY_PROVIDER_MESSAGES,
  permissions: [PermissionCode.AgentBranding],
});
