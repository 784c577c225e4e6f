// The screens' own text, one bundle per feature under its own key, merged into the translation
// namespace: `users.title`, `roles.permissionTree`...
import * as accounting from "../features/accounting/messages";
import * as adminAccounting from "../features/admin-accounting/messages";
import * as caseResults from "../features/case-results/messages";
import * as companies from "../features/companies/messages";
import * as enterprise from "../features/enterprise/messages";
import * as permissions from "../features/permissions/messages";
import * as roles from "../features/roles/messages";
import * as users from "../features/users/messages";

const features = {
  users,
  roles,
  permissions,
  companies,
  enterprise,
  accounting,
  caseResults,
  adminAccounting,
};

export const bundles = {
  en: Object.fromEntries(Object.entries(features).map(([key, value]) => [key, value.en])),
  "zh-CN": Object.fromEntries(Object.entries(features).map(([key, value]) => [key, value.zhCN])),
};
