// Small parts the process model screens share: a native select filter with its "all" option.
import { NativeSelect } from "@chakra-ui/react";

export function CategorySelect({
  value,
  options,
  allLabel,
  onChange,
  label,
}: {
  value: string;
  options: Array<{ value: string; label: string }>;
  allLabel: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto" minWidth="12rem">
      <NativeSelect.Field
        aria-label={label ?? allLabel}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
