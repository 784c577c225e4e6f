// Message helpers for class-validator decorators, so every rule names its field in the caller's
// language, and the check shared by GraphQL inputs and legacy bodies.
import { type ValidationArguments, type ValidationError, validate } from "class-validator";
import { DomainError, ErrorCode } from "./errors";
import { translate, type MessageKey, type MessageParams } from "./messages";

export const m =
  (key: MessageKey, params: MessageParams = {}) =>
  (args: ValidationArguments) =>
    translate(key, { field: args.property, ...params });

/** Usernames: letters, digits and . _ @ - */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

export function firstViolation(
  errors: ValidationError[],
  prefix = "",
): { field: string; message: string } | null {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    // Decorators run bottom-up, so class-validator lists a property's broken rules in reverse of
    // the order they are written; the last is the first written (required before format,
    // integer before range), the one worth telling the caller.
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) return { field, message: messages[messages.length - 1] };
    const nested = firstViolation(error.children ?? [], field);
    if (nested) return nested;
  }
  return null;
}

export function validationErrorToDomain(errors: ValidationError[]): DomainError {
  const violation = firstViolation(errors) ?? { field: "input", message: "Invalid input" };
  return new DomainError(ErrorCode.BadUserInput, violation.message, { field: violation.field });
}

/** Validates an input object with its class-validator rules; throws BAD_USER_INPUT. */
export async function assertValid(input: object): Promise<void> {
  const errors = await validate(input, { forbidUnknownValues: false });
  if (errors.length > 0) throw validationErrorToDomain(errors);
}
