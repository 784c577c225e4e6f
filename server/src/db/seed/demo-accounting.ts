// A first-start example inventory for the demo company, so a new installation opens with a
// calculated case to look at: a plant in Suzhou, its 2024 inventory from the GB/T 32150
// template with plausible activity data, a refrigerant top-up as a custom line, one run.
import type { DataSource } from "typeorm";
import { In, IsNull } from "typeorm";
import type { Config } from "../../config";
import { ActivityLine } from "../../modules/activity-line/activity-line.entity";
import type { Viewer } from "../../modules/auth/viewer";
import { Template, TemplateSource } from "../../modules/template/template.entity";
import { Company } from "../../modules/company/company.entity";
import { Industry } from "../../modules/reference/industry.entity";
import { PERMISSIONS } from "../../modules/permission/permission-codes";
import { User } from "../../modules/user/user.entity";
import { createServices } from "../../services";

/** Activity of the example plant by English source name: amount in the template's unit. */
const AMOUNTS: Record<string, number> = {
  "Natural gas": 18.5, // 10^4 Nm³
  Diesel: 12, // t
  "Diesel (company vehicles)": 36, // t
  "Gasoline (company vehicles)": 8, // t
  "Purchased electricity": 4_200_000, // kWh
  "Purchased heat (steam, hot water)": 3_600, // GJ
};

/** The demo plant's unified social credit code (its check character per GB 32100-2015). */
export const DEMO_PLANT_CREDIT_CODE = "91320500MA1XD0001M";

export async function seedDemoAccounting(dataSource: DataSource, config: Config): Promise<void> {
  const admin = await dataSource.getRepository(User).findOneBy({ username: "admin" });
  const company =
    admin && (await dataSource.getRepository(Company).findOneBy({ id: admin.companyId }));
  const template = await dataSource
    .getRepository(Template)
    .findOneBy({ code: "BM-GBT32150-GENERAL", companyId: IsNull() });
  if (!admin || !company || !template) return;
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
  const manufacturing = await dataSource.getRepository(Industry).findOneBy({ code: "C" });
  const corporation = await services.corporations.create(viewer, {
    name: "苏州示范工厂 Demo Plant (Suzhou)",
    creditCode: DEMO_PLANT_CREDIT_CODE,
    industryId: manufacturing?.id,
    address: "苏州工业园区星湖街 328 号",
    province: "320000",
    city: "苏州市",
    longitude: 120.7,
    latitude: 31.32,
    templateId: template.id,
  });
  const created = await services.cases.create(viewer, {
    corporationId: corporation.id,
    name: "2024 年度温室气体盘查 2024 GHG inventory",
    year: 2024,
    templateId: template.id,
    gwpSet: "AR6",
    boundary: "operational-control",
    outputAmount: 12_000,
    outputUnit: "t",
    revenue: 8_600,
    revenueUnit: "万元",
  });
  const lines = await dataSource.getRepository(ActivityLine).findBy({ caseId: created.id });
  const sources = await dataSource.getRepository(TemplateSource).findBy({
    id: In(lines.map((line) => line.sourceId).filter((id): id is number => id !== null)),
  });
  const sourceName = new Map(sources.map((source) => [source.id, source.nameEn]));
  const changes = lines
    .map((line) => ({ line, amount: AMOUNTS[sourceName.get(line.sourceId ?? 0) ?? ""] }))
    .filter((change) => change.amount !== undefined)
    .map((change) => ({ id: change.line.id, amount: change.amount, dataSourceType: 3 }));
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
  // Mass balance: the refrigerant charged in 2024 is what leaked (maintenance records).
  await services.activityLines.addCustomLine(viewer, {
    caseId: created.id,
    processId: refrigerantProcess.id,
    name: "空调 R-410A 补充量 (air-conditioning top-up)",
    amount: 12,
    unitId: 10,
    method: "gas",
    gas: "R-410A",
    dataSourceType: 3,
    remark: "Mass balance: refrigerant charged in 2024 = leaked (maintenance records)",
  });
  await services.tags.add(viewer, { name: "2024 披露", caseId: created.id });
  await services.calculations.calculate(viewer, created.id);
}
