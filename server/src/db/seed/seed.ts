// First-start data: the platform agent, a demo company, `admin` (every permission) and `demo`
// (a few). It runs only on an empty database and never overwrites existing rows. The permission
// catalogue and the industry sections are reference data and are completed on every start.
import type { DataSource, EntityManager } from "typeorm";
import { hashPassword } from "../../lib/password";
import { Agent } from "../../modules/agent/agent.entity";
import { Company, CompanyStatus } from "../../modules/company/company.entity";
import { PERMISSIONS, PermissionCode } from "../../modules/permission/permission-codes";
import { Permission } from "../../modules/permission/permission.entity";
import { Industry } from "../../modules/reference/industry.entity";
import { IMPLICIT_CODES } from "../../modules/auth/viewer";
import { Role } from "../../modules/role/role.entity";
import { User, UserStatus } from "../../modules/user/user.entity";
import { INDUSTRY_SECTIONS } from "./industries";
import { seedLibrary } from "./library";

export interface SeedOptions {
  seedPassword: string;
  initialPassword: string;
}

/** Codes of the demo user: carbon accounting, LCA, labels and the enterprise centre. */
export const DEMO_CODES: readonly string[] = [
  PermissionCode.Accounting,
  PermissionCode.AccountingEdit,
  PermissionCode.CaseAdd,
  PermissionCode.AccountingDelete,
  PermissionCode.Panorama,
  PermissionCode.PanoramaEdit,
  PermissionCode.CarbonFlow,
  PermissionCode.Ledger,
  PermissionCode.LedgerEdit,
  PermissionCode.Report,
  PermissionCode.ReportGenerate,
  PermissionCode.Comparison,
  PermissionCode.EnterpriseCentre,
  PermissionCode.AccountPassword,
  PermissionCode.LcaCreate,
  PermissionCode.LcaList,
  PermissionCode.LabelCreate,
  PermissionCode.EpdCreate,
];

export async function seed(
  dataSource: DataSource,
  options: SeedOptions,
): Promise<{ created: boolean }> {
  return dataSource.transaction(async (manager) => {
    await syncPermissions(manager);
    await seedIndustries(manager);
    await seedLibrary(manager);
    if ((await manager.count(Agent)) > 0) return { created: false };

    const agent = await manager.save(Agent, {
      name: "Carbon Platform",
      isPlatform: true,
      domains: ["localhost", "127.0.0.1"],
      description: "Carbon accounting and LCA platform",
      bannerTitle: "Carbon accounting and product footprints in one place",
      bannerInfo: "GHG inventories by scope, product LCA, labels and EPDs",
      authSettings: {},
    });
    const company = await manager.save(Company, {
      agentId: agent.id,
      name: "Demo Manufacturing Co., Ltd.",
      creditCode: "91310000MA1FL0000X",
      status: CompanyStatus.Active,
      initialPasswordHash: await hashPassword(options.initialPassword),
    });
    await manager.update(Agent, agent.id, { ownerCompanyId: company.id });

    const permissions = await manager.find(Permission);
    const administrator = await manager.save(Role, {
      companyId: company.id,
      name: "Administrator",
      description: "Every permission",
      permissions: permissions.filter((p) => !IMPLICIT_CODES.includes(p.code)),
    });
    const accountant = await manager.save(Role, {
      companyId: company.id,
      name: "Carbon accountant",
      description: "Carbon accounting, product LCA and labels",
      permissions: permissions.filter((p) => DEMO_CODES.includes(p.code)),
    });

    const passwordHash = await hashPassword(options.seedPassword);
    const account = {
      companyId: company.id,
      passwordHash,
      mustChangePassword: false,
      status: UserStatus.Active,
    };
    await manager.save(User, {
      ...account,
      username: "admin",
      realname: "Administrator",
      roles: [administrator],
    });
    await manager.save(User, {
      ...account,
      username: "demo",
      realname: "Demo User",
      roles: [accountant],
    });
    return { created: true };
  });
}

/**
 * Adds missing catalogue codes and refreshes names; codes are never removed here. A code new to
 * this database is granted to the roles holding its `grantWith` code.
 */
async function syncPermissions(manager: EntityManager): Promise<void> {
  const existing = new Set(
    (await manager.find(Permission, { select: { code: true } })).map((p) => p.code),
  );
  const added = existing.size > 0 ? PERMISSIONS.filter((p) => !existing.has(p.code)) : [];
  await manager.upsert(
    Permission,
    PERMISSIONS.map((p, index) => ({
      code: p.code,
      name: p.name,
      nameEn: p.nameEn,
      parentCode: p.parent ?? null,
      sort: index,
    })),
    ["code"],
  );
  for (const permission of added) {
    if (!permission.grantWith) continue;
    await manager.query(
      `INSERT INTO role_permission (role_id, permission_code)
       SELECT role_id, $1 FROM role_permission WHERE permission_code = $2
       ON CONFLICT DO NOTHING`,
      [permission.code, permission.grantWith],
    );
  }
}

async function seedIndustries(manager: EntityManager): Promise<void> {
  if ((await manager.count(Industry)) > 0) return;
  await manager.insert(
    Industry,
    INDUSTRY_SECTIONS.map((section, index) => ({ ...section, parentId: null, sort: index })),
  );
}
