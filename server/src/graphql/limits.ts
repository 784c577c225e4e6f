// Query depth and cost limits: a partner's query cannot ask for an unbounded amount of work.
import type { ApolloServerPlugin } from "@apollo/server";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { GraphQLError, type GraphQLSchema } from "graphql";
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from "graphql-query-complexity";
import { ErrorCode } from "../lib/errors";

export function depthLimitRule(maxDepth: number) {
  return maxDepthRule({
    n: maxDepth,
    ignoreIntrospection: true,
    exposeLimits: true,
    // Report as a validation error (answered 400 BAD_USER_INPUT), not thrown as a crash.
    onReject: [(context, error) => context?.reportError(error)],
    propagateOnRejection: false,
  });
}

/**
 * Rejects an operation whose estimated cost exceeds the limit. Each field costs 1 unless its
 * type-graphql `complexity` says otherwise; list fields multiply by the requested page size.
 */
export function costLimitPlugin(schema: GraphQLSchema, maxCost: number): ApolloServerPlugin {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation({ request, document }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              operationName: request.operationName,
              variables: request.variables,
              estimators: [
                fieldExtensionsEstimator(),
                ({ args, childComplexity }) => {
                  const size = typeof args.pageSize === "number" ? args.pageSize : undefined;
                  return size === undefined ? undefined : 1 + childComplexity * size;
                },
                simpleEstimator({ defaultComplexity: 1 }),
              ],
            });
          } catch (error) {
            // Variables that do not fit the operation: execution reports them as BAD_USER_INPUT.
            if (error instanceof GraphQLError) return Promise.resolve();
            throw error;
          }
          if (cost > maxCost) {
            throw new GraphQLError(
              `Query cost ${cost} exceeds the maximum of ${maxCost}; ask for fewer fields or smaller pages`,
              {
                extensions: { code: ErrorCode.BadUserInput, cost, maxCost, http: { status: 400 } },
              },
            );
          }
          return Promise.resolve();
        },
      }),
  };
}
