// The GraphQL schema, built from the type-graphql classes of every module.
import type { GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { MODULES } from "../modules";
import { authChecker } from "./auth-checker";

/** Every module's resolvers. */
export const resolvers = MODULES.flatMap((module) => module.resolvers ?? []) as [
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  Function,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  ...Function[],
];

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
