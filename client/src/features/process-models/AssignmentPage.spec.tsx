// The assignment of global process models to a client company: the company's current list is
// ticked once it is chosen, and saving sends the whole ticked list.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AssignmentCompaniesDocument,
  ProcessModelAssignmentsDocument,
  ProcessModelCodesDocument,
  ProcessModelsDocument,
  SetProcessModelAssignmentsDocument,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { ProcessAssignPage } from "./AssignmentPage";

const model = (id: number, code: string, name: string, nameEn: string) => ({
  __typename: "ProcessModel" as const,
  id,
  companyId: null,
  code,
  name,
  nameEn,
  category: "iron-steel",
  description: "",
  referenceProduct: "铁水",
  referenceAmount: 1,
  referenceUnitId: 11,
  referenceMassPerUnit: 1000,
  referencePricePerUnit: null,
  allocation: "physical",
  template: true,
});

const MODELS = [
  model(2, "TPL-STEEL-BF", "高炉炼铁（模板）", "Blast furnace (template)"),
  model(3, "TPL-STEEL-BOF", "转炉炼钢（模板）", "Basic oxygen converter (template)"),
];

const mocks = (saved: jest.Mock) => [
  {
    request: { query: AssignmentCompaniesDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        companies: {
          __typename: "CompanyPage" as const,
          total: 1,
          items: [{ __typename: "Company" as const, id: 5, name: "江南钢厂" }],
        },
      },
    },
  },
  {
    request: { query: ProcessModelCodesDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        processModelCodes: {
          __typename: "ProcessModelCodes" as const,
          categories: [],
          allocations: [],
          compartments: [],
          boundaries: [],
          stageSchemes: [],
        },
      },
    },
  },
  {
    request: {
      query: ProcessModelsDocument,
      variables: { page: 1, pageSize: 20, owner: "global" },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: { processModels: { __typename: "ProcessModelPage" as const, total: 2, items: MODELS } },
    },
  },
  {
    request: { query: ProcessModelAssignmentsDocument, variables: { companyId: 5 } },
    result: { data: { processModelAssignments: [2] } },
  },
  {
    request: {
      query: SetProcessModelAssignmentsDocument,
      variables: { input: { companyId: 5, modelIds: [2, 3] } },
    },
    result: saved,
  },
];

describe("process model assignment (/admin/co2footprint/processassign)", () => {
  it("ticks the company's assigned models and saves the whole ticked list", async () => {
    const user = userEvent.setup();
    const saved = jest.fn(() => ({ data: { setProcessModelAssignments: [2, 3] } }));
    renderWithProviders(<ProcessAssignPage />, { permissions: ["gab03"], mocks: mocks(saved) });

    const furnace = await screen.findByRole("checkbox", { name: "高炉炼铁（模板）" });
    // No company chosen yet: nothing to tick.
    expect(furnace).toBeDisabled();
    await screen.findByRole("option", { name: "江南钢厂" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Company" }), "5");

    await waitFor(() => expect(furnace).toBeChecked());
    const converter = screen.getByRole("checkbox", { name: "转炉炼钢（模板）" });
    expect(converter).not.toBeChecked();
    expect(screen.getByText("1 assigned")).toBeInTheDocument();

    await user.click(converter);
    expect(await screen.findByText("2 assigned")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Assignments of 江南钢厂 saved")).toBeInTheDocument();
    expect(saved).toHaveBeenCalled();
  });
});
