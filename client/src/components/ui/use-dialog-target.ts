// Which row a dialog is about, kept after it closes so its text does not change while it fades.
import { useState } from "react";

export function useDialogTarget<T>() {
  const [state, setState] = useState<{ open: boolean; target: T | null }>({
    open: false,
    target: null,
  });
  return {
    open: state.open,
    target: state.target,
    show: (target: T | null) => setState({ open: true, target }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
