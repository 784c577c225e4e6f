// The GraphQL side of the carbon-asset tests: operations with the fields they read, a plant's
// calculated case with figures worked by hand, and short builders of transaction inputs.
import { type Caller } from "./accounting";
import { calculate, newCase, newProcess } from "./accounting-graphql";
import type { TestApp } from "./harness";

const TX = `id holdingId kind quantity delta balanceAfter date price amount counterparty
  complianceYear purpose serialStart serialEnd reversesId reversedById note
  evidence { name url fileId } claims { activityLineId lineName caseName mwh }`;
export const RECORD = `mutation ($input: RecordCarbonAssetTransactionInput!) {
  recordCarbonAssetTransaction(input: $input) { ${TX} } }`;
export const REVERSE = `mutation ($input: ReverseCarbonAssetTransactionInput!) {
  reverseCarbonAssetTransaction(input: $input) { ${TX} } }`;
export const HOLDING = `query ($id: Int!) {
  carbonHolding(id: $id) { id corporationName assetType vintage quantity unit
    serialBlocks { serialStart serialEnd count } } }`;
export const HISTORY = `query ($holdingId: Int!) {
  carbonAssetTransactions(holdingId: $holdingId, pageSize: 50) { total items { ${TX} } } }`;
export const POSITION = `query ($corporationId: Int!, $year: Int!) {
  carbonCompliancePosition(corporationId: $corporationId, year: $year) {
    verifiedT verifiedBasis verifiedSource calculatedT caseId runId runNo scopes coveredGases
    allocated heldCea surrenderedCea surrenderedCcer heldCcer ccerCap ccerCounted ccerUsable
    outstanding leftToBuy surplus ceaPrice leftToBuyValue } }`;
export const SET_YEAR = `mutation ($input: SetComplianceYearInput!) {
  setCarbonComplianceYear(input: $input) { verifiedT verifiedBasis calculatedT ccerCap } }`;
export const CLAIMABLE = `query ($holdingId: Int!) {
  carbonClaimableLines(holdingId: $holdingId) {
    activityLineId lineName mwh claimedMwh remainingMwh } }`;

type Input = Record<string, unknown>;

/** Units into a holding of a corporation, type and vintage; serials as [first, last]. */
export const buy = (
  corporationId: number,
  assetType: string,
  vintage: number,
  quantity: number,
  serials: [string, string] | null = null,
  more: Input = {},
): Input => ({
  kind: "purchase",
  corporationId,
  assetType,
  vintage,
  quantity,
  ...(serials ? { serialStart: serials[0], serialEnd: serials[1] } : {}),
  date: "2025-01-10",
  price: 80,
  counterparty: "Exchange",
  ...more,
});

/** Units out of a holding (or any kind on it): a sale unless `more` says otherwise. */
export const out = (
  holdingId: number,
  quantity: number,
  serials: [string, string] | null = null,
  more: Input = {},
): Input => ({
  kind: "sale",
  holdingId,
  quantity,
  ...(serials ? { serialStart: serials[0], serialEnd: serials[1] } : {}),
  date: "2025-02-02",
  price: 95,
  counterparty: "Trader Co.",
  ...more,
});

export async function record(user: Caller, input: Input) {
  const { recordCarbonAssetTransaction } = await user.gql(RECORD, { input });
  return recordCarbonAssetTransaction as { id: number; holdingId: number; balanceAfter: number };
}

/** The first error of an operation that must fail. */
export async function refusal(user: Caller, query: string, input: Input) {
  const answer = await user.try(query, { input });
  if (!answer.errors) throw new Error(`expected a refusal, got ${JSON.stringify(answer.data)}`);
  return answer.errors[0];
}

export async function countRows(t: TestApp, table: string): Promise<number> {
  const [row] = await t.dataSource.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM ${table}`,
  );
  return row.n;
}

export async function holdingOf(
  user: Caller,
  corporationId: number,
  assetType: string,
  vintage: number,
) {
  const { carbonHoldings } = await user.gql(
    `query ($corporationId: Int, $assetType: String, $vintage: Int) {
       carbonHoldings(corporationId: $corporationId, assetType: $assetType, vintage: $vintage,
         includeEmpty: true) { items { id quantity } } }`,
    { corporationId, assetType, vintage },
  );
  return carbonHoldings.items[0] as { id: number; quantity: number };
}

/**
 * A case of `year` for the plant: a kiln burning 120,000 t of fuel at 1,000 kg CO2 and 0.1 kg CH4
 * per t (scope 1), and 1,000,000 kWh of purchased electricity at 0.5 kg CO2 per kWh (scope 2).
 */
export async function plantCase(
  user: Caller,
  plant: number,
  year: number,
): Promise<{ caseId: number; electricity: number }> {
  const created = await newCase(user, { corporationId: plant, name: `Kiln ${year}`, year });
  const process = (name: string, scope: number) =>
    newProcess(user, { caseId: created.id, name, scope, isoCategory: scope });
  const line = async (
    processId: number,
    name: string,
    amount: number,
    unitId: number,
    gases: object,
  ) => {
    const { addCustomLine } = await user.gql(
      `mutation ($input: AddCustomLineInput!) { addCustomLine(input: $input) { id } }`,
      {
        input: {
          caseId: created.id,
          processId,
          name,
          amount,
          unitId,
          factor: { name: `${name} factor`, unitId, source: "Plant measurement", gases },
        },
      },
    );
    return addCustomLine.id as number;
  };
  await line(await process("Kiln", 1), "Kiln fuel", 120_000, 11, [
    { gas: "CO2", value: 1000 },
    { gas: "CH4", value: 0.1 },
  ]);
  const electricity = await line(
    await process("Purchased electricity", 2),
    "Grid electricity",
    1_000_000,
    30,
    [{ gas: "CO2", value: 0.5 }],
  );
  await calculate(user, created.id);
  return { caseId: created.id, electricity };
}
