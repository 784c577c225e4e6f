import { screen } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { CaseEditorLinesDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import type { Line } from "./line-edits";
import { lineFixture } from "./test-fixtures";
import { LINES_PAGE_SIZE, useCaseLines } from "./use-case-lines";

/** What the hook holds: "loading", "failed", or the ids of its lines in order. */
function Probe() {
  const { lines, loading, failed } = useCaseLines(1);
  const text = loading ? "loading" : failed ? "failed" : lines.map((line) => line.id).join(",");
  return <output data-testid="lines">{text}</output>;
}

const lines = (from: number, count: number): Line[] =>
  Array.from({ length: count }, (_, index) => lineFixture(from + index));

/** One page of the case's lines as the server answers it. */
const page = (number: number, total: number, items: Line[]): MockLink.MockedResponse => ({
  request: {
    query: CaseEditorLinesDocument,
    variables: { caseId: 1, page: number, pageSize: LINES_PAGE_SIZE },
  },
  result: { data: { activityLines: { __typename: "ActivityLinePage", total, items } } },
});

const ids = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => from + index).join(",");

/** The mocked answers arrive after a tick; a loaded test machine may need longer. */
const SLOW = { timeout: 4000 };

describe("useCaseLines", () => {
  it("reads every page of a case larger than one and keeps the lines in the server's order", async () => {
    // 230 lines: four pages of 50 and one of 30, five queries in all.
    const mocks = [1, 2, 3, 4, 5].map((number) =>
      page(number, 230, lines(1 + (number - 1) * 50, number === 5 ? 30 : 50)),
    );
    renderWithProviders(<Probe />, { mocks });
    expect(await screen.findByText(ids(1, 230), {}, SLOW)).toBeInTheDocument();
  });

  it("reads a case again whose lines changed between its pages, rather than skip or repeat one", async () => {
    // Someone adds line 1000 at the top of a 120-line case while its pages come in: the later
    // pages count 121 lines and start one line earlier, repeating line 50 and missing line 1000.
    const added = lineFixture(1000, { sort: -1 });
    const mocks = [
      page(1, 120, lines(1, 50)),
      page(2, 121, lines(50, 50)),
      page(3, 121, lines(100, 21)),
      page(1, 121, [added, ...lines(1, 49)]),
      page(2, 121, lines(50, 50)),
      page(3, 121, lines(100, 21)),
    ];
    renderWithProviders(<Probe />, { mocks });
    expect(await screen.findByText(`1000,${ids(1, 120)}`, {}, SLOW)).toBeInTheDocument();
  });

  it("says the lines could not be loaded when a page fails", async () => {
    const mocks = [
      page(1, 60, lines(1, 50)),
      {
        request: {
          query: CaseEditorLinesDocument,
          variables: { caseId: 1, page: 2, pageSize: LINES_PAGE_SIZE },
        },
        error: new Error("connection reset"),
      },
    ];
    renderWithProviders(<Probe />, { mocks });
    expect(await screen.findByText("failed", {}, SLOW)).toBeInTheDocument();
  });
});
