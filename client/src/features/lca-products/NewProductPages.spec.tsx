import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { MockLink } from "@apollo/client/testing";
import { CreateLcaProductDocument } from "../../__generated__/graphql";
import { expectFieldError } from "../../test/fields";
import { renderWithProviders } from "../../test/render";
import { NewProductPage, QuickAddPage } from "./NewProductPages";
import { LIST_MOCKS } from "./test-fixtures";

/** A create call that records the input it was sent and answers product 7. */
function createMock(sent: { input?: unknown }): MockLink.MockedResponse {
  return {
    request: {
      query: CreateLcaProductDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.input = variables.input;
        return true;
      },
    },
    result: {
      data: {
        createLcaProduct: { __typename: "LcaProduct", id: 7, name: "Hot-rolled coil Q235B" },
      },
    },
  };
}

const field = (name: RegExp) => screen.getByRole("textbox", { name });
const select = (name: RegExp) => screen.getByRole("combobox", { name });

/** Replaces a field's text in one input event (typing key by key re-renders the form each time). */
async function type(user: UserEvent, control: HTMLElement, text: string) {
  await user.clear(control);
  await user.click(control);
  await user.paste(text);
}

describe("a new product with its study (/eclca/brandnew)", () => {
  it("names each missing or wrong field before anything is sent", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewProductPage />, {
      path: "/eclca/brandnew",
      permissions: ["ff01"],
      mocks: LIST_MOCKS,
    });
    await within(select(/^Standard/)).findByRole("option", { name: "EN 15804+A2" });

    await type(user, field(/^Amount of the declared unit/), "0");
    await type(user, field(/^Reference year/), "1850");
    await user.click(screen.getByRole("button", { name: "Create and open the model" }));

    await expectFieldError(() => field(/^Product name/), "Enter the product's name.");
    await expectFieldError(
      () => field(/^Amount of the declared unit/),
      "The amount must be greater than 0.",
    );
    await expectFieldError(() => select(/^Unit/), "Choose the unit.");
    await expectFieldError(() => field(/^Reference year/), "A year from 1900 to 2100.");
    expect(screen.getByTestId("location")).toHaveTextContent("/eclca/brandnew");
  });

  it("sends the whole study and opens the product in the editor", async () => {
    const user = userEvent.setup();
    const sent: { input?: unknown } = {};
    renderWithProviders(<NewProductPage />, {
      path: "/eclca/brandnew",
      permissions: ["ff01"],
      mocks: [...LIST_MOCKS, createMock(sent)],
    });
    await within(select(/^Standard/)).findByRole("option", { name: "EN 15804+A2" });
    await within(select(/^Product category/)).findByRole("option", { name: /Hot-rolled coil/ });
    await within(select(/^Background database/)).findByRole("option", { name: "USLCI FY24Q4" });

    await type(user, field(/^Product name/), "Hot-rolled coil Q235B");
    await type(user, field(/^Model \/ specification/), "2.0 mm");
    await user.selectOptions(select(/^Product category/), "2");
    await type(user, field(/^What the unit stands for/), "1 t of coil at the gate");
    await user.selectOptions(select(/^Unit/), "11");
    // EN 15804 brings its modules and its own headline method.
    await user.selectOptions(select(/^Standard/), "en15804");
    expect(
      screen.getByText(/Stages of the model: A1 Raw material supply · A2 Transport/),
    ).toBeVisible();
    expect(select(/^Headline method/)).toHaveValue("en15804-a2");
    await type(user, field(/^Reference year/), "2024");
    // Economic allocation asks the price per declared unit, typed with a thousands separator.
    await user.selectOptions(select(/^Allocation of co-products/), "economic");
    await type(user, field(/^Price per t/), "4,200");
    await user.selectOptions(select(/^Background database/), "4");
    await user.click(screen.getByRole("button", { name: "Create and open the model" }));

    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/eclca/brandedit?id=7"),
    );
    expect(sent.input).toEqual({
      name: "Hot-rolled coil Q235B",
      declaredAmount: 1,
      declaredUnitId: 11,
      boundary: "cradle-to-gate",
      standard: "en15804",
      specification: "2.0 mm",
      categoryId: 2,
      description: "",
      unitKind: "declared",
      unitDescription: "1 t of coil at the gate",
      referenceYear: 2024,
      geography: "CN",
      cutOffRule: "",
      allocation: "economic",
      massPerUnit: null,
      pricePerUnit: 4200,
      databaseId: 4,
      method: "en15804-a2",
    });
  });

  it("asks the mass per unit for physical allocation only when the unit is not a mass", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewProductPage />, { permissions: ["ff01"], mocks: LIST_MOCKS });
    await within(select(/^Unit/)).findByRole("option", { name: /^piece/ });

    await user.selectOptions(select(/^Unit/), "11");
    expect(screen.queryByRole("textbox", { name: /^Mass per/ })).not.toBeInTheDocument();
    await user.selectOptions(select(/^Unit/), "50");
    expect(field(/^Mass per piece \(kg\)/)).toBeVisible();
  });

  it("speaks Chinese", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewProductPage />, {
      permissions: ["ff01"],
      language: "zh-CN",
      mocks: LIST_MOCKS,
    });
    expect(await screen.findByRole("heading", { name: "新建产品 LCA" })).toBeVisible();
    expect(field(/^型号\/规格/)).toBeVisible();
    await within(select(/^系统边界/)).findByRole("option", { name: "摇篮到大门" });
    expect(screen.getByText("模型阶段：原材料获取 · 生产")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "创建并打开模型" }));
    await expectFieldError(() => field(/^产品名称/), "请输入产品名称。");
  });
});

describe("the quick create (/lca/add)", () => {
  it("takes the name, unit, standard and database, and leaves the rest to the defaults", async () => {
    const user = userEvent.setup();
    const sent: { input?: unknown } = {};
    renderWithProviders(<QuickAddPage />, {
      path: "/lca/add",
      permissions: ["ff01"],
      mocks: [...LIST_MOCKS, createMock(sent)],
    });
    await within(select(/^Background database/)).findByRole("option", { name: "USLCI FY24Q4" });
    expect(screen.queryByRole("combobox", { name: /^System boundary/ })).not.toBeInTheDocument();

    await type(user, field(/^Product name/), "Hot-rolled coil Q235B");
    await type(user, field(/^Amount of the declared unit/), "1000");
    await user.selectOptions(select(/^Unit/), "10");
    await user.selectOptions(select(/^Background database/), "4");
    await user.click(screen.getByRole("button", { name: "Create and open the model" }));

    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/eclca/brandedit?id=7"),
    );
    expect(sent.input).toMatchObject({
      name: "Hot-rolled coil Q235B",
      declaredAmount: 1000,
      declaredUnitId: 10,
      standard: "iso14067",
      boundary: "cradle-to-gate",
      databaseId: 4,
      method: "ipcc-ar6-gwp100",
      categoryId: null,
    });
  });

  it("shows the server's refusal on the field it names", async () => {
    const user = userEvent.setup();
    const message = "Product name is longer than 200 characters";
    renderWithProviders(<QuickAddPage />, {
      permissions: ["ff01"],
      mocks: [
        ...LIST_MOCKS,
        {
          request: { query: CreateLcaProductDocument, variables: () => true },
          result: {
            errors: [
              new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", field: "name" } }),
            ],
          },
        },
      ],
    });
    await within(select(/^Unit/)).findByRole("option", { name: /^kg/ });

    await type(user, field(/^Product name/), "Coil");
    await user.selectOptions(select(/^Unit/), "10");
    await user.click(screen.getByRole("button", { name: "Create and open the model" }));

    await expectFieldError(() => field(/^Product name/), message);
  });

  it("speaks Chinese", async () => {
    renderWithProviders(<QuickAddPage />, {
      permissions: ["ff01"],
      language: "zh-CN",
      mocks: LIST_MOCKS,
    });
    expect(await screen.findByRole("heading", { name: "新建 LCA" })).toBeVisible();
    expect(screen.getByRole("button", { name: "完整表单" })).toBeVisible();
    expect(field(/^声明单位数量/)).toHaveValue("1");
  });
});
