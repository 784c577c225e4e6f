// A line of a gas released as such (a refrigerant top-up, an SF6 leak, CO2 from process
// chemistry): the mass released and the gas, no factor. The calculation weighs the mass by the
// gas's GWP under the case's set; the form shows that GWP so the figure can be checked before
// saving. Saved at once with addCustomLine (method gas).
import {
  Button,
  Dialog,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useCaseEditorAddCustomLineMutation } from "../../__generated__/hooks";
import { notify } from "../../components/ui/toaster";
import { formatQuantity } from "../../lib/emissions";
import { EditorDialog } from "../../components/ui/editor-dialog";
import { parseAmount } from "./line-edits";
import { localName, useReference, type ReferenceData } from "../reference/reference";

type Gas = ReferenceData["gases"][number];

export interface GasLineDialogProps {
  open: boolean;
  process: { id: number; caseId: number; name: string } | null;
  /** The case's GWP set, whose GWP the line will be weighed by. */
  gwpSet: string;
  onClose: () => void;
  onAdded: () => void;
}

/** Gases people release as such first: refrigerants and SF6, then the rest of the catalogue. */
const FIRST = ["HFC-134a", "R-410A", "HFC-32", "R-404A", "R-407C", "SF6"];

/** The catalogue's gases a line can release (CO2e is a published figure, not a gas). */
export function releasableGases(gases: readonly Gas[]): Gas[] {
  const rank = (gas: Gas) => {
    const index = FIRST.indexOf(gas.code);
    return index === -1 ? FIRST.length : index;
  };
  return gases.filter((gas) => gas.code !== "CO2E").sort((a, b) => rank(a) - rank(b));
}

/** The GWP100 of a gas under a set, as the reference data gives it. */
export function gwpOf(gas: Gas, set: string): number {
  return set === "AR4" ? gas.gwpAR4 : set === "AR5" ? gas.gwpAR5 : gas.gwpAR6;
}

export function GasLineDialog(props: GasLineDialogProps) {
  return (
    <EditorDialog open={props.open} onClose={props.onClose}>
      {props.process && <GasLineForm {...props} process={props.process} />}
    </EditorDialog>
  );
}

function GasLineForm({
  process,
  gwpSet,
  onClose,
  onAdded,
}: GasLineDialogProps & { process: { id: number; caseId: number; name: string } }) {
  const { t } = useTranslation();
  const reference = useReference();
  const gases = releasableGases(reference.gases);
  const massUnits = reference.units.filter((unit) => unit.dimension === "mass");
  const [gasCode, setGasCode] = useState(gases[0]?.code ?? "");
  const [name, setName] = useState("");
  const [amountText, setAmountText] = useState("");
  const [unitId, setUnitId] = useState(10);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [addLine] = useCaseEditorAddCustomLineMutation();

  const gas = gases.find((item) => item.code === gasCode);
  const amount = parseAmount(amountText);
  const amountInvalid = amount !== null && !(Number.isFinite(amount) && amount >= 0);
  const unit = reference.unit(unitId);
  const kg = amount !== null && !amountInvalid && unit ? amount * unit.toBase : null;
  const gwp = gas ? gwpOf(gas, gwpSet) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!gas || amountInvalid) return;
    setSaving(true);
    try {
      await addLine({
        variables: {
          input: {
            caseId: process.caseId,
            processId: process.id,
            name: name.trim() || t("accounting.gasLine.defaultName", { gas: gas.label }),
            method: "gas",
            gas: gas.code,
            unitId,
            ...(amount !== null ? { amount } : {}),
            dataSourceType: 3,
          },
        },
      });
    } catch {
      // The error link has shown the server's message.
      setSaving(false);
      return;
    }
    notify.success(t("accounting.gasLine.added", { gas: gas.label }));
    onAdded();
    onClose();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Dialog.Header>
        <Dialog.Title>{t("accounting.gasLine.title", { process: process.name })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t("accounting.gasLine.help")}
          </Text>
          <Field.Root required invalid={submitted && !gas}>
            <Field.Label>
              {t("accounting.gasLine.gas")}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="gas"
                value={gasCode}
                onChange={(event) => setGasCode(event.currentTarget.value)}
              >
                {gases.map((item) => (
                  <option key={item.code} value={item.code}>
                    {`${item.label} · ${localName(item, reference.locale)}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {gas && gwp !== null && (
              <Field.HelperText>
                {t("accounting.gasLine.gwp", { set: gwpSet, gwp: formatQuantity(gwp) })}
                {gas.synonyms.length > 0 &&
                  ` · ${t("accounting.gasLine.synonyms", { names: gas.synonyms.join(", ") })}`}
              </Field.HelperText>
            )}
            <Field.ErrorText>{t("accounting.gasLine.gasRequired")}</Field.ErrorText>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <Field.Root gridColumn={{ sm: "span 3" }}>
              <Field.Label>{t("accounting.line.name")}</Field.Label>
              <Input
                name="name"
                value={name}
                placeholder={gas ? t("accounting.gasLine.defaultName", { gas: gas.label }) : ""}
                autoComplete="off"
                onChange={(event) => setName(event.currentTarget.value)}
              />
            </Field.Root>
            <Field.Root invalid={amountInvalid} gridColumn={{ sm: "span 2" }}>
              <Field.Label>{t("accounting.gasLine.amount")}</Field.Label>
              <Input
                name="amount"
                value={amountText}
                inputMode="decimal"
                autoComplete="off"
                onChange={(event) => setAmountText(event.currentTarget.value)}
              />
              <Field.ErrorText>{t("accounting.line.amountInvalid")}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t("accounting.line.unit")}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="unitId"
                  value={unitId}
                  onChange={(event) => setUnitId(Number(event.currentTarget.value))}
                >
                  {massUnits.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.symbol}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
          {gas && gwp !== null && kg !== null && (
            <Text fontSize="sm" aria-live="polite">
              {t("accounting.gasLine.preview", {
                kg: formatQuantity(kg),
                gas: gas.label,
                set: gwpSet,
                gwp: formatQuantity(gwp),
                co2e: formatQuantity(kg * gwp),
              })}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" colorPalette="teal" loading={saving}>
          {t("accounting.gasLine.add")}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
