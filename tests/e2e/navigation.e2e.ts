// The navigation rules of SPEC §2 and the layout of §2 "Layout", walked in the browser.
import { expect, test } from "./fixtures";
import { AppShell } from "./pages/app-shell";
import { LoginPage, signInWithCookies } from "./pages/login-page";

test.describe("menus follow permission codes", () => {
  test("the admin sees every module and the limited demo user only theirs", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, request, baseURL!, "admin");
    await page.goto("/platform");
    const shell = new AppShell(page);
    await shell.waitUntilReady();
    const adminItems = await shell.topLevelItems();

    // Leave the admin's page first: a request it still makes while the cookies change would
    // find no session and sign the browser out, demo's fresh cookies with it.
    await page.goto("about:blank");
    await context.clearCookies();
    await signInWithCookies(context, request, baseURL!, "demo");
    await page.goto("/platform");
    await shell.waitUntilReady();
    const demoItems = await shell.topLevelItems();

    // demo holds aa02, ct, ct02, ff01, ff43, fb02, fd02 (server/src/db/seed/seed.ts).
    for (const gated of [
      "Admin data",
      "Users and roles",
      "Product review",
      "Open platform",
      "Client management",
    ]) {
      expect(adminItems).toContain(gated);
      expect(demoItems).not.toContain(gated);
    }
    // Items without a code are visible to everyone.
    for (const open of ["Home", "Carbon accounting", "Carbon flow"]) {
      expect(demoItems).toContain(open);
    }
    // Inside the LCA group demo has ff01 and ff43 but not ff41.
    await shell.openGroup("LCA product library");
    await expect(shell.menu.getByRole("link", { name: "New product" })).toBeVisible();
    await expect(shell.menu.getByRole("link", { name: "Products" })).toBeVisible();
    await expect(shell.menu.getByRole("link", { name: "LCA management" })).toHaveCount(0);
  });
});

test.describe("access rules", () => {
  test("a visitor without a token is sent to sign in and brought back after", async ({ page }) => {
    await page.goto("/role/list?keyword=x");
    await expect(page).toHaveURL(/\/login\?redirect=%2Frole%2Flist%3Fkeyword%3Dx$/);
    await new LoginPage(page).signIn("admin");
    await expect(page).toHaveURL(/\/role\/list\?keyword=x$/);
    await expect(page.getByRole("heading", { level: 1, name: "Roles" })).toBeVisible();
  });

  test("token-free pages open without signing in", async ({ page }) => {
    await page.goto("/c-label");
    await expect(page).toHaveURL(/\/c-label$/);
    await page.goto("/chartPanoramaShare");
    await expect(page).toHaveURL(/\/chartPanoramaShare$/);
  });

  test("a signed-in user at /login goes to the root, which is /platform", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, request, baseURL!, "admin");
    await page.goto("/login");
    await expect(page).toHaveURL(/\/platform$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/platform$/);
  });

  test("leaving a page while it loads the user info keeps the session", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, request, baseURL!, "admin");
    // Hold the user-info request of the first page until the browser has left it: the request
    // is cut off, which is the page going away, not a failure to load the user info.
    let held = 0;
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== "UserDetails" || held > 0) return route.continue();
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto("/platform");
    await expect.poll(() => held).toBe(1);
    await page.goto("/role/list");
    await expect(page).toHaveURL(/\/role\/list$/);
    await expect(page.getByRole("heading", { level: 1, name: "Roles" })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === "token")).toBe(true);
  });

  test("a signed-in user at /c-label stays there", async ({ page, context, request, baseURL }) => {
    await signInWithCookies(context, request, baseURL!, "admin");
    await page.goto("/c-label");
    await expect(page).toHaveURL(/\/c-label$/);
    // The public verification page, without a label code to verify.
    await expect(
      page.getByRole("heading", { name: "No carbon label has this code" }),
    ).toBeVisible();
  });

  test("an unknown path goes to /404", async ({ page, context, request, baseURL }) => {
    await signInWithCookies(context, request, baseURL!, "admin");
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText("The page you were looking for does not exist.")).toBeVisible();
  });

  test("a page the user lacks the code for answers with /401", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, request, baseURL!, "demo");
    await page.goto("/user/userlist");
    await expect(page).toHaveURL(/\/401$/);
  });
});

test.describe("layout", () => {
  test("the sidebar state is kept in the sidebarStatus cookie across a reload", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, request, baseURL!, "admin");
    await page.goto("/platform");
    const shell = new AppShell(page);
    await shell.waitUntilReady();
    expect(await shell.isSidebarOpen()).toBe(true);
    await expect(shell.sidebar).toHaveCSS("width", "210px");

    await shell.toggleSidebar();
    expect(await shell.isSidebarOpen()).toBe(false);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "sidebarStatus")?.value).toBe("0");

    await page.reload();
    await shell.waitUntilReady();
    expect(await shell.isSidebarOpen()).toBe(false);
  });

  test("the three wide screens collapse the sidebar and other routes restore it", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, request, baseURL!, "admin");
    await page.goto("/platform");
    const shell = new AppShell(page);
    await shell.waitUntilReady();
    expect(await shell.isSidebarOpen()).toBe(true);
    for (const [group, link] of [
      [null, "Carbon flow"],
      [null, "Carbon reports"],
      [null, "Carbon comparison"],
    ] as const) {
      if (group) await shell.openGroup(group);
      await shell.menu.getByRole("link", { name: link }).click();
      await expect(shell.sidebar).toHaveAttribute("data-opened", "0");
    }
    await page.getByRole("link", { name: "Home" }).first().click();
    await expect(shell.sidebar).toHaveAttribute("data-opened", "1");
    // Collapsing for those pages never overwrote the remembered choice.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "sidebarStatus")?.value ?? "1").toBe("1");
  });

  test("under 992 px the sidebar is closed and opens over the page", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await signInWithCookies(context, request, baseURL!, "admin");
    await page.goto("/platform");
    const shell = new AppShell(page);
    await expect(shell.sidebar).toHaveAttribute("data-opened", "0");
    await shell.toggleSidebar();
    await expect(shell.sidebar).toHaveAttribute("data-opened", "1");
  });

  test("the top bar shows the user's names and the breadcrumb", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, request, baseURL!, "admin");
    await page.goto("/user/userlist");
    await expect(page.getByTestId("navbar-username")).toHaveText("admin");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs).toContainText("Users and roles");
    await expect(crumbs).toContainText("Users");
    await expect(page).toHaveTitle(/^Users - /);
  });

  test("the enterprise centre entry needs code ct; sign-out asks first", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, request, baseURL!, "demo");
    await page.goto("/platform");
    await page.getByRole("button", { name: "User menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Enterprise centre" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Enterprise centre" }).click();
    await expect(page).toHaveURL(/\/co2info\/company$/);

    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Do you want to sign out?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/co2info\/company$/);

    await new AppShell(page).signOut();
    await expect(page).toHaveURL(/\/login$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "token")).toBeUndefined();
  });

  test("the quick-create panel leads to /lca/add and hides 500 ms after the pointer leaves", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, request, baseURL!, "admin");
    await page.goto("/platform");
    const button = page.getByRole("button", { name: "Quick create" });
    await button.hover();
    const entry = page.getByRole("link", { name: "New LCA" });
    await expect(entry).toBeVisible();
    await page.mouse.move(10, 400);
    // Still there right after leaving, gone once the delay has passed.
    await expect(entry).toBeVisible();
    await expect(entry).toBeHidden({ timeout: 2_000 });
    await button.hover();
    await page.getByRole("link", { name: "New LCA" }).click();
    await expect(page).toHaveURL(/\/lca\/add$/);
  });

  test("a kept page keeps its search and scroll; other pages start at the top", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 320 });
    await signInWithCookies(context, request, baseURL!, "admin");
    await page.goto("/user/userlist");
    const search = page.getByRole("searchbox");
    await search.fill("demo");
    await search.press("Enter");
    await expect(page.getByRole("table")).toContainText("demo");
    await expect(page.getByRole("table")).not.toContainText("Administrator");
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    // Away through the menu (no reload): home, then /role/list, which is not kept.
    const shell = new AppShell(page);
    await shell.menu.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/platform$/);
    await shell.openGroup("Users and roles");
    await shell.menu.getByRole("link", { name: "Roles" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Roles" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await shell.menu.getByRole("link", { name: "Users", exact: true }).click();
    await expect(page.getByRole("searchbox")).toHaveValue("demo");
    await expect(page.getByRole("table")).not.toContainText("Administrator");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
