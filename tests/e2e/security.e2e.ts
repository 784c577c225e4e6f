// The Content-Security-Policy in the browser: the server sends it with the client, the client and
// the legacy API page work under it, and the watch every spec runs (fixtures.ts) does catch a
// violation, so a page that breaks the policy fails its test.
import { expect, test } from "./fixtures";
import { AppShell } from "./pages/app-shell";
import { LoginPage } from "./pages/login-page";

/** Adds an inline script, which the policy (script-src 'self') must refuse. */
const injectInlineScript = () =>
  new Promise<boolean>((resolve) => {
    const script = document.createElement("script");
    script.textContent = "window.__inlineScriptRan = true;";
    document.head.append(script);
    setTimeout(
      () =>
        resolve((window as unknown as { __inlineScriptRan?: boolean }).__inlineScriptRan === true),
      200,
    );
  });

test.describe("content security policy", () => {
  test("comes with the client, which signs in and renders under it", async ({ page }) => {
    const response = await page.goto("/login");
    const policy = response!.headers()["content-security-policy"];

    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response!.headers()["x-content-type-options"]).toBe("nosniff");
    await new LoginPage(page).signIn("admin");
    await expect(page).toHaveURL(/\/platform$/);
    await new AppShell(page).waitUntilReady();
  });

  test("lets the legacy API page render without a violation", async ({ page }) => {
    await page.goto("/api/docs");

    await expect(page.getByRole("heading", { name: "Legacy API calls" })).toBeVisible();
    // Its inline style applied: the table cells have their padding.
    const padding = await page
      .locator("td")
      .first()
      .evaluate((cell) => getComputedStyle(cell).paddingTop);
    expect(padding).not.toBe("0px");
  });

  test("refuses an inline script, and the watch records it", async ({ page, cspViolations }) => {
    await page.goto("/login");

    const ran = await page.evaluate(injectInlineScript);

    expect(ran).toBe(false);
    await expect
      .poll(() => cspViolations.some((violation) => violation.directive.startsWith("script-src")))
      .toBe(true);
    // Recorded as expected: empty the list so this test's own watch passes.
    cspViolations.length = 0;
  });

  test("fails a test whose page reports a violation", async ({ page }) => {
    // The fixture's check at the end of the test is what fails here.
    test.fail();
    await page.goto("/login");
    await page.evaluate(injectInlineScript);
  });
});
