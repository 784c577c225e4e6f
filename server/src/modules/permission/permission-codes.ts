// The permission catalogue: every code of the product specification (SPEC §2) plus the codes
// this platform adds for operations the specification leaves ungated. Codes are data shared with
// the client and the legacy login answer (`permissionCode`), so they never change spelling.

export const PermissionCode = {
  // Carbon accounting: aa02 is SPEC §2's; aa, aa01 and aa03 gate the rest of the repository
  Accounting: "aa",
  AccountingEdit: "aa01",
  CaseAdd: "aa02",
  AccountingDelete: "aa03",
  // Enterprise centre and account
  EnterpriseCentre: "ct",
  AccountPassword: "ct02",
  // LCA
  LcaCreate: "ff01",
  LcaManage: "ff41",
  LcaList: "ff43",
  // Labels and EPD
  LabelCreate: "fb02",
  EpdCreate: "fd02",
  // Admin data: carbon accounting
  AdminAccounting: "gaa",
  AdminAccountingDefault: "gaa01",
  AdminFactorLibrary: "gaa02",
  AdminTemplate: "gaa03",
  // Admin data: product footprint
  AdminFootprint: "gab",
  AdminProcessModel: "gab01",
  AdminDesignProduct: "gab02",
  AdminProcessAssign: "gab03",
  AdminMaterialData: "gab04",
  AdminTransportData: "gab05",
  AdminUpstreamDatabase: "gab06",
  AdminProductModelAssign: "gab08",
  AdminDataMatching: "gab10",
  AdminResultsComparing: "gab11",
  AdminIndustry: "gac",
  AdminIndustryStandard: "gad",
  AdminImages: "gae",
  AdminCompanyConfigs: "gaf",
  // Users and roles
  UserList: "gbb",
  RoleList: "gbc",
  PermissionList: "gbd",
  CompanyList: "gbe",
  // Product review
  ReviewPerform: "pv01",
  ReviewEpdApplications: "pv02",
  ReviewProductAssign: "pv03",
  // Added by the platform for operations the specification leaves ungated
  UserEdit: "gbb01",
  UserDelete: "gbb02",
  RoleEdit: "gbc01",
  CompanyEdit: "gbe01",
  LoginLog: "glg01",
  AgentArea: "ag",
  AgentBranding: "ag01",
  PlatformAdmin: "sys",
  /** Held implicitly by every signed-in user: own details, password change, sign-out. */
  Account: "acc",
} as const;

export type PermissionCode = (typeof PermissionCode)[keyof typeof PermissionCode];

export interface PermissionDefinition {
  code: PermissionCode;
  name: string;
  nameZh: string;
  parent?: PermissionCode;
}

const P = PermissionCode;

/** The catalogue in menu order; the seed keeps the database table equal to it. */
export const PERMISSIONS: readonly PermissionDefinition[] = [
  { code: P.Accounting, name: "Carbon accounting", nameZh: "碳核算" },
  {
    code: P.AccountingEdit,
    name: "Edit corporations, cases and activity data; calculate",
    nameZh: "编辑核算主体、案例与活动数据并计算",
    parent: P.Accounting,
  },
  {
    code: P.CaseAdd,
    name: "Create carbon accounting case",
    nameZh: "新建核算案例",
    parent: P.Accounting,
  },
  {
    code: P.AccountingDelete,
    name: "Delete corporations and cases",
    nameZh: "删除核算主体与案例",
    parent: P.Accounting,
  },
  { code: P.EnterpriseCentre, name: "Enterprise centre", nameZh: "企业中心" },
  {
    code: P.AccountPassword,
    name: "Account password",
    nameZh: "账号密码",
    parent: P.EnterpriseCentre,
  },
  { code: P.LcaCreate, name: "New product LCA", nameZh: "新建产品LCA" },
  { code: P.LcaManage, name: "Manage product LCA", nameZh: "产品LCA管理" },
  { code: P.LcaList, name: "Product LCA list", nameZh: "产品LCA列表" },
  { code: P.LabelCreate, name: "Create carbon label", nameZh: "创建碳标签" },
  { code: P.EpdCreate, name: "Create EPD report", nameZh: "创建EPD报告" },
  { code: P.AdminAccounting, name: "Carbon accounting data", nameZh: "碳核算数据" },
  {
    code: P.AdminAccountingDefault,
    name: "Accounting defaults",
    nameZh: "默认配置",
    parent: P.AdminAccounting,
  },
  {
    code: P.AdminFactorLibrary,
    name: "Emission factor library",
    nameZh: "排放因子库",
    parent: P.AdminAccounting,
  },
  {
    code: P.AdminTemplate,
    name: "Accounting base models",
    nameZh: "核算基础模型",
    parent: P.AdminAccounting,
  },
  { code: P.AdminFootprint, name: "Product footprint data", nameZh: "产品足迹数据" },
  {
    code: P.AdminProcessModel,
    name: "Process models",
    nameZh: "过程模型",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminDesignProduct,
    name: "Products and categories",
    nameZh: "产品与分类",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminProcessAssign,
    name: "Process assignment",
    nameZh: "过程分配",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminMaterialData,
    name: "Material data",
    nameZh: "材料数据",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminTransportData,
    name: "Transport data",
    nameZh: "运输数据",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminUpstreamDatabase,
    name: "Upstream database",
    nameZh: "上游数据库",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminProductModelAssign,
    name: "Product model assignment",
    nameZh: "产品模型分配",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminDataMatching,
    name: "Data matching",
    nameZh: "数据匹配",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminResultsComparing,
    name: "Results comparison",
    nameZh: "结果对比",
    parent: P.AdminFootprint,
  },
  { code: P.AdminIndustry, name: "Industries", nameZh: "行业管理" },
  { code: P.AdminIndustryStandard, name: "Industry standards", nameZh: "行业标准" },
  { code: P.AdminImages, name: "Images", nameZh: "图片管理" },
  { code: P.AdminCompanyConfigs, name: "Company configuration", nameZh: "企业配置" },
  { code: P.UserList, name: "Users", nameZh: "用户管理" },
  { code: P.UserEdit, name: "Create and edit users", nameZh: "新增和编辑用户", parent: P.UserList },
  { code: P.UserDelete, name: "Delete users", nameZh: "删除用户", parent: P.UserList },
  { code: P.RoleList, name: "Roles", nameZh: "角色管理" },
  { code: P.RoleEdit, name: "Edit roles and grants", nameZh: "编辑角色与授权", parent: P.RoleList },
  { code: P.PermissionList, name: "Permission catalogue", nameZh: "权限目录" },
  { code: P.CompanyList, name: "Companies", nameZh: "企业管理" },
  {
    code: P.CompanyEdit,
    name: "Create and edit companies",
    nameZh: "新增和编辑企业",
    parent: P.CompanyList,
  },
  { code: P.ReviewPerform, name: "Review products", nameZh: "产品评审" },
  { code: P.ReviewEpdApplications, name: "EPD applications", nameZh: "EPD申请" },
  { code: P.ReviewProductAssign, name: "Assign reviews", nameZh: "评审分配" },
  { code: P.LoginLog, name: "Login log", nameZh: "登录日志" },
  { code: P.AgentArea, name: "Agent client management", nameZh: "代理商客户管理" },
  { code: P.AgentBranding, name: "Agent branding", nameZh: "代理商品牌设置", parent: P.AgentArea },
  { code: P.Account, name: "Own account", nameZh: "本人账号" },
  {
    code: P.PlatformAdmin,
    name: "Platform administration (all companies)",
    nameZh: "平台管理（全部企业）",
  },
];

const known = new Set<string>(PERMISSIONS.map((p) => p.code));

export function isPermissionCode(code: string): code is PermissionCode {
  return known.has(code);
}
