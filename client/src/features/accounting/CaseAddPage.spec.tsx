import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import {
  CaseAddCorporationDocument,
  CaseAddCorporationsDocument,
  CaseAddTagsDocument,
  CreateCaseDocument,
} from "../../__generated__/graphql";
import { renderWithProviders, type RenderOptions } from "../../test/render";
import { CaseAddPage } from "./CaseAddPage";
import { templatesMock } from "./test-fixtures";

const corporation = (
  id: number,
  name: string,
  templateId: number | null,
  creditCode: string | null = null,
) => ({ __typename: "Corporation" as const, id, name, creditCode, templateId });

const SUZHOU = corporation(1, "Suzhou Demo Plant", 1, "91320500MA1XD0001K");
const SHANGHAI = corporation(2, "Shanghai Office", null);

/** The server's search of corporations (first page of CORPORATION_CHOICES) for a keyword. */
const searchMock = (
  items: ReturnType<typeof corporation>[],
  keyword?: string,
  total = items.length,
): MockLink.MockedResponse => ({
  request: {
    query: CaseAddCorporationsDocument,
    variables: keyword === undefined ? { pageSize: 50 } : { keyword, pageSize: 50 },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { corporations: { __typename: "CorporationPage", total, items } } },
});

const presetMock = (item: ReturnType<typeof corporation>): MockLink.MockedResponse => ({
  request: { query: CaseAddCorporationDocument, variables: { id: item.id } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { corporation: item } },
});

const corporationsMock = searchMock([SUZHOU, SHANGHAI]);

const tagsMock: MockLink.MockedResponse = {
  request: { query: CaseAddTagsDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { caseTags: [{ __typename: "Tag", id: 1, name: "2024 disclosure" }] } },
};

const render = (options: RenderOptions = {}) =>
  renderWithProviders(<CaseAddPage />, {
    permissions: ["aa", "aa02"],
    path: "/co2/caseAdd?corporationId=1",
    ...options,
    mocks: [
      ...(options.mocks ?? []),
      corporationsMock,
      presetMock(SUZHOU),
      tagsMock,
      templatesMock,
    ],
  });

/** Validation and the mocked answer are asynchronous; a loaded test machine may need longer. */
const AFTER_SUBMIT = { timeout: 4000 };

const nameField = () => screen.getByLabelText(/^Case name/);
const yearField = () => screen.getByLabelText(/^Reporting year/);
const submit = () => screen.getByRole("button", { name: "Create case" });

describe("CaseAddPage", () => {
  it("preselects the corporation of the address and its default template", async () => {
    render();
    expect(await screen.findByLabelText(/^Corporation/)).toHaveValue("1");
    expect(
      await screen.findByRole("radio", {
        name: /Industrial enterprise GHG inventory, general template/,
      }),
    ).toBeChecked();
    expect(screen.getByRole("radio", { name: "AR6 (IPCC 2021)" })).toBeChecked();
    expect(screen.getByLabelText("Boundary approach")).toHaveValue("operational-control");
  });

  it("asks for the case's name before sending anything", async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Create case" }));
    expect(await screen.findByText("Enter the case's name", {}, AFTER_SUBMIT)).toBeInTheDocument();
    expect(nameField()).toHaveAttribute("aria-invalid", "true");
  });

  it("asks for a corporation when none was chosen", async () => {
    const user = userEvent.setup();
    render({ path: "/co2/caseAdd" });
    await user.type(await screen.findByLabelText(/^Case name/), "2024 GHG inventory");
    await user.click(submit());
    expect(
      await screen.findByText("Choose the corporation the case is for", {}, AFTER_SUBMIT),
    ).toBeInTheDocument();
  });

  it("rejects a reporting year outside 1990 to 2100", async () => {
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText(/^Case name/), "Old inventory");
    await user.clear(yearField());
    await user.type(yearField(), "1989");
    await user.click(submit());
    expect(
      await screen.findByText("Enter a year from 1990 to 2100", {}, AFTER_SUBMIT),
    ).toBeInTheDocument();
  });

  it("sets the period to the calendar year typed", async () => {
    const user = userEvent.setup();
    render();
    await user.clear(await screen.findByLabelText(/^Reporting year/));
    await user.type(yearField(), "2024");
    expect(screen.getByLabelText(/^Period start/)).toHaveValue("2024-01-01");
    expect(screen.getByLabelText(/^Period end/)).toHaveValue("2024-12-31");
  });

  it("rejects a period that ends before it starts", async () => {
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText(/^Case name/), "Half year");
    fireEvent.change(screen.getByLabelText(/^Period start/), { target: { value: "2024-07-01" } });
    fireEvent.change(screen.getByLabelText(/^Period end/), { target: { value: "2024-06-30" } });
    await user.click(submit());
    expect(
      await screen.findByText("The period cannot end before it starts", {}, AFTER_SUBMIT),
    ).toBeInTheDocument();
  });

  it("asks for the unit of an output amount and rejects a negative revenue", async () => {
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText(/^Case name/), "With intensity");
    await user.type(screen.getByLabelText("Output of the period"), "1200");
    await user.type(screen.getByLabelText("Revenue of the period"), "-5");
    await user.click(submit());
    expect(
      await screen.findByText("Give the unit of the amount", {}, AFTER_SUBMIT),
    ).toBeInTheDocument();
    expect(screen.getByText("Cannot be negative")).toBeInTheDocument();
  });

  it("creates the case with the chosen template and tag, then opens it in the editor", async () => {
    const user = userEvent.setup();
    render({
      mocks: [
        {
          request: {
            query: CreateCaseDocument,
            variables: {
              input: {
                corporationId: 1,
                name: "2024 GHG inventory",
                year: 2024,
                periodStart: "2024-01-01",
                periodEnd: "2024-12-31",
                gwpSet: "AR5",
                boundary: "operational-control",
                templateId: 5,
                outputAmount: 1200,
                outputUnit: "t of product",
                tagIds: [1],
              },
            },
          },
          result: {
            data: { createCase: { __typename: "Case", id: 42, name: "2024 GHG inventory" } },
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText(/^Case name/), "  2024 GHG inventory ");
    await user.clear(yearField());
    await user.type(yearField(), "2024");
    await user.click(screen.getByRole("radio", { name: "AR5 (IPCC 2013)" }));
    await user.click(
      await screen.findByRole("radio", { name: /GHG Protocol corporate inventory/ }),
    );
    await user.type(screen.getByLabelText("Output of the period"), "1200");
    await user.type(screen.getByLabelText(/^Output unit/), "t of product");
    await user.click(await screen.findByRole("button", { name: "2024 disclosure" }));
    await user.click(submit());
    expect(
      await screen.findByText("Case 2024 GHG inventory created", {}, AFTER_SUBMIT),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/co2/edit?caseId=42"),
    );
  });

  it("shows the server's refusal on the field it names", async () => {
    const message = "periodEnd: 2024-02-30 is not a day of the calendar";
    const user = userEvent.setup();
    render({
      mocks: [
        {
          request: {
            query: CreateCaseDocument,
            variables: (variables: { input: { name: string } }) =>
              variables.input.name === "Leap check",
          },
          result: {
            errors: [
              new GraphQLError(message, {
                extensions: { code: "BAD_USER_INPUT", field: "periodEnd" },
              }),
            ],
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText(/^Case name/), "Leap check");
    await user.click(submit());
    expect(await screen.findByText(message, {}, AFTER_SUBMIT)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Period end/)).toHaveAttribute("aria-invalid", "true");
  });

  it("offers the corporations the server finds for what is typed", async () => {
    const user = userEvent.setup();
    render({ path: "/co2/caseAdd", mocks: [searchMock([SHANGHAI], "Shang")] });
    const select = await screen.findByLabelText(/^Corporation/);
    expect(within(select).getAllByRole("option")).toHaveLength(3);

    await user.type(screen.getByLabelText("Search corporations"), "Shang");
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(2));
    await user.selectOptions(select, "Shanghai Office");

    expect(select).toHaveValue("2");
    // Shanghai Office has no default template: the case starts from the industry's default.
    expect(screen.getByRole("radio", { name: /^Default/ })).toBeChecked();
  });

  it("keeps the chosen corporation while the search finds others", async () => {
    const user = userEvent.setup();
    render({ mocks: [searchMock([SHANGHAI], "Shang")] });
    const select = await screen.findByLabelText(/^Corporation/);

    await user.type(screen.getByLabelText("Search corporations"), "Shang");
    await waitFor(() =>
      expect(within(select).getByRole("option", { name: "Shanghai Office" })).toBeInTheDocument(),
    );

    expect(select).toHaveValue("1");
    expect(
      within(select).getByRole("option", { name: "Suzhou Demo Plant (91320500MA1XD0001K)" }),
    ).toBeInTheDocument();
  });

  it("preselects the corporation of the address beyond the first matches", async () => {
    const far = corporation(377, "Xinjiang Solar Farm", null);
    render({ path: "/co2/caseAdd?corporationId=377", mocks: [presetMock(far)] });

    const select = await screen.findByLabelText(/^Corporation/);

    expect(select).toHaveValue("377");
    expect(within(select).getByRole("option", { name: "Xinjiang Solar Farm" })).toBeInTheDocument();
  });

  it("says how many corporations match beyond those offered, and when none does", async () => {
    const user = userEvent.setup();
    render({
      path: "/co2/caseAdd",
      mocks: [searchMock([SUZHOU, SHANGHAI], undefined, 120), searchMock([], "Harbin")],
    });

    expect(
      await screen.findByText("The first 2 of 120 are offered: type to narrow the search."),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search corporations"), "Harbin{Enter}");

    expect(await screen.findByText("No corporation matches “Harbin”.")).toBeInTheDocument();
    // Enter searched; it did not send the form.
    expect(screen.queryByText("Enter the case's name")).not.toBeInTheDocument();
  });

  it("sends to the repository when the company has no corporation yet", async () => {
    render({ path: "/co2/caseAdd", mocks: [searchMock([])] });

    expect(await screen.findByText("No corporation yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to the repository" })).toBeInTheDocument();
  });

  it("offers nothing to create without aa02", async () => {
    render({ permissions: ["aa", "aa01"] });
    expect(await screen.findByText("Creating cases needs permission aa02.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create case" })).not.toBeInTheDocument();
  });

  it("starts the revenue unit at 万元 in Chinese", async () => {
    render({ language: "zh-CN" });
    expect(await screen.findByLabelText("收入单位")).toHaveValue("万元");
    expect(screen.getByRole("button", { name: "创建案例" })).toBeInTheDocument();
  });
});
