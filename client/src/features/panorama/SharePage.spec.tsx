import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { SharedPanoramaDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { SharePage } from "./SharePage";
import { SCOPE_FIGURES } from "./test-fixtures";

jest.mock("react-chartjs-2", () => ({
  Doughnut: (props: { "aria-label"?: string }) => (
    <div role="img" aria-label={props["aria-label"]} />
  ),
  Bar: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
  Line: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
}));

const TOKEN = "Qm9sdC1Db2RlLTIwMjYtMDAwMDEyQm9sdC1Db2RlLTI";

const renderPage = (mocks: MockLink.MockedResponse[], language: "en" | "zh-CN" = "en") =>
  renderWithProviders(<SharePage />, {
    user: null,
    path: `/chartPanoramaShare?token=${TOKEN}`,
    routePath: "/chartPanoramaShare",
    language,
    mocks,
  });

describe("the public share page (/chartPanoramaShare)", () => {
  it("shows the shared chart with when its figures were taken, read-only", async () => {
    renderPage([
      {
        request: { query: SharedPanoramaDocument, variables: { token: TOKEN } },
        result: {
          data: {
            sharedPanorama: {
              __typename: "SharedPanoramaView",
              kind: "chart",
              title: "Our 2024 footprint",
              sharedAt: "2026-03-02T12:00:00.000Z",
              expiresAt: "2026-04-01T12:00:00.000Z",
              charts: [
                {
                  __typename: "SharedChart",
                  name: "Scope mix 2024",
                  dataKind: "scope",
                  grouping: "none",
                  chartType: "pie",
                  width: 12,
                  data: SCOPE_FIGURES,
                },
              ],
            },
          },
        },
      },
    ]);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Our 2024 footprint" }),
    ).toBeVisible();
    expect(screen.getByText(/Figures as of 2026-03-02/)).toBeVisible();
    const chart = screen.getByRole("region", { name: "Scope mix 2024" });
    expect(within(chart).getByRole("img", { name: "Chart: Scope mix 2024" })).toBeInTheDocument();
    expect(within(chart).queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("says a link is not valid, in Chinese, whatever the server's reason", async () => {
    renderPage(
      [
        {
          request: { query: SharedPanoramaDocument, variables: { token: TOKEN } },
          result: {
            errors: [
              new GraphQLError("This share link is not valid", {
                extensions: { code: "NOT_FOUND" },
              }),
            ],
          },
        },
      ],
      "zh-CN",
    );

    expect(await screen.findByRole("heading", { name: "该分享链接无效" })).toBeVisible();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
