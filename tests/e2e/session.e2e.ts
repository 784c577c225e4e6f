// SPEC §8: when the session expires (10001) the message shows, the user is signed out, and a
// second later the page reloads onto the sign-in page. This server's sessions last 6 seconds.
import { expect, test } from "./fixtures";
import { LoginPage } from "./pages/login-page";
import { SHORT_SESSION_PORT } from "./playwright.config";

const base = `http://127.0.0.1:${SHORT_SESSION_PORT}`;

test("an expired session shows the message, signs out and returns to sign-in", async ({
  page,
  context,
}) => {
  const login = new LoginPage(page);
  await login.open(`${base}/login`);
  await login.signIn("admin");
  await expect(page).toHaveURL(`${base}/platform`);

  await page.waitForTimeout(7_000);
  // The next call after expiry: open the users page through the menu.
  await page.getByRole("button", { name: "Users and roles" }).click();
  await page.getByRole("link", { name: "Users", exact: true }).click();

  await expect(page.getByText("Your session has expired; please sign in again")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fuserlist$/);
  const cookies = await context.cookies(base);
  expect(cookies.find((c) => c.name === "token")).toBeUndefined();
});
