// The case editor's factor dialog: the library search (FactorSearch) to set a line's factor or
// its market-based instrument (one factor), or to add one line per factor to a process (several).
import { Button, Dialog } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EditorDialog } from "../../components/ui/editor-dialog";
import { FactorSearch, type PickedFactor } from "./FactorSearch";

export interface FactorPickerDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** One factor for a line, or several for new lines of a process. */
  mode: "single" | "multi";
  /** The line's unit: offers the "same unit dimension" filter, on by default. */
  unitId?: number | null;
  onPick?: (factor: PickedFactor) => void;
  onAdd?: (factors: PickedFactor[]) => Promise<unknown>;
}

export function FactorPickerDialog(props: FactorPickerDialogProps) {
  return (
    <EditorDialog open={props.open} size="xl" onClose={props.onClose}>
      <PickerBody {...props} />
    </EditorDialog>
  );
}

function PickerBody({ onClose, title, mode, unitId, onPick, onAdd }: FactorPickerDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlyMap<number, PickedFactor>>(new Map());
  const [adding, setAdding] = useState(false);

  const pick = (factor: PickedFactor) => {
    if (mode === "single") {
      onPick?.(factor);
      onClose();
      return;
    }
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(factor.id)) next.delete(factor.id);
      else next.set(factor.id, factor);
      return next;
    });
  };

  const add = async () => {
    if (!onAdd || chosen.size === 0) return;
    setAdding(true);
    try {
      await onAdd([...chosen.values()]);
      onClose();
    } catch {
      // The error link has shown the message; the choice stays for another try.
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <FactorSearch
          label={title}
          mode={mode}
          sameDimensionAs={unitId}
          ticked={new Set(chosen.keys())}
          onPick={pick}
          noneText={t("accounting.picker.noneInEditor")}
        />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={adding}>
          {t("common.cancel")}
        </Button>
        {mode === "multi" && (
          <Button
            colorPalette="teal"
            disabled={chosen.size === 0}
            loading={adding}
            onClick={() => void add()}
          >
            {t("accounting.picker.addLines", { count: chosen.size })}
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
}
