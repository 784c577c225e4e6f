// A first-start base year for the demo plant, so the comparison screen opens on a year over
// year with drivers: the plant's 2023 inventory from the same template, with somewhat lower
// activity and purchased electricity at the 2022 national grid factor (the 2024 case uses the
// 2023 one), calculated and set as the corporation's base year.
import type { DataSource } from "typeorm";
import { In, IsNull } from "typeorm";
import type { Config } from "../../config";
import { ActivityLine } from "../../modules/activity-line/activity-line.entity";
import type { Viewer } from "../../modules/auth/viewer";
import { Case } from "../../modules/case/case.entity";
import { Company } from "../../modules/company/company.entity";
import { Corporation } from "../../modules/corporation/corporation.entity";
import { EmissionFactor } from "../../modules/factor/emission-factor.entity";
import { PERMISSIONS } from "../../modules/permission/permission-codes";
import { Template, TemplateSource } from "../../modules/template/template.entity";
import { User } from "../../modules/user/user.entity";
import { createServices } from "../../services";

/** The demo plant's 2023 activity by English source name, in the template's units. */
export const DEMO_2023_AMOUNTS: Record<string, number> = {
  "Natural gas": 17.8, // 10^4 Nm³
  Diesel: 12.5, // t
  "Diesel (company vehicles)": 34, // t
  "Gasoline (company vehicles)": 8.4, // t
  "Purchased electricity": 4_000_000, // kWh
  "Purchased heat (steam, hot water)": 3_400, // GJ
};

/** The grid factor of the 2023 inventory: the latest MEE/NBS national factor then (0.5366). */
export const DEMO_2023_GRID_FACTOR = "CN-GRID-2022-NATIONAL";

export const DEMO_PLANT = "苏州示范工厂 Demo Plant (Suzhou)";

export async function seedDemoComparison(dataSource: DataSource, config: Config): Promise<void> {
  const admin = await dataSource.getRepository(User).findOneBy({ username: "admin" });
  const company =
    admin && (await dataSource.getRepository(Company).findOneBy({ id: admin.companyId }));
  const template = await dataSource
    .getRepository(Template)
    .findOneBy({ code: "BM-GBT32150-GENERAL", companyId: IsNull() });
  const corporation =
    company &&
    (await dataSource
      .getRepository(Corporation)
      .findOneBy({ companyId: company.id, name: DEMO_PLANT }));
  const grid = await dataSource
    .getRepository(EmissionFactor)
    .findOneBy({ code: DEMO_2023_GRID_FACTOR, companyId: IsNull() });
  if (!admin || !company || !template || !corporation || !grid) return;
  // Only beside the demo's own 2024 inventory, and only once.
  const cases = await dataSource.getRepository(Case).findBy({ corporationId: corporation.id });
  if (!cases.some((item) => item.year === 2024) || cases.some((item) => item.year === 2023)) {
    return;
  }
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
  const created = await services.cases.create(viewer, {
    corporationId: corporation.id,
    name: "2023 年度温室气体盘查（基准年） 2023 GHG inventory (base year)",
    year: 2023,
    templateId: template.id,
    gwpSet: "AR6",
    boundary: "operational-control",
    outputAmount: 11_500,
    outputUnit: "t",
    revenue: 8_100,
    revenueUnit: "万元",
  });
  const lines = await dataSource.getRepository(ActivityLine).findBy({ caseId: created.id });
  const sources = await dataSource.getRepository(TemplateSource).findBy({
    id: In(lines.map((line) => line.sourceId).filter((id): id is number => id !== null)),
  });
  const sourceName = new Map(sources.map((source) => [source.id, source.nameEn]));
  const changes = lines
    .map((line) => ({ line, name: sourceName.get(line.sourceId ?? 0) ?? "" }))
    .filter(({ name }) => DEMO_2023_AMOUNTS[name] !== undefined)
    .map(({ line, name }) => ({
      id: line.id,
      amount: DEMO_2023_AMOUNTS[name],
      dataSourceType: 3,
      ...(name === "Purchased electricity" ? { factorId: grid.id } : {}),
    }));
  await services.activityLines.updateLines(viewer, { caseId: created.id, lines: changes });
  await services.activityLines.removeUnneededLines(viewer, created.id);
  const refrigerantProcess = await services.cases.addProcess(viewer, {
    caseId: created.id,
    name: "制冷剂逸散",
    nameEn: "Refrigerant leakage",
    scope: 1,
    isoCategory: 1,
    deducted: false,
  });
  await services.activityLines.addCustomLine(viewer, {
    caseId: created.id,
    processId: refrigerantProcess.id,
    name: "空调 R-410A 补充量 (air-conditioning top-up)",
    amount: 10,
    unitId: 10,
    method: "gas",
    gas: "R-410A",
    dataSourceType: 3,
    remark: "Mass balance: refrigerant charged in 2023 = leaked (maintenance records)",
  });
  await services.calculations.calculate(viewer, created.id);
  await services.comparisons.setBaseYearCase(viewer, {
    corporationId: corporation.id,
    caseId: created.id,
  });
}
