import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { unreadMessagesMock } from "../../features/online-messages/online-messages.fixtures";
import { renderWithProviders } from "../../test/render";
import { SidebarProvider } from "../sidebar";
import { Navbar } from "./Navbar";

const renderBar = (permissions: string[]) =>
  renderWithProviders(
    <SidebarProvider>
      <Navbar />
    </SidebarProvider>,
    { permissions, path: "/platform", mocks: [unreadMessagesMock()] },
  );

describe("the quick-create button", () => {
  afterEach(() => jest.useRealTimers());

  it("sits in the top bar, which keeps its own room, not floating over the page", async () => {
    renderBar(["ff01"]);

    const bar = screen.getByRole("banner");
    expect(await within(bar).findByRole("button", { name: "Quick create" })).toBeInTheDocument();
  });

  it("opens its panel on hover and hides it 500 ms after the pointer leaves", () => {
    jest.useFakeTimers();
    renderBar(["ff01"]);
    const button = screen.getByRole("button", { name: "Quick create" });

    fireEvent.mouseEnter(button);
    expect(screen.getByRole("link", { name: "New LCA" })).toBeVisible();
    fireEvent.mouseLeave(button);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole("link", { name: "New LCA" })).toBeVisible();
    act(() => jest.advanceTimersByTime(1));

    expect(screen.queryByRole("link", { name: "New LCA" })).not.toBeInTheDocument();
  });

  it("stays open while the pointer comes back within the delay", () => {
    jest.useFakeTimers();
    renderBar(["ff01"]);
    const button = screen.getByRole("button", { name: "Quick create" });

    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.mouseEnter(button);
    act(() => jest.advanceTimersByTime(1000));

    expect(screen.getByRole("link", { name: "New LCA" })).toBeVisible();
  });

  it("leads to /lca/add and closes", async () => {
    const user = userEvent.setup();
    renderBar(["ff01"]);

    await user.click(screen.getByRole("button", { name: "Quick create" }));
    await user.click(screen.getByRole("link", { name: "New LCA" }));

    expect(screen.getByTestId("location")).toHaveTextContent("/lca/add");
    expect(screen.queryByRole("link", { name: "New LCA" })).not.toBeInTheDocument();
  });

  it("closes with Escape", async () => {
    const user = userEvent.setup();
    renderBar(["ff01"]);

    await user.click(screen.getByRole("button", { name: "Quick create" }));
    await user.keyboard("{Escape}");

    expect(screen.queryByRole("link", { name: "New LCA" })).not.toBeInTheDocument();
  });

  it("is not offered without ff01", async () => {
    renderBar(["aa"]);

    expect(await screen.findByRole("button", { name: "Language" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Quick create" })).not.toBeInTheDocument();
  });
});
