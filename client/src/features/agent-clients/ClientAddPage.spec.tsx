import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AddAgentClientDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { ClientAddPage } from "./ClientAddPage";
import { lastDayOf, monthsLater } from "./client-dates";

const added = {
  __typename: "AddedAgentClient" as const,
  adminUsername: "greensteel",
  initialPassword: "Kp7#mQ2x@Lr9",
  client: {
    __typename: "AgentClient" as const,
    id: 12,
    name: "Green Steel Co., Ltd.",
    creditCode: null,
    contactName: "Li Wei",
    contactPhone: null,
    status: 1,
    expiresAt: "2031-12-31T16:00:00.000Z",
    expired: false,
    modules: ["accounting", "lca"],
    userCount: 1,
    caseCount: 0,
    productCount: 0,
    lastSignInAt: null,
    createdAt: "2026-11-26T06:00:00.000Z",
  },
};

const addMock = {
  request: {
    query: AddAgentClientDocument,
    variables: {
      input: {
        name: "Green Steel Co., Ltd.",
        contactName: "Li Wei",
        adminUsername: "greensteel",
        adminRealname: "Wang Fang",
        modules: ["accounting"],
        expiresOn: "2031-12-31",
      },
    },
  },
  result: { data: { addAgentClient: added } },
};

describe("the new-client page", () => {
  it("names the missing fields before sending anything", async () => {
    renderWithProviders(<ClientAddPage />, {
      permissions: ["ag"],
      path: "/agent/clientManage/addClient",
    });

    await userEvent.click(screen.getByRole("button", { name: "Create client" }));

    expect(await screen.findAllByText("Required")).toHaveLength(3);
  });

  it("creates the client and shows its administrator's one-time password, then goes back to the list", async () => {
    renderWithProviders(<ClientAddPage />, {
      permissions: ["ag"],
      path: "/agent/clientManage/addClient",
      mocks: [addMock],
    });

    await userEvent.type(screen.getByLabelText(/^Company/), "Green Steel Co., Ltd.");
    await userEvent.type(screen.getByLabelText("Contact"), "Li Wei");
    await userEvent.type(screen.getByLabelText(/^Administrator username/), "greensteel");
    await userEvent.type(screen.getByLabelText(/^Administrator name/), "Wang Fang");
    // A date input takes its value whole (jsdom types no dates).
    fireEvent.change(screen.getByLabelText(/^Expires on/), { target: { value: "2031-12-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Create client" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Client created" });
    expect(within(dialog).getByTestId("client-admin-username")).toHaveTextContent("greensteel");
    expect(within(dialog).getByTestId("client-admin-password")).toHaveTextContent("Kp7#mQ2x@Lr9");
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/agent/clientManage/list");
  });
});

describe("client subscription dates", () => {
  it("reads the last day from the stored end: 2031-12-31T16:00Z is midnight after 31 Dec in China", () => {
    expect(lastDayOf("2031-12-31T16:00:00.000Z")).toBe("2031-12-31");
    expect(lastDayOf(null)).toBe("");
  });

  it("moves a default expiry a year on, keeping to the month's last day", () => {
    expect(monthsLater("2026-11-26", 12)).toBe("2027-11-26");
    expect(monthsLater("2028-02-29", 12)).toBe("2029-02-28");
  });
});
