// Query depth and cost limits: a partner's query cannot ask for an unbounded amount of work.
// Heavy operations (exports, calculations, imports, uploads) are priced for what they cost and
// one request carries at most one of them, aliases and fragments included.
import type { ApolloServerPlugin } from "@apollo/server";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from "graphql-query-complexity";
import { Extensions } from "type-graphql";
import { ErrorCode } from "../lib/errors";
import { translate } from "../lib/messages";

/**
 * What a heavy operation counts against GRAPHQL_MAX_COST (5,000 by default), next to a list
 * field costing 1 per field per requested row: building a workbook of a case's results or lines,
 * running the inventory engine over every line and storing the run, parsing and writing an
 * imported workbook. Measured, one exportCaseResult of the demo case takes about 30 ms of the
 * single database connection; 300 of them in one request took 8.7 s.
 */
export const HEAVY_COST = { export: 1000, calculation: 1000, import: 2000, upload: 1000 } as const;

/** Heavy operations one request may carry. */
export const MAX_HEAVY_PER_REQUEST = 1;

/**
 * Marks a root field as heavy: it costs `cost` (or what `cost` computes from the arguments) and
 * counts against MAX_HEAVY_PER_REQUEST. A test walks the schema so that every export*,
 * calculate*, import* and upload* field carries it.
 */
export const Heavy = (cost: number | ((args: Record<string, unknown>) => number)) =>
  Extensions({
    heavy: true,
    // A number is added to the fields below it by the estimator; a function must add them itself.
    complexity:
      typeof cost === "number"
        ? cost
        : ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) =>
            cost(args) + childComplexity,
  });

/** The heavy root fields an operation selects, by response name, through fragments too. */
export function heavyFields(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
): string[] {
  const root = schema.getRootType(operation.operation);
  if (!root) return [];
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (selectionSet: SelectionSetNode, type: GraphQLObjectType) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = type.getFields()[selection.name.value];
        if (field?.extensions?.heavy) found.push(selection.alias?.value ?? selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, type);
      } else {
        // A fragment spread twice still runs its fields once: count it once.
        const name = selection.name.value;
        if (seen.has(name) || !fragments[name]) continue;
        seen.add(name);
        walk(fragments[name].selectionSet, type);
      }
    }
  };
  walk(operation.selectionSet, root);
  return found;
}

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
 * The estimated cost of an operation: each field costs 1 unless its type-graphql `complexity`
 * (or Heavy) says otherwise; list fields multiply by the requested page size.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables?: Record<string, unknown>,
): number {
  return getComplexity({
    schema,
    query: document,
    operationName: operationName ?? undefined,
    variables,
    estimators: [
      fieldExtensionsEstimator(),
      ({ args, childComplexity }) => {
        const size = typeof args.pageSize === "number" ? args.pageSize : undefined;
        return size === undefined ? undefined : 1 + childComplexity * size;
      },
      simpleEstimator({ defaultComplexity: 1 }),
    ],
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
        didResolveOperation({ request, document, operation }) {
          const fragments = Object.fromEntries(
            document.definitions
              .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
              .map((fragment) => [fragment.name.value, fragment]),
          );
          const heavy = operation ? heavyFields(schema, operation, fragments) : [];
          if (heavy.length > MAX_HEAVY_PER_REQUEST) {
            throw new GraphQLError(
              translate("tooManyHeavyOperations", {
                max: MAX_HEAVY_PER_REQUEST,
                count: heavy.length,
                fields: heavy.slice(0, 5).join(", ") + (heavy.length > 5 ? ", ..." : ""),
              }),
              { extensions: { code: ErrorCode.BadUserInput, http: { status: 400 } } },
            );
          }
          let cost: number;
          try {
            cost = operationCost(schema, document, request.operationName, request.variables);
          } catch (error) {
            // Variables that do not fit the operation: execution reports them as BAD_USER_INPUT.
            if (error instanceof GraphQLError) return Promise.resolve();
            throw error;
          }
          if (cost > maxCost) {
            throw new GraphQLError(translate("queryTooCostly", { cost, maxCost }), {
              extensions: { code: ErrorCode.BadUserInput, cost, maxCost, http: { status: 400 } },
            });
          }
          return Promise.resolve();
        },
      }),
  };
}
