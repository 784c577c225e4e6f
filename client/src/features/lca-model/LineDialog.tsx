// Adds a line to a stage of the model or edits one: its stage, kind, name, quantity and unit,
// supplier, the source it draws on (SourcePicker), the co-product's allocation properties, the
// primary flag, the pedigree scores and a note. yup checks what the server would refuse; the
// server's refusals land on the fields they name.
import { Grid } from "@chakra-ui/react";
import { useFormikContext, type FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { LcaModel_LineFragment } from "../../__generated__/graphql";
import {
  useLcaModelAddLinesMutation,
  useLcaModelUpdateLineMutation,
} from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { QualityFields } from "../lca-data/CommonFields";
import {
  defaultSourceKind,
  lineInput,
  lineSchema,
  lineValues,
  requiredDimension,
  sourceKindsFor,
  unitChoices,
  type LineFormValues,
} from "./line-form";
import { SourcePicker } from "./SourcePicker";
import type { ModelCodes } from "./use-model-codes";
import { useSource } from "./use-source";

export interface LineDialogProps {
  open: boolean;
  productId: number;
  standard: string;
  databaseId: number | null;
  databaseName: string;
  /** The line edited; null adds one to `stage`. */
  line: LcaModel_LineFragment | null;
  stage: string;
  codes: ModelCodes;
  onClose: () => void;
  onSaved: (lineId: number) => void;
}

export function LineDialog(props: LineDialogProps) {
  const { open, productId, line, stage, codes, onClose, onSaved } = props;
  const { t } = useTranslation();
  const source = useSource(open ? line?.sourceKind : null, open ? line?.sourceId : null);
  const [add] = useLcaModelAddLinesMutation({ context: { formErrors: true } });
  const [update] = useLcaModelUpdateLineMutation({ context: { formErrors: true } });
  const schema = useMemo(() => lineSchema(t, codes.units), [t, codes.units]);
  const waiting = Boolean(line?.sourceId) && source.loading;

  const submit = async (values: LineFormValues, helpers: FormikHelpers<LineFormValues>) => {
    const input = lineInput(values);
    let savedId: number;
    try {
      if (line) {
        const answer = await update({ variables: { input: { ...input, productId, id: line.id } } });
        savedId = answer.data?.updateLcaModelLine.id ?? line.id;
      } else {
        const answer = await add({ variables: { input: { productId, lines: [input] } } });
        savedId = answer.data?.addLcaModelLines[0]?.id ?? 0;
      }
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    notify.success(
      line
        ? t("lcaModel.line.saved", { name: input.name })
        : t("lcaModel.line.added", { name: input.name }),
    );
    onSaved(savedId);
    onClose();
  };

  return (
    <FormDialog
      open={open && !waiting}
      size="xl"
      title={
        line
          ? t("lcaModel.line.editTitle", { name: line.name })
          : t("lcaModel.line.addTitle", { stage: codes.stageName(props.standard, stage) })
      }
      formKey={line ? `${line.id}:${source.source ? "source" : "none"}` : `new:${stage}`}
      formLabel={t("lcaModel.line.formLabel")}
      initialValues={lineValues(line, stage, source.source)}
      schema={schema}
      submitLabel={line ? t("common.save") : t("lcaModel.line.add")}
      onSubmit={submit}
      onClose={onClose}
      closeButton
      twoColumns
    >
      {() => <LineFields {...props} isNew={!line} />}
    </FormDialog>
  );
}

function LineFields({
  codes,
  standard,
  databaseId,
  databaseName,
  isNew,
}: LineDialogProps & { isNew: boolean }) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<LineFormValues>();
  const dimension = requiredDimension(values);
  const units = unitChoices(codes.units, dimension);
  const current = codes.units.find((unit) => String(unit.id) === values.unitId);
  const shownUnits = current && !units.includes(current) ? [current, ...units] : units;

  const chooseKind = (kind: string) => {
    void setFieldValue("kind", kind);
    // A new line's source follows its kind until a source is picked; a transport datum is for
    // transport legs only.
    const allowed = sourceKindsFor(kind) as readonly string[];
    if ((isNew && !values.source) || (values.sourceKind && !allowed.includes(values.sourceKind))) {
      void setFieldValue("sourceKind", defaultSourceKind(kind));
      void setFieldValue("source", null);
    }
  };

  return (
    <>
      <SelectField name="stage" label={t("lcaModel.line.stage")} required>
        {codes.stagesOf(standard).map((item) => (
          <option key={item.code} value={item.code}>
            {codes.name(item)}
          </option>
        ))}
      </SelectField>
      <SelectField name="kind" label={t("lcaModel.line.kind")} required onChoose={chooseKind}>
        {codes.lineKinds.map((item) => (
          <option key={item.code} value={item.code}>
            {codes.name(item)}
          </option>
        ))}
      </SelectField>
      <TextField name="name" label={t("lcaModel.line.name")} required span />
      <Grid templateColumns="1fr 8rem" gap="2">
        <NumberField
          name="amount"
          label={t("lcaModel.line.amount")}
          helper={
            values.kind === "transport"
              ? t("lcaModel.line.amountTransportHelp")
              : t("lcaModel.line.amountHelp")
          }
          required
        />
        <SelectField name="unitId" label={t("lcaModel.line.unit")} required>
          <option value="">—</option>
          {shownUnits.map((unit) => (
            <option key={unit.id} value={String(unit.id)}>
              {unit.symbol}
            </option>
          ))}
        </SelectField>
      </Grid>
      <TextField name="supplier" label={t("lcaModel.line.supplier")} />
      <SourcePicker codes={codes} databaseId={databaseId} databaseName={databaseName} />
      {values.kind === "coproduct" && (
        <>
          <NumberField
            name="massPerUnit"
            label={t("lcaModel.line.massPerUnit")}
            helper={t("lcaModel.line.massPerUnitHelp")}
          />
          <NumberField
            name="pricePerUnit"
            label={t("lcaModel.line.pricePerUnit")}
            helper={t("lcaModel.line.pricePerUnitHelp")}
          />
        </>
      )}
      <CheckboxField
        name="primary"
        label={t("lcaModel.line.primary")}
        helper={t("lcaModel.line.primaryHelp")}
      />
      <QualityFields />
      <TextareaField name="note" label={t("lcaModel.line.note")} rows={2} span />
    </>
  );
}
