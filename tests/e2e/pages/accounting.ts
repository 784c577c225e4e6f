// The carbon-accounting screens: the repository of corporations and cases, the corporation
// form, the new-case form, the case editor's activity lines and the results view with its
// traces and export. Selectors follow client/src/features/accounting/messages.ts and
// client/src/features/case-results/messages.ts (English).
import { expect, type Download, type Locator, type Page } from "@playwright/test";

export const REPOSITORY_PATH = "/co2/corporationIndex";

/** t CO2e as the results view writes a figure in kg (client/src/lib/emissions.ts formatTonnes). */
export function formatTonnes(kg: number): string {
  const t = kg / 1000;
  const size = Math.abs(t);
  const options: Intl.NumberFormatOptions =
    size === 0
      ? { maximumFractionDigits: 0 }
      : size >= 1000
        ? { minimumFractionDigits: 1, maximumFractionDigits: 1 }
        : size >= 1
          ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
          : { maximumSignificantDigits: 3 };
  return new Intl.NumberFormat("en-US", options).format(t);
}

export class RepositoryPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto(REPOSITORY_PATH);
    await expect(this.page.getByRole("heading", { level: 1, name: "Repository" })).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole("table", { name: "Corporations and their cases" });
  }

  get newCorporationButton(): Locator {
    return this.page.getByRole("button", { name: "New corporation" });
  }

  /** The row of a corporation in the repository table. */
  row(name: string): Locator {
    return this.table.getByRole("row").filter({ hasText: name }).first();
  }

  newCaseButton(name: string): Locator {
    return this.page.getByRole("button", { name: `New case for ${name}` });
  }

  /** Shows a corporation's cases (short lists start open). */
  async expandCases(name: string) {
    const show = this.page.getByRole("button", { name: `Show the cases of ${name}` });
    const hide = this.page.getByRole("button", { name: `Hide the cases of ${name}` });
    await expect(show.or(hide)).toBeVisible();
    if (await show.isVisible()) await show.click();
    await expect(hide).toBeVisible();
  }
}

export class CorporationForm {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole("form", { name: "Corporation" });
  }

  async waitUntilReady() {
    await expect(
      this.page.getByRole("heading", { level: 1, name: "New corporation" }),
    ).toBeVisible();
    await expect(this.form).toBeVisible();
  }

  async create(name: string, city: string) {
    await this.form.getByLabel(/^Corporation name/).fill(name);
    await this.form.getByLabel(/^City/).fill(city);
    await submit(this.form.getByRole("button", { name: "Create", exact: true }));
  }
}

export class CaseAddForm {
  readonly form: Locator;

  constructor(page: Page) {
    this.form = page.getByRole("form", { name: "New case" });
  }

  async waitUntilReady() {
    await expect(this.form).toBeVisible();
  }

  async create(spec: { name: string; template: string; gwp: string }) {
    await this.form.getByLabel(/^Case name/).fill(spec.name);
    // Chakra's radio inputs sit under their drawn control: pick by the option's visible text.
    await this.form.getByText(spec.gwp, { exact: true }).click();
    await expect(this.form.getByRole("radio", { name: spec.gwp })).toBeChecked();
    await this.form.getByText(spec.template, { exact: true }).click();
    await expect(
      this.form.getByRole("radio", { name: new RegExp(`^${escape(spec.template)}`) }),
    ).toBeChecked();
    await submit(this.form.getByRole("button", { name: "Create case" }));
  }
}

export class CaseEditor {
  readonly toolbar: Locator;

  constructor(private readonly page: Page) {
    this.toolbar = page.getByRole("toolbar", { name: "Activity data actions" });
  }

  async waitUntilReady(caseName: string) {
    await expect(this.page.getByRole("heading", { level: 1, name: caseName })).toBeVisible();
    await expect(this.toolbar).toBeVisible();
  }

  /** A process card, by its English name. */
  process(name: string): Locator {
    return this.page.getByRole("article", { name, exact: true });
  }

  amountOf(lineName: string): Locator {
    return this.page.getByRole("textbox", { name: `Amount of ${lineName}`, exact: true });
  }

  unitOf(lineName: string): Locator {
    return this.page.getByRole("combobox", { name: `Unit of ${lineName}`, exact: true });
  }

  methodOf(lineName: string): Locator {
    return this.page.getByRole("combobox", { name: `Method of ${lineName}`, exact: true });
  }

  async setAmount(lineName: string, amount: string) {
    await this.amountOf(lineName).fill(amount);
    await expect(this.amountOf(lineName)).toHaveValue(amount);
  }

  /** A line with a factor entered in the dialog, one CO2 value in kg per unit. */
  async addCustomLine(
    processName: string,
    spec: {
      name: string;
      amount: string;
      factorName: string;
      kgCo2PerUnit: string;
      source: string;
    },
  ) {
    await this.process(processName).getByRole("button", { name: "Add custom factor" }).click();
    const dialog = this.page.getByRole("dialog", {
      name: `Add a line with a custom factor to ${processName}`,
    });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^Name/).fill(spec.name);
    await dialog.getByLabel(/^Amount/).fill(spec.amount);
    await dialog.getByLabel(/^Factor name/).fill(spec.factorName);
    await expect(dialog.getByRole("combobox", { name: "Gas 1" })).toHaveValue("CO2");
    await dialog.getByRole("textbox", { name: /^kg of gas 1 per / }).fill(spec.kgCo2PerUnit);
    await dialog.getByLabel(/^Source/).fill(spec.source);
    await dialog.getByRole("button", { name: "Add line" }).click();
    await expect(dialog).toBeHidden();
    await expect(this.amountOf(spec.name)).toHaveValue(spec.amount);
  }

  async save(count: number) {
    await this.toolbar.getByRole("button", { name: `Save (${count})` }).click();
    await expect(this.toolbar.getByRole("status")).toHaveText("All changes saved");
  }

  /**
   * "Remove empty lines" beside Calculate (shown while lines are still to fill), confirmed;
   * answers the confirmation's text.
   */
  async removeEmptyLines(): Promise<string> {
    await this.toolbar.getByRole("button", { name: "Remove empty lines" }).click();
    const confirm = this.page.getByRole("alertdialog", { name: "Remove the empty lines" });
    await expect(confirm).toBeVisible();
    const text = (await confirm.textContent()) ?? "";
    await confirm.getByRole("button", { name: "Remove empty lines" }).click();
    await expect(confirm).toBeHidden();
    return text;
  }

  async calculate() {
    await this.toolbar.getByRole("button", { name: "Calculate" }).click();
  }
}

export class CaseResultsView {
  readonly headline: Locator;

  constructor(private readonly page: Page) {
    this.headline = page.getByRole("region", { name: "Headline figures" });
  }

  /** The button of a headline figure, e.g. "Total (location-based)", with its shown value. */
  figure(label: string, value: string): Locator {
    return this.headline.getByRole("button", {
      name: `${label}: ${value} tCO₂e. Show how it is made up`,
      exact: true,
    });
  }

  /** The headline figure's visible text (its number without the unit). */
  async figureText(label: string): Promise<string> {
    const button = this.headline.getByRole("button", {
      name: new RegExp(`^${escape(label)}: .* Show how it is made up$`),
    });
    await expect(button).toBeVisible();
    return ((await button.textContent()) ?? "").trim();
  }

  traceDialog(title: string): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  async downloadWorkbook(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("button", { name: "Export results (.xlsx)" }).click();
    return download;
  }
}

/**
 * Clicks a form's submit button with the pointer. Nothing may cover it: the quick-create button
 * lives in the top bar, not over the page (Playwright's click fails if another element would
 * receive it).
 */
async function submit(button: Locator) {
  await expect(button).toBeEnabled();
  await button.click();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
