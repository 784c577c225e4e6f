// The demo inventory's months, so the monthly ledger opens with something to read: the plant's
// purchased electricity and natural gas as the twelve monthly meter readings they come from
// (adding up to the annual amounts the example case was made with, so its totals stay the same),
// the refrigerant top-up in July when the air-conditioning was serviced, and the rest (diesel,
// vehicle fuels, purchased heat) left as annual figures without a month. Then the case is
// calculated again, so its latest run carries the months.
import type { DataSource } from "typeorm";
import type { Config } from "../../config";
import { ActivityLine } from "../../modules/activity-line/activity-line.entity";
import type { Viewer } from "../../modules/auth/viewer";
import { Case } from "../../modules/case/case.entity";
import { Company } from "../../modules/company/company.entity";
import { Corporation } from "../../modules/corporation/corporation.entity";
import { PERMISSIONS } from "../../modules/permission/permission-codes";
import { TemplateSource } from "../../modules/template/template.entity";
import { User } from "../../modules/user/user.entity";
import { createServices } from "../../services";
import { DEMO_PLANT_CREDIT_CODE } from "./demo-accounting";

/** kWh by month, January first: 4,200,000 kWh in all, more in the summer's cooling months. */
export const DEMO_ELECTRICITY_KWH = [
  330_000, 300_000, 345_000, 340_000, 350_000, 370_000, 395_000, 400_000, 360_000, 345_000, 330_000,
  335_000,
];
/** 10⁴ Nm³ by month: 18.5 in all, most in the heating months. */
export const DEMO_NATURAL_GAS = [2.6, 2.3, 1.9, 1.3, 0.9, 0.8, 0.8, 0.8, 0.9, 1.3, 2.1, 2.8];
/** The month the air-conditioning was serviced and its R-410A topped up. */
export const DEMO_REFRIGERANT_MONTH = 7;

export async function seedDemoLedger(dataSource: DataSource, config: Config): Promise<void> {
  const admin = await dataSource.getRepository(User).findOneBy({ username: "admin" });
  const company =
    admin && (await dataSource.getRepository(Company).findOneBy({ id: admin.companyId }));
  if (!admin || !company) return;
  // The example plant of demo-accounting.ts, by its credit code.
  const plant = await dataSource
    .getRepository(Corporation)
    .findOneBy({ companyId: company.id, creditCode: DEMO_PLANT_CREDIT_CODE });
  const demoCase =
    plant &&
    (await dataSource
      .getRepository(Case)
      .findOne({ where: { corporationId: plant.id, year: 2024 }, order: { id: "ASC" } }));
  if (!demoCase) return;
  const viewer: Viewer = {
    userId: admin.id,
    username: admin.username,
    companyId: company.id,
    agentId: company.agentId,
    sessionId: "seed",
    permissions: new Set(PERMISSIONS.map((permission) => permission.code)),
    scope: { all: false, companyIds: [company.id] },
    mustChangePassword: false,
  };
  const services = createServices(dataSource, config);
  const lines = await dataSource.getRepository(ActivityLine).findBy({ caseId: demoCase.id });
  const sources = new Map(
    (await dataSource.getRepository(TemplateSource).find()).map((source) => [
      source.id,
      source.nameEn,
    ]),
  );
  const bySource = (nameEn: string) =>
    lines.find((line) => line.sourceId !== null && sources.get(line.sourceId) === nameEn);
  const electricity = bySource("Purchased electricity");
  const naturalGas = bySource("Natural gas");
  const refrigerant = lines.find((line) => line.method === "gas");
  if (!electricity?.factorId || !naturalGas?.factorId) return;

  // January stays on the existing line; February to December are new lines of the same source.
  await services.activityLines.updateLines(viewer, {
    caseId: demoCase.id,
    lines: [
      { id: electricity.id, amount: DEMO_ELECTRICITY_KWH[0], month: 1 },
      { id: naturalGas.id, amount: DEMO_NATURAL_GAS[0], month: 1 },
      ...(refrigerant ? [{ id: refrigerant.id, month: DEMO_REFRIGERANT_MONTH }] : []),
    ],
  });
  for (const [line, amounts] of [
    [electricity, DEMO_ELECTRICITY_KWH],
    [naturalGas, DEMO_NATURAL_GAS],
  ] as const) {
    const added = await services.activityLines.addLibraryLines(viewer, {
      caseId: demoCase.id,
      processId: line.processId,
      lines: amounts.slice(1).map((amount, index) => ({
        factorId: line.factorId!,
        amount,
        unitId: line.unitId,
        name: line.name,
        month: index + 2,
        remark: "Monthly meter reading",
      })),
    });
    // Library lines start on the factor method; the fuel keeps its combustion parameters.
    if (line.method !== "factor") {
      await services.activityLines.updateLines(viewer, {
        caseId: demoCase.id,
        lines: added.map((row) => ({ id: row.id, method: line.method })),
      });
    }
  }
  await services.calculations.calculate(viewer, demoCase.id);
}
