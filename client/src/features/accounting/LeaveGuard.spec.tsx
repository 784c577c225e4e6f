import { ChakraProvider } from "@chakra-ui/react";
import { system } from "../../app/theme";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Link, RouterProvider, createMemoryRouter, useLocation } from "react-router-dom";
import { i18n } from "../../i18n";
import { LeaveGuard } from "./LeaveGuard";

// A data router wraps each navigation in a fetch Request, which jsdom does not provide; these
// navigations load no data, so the URL, method and abort signal are all it reads.
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | undefined;
  readonly headers = new Headers();
  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(input);
    this.method = init.method ?? "GET";
    this.signal = init.signal;
  }
}
beforeAll(() => {
  if (typeof globalThis.Request === "undefined") {
    Object.assign(globalThis, { Request: NavigationRequest });
  }
});

function Editor() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Change something
      </button>
      <Link to="/elsewhere">Go elsewhere</Link>
      <LeaveGuard
        isDirty={() => dirty}
        title="Leave without saving?"
        message="1 change is not saved yet."
        leaveLabel="Leave without saving"
      />
    </>
  );
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

// The app's router is a data router, which useBlocker needs; renderWithProviders has a plain one.
function renderInDataRouter() {
  void i18n.changeLanguage("en");
  const router = createMemoryRouter(
    [
      {
        path: "/editor",
        element: (
          <>
            <Editor />
            <Where />
          </>
        ),
      },
      { path: "/elsewhere", element: <Where /> },
    ],
    { initialEntries: ["/editor"] },
  );
  return render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

describe("LeaveGuard", () => {
  it("lets the user leave freely without unsaved changes", async () => {
    const user = userEvent.setup();
    renderInDataRouter();
    await user.click(screen.getByRole("link", { name: "Go elsewhere" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/elsewhere");
  });

  it("asks before leaving with unsaved changes and stays when told to", async () => {
    const user = userEvent.setup();
    renderInDataRouter();
    await user.click(screen.getByRole("button", { name: "Change something" }));
    await user.click(screen.getByRole("link", { name: "Go elsewhere" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("1 change is not saved yet.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/editor");
  });

  it("leaves when the user confirms", async () => {
    const user = userEvent.setup();
    renderInDataRouter();
    await user.click(screen.getByRole("button", { name: "Change something" }));
    await user.click(screen.getByRole("link", { name: "Go elsewhere" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/elsewhere");
  });

  it("asks the browser to confirm a reload or close with unsaved changes", async () => {
    const user = userEvent.setup();
    renderInDataRouter();
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.click(screen.getByRole("button", { name: "Change something" }));
    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
