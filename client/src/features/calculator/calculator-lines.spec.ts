import {
  estimateInput,
  inputKey,
  linesReady,
  newLine,
  withOption,
  type OptionInfo,
} from "./calculator-lines";

const electricity: OptionInfo = {
  key: "electricity-grid",
  kind: "electricity",
  defaultUnitId: 30,
  unitIds: [30, 31, 40],
};
const steel: OptionInfo = {
  key: "material-steel",
  kind: "material",
  defaultUnitId: 11,
  unitIds: [10, 11],
};

describe("calculator lines", () => {
  it("starts a row in the option's unit and keeps a unit the next option also takes", () => {
    const line = newLine(electricity);
    expect(line).toMatchObject({ option: "electricity-grid", amount: null, unitId: 30 });
    expect(withOption({ ...line, unitId: 10 }, steel).unitId).toBe(10);
    expect(withOption(line, steel).unitId).toBe(11);
  });

  it("is ready only when every row has an amount of zero or more", () => {
    const line = newLine(electricity);
    expect(linesReady([])).toBe(false);
    expect(linesReady([line])).toBe(false);
    expect(linesReady([{ ...line, amount: Number.NaN }])).toBe(false);
    expect(linesReady([{ ...line, amount: -1 }])).toBe(false);
    expect(linesReady([{ ...line, amount: 0 }])).toBe(true);
  });

  it("sends the national average as no province, and keys equal inputs alike", () => {
    const line = { ...newLine(electricity), amount: 1000 };
    const input = estimateInput({ year: 2023, province: "", gwpSet: "AR6" }, [line]);
    expect(input).toEqual({
      year: 2023,
      province: null,
      gwpSet: "AR6",
      lines: [{ option: "electricity-grid", amount: 1000, unitId: 30 }],
    });
    const again = estimateInput({ year: 2023, province: "", gwpSet: "AR6" }, [{ ...line }]);
    expect(inputKey(again)).toBe(inputKey(input));
    const other = estimateInput({ year: 2023, province: "320000", gwpSet: "AR6" }, [line]);
    expect(inputKey(other)).not.toBe(inputKey(input));
  });
});
