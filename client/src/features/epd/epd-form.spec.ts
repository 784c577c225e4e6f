import { CombinedGraphQLErrors } from "@apollo/client";
import { i18n } from "../../i18n";
import { epdFormErrors, epdSchema, newEpdValues, toEpdInput } from "./epd-form";

const t = i18n.getFixedT("en");

describe("the EPD report form's rules", () => {
  it("refuses a scenario of a module not declared, as the server does", async () => {
    const values = {
      ...newEpdValues(),
      pcrName: "EN 16757",
      programOperator: "IBU",
      scenarios: [{ module: "A4", name: "Truck to site", description: "" }],
    };

    await expect(epdSchema(t).validate(values)).rejects.toThrow(
      "Module A4 is not declared: declare it or choose another.",
    );
    await expect(
      epdSchema(t).validate({ ...values, modules: [...values.modules, "A4"] }),
    ).resolves.toBeTruthy();
  });

  it("sends the modules in EN 15804 order with the mandatory ones, and empty figures as none", () => {
    const input = toEpdInput({
      ...newEpdValues(),
      modules: ["D", "B6", "A1"],
      referenceServiceLifeYears: " 50 ",
      biogenicCarbonProduct: "",
      biogenicCarbonPackaging: "0.012",
    });

    expect(input.modules).toEqual(["A1", "A2", "A3", "B6", "C1", "C2", "C3", "C4", "D"]);
    expect(input.referenceServiceLifeYears).toBe(50);
    expect(input.biogenicCarbonProduct).toBeNull();
    expect(input.biogenicCarbonPackaging).toBe(0.012);
  });

  it("puts the server's refusal of a scenario row on that row", () => {
    const message = "scenarios[1].module: module B2 is not declared";
    const refusal = new CombinedGraphQLErrors({
      errors: [{ message, extensions: { code: "BAD_USER_INPUT", field: "scenarios[1].module" } }],
    });

    const split = epdFormErrors(refusal);

    expect(split.other).toEqual([]);
    expect(split.fields.scenarios).toEqual([undefined, { module: message }]);
  });
});
