import { CalculationRun } from "../modules/accounting/calculation-run.entity";
import { CaseProcess } from "../modules/accounting/case-process.entity";
import { Case } from "../modules/accounting/case.entity";
import { Corporation } from "../modules/accounting/corporation.entity";
import { ProcessData } from "../modules/accounting/process-data.entity";
import { Tag } from "../modules/accounting/tag.entity";
import { Agent } from "../modules/agent/agent.entity";
import {
  BaseModel,
  BaseModelProcess,
  BaseModelSource,
} from "../modules/base-model/base-model.entity";
import { IndustryDefault } from "../modules/base-model/industry-default.entity";
import { IndustryStandard } from "../modules/base-model/industry-standard.entity";
import { EmissionFactor } from "../modules/factor/emission-factor.entity";
import { StoredFile } from "../modules/file/stored-file.entity";
import { LoginThrottle } from "../modules/auth/login-throttle.entity";
import { Session } from "../modules/auth/session.entity";
import { Company } from "../modules/company/company.entity";
import { LoginLog } from "../modules/login-log/login-log.entity";
import { Permission } from "../modules/permission/permission.entity";
import { Industry } from "../modules/reference/industry.entity";
import { Role } from "../modules/role/role.entity";
import { User } from "../modules/user/user.entity";

/** Every entity of the data source; migrations are generated from these. */
export const entities = [
  Agent,
  Company,
  User,
  Role,
  Permission,
  Session,
  LoginLog,
  LoginThrottle,
  Industry,
  IndustryStandard,
  IndustryDefault,
  EmissionFactor,
  BaseModel,
  BaseModelProcess,
  BaseModelSource,
  Corporation,
  Tag,
  Case,
  CaseProcess,
  ProcessData,
  CalculationRun,
  StoredFile,
];
