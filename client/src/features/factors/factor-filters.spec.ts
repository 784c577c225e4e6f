import {
  NO_FILTERS,
  factorListVariables,
  factorSearchVariables,
  isFiltered,
} from "./factor-filters";

const FIRST_PAGE = { page: 1, pageSize: 20, keyword: "", sortBy: null, sortOrder: "ASC" as const };

describe("factorListVariables", () => {
  it("asks for the first page of unretired factors of both libraries without filters", () => {
    expect(factorListVariables(FIRST_PAGE, NO_FILTERS)).toEqual({
      page: 1,
      pageSize: 20,
      keyword: undefined,
      category: undefined,
      subcategory: undefined,
      region: undefined,
      year: undefined,
      scope: undefined,
      owner: undefined,
      includeRetired: false,
    });
  });

  it("sends every filter given, trimmed and as numbers where the schema wants them", () => {
    const variables = factorListVariables(
      { ...FIRST_PAGE, page: 3, keyword: " natural gas " },
      {
        category: "stationary-combustion",
        subcategory: "Gaseous fuels",
        region: " GB ",
        year: "2024",
        scope: "1",
        owner: "global",
        includeRetired: true,
      },
    );
    expect(variables).toEqual({
      page: 3,
      pageSize: 20,
      keyword: "natural gas",
      category: "stationary-combustion",
      subcategory: "Gaseous fuels",
      region: "GB",
      year: 2024,
      scope: 1,
      owner: "global",
      includeRetired: true,
    });
  });

  it("ignores a year that is not a whole year and a subcategory without its category", () => {
    const variables = factorSearchVariables("", {
      ...NO_FILTERS,
      year: "20",
      subcategory: "Grid",
    });
    expect(variables.year).toBeUndefined();
    expect(variables.subcategory).toBeUndefined();
  });
});

describe("isFiltered", () => {
  it("is false for the whole library, retired or not", () => {
    expect(isFiltered("  ", NO_FILTERS)).toBe(false);
    expect(isFiltered("", { ...NO_FILTERS, includeRetired: true })).toBe(false);
  });

  it("is true for a keyword or any filter", () => {
    expect(isFiltered("diesel", NO_FILTERS)).toBe(true);
    expect(isFiltered("", { ...NO_FILTERS, owner: "company" })).toBe(true);
  });
});
