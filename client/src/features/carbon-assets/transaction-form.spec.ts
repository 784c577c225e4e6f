import { serialCount } from "./display";
import { initialValues, shownFields, toInput, type HoldingRef } from "./transaction-form";

const GEC: HoldingRef = { id: 7, corporationId: 3, assetType: "GEC", vintage: 2024 };

describe("the transaction form", () => {
  it("counts a serial range as the server reads it", () => {
    expect(serialCount("GEC2024-0000001001", "GEC2024-0000002200")).toBe(1200);
    expect(serialCount("A-009", "A-0010")).toBeNull();
    expect(serialCount("A-0010", "A-0009")).toBeNull();
    expect(serialCount("X12345000000000000001", "X12345000000000000010")).toBe(10);
  });

  it("sends a purchase into a new holding by corporation, type and vintage", () => {
    const values = {
      ...initialValues("purchase", null),
      corporationId: "3",
      assetType: "CCER",
      vintage: "2024",
      quantity: "8,000",
      serialStart: "CCER-PV-00000001",
      serialEnd: "CCER-PV-00008000",
      date: "2025-03-10",
      price: "85.5",
      counterparty: " Beijing Green Exchange ",
    };
    expect(toInput(values, null)).toEqual({
      kind: "purchase",
      corporationId: 3,
      assetType: "CCER",
      vintage: 2024,
      quantity: 8000,
      serialStart: "CCER-PV-00000001",
      serialEnd: "CCER-PV-00008000",
      date: "2025-03-10",
      price: 85.5,
      counterparty: "Beijing Green Exchange",
      toCorporationId: null,
      complianceYear: null,
      purpose: null,
      claims: null,
      evidence: [],
      note: null,
    });
  });

  it("sends a retirement against scope 2 with the MWh claimed of each line", () => {
    const values = {
      ...initialValues("retirement", GEC),
      quantity: "600",
      serialStart: "GEC-0000001001",
      serialEnd: "GEC-0000001600",
      claims: { "41": "400", "42": "200", "43": "" },
      evidence: [{ name: "Cancellation", url: "/files/x", fileId: "0b8e" }],
    };
    expect(toInput(values, GEC)).toMatchObject({
      holdingId: 7,
      purpose: "scope2",
      claims: [
        { activityLineId: 41, mwh: 400 },
        { activityLineId: 42, mwh: 200 },
      ],
      evidence: [{ name: "Cancellation", fileId: "0b8e" }],
      price: null,
      counterparty: null,
    });
    expect(shownFields(values, GEC)).toEqual([
      "quantity",
      "date",
      "note",
      "serialStart",
      "serialEnd",
      "purpose",
      "claims",
    ]);
  });

  it("sends a transfer to another corporation without a counterparty", () => {
    const values = {
      ...initialValues("transfer_out", { ...GEC, assetType: "CEA" }),
      quantity: "40",
      toCorporationId: "9",
      counterparty: "typed before switching",
    };
    expect(toInput(values, { ...GEC, assetType: "CEA" })).toMatchObject({
      toCorporationId: 9,
      counterparty: null,
      serialStart: null,
    });
  });
});
