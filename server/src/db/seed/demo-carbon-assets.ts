// The demo plant's carbon assets, so a new installation opens the asset screens with something to
// read: its 2024 national ETS allocation (CEA), CCER bought on the Beijing Green Exchange for the
// 5% offset, and green electricity certificates (GEC) of 2024, part of them retired against the
// plant's purchased electricity of 2024 (scope 2), month by month from January.
import type { DataSource } from "typeorm";
import type { Config } from "../../config";
import type { Viewer } from "../../modules/auth/viewer";
import { Company } from "../../modules/company/company.entity";
import { Corporation } from "../../modules/corporation/corporation.entity";
import { PERMISSIONS } from "../../modules/permission/permission-codes";
import { User } from "../../modules/user/user.entity";
import { createServices } from "../../services";

/** CEA allocated for 2024 (pre-allocation), t. */
export const DEMO_CEA_ALLOCATION = 400;
/** CCER bought, t, with their serials. */
export const DEMO_CCER = { quantity: 20, start: "CCER-OW-2024-000101", end: "CCER-OW-2024-000120" };
/** GEC bought (MWh) with their serials, and the MWh retired against 2024's electricity. */
export const DEMO_GEC = { quantity: 1_200, start: "GEC2024-0000001001", end: "GEC2024-0000002200" };
export const DEMO_GEC_RETIRED = 800;

export async function seedDemoCarbonAssets(dataSource: DataSource, config: Config): Promise<void> {
  const admin = await dataSource.getRepository(User).findOneBy({ username: "admin" });
  const company =
    admin && (await dataSource.getRepository(Company).findOneBy({ id: admin.companyId }));
  const plant =
    company &&
    (await dataSource
      .getRepository(Corporation)
      .findOne({ where: { companyId: company.id }, order: { id: "ASC" } }));
  if (!admin || !company || !plant) return;
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
  const { carbonAssets } = createServices(dataSource, config);
  const registry = "全国碳排放权注册登记系统（中碳登）National carbon registry";
  await carbonAssets.record(viewer, {
    kind: "allocation",
    corporationId: plant.id,
    assetType: "CEA",
    vintage: 2024,
    quantity: DEMO_CEA_ALLOCATION,
    date: "2025-01-15",
    counterparty: registry,
    note: "2024 年度配额预分配 Pre-allocation of 2024",
  });
  await carbonAssets.record(viewer, {
    kind: "purchase",
    corporationId: plant.id,
    assetType: "CCER",
    vintage: 2024,
    quantity: DEMO_CCER.quantity,
    serialStart: DEMO_CCER.start,
    serialEnd: DEMO_CCER.end,
    date: "2025-03-10",
    price: 88.5,
    counterparty: "北京绿色交易所 Beijing Green Exchange",
    note: "海上风电项目 Offshore wind project",
  });
  const gec = await carbonAssets.record(viewer, {
    kind: "purchase",
    corporationId: plant.id,
    assetType: "GEC",
    vintage: 2024,
    quantity: DEMO_GEC.quantity,
    serialStart: DEMO_GEC.start,
    serialEnd: DEMO_GEC.end,
    date: "2024-12-20",
    price: 5,
    counterparty: "中国绿色电力证书交易平台 China GEC trading platform",
  });
  // The retirement covers the plant's electricity lines of 2024 in their order, up to its MWh.
  let left = DEMO_GEC_RETIRED;
  const claims: Array<{ activityLineId: number; mwh: number }> = [];
  for (const line of await carbonAssets.claimableLines(viewer, gec.holdingId)) {
    if (left <= 0) break;
    const mwh = Math.min(left, Math.floor(line.remainingMwh));
    if (mwh <= 0) continue;
    claims.push({ activityLineId: line.activityLineId, mwh });
    left -= mwh;
  }
  if (left > 0) return;
  await carbonAssets.record(viewer, {
    kind: "retirement",
    holdingId: gec.holdingId,
    quantity: DEMO_GEC_RETIRED,
    serialStart: "GEC2024-0000001001",
    serialEnd: "GEC2024-0000001800",
    date: "2025-01-20",
    purpose: "scope2",
    claims,
    note: "2024 年外购电力绿证核销 GEC retired for 2024's purchased electricity",
  });
}
