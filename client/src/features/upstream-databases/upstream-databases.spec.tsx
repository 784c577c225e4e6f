import type { MockedResponse } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UpstreamDatabasesDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { describeUncertainty, formatAmount } from "./display";
import { StockUpstreamDataPage, UpstreamDatabasesPage } from "./UpstreamDatabasesPage";

const USLCI = {
  __typename: "UpstreamDatabase",
  id: 7,
  name: "USLCI",
  version: "FY18 Q1",
  licence: "CC0 1.0",
  source: "National Renewable Energy Laboratory",
  fileName: "uslci.zip",
  processCount: 767,
  productCount: 700,
  flowCount: 1000,
  exchangeCount: 20000,
  allocation: "physical",
  createdAt: "2026-11-25T10:00:00.000Z",
};

const list = (items: unknown[]): MockedResponse => ({
  request: { query: UpstreamDatabasesDocument, variables: { page: 1, pageSize: 20 } },
  result: {
    data: { upstreamDatabases: { __typename: "UpstreamDatabasePage", total: items.length, items } },
  },
});

describe("upstream databases", () => {
  it("lists the databases with their counts; the operator may import and delete", async () => {
    renderWithProviders(<UpstreamDatabasesPage />, {
      permissions: ["gab", "gab06"],
      mocks: [list([USLCI])],
    });

    expect(await screen.findByText("USLCI")).toBeVisible();
    expect(screen.getByText("FY18 Q1")).toBeVisible();
    expect(screen.getByText("767")).toBeVisible();
    expect(screen.getByRole("button", { name: "Import database" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Delete USLCI FY18 Q1" })).toBeVisible();
  });

  it("lets a company browse without import or delete", async () => {
    renderWithProviders(<StockUpstreamDataPage />, {
      permissions: ["ff01"],
      mocks: [list([USLCI])],
    });

    expect(await screen.findByText("USLCI")).toBeVisible();
    expect(screen.getByRole("button", { name: "Browse USLCI FY18 Q1" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Import database" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete USLCI FY18 Q1" })).not.toBeInTheDocument();
  });

  it("says so when there is no database, in Chinese too", async () => {
    renderWithProviders(<StockUpstreamDataPage />, { language: "zh-CN", mocks: [list([])] });

    expect(await screen.findByText("暂无可用的上游数据库，由平台运营方导入。")).toBeVisible();
  });

  it("asks for the zip and every field before uploading anything", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UpstreamDatabasesPage />, {
      permissions: ["gab", "gab06"],
      mocks: [list([USLCI])],
    });
    await user.click(await screen.findByRole("button", { name: "Import database" }));
    await user.click(await screen.findByRole("button", { name: "Start import" }));

    expect(await screen.findByText("Choose the database's zip file")).toBeVisible();
    for (const field of ["Name", "Version", "Licence", "Source"]) {
      expect(screen.getByText(`Enter the ${field}`)).toBeVisible();
    }
  });
});

describe("exchange display", () => {
  it("keeps four significant digits and switches to exponents for tiny or huge amounts", () => {
    expect(formatAmount(0)).toBe("0");
    expect(formatAmount(1.23456)).toBe("1.235");
    expect(formatAmount(-0.5)).toBe("-0.5");
    expect(formatAmount(0.000123456)).toBe("1.235e-4");
    expect(formatAmount(12345678)).toBe("1.235e+7");
  });

  it("describes each kind of distribution", () => {
    const base = {
      __typename: "UpstreamUncertainty" as const,
      sigma: null,
      sd: null,
      min: null,
      mode: null,
      max: null,
      pedigree: null,
    };
    expect(describeUncertainty({ ...base, kind: "lognormal", sigma: 0.0953 })).toBe(
      "lognormal σ 0.0953",
    );
    expect(describeUncertainty({ ...base, kind: "normal", sd: 2 })).toBe("normal sd 2");
    expect(describeUncertainty({ ...base, kind: "triangular", min: 1, mode: 1.5, max: 2 })).toBe(
      "triangular 1 / 1.5 / 2",
    );
    expect(describeUncertainty({ ...base, kind: "uniform", min: 1, max: 2 })).toBe("uniform 1 – 2");
    expect(describeUncertainty(null)).toBe("");
  });
});
