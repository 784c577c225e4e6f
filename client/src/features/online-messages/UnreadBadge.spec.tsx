import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { unreadMessagesMock } from "./online-messages.fixtures";
import { UnreadBadge } from "./UnreadBadge";

describe("the navbar's message button", () => {
  it("shows both sides' unread messages added up and leads to the messages screen", async () => {
    // 2 answers from the agent + 3 client messages to answer = 5.
    renderWithProviders(<UnreadBadge />, { mocks: [unreadMessagesMock(2, 3)], path: "/platform" });

    const button = await screen.findByRole("button", { name: "Online messages: 5 unread" });
    expect(screen.getByTestId("unread-messages")).toHaveTextContent("5");
    await userEvent.click(button);
    expect(screen.getByTestId("location")).toHaveTextContent("/agent/submitMessage");
  });

  it("shows no count when everything is read", async () => {
    renderWithProviders(<UnreadBadge />, { mocks: [unreadMessagesMock(0, 0)], language: "zh-CN" });

    expect(await screen.findByRole("button", { name: "在线留言" })).toBeInTheDocument();
    expect(screen.queryByTestId("unread-messages")).toBeNull();
  });
});
