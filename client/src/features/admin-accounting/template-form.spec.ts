import { i18n } from "../../i18n";
import {
  canEditTemplate,
  emptyProcessValues,
  isoCategoryForScope,
  processFormSchema,
  processToValues,
  sourceToValues,
  templateToValues,
  toTemplateInput,
  toProcessInput,
  toSourceInput,
} from "./template-form";

const holding =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);

describe("canEditTemplate", () => {
  it("lets a template editor change the company's templates", () => {
    expect(canEditTemplate(1, holding("gaa03"))).toBe(true);
  });

  it("keeps global templates to the platform operator", () => {
    expect(canEditTemplate(null, holding("gaa03"))).toBe(false);
    expect(canEditTemplate(null, holding("gaa03", "sys"))).toBe(true);
  });

  it("needs the template permission even for the platform operator", () => {
    expect(canEditTemplate(null, holding("sys"))).toBe(false);
  });
});

describe("template values", () => {
  const model = {
    __typename: "Template" as const,
    id: 7,
    companyId: null,
    code: "BM-CEMENT",
    name: "水泥模板",
    nameEn: "水泥模板",
    standardId: 2,
    industryId: null,
    description: "",
    descriptionEn: "",
  };

  it("shows an English name the server filled from the Chinese one as blank", () => {
    expect(templateToValues(model).nameEn).toBe("");
  });

  it("sends blanks as null ids and trims the text", () => {
    expect(
      toTemplateInput({ ...templateToValues(model), code: " BM-CEMENT ", industryId: "" }),
    ).toEqual({
      code: "BM-CEMENT",
      name: "水泥模板",
      nameEn: null,
      standardId: 2,
      industryId: null,
      description: "",
      descriptionEn: "",
      global: true,
    });
  });
});

describe("process values", () => {
  it("starts a process in the ISO 14064-1 category its scope usually has", () => {
    expect([1, 2, 3].map(isoCategoryForScope)).toEqual([1, 2, 3]);
    expect(emptyProcessValues(2)).toMatchObject({ scope: "2", isoCategory: "2" });
  });

  it("keeps the scope 3 category only for scope 3", () => {
    const values = { ...emptyProcessValues(3), name: "Flights", scope3Category: "6" };
    expect(toProcessInput(values)).toMatchObject({ scope: 3, isoCategory: 3, scope3Category: 6 });
    expect(toProcessInput({ ...values, scope: "1" }).scope3Category).toBeNull();
  });

  it("round-trips a stored process", () => {
    const stored = {
      name: "产品固碳",
      nameEn: "CO2 captured in products",
      scope: 1,
      isoCategory: 1,
      scope3Category: null,
      deducted: true,
    };
    expect(toProcessInput(processToValues(stored))).toEqual(stored);
  });

  it("refuses a process without a name", async () => {
    await expect(processFormSchema(i18n.t).validate(emptyProcessValues(1))).rejects.toThrow(
      "Enter the process name",
    );
  });
});

describe("source values", () => {
  it("sends no default factor as null, so the user picks one in the case", () => {
    const values = sourceToValues({
      name: "航班",
      nameEn: "Flights",
      unitId: 10,
      method: "factor",
      factorId: null,
    });
    expect(toSourceInput(values)).toEqual({
      name: "航班",
      nameEn: "Flights",
      unitId: 10,
      method: "factor",
      factorId: null,
    });
  });
});
