// A number typed into a table cell, outside any form: the text stays as the user writes it (a
// half-typed "1." or "abc"), the parsed number (NaN when unreadable, null when blank) goes to the
// owner on every keystroke, so whatever counts or flags the edits follows the typing.
import { Field, Input } from "@chakra-ui/react";
import { useState } from "react";
import { plainDecimal } from "../../lib/emissions";

// Never "3.57e-7": a factor of 0.000000357 reads as the guideline prints it.
const numberText = (value: number | null): string =>
  value === null || Number.isNaN(value) ? "" : plainDecimal(value);

export function DecimalInput({
  value,
  invalid,
  label,
  invalidText,
  placeholder,
  width = "7.5rem",
  parse,
  onChange,
}: {
  value: number | null;
  invalid: boolean;
  label: string;
  invalidText: string;
  placeholder?: string;
  width?: string;
  /** Reads the text: null when blank, NaN when it is not a number. */
  parse: (text: string) => number | null;
  onChange: (value: number | null) => void;
}) {
  const [text, setText] = useState(numberText(value));
  const [last, setLast] = useState(value);
  // A change from outside (discard, a reload) replaces the text; the user's own typing does not.
  if (!Object.is(last, value)) {
    setLast(value);
    if (!Object.is(parse(text), value)) setText(numberText(value));
  }
  return (
    <Field.Root invalid={invalid}>
      <Input
        size="xs"
        width={width}
        textAlign="end"
        inputMode="decimal"
        value={text}
        placeholder={placeholder}
        aria-label={label}
        title={invalid ? invalidText : undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          onChange(parse(next));
        }}
      />
    </Field.Root>
  );
}
