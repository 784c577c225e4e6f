// The validation rules inputs share, each a class-validator stack under one name, so an input
// says what a field is ("a fraction", "a positive id", "text up to 200") instead of repeating
// its decorators. Messages name the field in the caller's language (validation.ts).
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from "class-validator";
import { isSafeImageRef, isSafeUrl } from "./safe-url";
import { m } from "./validation";

/**
 * Applies rules as if written one above the other in this order: class-validator reports the
 * first written rule a value breaks (see firstViolation), so the last is applied first.
 */
export function rules(...stack: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (let i = stack.length - 1; i >= 0; i -= 1) stack[i](target, key);
  };
}

export const IsFiniteNumber = () =>
  IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: m("invalidFormat", { hint: "a number" }) },
  );

/**
 * The largest amount, factor value or output a user may enter: 10^12 (a trillion kWh, kg or
 * 万元). Products of two such figures and their sums over any case stay far inside the range of a
 * double, so a calculation can never overflow to infinity.
 */
export const MAX_QUANTITY = 1e12;

export const IsNonNegative = () =>
  rules(
    IsFiniteNumber(),
    Min(0, { message: m("invalidFormat", { hint: "zero or more" }) }),
    Max(MAX_QUANTITY, { message: m("invalidFormat", { hint: "at most 1,000,000,000,000" }) }),
  );

/** A share such as an oxidation rate: 0 to 1. */
export const IsFraction = () =>
  rules(
    IsFiniteNumber(),
    Min(0, { message: m("invalidFormat", { hint: "between 0 and 1" }) }),
    Max(1, { message: m("invalidFormat", { hint: "between 0 and 1" }) }),
  );

export const IsWhole = () => IsInt({ message: m("mustBeInteger") });

export const IsPositiveId = () => rules(IsWhole(), Min(1, { message: m("mustBePositive") }));

/** A whole number in [min, max], e.g. a month or an ISO 14064-1 category. */
export const IsWholeIn = (min: number, max: number) =>
  rules(
    IsWhole(),
    Min(min, { message: m("invalidFormat", { hint: `${min}-${max}` }) }),
    Max(max, { message: m("invalidFormat", { hint: `${min}-${max}` }) }),
  );

export const IsOneOf = (values: readonly (string | number)[]) =>
  IsIn(values as unknown[], { message: m("invalidFormat", { hint: values.join(", ") }) });

export const IsText = (max: number) => MaxLength(max, { message: m("tooLong", { max }) });

/** Text with something in it: empty text and text of only spaces are refused as missing. */
export const IsNotBlank = () =>
  rules(
    IsNotEmpty({ message: m("required") }),
    ValidateBy({
      name: "isNotBlank",
      validator: {
        validate: (value: unknown) => typeof value !== "string" || value.trim() !== "",
        defaultMessage: m("required"),
      },
    }),
  );

export const IsRequiredText = (max: number) => rules(IsNotBlank(), IsText(max));

/**
 * An address a browser will be sent to (the external sign-in page, an evidence link, a factor's
 * source): https, or http to localhost only (safe-url.ts). Empty means none; whether a value is
 * required is another rule's business.
 */
export const IsStoredUrl = (max = 500) =>
  rules(
    IsText(max),
    ValidateBy({
      name: "isStoredUrl",
      validator: {
        validate: (value: unknown) =>
          value === "" || (typeof value === "string" && isSafeUrl(value)),
        defaultMessage: m("unsafeUrl"),
      },
    }),
  );

/**
 * A branding image: an address as IsStoredUrl accepts, or the path of a file on this server
 * (`/uploads/logo.png`), which the client serves under its file base. Empty means none.
 */
export const IsImageRef = (max = 500) =>
  rules(
    IsText(max),
    ValidateBy({
      name: "isImageRef",
      validator: {
        validate: (value: unknown) =>
          value === "" || (typeof value === "string" && isSafeImageRef(value)),
        defaultMessage: m("unsafeImage"),
      },
    }),
  );
