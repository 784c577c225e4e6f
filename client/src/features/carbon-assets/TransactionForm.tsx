// The form that records one transaction, its fields by kind: on a new holding the corporation,
// type and vintage; serial numbers for CCER, GEC and I-REC; price and counterparty for trades;
// the receiving corporation of a transfer; the compliance year of a surrender; the purpose of a
// retirement and, against scope 2, the lines it covers; evidence and a note. A sale, surrender or
// retirement is confirmed first. The server's refusals land on the field they name.
import type { ErrorLike } from "@apollo/client";
import { Alert, Button, Card, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikProps } from "formik";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type {
  CarbonAssetCorporationsQuery,
  CarbonAssets_HoldingFragment,
  CarbonAssets_TransactionFragment,
} from "../../__generated__/graphql";
import { useRecordCarbonAssetTransactionMutation } from "../../__generated__/hooks";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import {
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from "../../components/ui/form-fields";
import { formErrors } from "../../lib/errors";
import { ClaimsField } from "./ClaimsField";
import {
  ASSET_TYPES,
  CONFIRMED,
  formatCny,
  formatUnits,
  hasSerials,
  isCertificate,
  serialCount,
  serialEndFor,
  unitOf,
  type Kind,
} from "./display";
import { EvidenceField } from "./EvidenceField";
import {
  initialValues,
  needsCounterparty,
  needsPrice,
  shownFields,
  showsCounterparty,
  showsPrice,
  toInput,
  transactionSchema,
  type TransactionValues,
} from "./transaction-form";

type Corporation = CarbonAssetCorporationsQuery["carbonAssetCorporations"][number];
type Holding = CarbonAssets_HoldingFragment;

export interface TransactionFormProps {
  kind: Kind;
  holding: Holding | null;
  corporations: readonly Corporation[];
  onRecorded: (transaction: CarbonAssets_TransactionFragment) => void;
  onCancel: () => void;
}

export function TransactionForm({
  kind,
  holding,
  corporations,
  onRecorded,
  onCancel,
}: TransactionFormProps) {
  const { t } = useTranslation();
  const [record] = useRecordCarbonAssetTransactionMutation({ context: { formErrors: true } });
  const schema = useMemo(() => transactionSchema(t, holding === null), [t, holding]);
  const [pending, setPending] = useState<{
    values: TransactionValues;
    helpers: FormikHelpers<TransactionValues>;
  } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (values: TransactionValues, helpers: FormikHelpers<TransactionValues>) => {
    setProblem(null);
    try {
      const result = await record({ variables: { input: toInput(values, holding) } });
      const saved = result.data?.recordCarbonAssetTransaction;
      if (saved) onRecorded(saved);
    } catch (caught) {
      // Refusals naming a field the form shows land on it; the rest (a shortfall, a serial
      // held elsewhere, a cap) are said above the buttons, where they stay until the next try.
      const split = formErrors(caught as ErrorLike, shownFields(values, holding));
      helpers.setErrors(split.fields as FormikErrors<TransactionValues>);
      setProblem(split.other.join(" ") || null);
      throw caught;
    }
  };

  const submit = async (values: TransactionValues, helpers: FormikHelpers<TransactionValues>) => {
    if (CONFIRMED.includes(values.kind)) {
      setPending({ values, helpers });
      return;
    }
    await send(values, helpers).catch(() => undefined);
  };

  return (
    <Card.Root size="sm" marginBottom="4">
      {/* A new holding's kind is chosen on the form; a holding's is its button's. */}
      {holding && (
        <Card.Header>
          <Card.Title>{t(`carbonAssets.kinds.${kind}`)}</Card.Title>
        </Card.Header>
      )}
      <Card.Body>
        <Formik
          key={`${kind}-${holding?.id ?? "new"}`}
          initialValues={initialValues(kind, holding)}
          validationSchema={schema}
          onSubmit={submit}
        >
          {(form) => (
            <Form noValidate aria-label={t("carbonAssets.formLabel")}>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <Fields form={form} holding={holding} corporations={corporations} />
              </SimpleGrid>
              {problem && (
                <Alert.Root status="error" marginTop="4">
                  <Alert.Indicator />
                  <Alert.Description>{problem}</Alert.Description>
                </Alert.Root>
              )}
              <HStack justifyContent="flex-end" gap="2" marginTop="4">
                <Button variant="outline" onClick={onCancel} disabled={form.isSubmitting}>
                  {t("common.cancel")}
                </Button>
                <Button type="submit" colorPalette="teal" loading={form.isSubmitting}>
                  {t(`carbonAssets.kinds.${form.values.kind}`)}
                </Button>
              </HStack>
            </Form>
          )}
        </Formik>
      </Card.Body>
      <ConfirmDialog
        open={pending !== null}
        title={t("carbonAssets.confirmTitle", { kind: t(`carbonAssets.kinds.${kind}`) })}
        confirmLabel={t(`carbonAssets.kinds.${kind}`)}
        destructive
        // A refusal lands on the form's fields: the question closes so they can be read.
        onConfirm={() =>
          pending ? send(pending.values, pending.helpers).catch(() => undefined) : undefined
        }
        onClose={() => setPending(null)}
      >
        {pending && <Confirmation values={pending.values} holding={holding} />}
      </ConfirmDialog>
    </Card.Root>
  );
}

function Confirmation({ values, holding }: { values: TransactionValues; holding: Holding | null }) {
  const { t } = useTranslation();
  const type = holding?.assetType ?? values.assetType;
  const params = {
    quantity: formatUnits(Number(values.quantity.replace(/,/g, ""))),
    unit: unitOf(type),
    holding: holding
      ? `${t(`carbonAssets.types.${type}`)} ${holding.vintage} · ${holding.corporationName}`
      : "",
    counterparty: values.counterparty,
    year: values.complianceYear,
  };
  const key =
    values.kind === "sale"
      ? "confirmSale"
      : values.kind === "surrender"
        ? "confirmSurrender"
        : "confirmRetirement";
  return (
    <>
      {t(`carbonAssets.${key}`, params)}
      {hasSerials(type) && values.serialStart && (
        <>
          {" "}
          {t("carbonAssets.confirmSerials", { start: values.serialStart, end: values.serialEnd })}
        </>
      )}
    </>
  );
}

function Fields({
  form,
  holding,
  corporations,
}: {
  form: FormikProps<TransactionValues>;
  holding: Holding | null;
  corporations: readonly Corporation[];
}) {
  const { t } = useTranslation();
  const { values } = form;
  const { kind } = values;
  const type = holding?.assetType ?? values.assetType;
  const unit = unitOf(type);
  const count = serialCount(values.serialStart, values.serialEnd);
  const price = Number(values.price.replace(/,/g, ""));
  const quantity = Number(values.quantity.replace(/,/g, ""));
  const fillQuantity = (start: string, end: string) => {
    const counted = serialCount(start, end);
    if (counted !== null) void form.setFieldValue("quantity", String(counted));
  };
  const others = corporations.filter((item) => item.id !== holding?.corporationId);

  return (
    <>
      {holding === null && (
        <>
          <SelectField name="corporationId" label={t("carbonAssets.corporationField")} required>
            <option value="">{t("carbonAssets.choose")}</option>
            {corporations.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="kind"
            label={t("carbonAssets.kindField")}
            required
            onChoose={(value) => {
              void form.setFieldValue("kind", value);
              // Allowances are allocated; CCER and certificates come by purchase or transfer.
              if (value === "allocation") void form.setFieldValue("assetType", "CEA");
            }}
          >
            {(["allocation", "purchase", "transfer_in"] as const).map((item) => (
              <option key={item} value={item}>
                {t(`carbonAssets.kinds.${item}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="assetType"
            label={t("carbonAssets.assetTypeField")}
            required
            onChoose={(value) => {
              void form.setFieldValue("assetType", value);
              if (value !== "CEA" && kind === "allocation")
                void form.setFieldValue("kind", "purchase");
            }}
          >
            {ASSET_TYPES.map((item) => (
              <option key={item} value={item}>
                {t(`carbonAssets.types.${item}`)} — {t(`carbonAssets.typeNames.${item}`)}
              </option>
            ))}
          </SelectField>
          <NumberField
            name="vintage"
            label={t("carbonAssets.vintageField")}
            helper={t("carbonAssets.vintageHelp")}
            integer
            required
          />
        </>
      )}
      {hasSerials(type) && (
        <>
          <TextField
            name="serialStart"
            label={t("carbonAssets.serialStart")}
            required
            onValue={(value) => fillQuantity(value, values.serialEnd)}
          />
          <TextField
            name="serialEnd"
            label={t("carbonAssets.serialEnd")}
            required
            helper={
              count !== null
                ? t("carbonAssets.serialCount", { count, formatted: formatUnits(count) })
                : t("carbonAssets.serialUnread")
            }
            onValue={(value) => fillQuantity(values.serialStart, value)}
          />
        </>
      )}
      <NumberField
        name="quantity"
        label={t("carbonAssets.quantityField", { unit })}
        integer
        required
        onValue={(value) => {
          // Units going out from a first serial: the last one follows from the quantity.
          const end = hasSerials(type)
            ? serialEndFor(values.serialStart, Number(value.replace(/,/g, "")))
            : null;
          if (end) void form.setFieldValue("serialEnd", end);
        }}
      />
      <TextField name="date" type="date" label={t("carbonAssets.dateField")} required />
      {showsPrice(kind) && (
        <NumberField
          name="price"
          label={t("carbonAssets.priceField")}
          required={needsPrice(kind)}
          helper={
            price > 0 && quantity > 0
              ? t("carbonAssets.amountPreview", { amount: formatCny(price * quantity) })
              : needsPrice(kind)
                ? undefined
                : t("carbonAssets.priceOptional")
          }
        />
      )}
      {kind === "transfer_out" && (
        <SelectField name="transferTo" label={t("carbonAssets.transferTo")} required>
          <option value="corporation">{t("carbonAssets.transferToCorporation")}</option>
          <option value="counterparty">{t("carbonAssets.transferToCounterparty")}</option>
        </SelectField>
      )}
      {kind === "transfer_out" && values.transferTo === "corporation" && (
        <SelectField name="toCorporationId" label={t("carbonAssets.toCorporationField")} required>
          <option value="">{t("carbonAssets.choose")}</option>
          {others.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
      )}
      {(showsCounterparty(kind) ||
        (kind === "transfer_out" && values.transferTo === "counterparty")) && (
        <TextField
          name="counterparty"
          label={t("carbonAssets.counterpartyField")}
          helper={t("carbonAssets.counterpartyHelp")}
          required={needsCounterparty(kind) || kind === "transfer_out"}
        />
      )}
      {kind === "surrender" && (
        <NumberField
          name="complianceYear"
          label={t("carbonAssets.complianceYearField")}
          helper={t("carbonAssets.complianceYearHelp")}
          integer
          required
        />
      )}
      {kind === "retirement" && (
        <SelectField name="purpose" label={t("carbonAssets.purposeField")} required>
          {isCertificate(type) && (
            <option value="scope2">{t("carbonAssets.purposes.scope2")}</option>
          )}
          <option value="voluntary">{t("carbonAssets.purposes.voluntary")}</option>
        </SelectField>
      )}
      {kind === "retirement" && values.purpose === "scope2" && holding && (
        <ClaimsField holdingId={holding.id} year={holding.vintage} />
      )}
      <EvidenceField />
      <TextareaField name="note" label={t("carbonAssets.noteField")} rows={2} span />
      {kind === "surrender" && (
        <Text fontSize="xs" color="fg.muted" gridColumn={{ sm: "span 2" }}>
          {t("carbonAssets.compliance.rules")}
        </Text>
      )}
    </>
  );
}
