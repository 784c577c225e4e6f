// Legacy calls of SPEC §7 "Branding": an agent's theme by domain or company, and saving it.
import { IsInt, IsOptional, IsString, MaxLength } from "class-validator";
import { m } from "../lib/validation";
import { UpdateBrandingInput } from "../modules/agent/agent.inputs";
import { toTheme } from "../modules/agent/agent.service";
import { PermissionCode } from "../modules/permission/permission-codes";
import { type LegacyRoute, route } from "./route";

class DomainArgs {
  @IsOptional()
  @IsString()
  @MaxLength(253)
  domain?: string;
}

class CompanyIdArgs {
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  companyId?: number;
}

export const AGENT_ROUTES: readonly LegacyRoute[] = [
  route({
    path: "theme/getTheme",
    summary: "Branding of the agent serving a domain (domain; defaults to the request's host)",
    permission: "public",
    input: DomainArgs,
    // SPEC §7: "the response has code and theme with logo".
    dataKey: "theme",
    handler: ({ services, input, req }) =>
      services.agents.themeForHost(input.domain ?? req.hostname),
  }),
  route({
    path: "theme/getThemeByCompanyId",
    summary: "Branding of the agent serving a company (companyId)",
    permission: PermissionCode.Account,
    input: CompanyIdArgs,
    handler: ({ services, viewer, input }) =>
      services.agents.themeForCompany(viewer, input.companyId ?? viewer.companyId),
  }),
  route({
    path: "theme/add",
    summary:
      "Save the caller's agent branding (platLogo, loginBg, loginLogo, logo, description, banner, ...)",
    permission: PermissionCode.AgentBranding,
    input: UpdateBrandingInput,
    handler: async ({ services, viewer, input }) => {
      const agent = await services.agents.updateBranding(viewer, input);
      return toTheme(agent, agent.domains[0] ?? "");
    },
  }),
];
