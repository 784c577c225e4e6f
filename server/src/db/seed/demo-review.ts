// A first-start review organisation next to the demo company, so a new installation can take a
// study through review to release: "Demo Verification Centre" with `reviewer`, who assigns,
// reviews and verifies EPDs (pv01, pv02, pv03). A reviewer never reviews their own company's
// studies, so the organisation is a company of its own.
import type { DataSource } from "typeorm";
import { hashPassword } from "../../lib/password";
import { Agent } from "../../modules/agent/agent.entity";
import { Company, CompanyStatus } from "../../modules/company/company.entity";
import { PermissionCode } from "../../modules/permission/permission-codes";
import { Permission } from "../../modules/permission/permission.entity";
import { Role } from "../../modules/role/role.entity";
import { User, UserStatus } from "../../modules/user/user.entity";
import type { SeedOptions } from "./seed";

export const REVIEWER_CODES: readonly string[] = [
  PermissionCode.ReviewPerform,
  PermissionCode.ReviewEpdApplications,
  PermissionCode.ReviewProductAssign,
];

export async function seedDemoReviewers(
  dataSource: DataSource,
  options: SeedOptions,
): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const agent = await manager.findOneBy(Agent, { isPlatform: true });
    if (!agent || (await manager.existsBy(User, { username: "reviewer" }))) return;
    const company = await manager.save(Company, {
      agentId: agent.id,
      name: "示范认证中心 Demo Verification Centre",
      creditCode: "12100000MB0000000R",
      status: CompanyStatus.Active,
      initialPasswordHash: await hashPassword(options.initialPassword),
    });
    const permissions = await manager.find(Permission);
    const role = await manager.save(Role, {
      companyId: company.id,
      name: "评审员 Reviewer",
      description: "Assigns and performs product reviews; verifies EPDs",
      permissions: permissions.filter((p) => REVIEWER_CODES.includes(p.code)),
    });
    await manager.save(User, {
      companyId: company.id,
      passwordHash: await hashPassword(options.seedPassword),
      mustChangePassword: false,
      status: UserStatus.Active,
      username: "reviewer",
      realname: "Li Reviewer 李评审",
      roles: [role],
    });
  });
}
