import { screen } from "@testing-library/react";
import { renderWithProviders } from "../test/render";
import { Permission } from "./Permission";

describe("<Permission> (SPEC §6)", () => {
  it("renders its children for a holder of the code", () => {
    renderWithProviders(
      <Permission code="gbb01">
        <button>Create user</button>
      </Permission>,
      { permissions: ["gbb", "gbb01"] },
    );
    expect(screen.getByRole("button", { name: "Create user" })).toBeInTheDocument();
  });

  it("renders nothing without the code", () => {
    renderWithProviders(
      <Permission code="gbb01">
        <button>Create user</button>
      </Permission>,
      { permissions: ["gbb"] },
    );
    expect(screen.queryByRole("button", { name: "Create user" })).not.toBeInTheDocument();
  });

  it("throws when given no code", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(
        <Permission code="">
          <span>x</span>
        </Permission>,
      ),
    ).toThrow(/needs a permission code/);
  });
});
