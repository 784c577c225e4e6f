// The signed-in frame: the sidebar menu, the top bar and the user dropdown.
import { expect, type Locator, type Page } from "@playwright/test";

export class AppShell {
  readonly menu: Locator;
  readonly sidebar: Locator;

  constructor(private readonly page: Page) {
    this.menu = page.getByRole("navigation", { name: "Main menu" });
    this.sidebar = page.getByTestId("sidebar");
  }

  async waitUntilReady() {
    await expect(this.menu).toBeVisible();
  }

  /** Names of the top-level menu entries, in order. */
  async topLevelItems(): Promise<string[]> {
    const items = this.menu.getByRole("list").first().locator(":scope > li > :first-child");
    return (await items.allTextContents()).map((text) => text.trim());
  }

  async openGroup(name: string) {
    const group = this.menu.getByRole("button", { name });
    if ((await group.getAttribute("aria-expanded")) !== "true") await group.click();
  }

  async toggleSidebar() {
    await this.page.getByRole("button", { name: "Toggle the menu" }).click();
  }

  async isSidebarOpen(): Promise<boolean> {
    return (await this.sidebar.getAttribute("data-opened")) === "1";
  }

  async signOut() {
    await this.page.getByRole("button", { name: "User menu" }).click();
    await this.page.getByRole("menuitem", { name: "Sign out" }).click();
    await this.page.getByRole("alertdialog").getByRole("button", { name: "Sign out" }).click();
  }
}
