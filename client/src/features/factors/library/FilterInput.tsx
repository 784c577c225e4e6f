// A filter typed in full before it applies: on Enter or when the field is left.
import { Input } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";

export function FilterInput({
  label,
  placeholder,
  value,
  width,
  list,
  inputMode,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string;
  width: string;
  list?: string;
  inputMode?: "numeric";
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form onSubmit={submit}>
      <Input
        size="sm"
        bg="white"
        width={width}
        aria-label={label}
        placeholder={placeholder}
        value={draft}
        list={list}
        inputMode={inputMode}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
      />
    </form>
  );
}
