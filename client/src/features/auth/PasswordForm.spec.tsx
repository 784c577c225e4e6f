import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { PasswordForm } from "./PasswordForm";

async function fill(newPassword: string, confirmPassword: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Current password/), "Welcome@2026");
  await user.type(screen.getByLabelText(/^New password/), newPassword);
  await user.type(screen.getByLabelText(/Confirm new password/), confirmPassword);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("PasswordForm", () => {
  beforeEach(() => sessionStorage.clear());

  it("asks for a new password when it is empty", async () => {
    renderWithProviders(<PasswordForm />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Enter a new password")).toBeInTheDocument();
  });

  it("rejects a password of 7 characters by its length", async () => {
    renderWithProviders(<PasswordForm />);
    await fill("Ab1!xyz", "Ab1!xyz");
    expect(await screen.findAllByText("The length must be 8 to 16 characters")).toHaveLength(2);
  });

  it("rejects a password without a special character as weak", async () => {
    renderWithProviders(<PasswordForm />);
    await fill("Abcdefg1", "Abcdefg1");
    expect(await screen.findAllByText(/Password strength is weak/)).toHaveLength(2);
  });

  it("says when the two passwords differ", async () => {
    renderWithProviders(<PasswordForm />);
    await fill("Abcdef1!", "Abcdef1?");
    expect(await screen.findByText("The two passwords differ")).toBeInTheDocument();
  });

  it("shows the current password read-only when the session remembers it", async () => {
    sessionStorage.setItem("session-password", "Welcome@2026");
    renderWithProviders(<PasswordForm />);
    await waitFor(() =>
      expect(screen.getByLabelText(/Current password/)).toHaveAttribute("readonly"),
    );
    expect(screen.getByLabelText(/Current password/)).toHaveValue("Welcome@2026");
  });

  it("shows the messages in Chinese for a zh-CN user", async () => {
    renderWithProviders(<PasswordForm />, { language: "zh-CN" });
    await userEvent.setup().click(screen.getByRole("button", { name: "修改密码" }));
    expect(await screen.findByText("请输入新密码")).toBeInTheDocument();
  });
});
