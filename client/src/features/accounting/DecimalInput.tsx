// A number typed into a table cell: the text stays as the user writes it (a half-typed "1." or
// "abc"), the parsed number (NaN when unreadable, null when blank) goes to the editor's unsaved
// edits on every keystroke, so the dirty count and the invalid flag follow the typing.
import { Field, Input } from "@chakra-ui/react";
import { useState } from "react";
import { parseAmount } from "./line-edits";

const numberText = (value: number | null): string =>
  value === null || Number.isNaN(value) ? "" : String(value);

export function DecimalInput({
  value,
  invalid,
  label,
  invalidText,
  placeholder,
  width = "7.5rem",
  onChange,
}: {
  value: number | null;
  invalid: boolean;
  label: string;
  invalidText: string;
  placeholder?: string;
  width?: string;
  onChange: (value: number | null) => void;
}) {
  const [text, setText] = useState(numberText(value));
  const [last, setLast] = useState(value);
  // A change from outside (discard, a reload) replaces the text; the user's own typing does not.
  if (!Object.is(last, value)) {
    setLast(value);
    if (!Object.is(parseAmount(text), value)) setText(numberText(value));
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
          onChange(parseAmount(next));
        }}
      />
    </Field.Root>
  );
}
