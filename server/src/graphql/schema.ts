// The GraphQL schema, built from the type-graphql classes of every module.
import type { GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import {
  CalculationRunResolver,
  CaseProcessResolver,
  CaseResolver,
  CorporationResolver,
  DischargeLineResolver,
  ProcessDataResolver,
} from "../modules/accounting/accounting.resolver";
import { AgentResolver } from "../modules/agent/agent.resolver";
import {
  BaseModelProcessResolver,
  BaseModelResolver,
  BaseModelSourceResolver,
} from "../modules/base-model/base-model.resolver";
import { FactorResolver } from "../modules/factor/factor.resolver";
import { StoredFileResolver } from "../modules/file/file.resolver";
import { AuthResolver } from "../modules/auth/auth.resolver";
import { CompanyResolver } from "../modules/company/company.resolver";
import { LoginLogResolver } from "../modules/login-log/login-log.resolver";
import { PermissionResolver } from "../modules/permission/permission.resolver";
import { ReferenceResolver } from "../modules/reference/reference.resolver";
import { RoleResolver } from "../modules/role/role.resolver";
import { UserResolver } from "../modules/user/user.resolver";
import { authChecker } from "./auth-checker";

export const resolvers = [
  AuthResolver,
  UserResolver,
  RoleResolver,
  PermissionResolver,
  CompanyResolver,
  AgentResolver,
  ReferenceResolver,
  LoginLogResolver,
  FactorResolver,
  BaseModelResolver,
  BaseModelProcessResolver,
  BaseModelSourceResolver,
  CorporationResolver,
  CaseResolver,
  CaseProcessResolver,
  ProcessDataResolver,
  CalculationRunResolver,
  DischargeLineResolver,
  StoredFileResolver,
] as const;

let built: Promise<GraphQLSchema> | undefined;

/** Built once per process: type-graphql's metadata is global. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    authChecker,
    authMode: "error",
    validate: { forbidUnknownValues: false },
  });
  return built;
}
