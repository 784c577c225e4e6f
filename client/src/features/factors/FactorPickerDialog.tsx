// The case editor's factor dialog: the library search (FactorSearch) to set a line's factor or
// its market-based instrument (one factor), or to add one line per factor to a process (several).
import { Alert, Button, Dialog, Flex, Spinner } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FactorPickerSearchDocument } from "../../__generated__/graphql";
import { EditorDialog } from "../../components/ui/editor-dialog";
import { FactorSearch, type PickedFactor } from "./FactorSearch";
import { useFactorLibraryCategoriesQuery } from "../../__generated__/hooks";
import { localName, useReference } from "../reference/reference";

/** A narrowing the picker may open on: a category, with a region and year where they apply. */
export interface PickerStart {
  category: string;
  region?: string;
  year?: number;
}

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
  /**
   * Narrowings of the line's context, most specific first: the picker opens on the first the
   * library has factors for (in the line's unit dimension), and says so.
   */
  starts?: readonly PickerStart[];
}

/**
 * The first of the narrowings with factors in the library; null when none has any (the picker
 * then opens on the whole library); undefined while asking.
 */
function useFirstWithFactors(
  starts: readonly PickerStart[],
  unitId: number | null | undefined,
): PickerStart | null | undefined {
  const client = useApolloClient();
  const [found, setFound] = useState<PickerStart | null | undefined>(
    starts.length === 0 ? null : undefined,
  );
  const key = JSON.stringify([starts, unitId]);
  useEffect(() => {
    let live = true;
    void (async () => {
      for (const start of starts) {
        const answer = await client
          .query({
            query: FactorPickerSearchDocument,
            variables: { page: 1, pageSize: 1, ...start, unitId: unitId ?? undefined },
          })
          .catch(() => null);
        if (!live) return;
        if ((answer?.data?.emissionFactors.total ?? 0) > 0) {
          setFound(start);
          return;
        }
      }
      if (live) setFound(null);
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the narrowings' content
  }, [client, key]);
  return found;
}

export function FactorPickerDialog(props: FactorPickerDialogProps) {
  return (
    <EditorDialog open={props.open} size="xl" onClose={props.onClose}>
      <PickerBody {...props} />
    </EditorDialog>
  );
}

function PickerBody({
  onClose,
  title,
  mode,
  unitId,
  onPick,
  onAdd,
  starts = [],
}: FactorPickerDialogProps) {
  const { t } = useTranslation();
  const reference = useReference();
  const [chosen, setChosen] = useState<ReadonlyMap<number, PickedFactor>>(new Map());
  const [adding, setAdding] = useState(false);
  const start = useFirstWithFactors(starts, unitId);
  const [cleared, setCleared] = useState(false);
  const opened = cleared ? null : start;
  const categories = useFactorLibraryCategoriesQuery({ fetchPolicy: "cache-first" });
  const categoryName = (code: string) => {
    const category = categories.data?.factorCategories.find((item) => item.code === code);
    return category ? localName(category, reference.locale) : code;
  };

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
        {opened === undefined ? (
          <Flex justifyContent="center" padding="6">
            <Spinner color="teal.500" />
          </Flex>
        ) : (
          <>
            {opened && (
              <Alert.Root status="info" size="sm" marginBottom="3" data-testid="picker-context">
                <Alert.Indicator />
                <Alert.Description>
                  {t("accounting.picker.openedOn", {
                    filters: [
                      categoryName(opened.category),
                      opened.region === "CN"
                        ? t("accounting.picker.national")
                        : opened.region
                          ? reference.regionName(opened.region)
                          : null,
                      opened.year,
                    ]
                      .filter(Boolean)
                      .join(" · "),
                  })}
                </Alert.Description>
                <Button size="2xs" variant="outline" onClick={() => setCleared(true)}>
                  {t("accounting.picker.wholeLibrary")}
                </Button>
              </Alert.Root>
            )}
            <FactorSearch
              key={opened ? "context" : "library"}
              label={title}
              mode={mode}
              sameDimensionAs={unitId}
              ticked={new Set(chosen.keys())}
              onPick={pick}
              noneText={t("accounting.picker.noneInEditor")}
              initial={opened ?? undefined}
            />
          </>
        )}
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
