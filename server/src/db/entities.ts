import { Agent } from "../modules/agent/agent.entity";
import { Session } from "../modules/auth/session.entity";
import { Company } from "../modules/company/company.entity";
import { LoginLog } from "../modules/login-log/login-log.entity";
import { Permission } from "../modules/permission/permission.entity";
import { Industry } from "../modules/reference/industry.entity";
import { Role } from "../modules/role/role.entity";
import { User } from "../modules/user/user.entity";

/** Every entity of the data source; migrations are generated from these. */
export const entities = [Agent, Company, User, Role, Permission, Session, LoginLog, Industry];
