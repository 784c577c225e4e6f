import type { MockedResponse } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  DataMatchingConfirmDocument,
  DataMatchingMatchDocument,
  DataMatchingSynonymsDocument,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { SynonymConfigPage } from "./SynonymsPage";

const synonym = (id: number, term: string, companyId: number | null, origin = "seed") => ({
  __typename: "Synonym" as const,
  id,
  companyId,
  term,
  language: /[a-z]/i.test(term) ? "en" : "zh",
  targetKind: "term",
  materialId: null,
  upstreamProcessId: null,
  canonical: "hot rolled coil",
  origin,
  updatedAt: "2026-11-25T10:00:00.000Z",
});

const list = (owner: string, items: unknown[]): MockedResponse => ({
  request: {
    query: DataMatchingSynonymsDocument,
    variables: { page: 1, pageSize: 20, owner },
  },
  result: { data: { synonyms: { __typename: "SynonymPage", total: items.length, items } } },
  maxUsageCount: 5,
});

const candidate = (extra: Record<string, unknown>) => ({
  __typename: "MatchCandidateView" as const,
  nameEn: null,
  unit: "kg",
  databaseName: null,
  location: null,
  similarity: null,
  term: null,
  unitMismatch: null,
  ...extra,
});

const match: MockedResponse = {
  request: { query: DataMatchingMatchDocument, variables: { name: "HRC", unit: null } },
  result: {
    data: {
      matchMaterialName: [
        candidate({
          kind: "material",
          id: 12,
          name: "热轧卷板（自产）",
          nameEn: "Hot rolled coil",
          unit: "t",
          score: 0.95,
          reasonKind: "synonymName",
          term: "hot rolled coil",
          reason: "synonym of hot rolled coil",
        }),
        candidate({
          kind: "upstream",
          id: 40,
          name: "Hot rolled coil, pickled",
          databaseName: "USLCI FY18 Q1",
          score: 0.6182,
          reasonKind: "synonymSimilarity",
          similarity: 0.73,
          term: "hot rolled coil",
          reason: "similarity 0.73 to synonym hot rolled coil",
        }),
      ],
    },
  },
};

describe("synonym configuration", () => {
  it("lists global and own synonyms; only the company's own can be edited or deleted", async () => {
    renderWithProviders(<SynonymConfigPage />, {
      mocks: [list("all", [synonym(1, "HRC", null), synonym(2, "热轧卷板", 5, "confirmed")])],
    });

    const table = await screen.findByRole("table", { name: "Synonyms" });
    expect(await within(table).findByText("HRC")).toBeVisible();
    expect(within(table).getByText("Confirmed match")).toBeVisible();
    expect(screen.getByRole("button", { name: "Edit 热轧卷板" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Edit HRC" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete HRC" })).not.toBeInTheDocument();
  });

  it("matches a name, shows each candidate's score and reason, and confirms one", async () => {
    const user = userEvent.setup();
    let confirmed = false;
    const confirm: MockedResponse = {
      request: {
        query: DataMatchingConfirmDocument,
        variables: {
          input: {
            name: "HRC",
            unit: null,
            candidateKind: "material",
            candidateId: 12,
            global: false,
          },
        },
      },
      result: () => {
        confirmed = true;
        return {
          data: {
            confirmMatch: {
              __typename: "MatchConfirmation",
              id: 3,
              name: "HRC",
              candidateName: "热轧卷板（自产）",
              score: 0.95,
              synonymId: 9,
            },
          },
        };
      },
    };
    renderWithProviders(<SynonymConfigPage />, {
      mocks: [list("all", []), match, confirm],
    });

    await user.type(screen.getByRole("textbox", { name: "Material name" }), "HRC");
    await user.click(screen.getByRole("button", { name: "Find candidates" }));

    const candidates = await screen.findByRole("table", { name: "Candidates" });
    const rows = within(candidates).getAllByRole("row");
    expect(within(rows[1]).getByText("95 %")).toBeVisible();
    expect(within(rows[1]).getByText("synonym of hot rolled coil")).toBeVisible();
    expect(within(rows[2]).getByText("62 %")).toBeVisible();
    expect(within(rows[2]).getByText("Upstream: USLCI FY18 Q1")).toBeVisible();
    // A company confirms for itself: no global choice.
    expect(screen.queryByText(/global synonym/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Confirm 热轧卷板（自产）" }));
    expect(await screen.findByText("HRC now stands for 热轧卷板（自产）.")).toBeVisible();
    expect(confirmed).toBe(true);
  });

  it("reads in Chinese", async () => {
    renderWithProviders(<SynonymConfigPage />, { language: "zh-CN", mocks: [list("all", [])] });

    expect(await screen.findByText("没有匹配的同义词。")).toBeVisible();
    expect(screen.getByRole("heading", { name: "同义词配置" })).toBeVisible();
  });
});
