// User-facing server messages in both product languages. Keys are stable; texts may change.
// The platform's own messages (access, validation, limits, the legacy interface) are below; each
// module adds its own with defineMessages in its `<module>.messages.ts`, whose keys join
// MessageCatalog by declaration merging, so `translate` and the error helpers take any of them.
import { currentLocale } from "./request-context";

const en = {
  notFound: "{entity} not found",
  forbidden: "You do not have permission for this operation",
  forbiddenCode: 'You need the permission "{code}" for this operation',
  unauthenticated: "Please sign in first",
  internal: "Something went wrong on the server; the error was logged",
  required: "{field} is required",
  tooLong: "{field} must be at most {max} characters",
  tooShort: "{field} must be at least {min} characters",
  invalidFormat: "{field} has an invalid format: {hint}",
  mustBeInteger: "{field} must be a whole number",
  mustBePositive: "{field} must be a positive whole number",
  nulCharacter: "{field} contains a NUL character (U+0000), which text cannot hold",
  tooManyFields: "The request has more than {max} form fields",
  passwordRequired: "Please enter a new password",
  passwordLength: "Length must be 8 to 16 characters",
  passwordWeak:
    "Password strength weak, should include upper/lower case letters, digits, special symbols",
  unknownCall: "Unknown call: POST {path}. The list of calls is at /api/openapi.json",
  bodyTooLarge: "The request body is too large (limit {limit})",
  malformedBody: "The request body could not be read: {detail}",
  methodNotAllowed: "Only POST is supported by {path}",
  providerNotConfigured:
    "Sign-in through {provider} is not configured for this platform; sign in with a username and password",
  fileUnreadable: "The file could not be read: {detail}",
  unsafeUrl: "{field} must be an https:// address (http:// only for localhost)",
  unsafeImage:
    "{field} must be an https:// address (http:// only for localhost) or the path of a file on this server",
  queryTooCostly:
    "Query cost {cost} exceeds the maximum of {maxCost}; ask for fewer fields or smaller pages",
  tooManyHeavyOperations:
    "A request may carry at most {max} export, calculation, import or upload; this one asks for {count} ({fields}). Send them one request at a time",
  success: "success",
} as const;

type PlatformKey = keyof typeof en;
export type MessageParams = Record<string, string | number>;

const zh: Record<PlatformKey, string> = {
  notFound: "{entity}不存在",
  forbidden: "没有执行此操作的权限",
  forbiddenCode: "执行此操作需要权限“{code}”",
  unauthenticated: "请先登录",
  internal: "服务器内部错误，已记录",
  required: "{field}不能为空",
  tooLong: "{field}最多{max}个字符",
  tooShort: "{field}至少{min}个字符",
  invalidFormat: "{field}格式不正确：{hint}",
  mustBeInteger: "{field}必须是整数",
  mustBePositive: "{field}必须是正整数",
  nulCharacter: "{field}含有空字符（U+0000），文本中不能包含该字符",
  tooManyFields: "请求的表单字段超过{max}个",
  passwordRequired: "请输入新密码",
  passwordLength: "长度在 8 到 16 个字符",
  passwordWeak: "密码强度弱，应包含大小写字母、数字、特殊符号",
  unknownCall: "未知接口：POST {path}。接口列表见 /api/openapi.json",
  bodyTooLarge: "请求体过大（上限 {limit}）",
  malformedBody: "无法读取请求体：{detail}",
  methodNotAllowed: "{path} 只支持 POST",
  providerNotConfigured: "未配置通过{provider}登录，请使用用户名和密码登录",
  fileUnreadable: "无法读取文件：{detail}",
  unsafeUrl: "{field}必须是 https:// 地址（http:// 仅限本机 localhost）",
  unsafeImage: "{field}必须是 https:// 地址（http:// 仅限本机 localhost）或本服务器上文件的路径",
  queryTooCostly: "查询开销 {cost} 超过上限 {maxCost}，请减少字段或缩小分页",
  tooManyHeavyOperations:
    "一次请求最多包含 {max} 个导出、计算、导入或上传操作，本次请求包含 {count} 个（{fields}），请分开逐个发送",
  success: "成功",
};

type PlatformMessages = typeof en;

/** Every message key with its English text: the platform's, and each module's merged in. */
export interface MessageCatalog extends PlatformMessages {}
export type MessageKey = keyof MessageCatalog;

/** A module's messages: English and Chinese texts under the same keys. */
export interface MessageBundle<K extends string = string> {
  readonly en: Readonly<Record<K, string>>;
  readonly zh: Readonly<Record<K, string>>;
}

const catalog: { en: Record<string, string>; zh: Record<string, string> } = {
  en: { ...en },
  zh: { ...zh },
};

/**
 * Adds a module's messages to the catalogue, once, when its messages file is loaded (the
 * module's index imports it). A key another module already defines is refused at start-up.
 */
export function defineMessages<const T extends Record<string, string>>(
  enTexts: T,
  zhTexts: Record<keyof T, string>,
): MessageBundle<Extract<keyof T, string>> & { en: T } {
  for (const key of Object.keys(enTexts)) {
    if (key in catalog.en) throw new Error(`The message key ${key} is defined twice`);
  }
  Object.assign(catalog.en, enTexts);
  Object.assign(catalog.zh, zhTexts);
  return { en: enTexts, zh: zhTexts };
}

/** The text of a key in the request's language, with its {placeholders} filled in. */
export function translate(key: MessageKey, params: MessageParams = {}): string {
  const texts = currentLocale() === "zh-CN" ? catalog.zh : catalog.en;
  // A key whose module was never loaded shows as itself rather than failing the request.
  const template = texts[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
