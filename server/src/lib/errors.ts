// Domain errors carry one code of a fixed set; GraphQL puts it in `extensions.code` and the
// legacy adapter maps it to its envelope codes. Clients branch on the code, never on the text.
import { translate, type MessageKey, type MessageParams } from "./messages";
import { currentLocale } from "./request-context";

export const ErrorCode = {
  Unauthenticated: "UNAUTHENTICATED",
  SessionExpired: "SESSION_EXPIRED",
  SessionInvalid: "SESSION_INVALID",
  Forbidden: "FORBIDDEN",
  NotFound: "NOT_FOUND",
  BadUserInput: "BAD_USER_INPUT",
  Conflict: "CONFLICT",
  Internal: "INTERNAL",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra machine-readable detail, e.g. the offending field or a reason. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "DomainError";
  }

  static of(
    code: ErrorCode,
    key: MessageKey,
    params?: MessageParams,
    details?: Record<string, unknown>,
  ) {
    return new DomainError(code, translate(key, params), details);
  }
}

const ENTITY_LABELS = {
  user: ["User", "用户"],
  role: ["Role", "角色"],
  company: ["Company", "企业"],
  agent: ["Agent", "代理商"],
  permission: ["Permission", "权限"],
  corporation: ["Corporation", "核算主体"],
  case: ["Case", "核算案例"],
  caseProcess: ["Process", "排放过程"],
  activityLines: ["Activity line", "活动数据"],
  factor: ["Emission factor", "排放因子"],
  template: ["Accounting template", "核算模板"],
  industry: ["Industry", "行业"],
  standard: ["Industry standard", "行业标准"],
  tag: ["Tag", "标签"],
  run: ["Calculation run", "计算记录"],
  file: ["File", "文件"],
  image: ["Image", "图片"],
  job: ["Job", "任务"],
  messageThread: ["Message thread", "留言"],
} as const;
export type EntityName = keyof typeof ENTITY_LABELS;

export const notFound = (entity: EntityName) => {
  const [en, zh] = ENTITY_LABELS[entity];
  return DomainError.of(
    ErrorCode.NotFound,
    "notFound",
    { entity: currentLocale() === "zh-CN" ? zh : en },
    { entity },
  );
};

export const badInput = (field: string, key: MessageKey, params?: MessageParams) =>
  DomainError.of(ErrorCode.BadUserInput, key, { field, ...params }, { field });

export const conflict = (key: MessageKey, params?: MessageParams) =>
  DomainError.of(ErrorCode.Conflict, key, params);

export const forbidden = (key: MessageKey = "forbidden", params?: MessageParams, reason?: string) =>
  DomainError.of(ErrorCode.Forbidden, key, params, reason ? { reason } : {});
