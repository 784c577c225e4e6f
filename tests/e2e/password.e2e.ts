// SPEC §4 and §5: a user on the initial password is held in the change dialog, the rules are
// checked with their messages, and a successful change signs the user out.
import { expect, test } from "./fixtures";
import { INITIAL_PASSWORD, LoginPage, apiLogin, gql } from "./pages/login-page";

test("a new user changes the initial password, is signed out, and signs in with the new one", async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await apiLogin(request, baseURL!, "admin");
  const username = `e2e-${Date.now()}`;
  await gql(
    request,
    baseURL!,
    admin.token,
    "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }",
    {
      input: { username, realname: "Password Tester" },
    },
  );

  const login = new LoginPage(page);
  await login.open();
  await login.signIn(username, INITIAL_PASSWORD);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Change your initial password");
  // The current password is the one just used, shown read-only.
  await expect(dialog.getByLabel(/Current password/)).toHaveValue(INITIAL_PASSWORD);
  await expect(dialog.getByLabel(/Current password/)).toHaveAttribute("readonly", "");
  // Escape does not dismiss it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();

  const newPassword = dialog.getByLabel(/^New password/);
  const confirm = dialog.getByLabel(/Confirm new password/);
  const submit = dialog.getByRole("button", { name: "Change password" });

  await submit.click();
  await expect(dialog).toContainText("Enter a new password");
  await expect(dialog).toContainText("Enter the new password again");

  await newPassword.fill("Ab1!");
  await confirm.fill("Ab1!");
  await submit.click();
  await expect(dialog.getByText("The length must be 8 to 16 characters")).toHaveCount(2);

  await newPassword.fill("abcdefgh1");
  await confirm.fill("abcdefgh1");
  await submit.click();
  await expect(dialog.getByText(/Password strength is weak/)).toHaveCount(2);

  await newPassword.fill("Greener#2027");
  await confirm.fill("Greener#2028");
  await submit.click();
  await expect(dialog).toContainText("The two passwords differ");

  await confirm.fill("Greener#2027");
  await submit.click();
  await expect(page.getByText(/Changed successfully/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await login.signIn(username, "Greener#2027");
  await expect(page).toHaveURL(/\/platform$/);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});
