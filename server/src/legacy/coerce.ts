// Turns a legacy body (form-encoded strings or JSON) into an instance of the same input class
// the GraphQL API uses, so both are held to the same validation rules.
import { getMetadataStorage } from "class-validator";
import type { ClassType } from "type-graphql";
import { badInput } from "../lib/errors";

const NUMERIC_RULES = new Set(["isInt", "isNumber", "min", "max"]);
const BOOLEAN_RULES = new Set(["isBoolean"]);
const INTEGER_RULES = new Set(["isInt"]);
/** Whole-number fields are PostgreSQL `int` columns (ids, counts), as GraphQL's Int is. */
const INT32_MAX = 2_147_483_647;
const NUMBER = /^-?\d+(\.\d+)?$/;

function propertiesWith(target: ClassType<object>, rules: Set<string>): Set<string> {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(target, "", true, false);
  return new Set(
    metadata.filter((rule) => rules.has(rule.name ?? "")).map((rule) => rule.propertyName),
  );
}

/** Form encoding sends booleans as text. */
function toBoolean(value: unknown): unknown {
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  return value;
}

function knownProperties(target: ClassType<object>): Set<string> {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(target, "", true, false);
  return new Set(metadata.map((rule) => rule.propertyName));
}

function toNumber(value: unknown): unknown {
  return typeof value === "string" && NUMBER.test(value.trim()) ? Number(value.trim()) : value;
}

export function coerceBody<T extends object>(
  target: ClassType<T>,
  body: Record<string, unknown>,
): T {
  const instance = new target() as Record<string, unknown>;
  const numeric = propertiesWith(target, NUMERIC_RULES);
  const booleans = propertiesWith(target, BOOLEAN_RULES);
  const integers = propertiesWith(target, INTEGER_RULES);
  for (const property of knownProperties(target)) {
    // Form encoding spells arrays as `roleIds[]=1&roleIds[]=2` or `roleIds=1,2`.
    let value = body[property] ?? body[`${property}[]`];
    if (value === undefined || value === null || value === "") continue;
    const arrayType = Reflect.getMetadata("design:type", target.prototype, property) === Array;
    if (arrayType && typeof value === "string")
      value = value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
    if (arrayType && !Array.isArray(value)) value = [value];
    if (numeric.has(property)) value = Array.isArray(value) ? value.map(toNumber) : toNumber(value);
    if (booleans.has(property)) value = toBoolean(value);
    if (integers.has(property)) {
      const outside = (Array.isArray(value) ? value : [value]).some(
        (item) => typeof item === "number" && Math.abs(item) > INT32_MAX,
      );
      if (outside) {
        throw badInput(property, "invalidFormat", {
          field: property,
          hint: `a whole number up to ${INT32_MAX}`,
        });
      }
    }
    instance[property] = value;
  }
  return instance as T;
}
