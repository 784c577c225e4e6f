import {
  ccerCap,
  ccerSurrenderEligible,
  ccerUsableFor,
  ceaVintageEligible,
  compliancePosition,
  coveredScopes,
  formatRange,
  mergeRange,
  parseSerial,
  serialRange,
  takeRange,
  type Block,
} from "./asset-rules";

const block = (first: number, last: number, acquiredBy = "purchase"): Block => ({
  prefix: "GEC2024-",
  first,
  last,
  width: 10,
  acquiredBy,
});

describe("serial numbers", () => {
  it("reads a serial as its prefix and the number its trailing digits write", () => {
    expect(parseSerial("GEC2024-0000001001")).toEqual({
      prefix: "GEC2024-",
      value: 1001,
      width: 10,
    });
    expect(parseSerial("0000-0000-0001-0042")).toEqual({
      prefix: "0000-0000-0001-",
      value: 42,
      width: 4,
    });
    expect(parseSerial("CCER-OW")).toBeNull();
  });

  it("keeps the last 15 digits of a long run as the number", () => {
    // 20 digits: the first five join the prefix.
    expect(parseSerial("X12345000000000000007")).toEqual({
      prefix: "X12345",
      value: 7,
      width: 15,
    });
  });

  it("makes a range of two serials of one series, in order", () => {
    expect(serialRange("A-0009", "A-0010")).toEqual({
      range: { prefix: "A-", first: 9, last: 10, width: 4 },
    });
    expect(serialRange("A-0009", "B-0010")).toEqual({ problem: "mismatch", field: "serialEnd" });
    expect(serialRange("A-009", "A-0010")).toEqual({ problem: "mismatch", field: "serialEnd" });
    expect(serialRange("A-0010", "A-0009")).toEqual({ problem: "order", field: "serialEnd" });
    expect(serialRange("A-", "A-0009")).toEqual({ problem: "format", field: "serialStart" });
  });

  it("writes a range back with its zero padding", () => {
    expect(formatRange({ prefix: "GEC2024-", first: 1001, last: 1800, width: 10 })).toBe(
      "GEC2024-0000001001 – GEC2024-0000001800",
    );
  });
});

describe("taking a range out of held blocks", () => {
  it("leaves the rest of a block on both sides of the part taken", () => {
    // Held 1001-2200; 1301-1500 taken leaves 1001-1300 and 1501-2200.
    const { taken, kept, missing } = takeRange([block(1001, 2200)], {
      prefix: "GEC2024-",
      first: 1301,
      last: 1500,
      width: 10,
    });
    expect(taken.map((piece) => [piece.first, piece.last])).toEqual([[1301, 1500]]);
    expect(kept.map((piece) => [piece.first, piece.last])).toEqual([
      [1001, 1300],
      [1501, 2200],
    ]);
    expect(missing).toEqual([]);
  });

  it("takes across two adjacent blocks and names what no block holds", () => {
    const held = [block(1, 10, "allocation"), block(11, 20), block(31, 40)];
    const across = takeRange(held, { prefix: "GEC2024-", first: 5, last: 15, width: 10 });
    expect(across.taken.map((piece) => [piece.first, piece.last, piece.acquiredBy])).toEqual([
      [5, 10, "allocation"],
      [11, 15, "purchase"],
    ]);
    const gap = takeRange(held, { prefix: "GEC2024-", first: 18, last: 35, width: 10 });
    expect(gap.missing.map((range) => [range.first, range.last])).toEqual([[21, 30]]);
  });

  it("does not take serials of another series", () => {
    const { missing } = takeRange([block(1, 10)], {
      prefix: "GEC2023-",
      first: 1,
      last: 5,
      width: 10,
    });
    expect(missing.map((range) => [range.first, range.last])).toEqual([[1, 5]]);
  });

  it("joins a range with the blocks it touches end to end", () => {
    const held = [block(1, 10), block(21, 30), block(41, 50, "allocation")];
    const { joined, merged } = mergeRange(held, block(11, 20));
    expect(joined.map((piece) => piece.first)).toEqual([1, 21]);
    expect([merged.first, merged.last]).toEqual([1, 30]);
    // Units that came another way stay a block of their own.
    expect(mergeRange(held, block(31, 40)).merged).toMatchObject({ first: 21, last: 40 });
  });
});

describe("eligibility", () => {
  it("lets CEA of the year or earlier count, never of a later year", () => {
    expect(ceaVintageEligible(2023, 2024)).toBe(true);
    expect(ceaVintageEligible(2024, 2024)).toBe(true);
    expect(ceaVintageEligible(2025, 2024)).toBe(false);
  });

  it("lets stock CCER (vintage up to 2016) count only in surrenders until 31 Dec 2024", () => {
    expect(ccerSurrenderEligible(2016, "2024-12-31")).toBe(true);
    expect(ccerSurrenderEligible(2016, "2025-01-01")).toBe(false);
    expect(ccerSurrenderEligible(2024, "2025-06-30")).toBe(true);
    expect(ccerUsableFor(2015, 2023)).toBe(true);
    expect(ccerUsableFor(2015, 2024)).toBe(false);
  });

  it("covers direct emissions from 2023 and purchased power before", () => {
    expect(coveredScopes(2024)).toEqual([1]);
    expect(coveredScopes(2022)).toEqual([1, 2]);
  });
});

describe("the compliance position", () => {
  // Verified 120,000 t; 100,000 CEA allocated and held; 8,000 CCER held. The cap is 5% of
  // 120,000 = 6,000 t, so 6,000 of the CCER may count: 120,000 − 6,000 − 100,000 = 14,000 t
  // are left to buy.
  it("counts usable CCER up to the cap, then CEA held, and leaves the rest to buy", () => {
    expect(
      compliancePosition({
        verifiedT: 120_000,
        surrenderedCea: 0,
        surrenderedCcer: 0,
        heldCea: 100_000,
        heldCcer: 8_000,
      }),
    ).toEqual({
      ccerCap: 6_000,
      ccerCounted: 0,
      outstanding: 120_000,
      ccerUsable: 6_000,
      leftToBuy: 14_000,
      surplus: 0,
    });
  });

  it("counts surrendered CCER only up to the cap", () => {
    // 7,000 CCER surrendered against a 6,000 t cap (a verified figure lowered afterwards):
    // 120,000 − 100,000 − 6,000 = 14,000 t outstanding.
    const position = compliancePosition({
      verifiedT: 120_000,
      surrenderedCea: 100_000,
      surrenderedCcer: 7_000,
      heldCea: 0,
      heldCcer: 1_000,
    });
    expect(position).toMatchObject({ ccerCounted: 6_000, outstanding: 14_000, ccerUsable: 0 });
  });

  it("calls CEA beyond what the year needs surplus", () => {
    // 10,000 t owed after surrenders, 15,000 CEA held: 5,000 surplus, nothing to buy.
    expect(
      compliancePosition({
        verifiedT: 120_000,
        surrenderedCea: 104_000,
        surrenderedCcer: 6_000,
        heldCea: 15_000,
        heldCcer: 0,
      }),
    ).toMatchObject({ outstanding: 10_000, leftToBuy: 0, surplus: 5_000 });
  });

  it("takes the cap in whole tonnes and a part of a tonne still owed as one to buy", () => {
    // 5% of 12,345.6 t = 617.28: 617 CCER at most.
    expect(ccerCap(12_345.6)).toBe(617);
    expect(
      compliancePosition({
        verifiedT: 100.4,
        surrenderedCea: 0,
        surrenderedCcer: 0,
        heldCea: 95,
        heldCcer: 0,
      }),
    ).toMatchObject({ ccerCap: 5, leftToBuy: 6, surplus: 0 });
  });
});
