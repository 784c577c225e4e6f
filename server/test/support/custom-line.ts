// A case with one process and one custom activity line, for tests about something else (limits,
// addresses) that only need a line to exist. Asks the schema whether adding a line names its case,
// so it keeps working while that input changes.
import type { Caller } from "./accounting";

let casePerLine: boolean | undefined;

async function lineInputNamesCase(user: Caller): Promise<boolean> {
  if (casePerLine === undefined) {
    const { __type } = await user.gql(
      `{ __type(name: "AddCustomLineInput") { inputFields { name } } }`,
    );
    casePerLine = (__type.inputFields as Array<{ name: string }>).some((f) => f.name === "caseId");
  }
  return casePerLine;
}

let made = 0;

/** A new case of `user`'s company with one scope 1 line of 10 kg at 1 kg CO2 per kg. */
export async function caseWithOneLine(user: Caller, label: string) {
  made += 1;
  const { createCorporation } = await user.gql(
    `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
    { input: { name: `${label} plant ${made}` } },
  );
  const { createCase } = await user.gql(
    `mutation ($input: CaseInput!) { createCase(input: $input) { id } }`,
    { input: { corporationId: createCorporation.id, name: `${label} ${made}`, year: 2024 } },
  );
  const caseId = createCase.id as number;
  const { addCaseProcess } = await user.gql(
    `mutation ($input: CaseProcessInput!) { addCaseProcess(input: $input) { id } }`,
    { input: { caseId, name: "Fuel", scope: 1, isoCategory: 1 } },
  );
  const { addCustomLine } = await user.gql(
    `mutation ($input: AddCustomLineInput!) { addCustomLine(input: $input) { id } }`,
    {
      input: {
        ...((await lineInputNamesCase(user)) ? { caseId } : {}),
        processId: addCaseProcess.id,
        name: "Process gas",
        amount: 10,
        unitId: 10,
        factor: {
          name: "Measured",
          unitId: 10,
          source: "Plant measurement",
          gases: [{ gas: "CO2", value: 1 }],
        },
      },
    },
  );
  return { caseId, lineId: addCustomLine.id as number };
}
