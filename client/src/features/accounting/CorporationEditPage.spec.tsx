import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { MockLink } from "@apollo/client/testing";
import {
  CorporationEditorDocument,
  CreateCorporationDocument,
  UpdateCorporationDocument,
} from "../../__generated__/graphql";
import { renderWithProviders, type RenderOptions } from "../../test/render";
import { CorporationEditPage } from "./CorporationEditPage";
import { templatesMock, referenceDataMock } from "./test-fixtures";
import { baseYearCasesMock } from "../comparison/comparison.fixtures";

// jsdom has no canvas: the map becomes buttons that "click" Suzhou (120.62° E, 31.3° N, in
// Jiangsu) and Shanghai's Pudong (121.54° E, 31.22° N), each with the province the map finds.
jest.mock("./LazyChinaMap", () => {
  const { createElement } = jest.requireActual<typeof import("react")>("react");
  const places = [
    ["Suzhou", 120.62, 31.3, { code: "320000", name: "江苏省", nameEn: "Jiangsu" }],
    ["Pudong", 121.54, 31.22, { code: "310000", name: "上海市", nameEn: "Shanghai" }],
  ] as const;
  return {
    LazyChinaMap: ({
      label,
      onPick,
      points,
    }: {
      label: string;
      onPick?: (position: { longitude: number; latitude: number }, province: unknown) => void;
      points: { longitude: number; latitude: number }[];
    }) =>
      createElement(
        "div",
        { role: "group", "aria-label": label },
        points.map((point) => `${point.longitude}, ${point.latitude}`).join("; "),
        onPick &&
          places.map(([name, longitude, latitude, province]) =>
            createElement(
              "button",
              {
                key: name,
                type: "button",
                onClick: () => onPick({ longitude, latitude }, province),
              },
              `Click ${name} on the map`,
            ),
          ),
      ),
  };
});

const VALID_CODE = "91320500MA1XD0001M";

const SUZHOU = {
  __typename: "Corporation" as const,
  id: 1,
  name: "Suzhou Demo Plant",
  creditCode: VALID_CODE,
  industryId: 3,
  address: "328 Xinghu Street",
  province: "320000",
  city: "Suzhou",
  longitude: 120.7,
  latitude: 31.32,
  templateId: 1,
  description: null,
  latestReportDate: "2026-03-01",
  ownershipPercent: 100,
  operationalControl: true,
  financialControl: true,
};

const render = (options: RenderOptions = {}) =>
  renderWithProviders(<CorporationEditPage />, {
    permissions: ["aa", "aa01"],
    path: "/co2/coredit",
    ...options,
    mocks: [referenceDataMock, templatesMock, ...(options.mocks ?? [])],
  });

const AFTER_SUBMIT = { timeout: 4000 };
const field = (label: RegExp) => screen.getByLabelText(label);

describe("CorporationEditPage", () => {
  it("asks for the name before sending anything", async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Create" }));
    expect(
      await screen.findByText("Enter the corporation's name", {}, AFTER_SUBMIT),
    ).toBeInTheDocument();
  });

  it("rejects a longitude outside China's 73 to 136° E", async () => {
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText(/^Corporation name/), "Lhasa Depot");
    await user.type(field(/^Longitude/), "140");
    await user.type(field(/^Latitude/), "29.65");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText("China lies between longitude 73 and 136° E", {}, AFTER_SUBMIT),
    ).toBeInTheDocument();
  });

  it("refuses a credit code whose check character does not match (GB 32100-2015)", async () => {
    // 91320500MA1XD0001: Σ value × weight = 1467 = 31·47 + 10, so the check is 31 − 10 = 21 = M;
    // a code ending in K is a typing error.
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText(/^Corporation name/), "Typo Plant");
    await user.type(field(/^Unified social credit code/), "91320500MA1XD0001K");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText(/does not match the first 17/, {}, AFTER_SUBMIT),
    ).toBeInTheDocument();
  });

  it("asks for both coordinates when only one is given", async () => {
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText(/^Corporation name/), "Half placed");
    await user.type(field(/^Longitude/), "120.62");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText("Give both longitude and latitude, or neither", {}, AFTER_SUBMIT),
    ).toBeInTheDocument();
  });

  it("sets the position from a click on the map and creates the corporation with it", async () => {
    const user = userEvent.setup();
    render({
      mocks: [
        {
          request: {
            query: CreateCorporationDocument,
            variables: {
              input: {
                name: "Suzhou Demo Plant",
                creditCode: VALID_CODE,
                industryId: 3,
                province: "320000",
                city: null,
                address: null,
                templateId: null,
                description: null,
                ownershipPercent: 51,
                operationalControl: true,
                financialControl: true,
                longitude: 120.62,
                latitude: 31.3,
              },
            },
          },
          result: { data: { createCorporation: SUZHOU } },
        },
      ],
    });
    await user.type(await screen.findByLabelText(/^Corporation name/), "Suzhou Demo Plant");
    await user.type(field(/^Unified social credit code/), VALID_CODE.toLowerCase());
    await user.selectOptions(field(/^Industry/), "3");
    await user.selectOptions(field(/^Province/), "320000");
    await user.clear(field(/^Company's ownership/));
    await user.type(field(/^Company's ownership/), "51");
    await user.click(screen.getByRole("button", { name: "Click Suzhou on the map" }));
    expect(field(/^Longitude/)).toHaveValue("120.62");
    expect(field(/^Latitude/)).toHaveValue("31.3");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText("Corporation Suzhou Demo Plant created", {}, AFTER_SUBMIT),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/co2/corporationIndex"),
    );
  });

  it("asks which province is right when the click lies in another one", async () => {
    const editor: MockLink.MockedResponse = {
      request: { query: CorporationEditorDocument, variables: { id: 1 } },
      result: { data: { corporation: SUZHOU } },
    };
    const user = userEvent.setup();
    render({ path: "/co2/coredit?id=1", mocks: [editor, baseYearCasesMock(1, null)] });
    await screen.findByRole("heading", { name: "Edit Suzhou Demo Plant" });

    // Keep: the point moves, Jiangsu and its city stay.
    await user.click(screen.getByRole("button", { name: "Click Pudong on the map" }));
    const question = await screen.findByRole("alertdialog", { name: "Which province is right?" });
    expect(question).toHaveTextContent(
      "The point you clicked is in Shanghai; the corporation's province is Jiangsu.",
    );
    expect(question).toHaveTextContent("Taking Shanghai clears the city (Suzhou)");
    await user.click(within(question).getByRole("button", { name: "Keep Jiangsu" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(field(/^Longitude/)).toHaveValue("121.54");
    expect(field(/^Province/)).toHaveValue("320000");
    expect(field(/^City/)).toHaveValue("Suzhou");

    // Cancel: nothing changes.
    await user.click(screen.getByRole("button", { name: "Click Suzhou on the map" }));
    expect(field(/^Longitude/)).toHaveValue("120.62");
    await user.click(screen.getByRole("button", { name: "Click Pudong on the map" }));
    await user.click(await screen.findByRole("button", { name: "Cancel the click" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(field(/^Longitude/)).toHaveValue("120.62");

    // Take: Shanghai, the city typed for Jiangsu cleared.
    await user.click(screen.getByRole("button", { name: "Click Pudong on the map" }));
    await user.click(await screen.findByRole("button", { name: "Take Shanghai" }));
    await waitFor(() => expect(field(/^Province/)).toHaveValue("310000"));
    expect(field(/^City/)).toHaveValue("");
    expect(field(/^Latitude/)).toHaveValue("31.22");
  });

  it("opens a corporation with its values and shows the server's refusal on the field", async () => {
    const message = "address: at most 200 characters";
    const editor: MockLink.MockedResponse = {
      request: { query: CorporationEditorDocument, variables: { id: 1 } },
      result: { data: { corporation: SUZHOU } },
    };
    const user = userEvent.setup();
    render({
      path: "/co2/coredit?id=1",
      mocks: [
        editor,
        baseYearCasesMock(1, null),
        {
          request: {
            query: UpdateCorporationDocument,
            variables: (variables: { input: { id: number } }) => variables.input.id === 1,
          },
          result: {
            errors: [
              new GraphQLError(message, {
                extensions: { code: "BAD_USER_INPUT", field: "address" },
              }),
            ],
          },
        },
      ],
    });
    expect(
      await screen.findByRole("heading", { name: "Edit Suzhou Demo Plant" }),
    ).toBeInTheDocument();
    expect(field(/^Corporation name/)).toHaveValue("Suzhou Demo Plant");
    expect(field(/^Address/)).toHaveValue("328 Xinghu Street");
    const map = screen.getByRole("group", {
      name: "Map of China: click to set the corporation's position",
    });
    expect(within(map).getByText(/120\.7, 31\.32/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(message, {}, AFTER_SUBMIT)).toBeInTheDocument();
    expect(field(/^Address/)).toHaveAttribute("aria-invalid", "true");
  });
});
