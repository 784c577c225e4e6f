// Every GraphQL error leaves with one code of the fixed set (DESIGN §6) in extensions.code.
import type { GraphQLFormattedError } from "graphql";
import { GraphQLError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import type { ValidationError } from "class-validator";
import { DomainError, ErrorCode } from "../lib/errors";
import { translate } from "../lib/messages";
import { validationErrorToDomain } from "../lib/validation";

/** Apollo's own codes for requests that never reached a resolver: all the caller's doing. */
const REQUEST_ERROR_CODES = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "OPERATION_RESOLUTION_FAILURE",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
]);

const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const base = { locations: formatted.locations, path: formatted.path };
  if (isDomainError(original)) {
    return {
      ...base,
      message: original.message,
      extensions: { ...original.details, code: original.code },
    };
  }
  const validationErrors = (original as GraphQLError | undefined)?.extensions?.validationErrors;
  if (Array.isArray(validationErrors)) {
    const domain = validationErrorToDomain(validationErrors as ValidationError[]);
    return {
      ...base,
      message: domain.message,
      extensions: { ...domain.details, code: domain.code },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === "string" && REQUEST_ERROR_CODES.has(code)) {
    return { ...base, message: formatted.message, extensions: { code: ErrorCode.BadUserInput } };
  }
  if (
    original instanceof GraphQLError &&
    !(original.originalError instanceof Error) &&
    !formatted.path
  ) {
    // Validation-rule errors (depth, cost) carry no code of Apollo's and no underlying error.
    return { ...base, message: formatted.message, extensions: { code: ErrorCode.BadUserInput } };
  }
  console.error("Unexpected error in GraphQL operation", original);
  return { ...base, message: translate("internal"), extensions: { code: ErrorCode.Internal } };
}
