// A first-start home panorama for the demo company, over whatever the demo seeds calculated:
// its scope mix, emissions by year and scope, the largest sources, the ISO 14064-1 categories,
// the intensity per tonne of output and a 2030 target from the 2023 base year (the corporation's
// base-year case when the comparison seed set one).
import type { DataSource } from "typeorm";
import type { Config } from "../../config";
import type { Viewer } from "../../modules/auth/viewer";
import { Company } from "../../modules/company/company.entity";
import {
  PanoramaChartType,
  PanoramaDataKind,
  PanoramaGrouping,
  Scope2Basis,
} from "../../modules/panorama/panorama.codes";
import {
  CreatePanoramaChartInput,
  PanoramaHomeItemInput,
  SetPanoramaHomeInput,
} from "../../modules/panorama/panorama.inputs";
import { PERMISSIONS } from "../../modules/permission/permission-codes";
import { User } from "../../modules/user/user.entity";
import { createServices } from "../../services";

const { bar, line, pie, stackedBar } = PanoramaChartType;
const { none, year } = PanoramaGrouping;

/**
 * The demo charts and their widths on the home panorama (twelfths of a row); the shares of one
 * year (scope mix, sources, categories) take the latest calculated year.
 */
const charts = (latest: number | null): Array<[Partial<CreatePanoramaChartInput>, number]> => [
  [
    {
      name: `${label(latest)}排放构成 Emissions by scope`,
      years: only(latest),
      dataKind: PanoramaDataKind.scope,
      grouping: none,
      chartType: pie,
    },
    4,
  ],
  [
    {
      name: "历年排放 Emissions by year and scope",
      dataKind: PanoramaDataKind.scope,
      grouping: year,
      chartType: stackedBar,
    },
    8,
  ],
  [
    {
      name: `${label(latest)}主要排放源 Top 10 sources`,
      years: only(latest),
      dataKind: PanoramaDataKind.topSources,
      grouping: none,
      chartType: bar,
      topN: 10,
    },
    6,
  ],
  [
    {
      name: `${label(latest)}ISO 14064-1 类别 Emissions by category`,
      years: only(latest),
      dataKind: PanoramaDataKind.isoCategory,
      grouping: none,
      chartType: bar,
    },
    6,
  ],
  [
    {
      name: "产品排放强度 Intensity per tonne",
      dataKind: PanoramaDataKind.intensityOutput,
      grouping: year,
      chartType: line,
    },
    6,
  ],
  [
    {
      name: "2030 减排目标 Target: −30% from 2023",
      dataKind: PanoramaDataKind.target,
      grouping: year,
      chartType: line,
      baseYear: 2023,
      targetYear: 2030,
      reductionPct: 30,
    },
    6,
  ],
];

const label = (latest: number | null) => (latest ? `${latest} ` : "");
const only = (latest: number | null) => (latest ? [latest] : []);

export async function seedDemoPanorama(dataSource: DataSource, config: Config): Promise<void> {
  const admin = await dataSource.getRepository(User).findOneBy({ username: "admin" });
  const company =
    admin && (await dataSource.getRepository(Company).findOneBy({ id: admin.companyId }));
  if (!admin || !company) return;
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
  const { panorama } = createServices(dataSource, config);
  const home = new SetPanoramaHomeInput();
  home.items = [];
  const years = (await panorama.calculatedCases(company.id, false)).map((item) => item.year);
  const latest = years.length > 0 ? Math.max(...years) : null;
  for (const [fields, width] of charts(latest)) {
    const input = Object.assign(new CreatePanoramaChartInput(), {
      scope2Basis: Scope2Basis.location,
      addToHome: false,
      ...fields,
    });
    const chart = await panorama.create(viewer, input);
    home.items.push(Object.assign(new PanoramaHomeItemInput(), { chartId: chart.id, width }));
  }
  await panorama.setHome(viewer, home);
}
