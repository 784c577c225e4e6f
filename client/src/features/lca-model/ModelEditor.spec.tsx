import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LcaModelProblemsDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { referenceDataMock } from "../accounting/test-fixtures";
import { panelMock } from "../review/review.fixtures";
import { calculationsMock, codesMock, databasesMock, productMock } from "./lca-model.fixtures";
import { LcaModelPage } from "./LcaModelPage";

const problemsMock = {
  request: { query: LcaModelProblemsDocument, variables: { id: 7 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      lcaModelProblems: [
        {
          __typename: "LcaLineProblem" as const,
          lineId: 31,
          name: "Film blowing electricity",
          reason: "no data source chosen",
        },
      ],
    },
  },
};

const common = [
  codesMock,
  referenceDataMock,
  databasesMock,
  calculationsMock,
  problemsMock,
  panelMock("draft"),
];
const PATH = "/eclca/brandedit?id=7";

async function productionStage() {
  return screen.findByRole("table", { name: "Production" });
}

describe("the model editor's read-only states", () => {
  it("edits the current version of a draft study", async () => {
    renderWithProviders(<LcaModelPage />, {
      path: PATH,
      permissions: ["ff01"],
      mocks: [...common, productMock({})],
    });
    const table = await productionStage();
    expect(within(table).getByText("Film blowing electricity")).toBeVisible();
    expect(
      within(table).getByRole("button", { name: "Edit Film blowing electricity" }),
    ).toBeVisible();
    expect(screen.getAllByRole("button", { name: "Add line" })).toHaveLength(5);
    expect(screen.queryByTestId("read-only-reason")).not.toBeInTheDocument();
    // The blocked line is listed beside the Calculate button, which waits for it.
    expect(await screen.findByText("1 problem blocks the calculation")).toBeVisible();
    expect(screen.getByRole("button", { name: "Calculate" })).toBeDisabled();
    expect(screen.getByText("USLCI FY18 Q1")).toBeVisible();
  });

  it("freezes a released study and says how to change it", async () => {
    renderWithProviders(<LcaModelPage />, {
      path: PATH,
      permissions: ["ff01"],
      mocks: [...common, productMock({ auditStatus: "18", auditState: "released" })],
    });
    const table = await productionStage();
    expect(screen.getByTestId("read-only-reason")).toHaveTextContent(
      "The study is released and frozen. Make a new version to change the model; the study goes back to draft.",
    );
    expect(within(table).queryByRole("button", { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add line" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit study" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "New version" })).toBeEnabled();
  });

  it("freezes a study in review until the reviewers ask for changes", async () => {
    renderWithProviders(<LcaModelPage />, {
      path: PATH,
      permissions: ["ff41"],
      mocks: [...common, productMock({ auditStatus: "10", auditState: "inReview" })],
    });
    const table = await productionStage();
    expect(screen.getByTestId("read-only-reason")).toHaveTextContent(
      "The study is in review and frozen until the reviewers ask for changes or the submission is withdrawn.",
    );
    expect(within(table).queryByRole("button", { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit study" })).toBeDisabled();
    // The server refuses a new version while the study is reviewed.
    expect(screen.queryByRole("button", { name: "New version" })).not.toBeInTheDocument();
  });

  it("shows an older version read-only, with the way back to the current one", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LcaModelPage />, {
      path: PATH,
      permissions: ["ff41"],
      mocks: [...common, productMock({}), productMock({}, 1)],
    });
    await productionStage();
    await user.selectOptions(screen.getByRole("combobox", { name: "Model version" }), "1");

    expect(await screen.findByTestId("read-only-reason")).toHaveTextContent(
      "Version 1 is shown read-only: calculations keep the versions they used. Version 2 is the one edited.",
    );
    expect(screen.queryByRole("button", { name: "Add line" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show version 2" }));
    expect(await screen.findAllByRole("button", { name: "Add line" })).toHaveLength(5);
  });

  it("lets a reader without the editing codes look only, in Chinese", async () => {
    renderWithProviders(<LcaModelPage />, {
      path: PATH,
      permissions: ["ff43"],
      language: "zh-CN",
      mocks: [...common, productMock({})],
    });
    await screen.findByRole("table", { name: "生产" });
    expect(screen.getByTestId("read-only-reason")).toHaveTextContent(
      "您可以查看该模型；修改需要新建产品或产品管理权限。",
    );
    expect(screen.queryByRole("button", { name: "计算" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "新建版本" })).not.toBeInTheDocument();
  });
});
