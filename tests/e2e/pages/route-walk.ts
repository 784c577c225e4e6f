// Opens each route and checks it is a real screen: a heading of its own, no "not available yet"
// placeholder, and its list or form. Answers the headings, one per route.
import { expect, type Page } from "@playwright/test";

export async function walkRoutes(
  page: Page,
  routes: readonly string[],
  placeholder: RegExp,
  screenshot?: (route: string) => string,
): Promise<Set<string>> {
  const headings = new Set<string>();
  for (const route of routes) {
    await page.goto(route);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading, route).toBeVisible();
    await expect(page.getByRole("heading", { name: placeholder }), route).toHaveCount(0);
    await expect(
      page.locator("main table, main form, main [role=search], main select, main input").first(),
      route,
    ).toBeVisible();
    if (screenshot) {
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: screenshot(route) });
    }
    headings.add(`${route}: ${await heading.innerText()}`);
  }
  return headings;
}
