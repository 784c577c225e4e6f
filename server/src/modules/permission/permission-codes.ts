// The permission catalogue: every code of the product specification (SPEC §2) plus the codes
// this platform adds for operations the specification leaves ungated. Codes are data shared with
// the client and the legacy login answer (`permissionCode`), so they never change spelling.

export const PermissionCode = {
  // Carbon accounting: aa02 is SPEC §2's; aa, aa01 and aa03 gate the rest of the repository
  Accounting: "aa",
  AccountingEdit: "aa01",
  CaseAdd: "aa02",
  AccountingDelete: "aa03",
  // Corporate analytics over calculated cases (the specification leaves these screens ungated)
  Panorama: "pa",
  PanoramaEdit: "pa01",
  CarbonFlow: "cf",
  Ledger: "bk",
  LedgerEdit: "bk01",
  Report: "rp",
  ReportGenerate: "rp01",
  Comparison: "cp",
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
  OpenPlatform: "op",
  OpenPlatformEdit: "op01",
  PlatformAdmin: "sys",
  /** Held implicitly by every signed-in user: own details, password change, sign-out. */
  Account: "acc",
} as const;

export type PermissionCode = (typeof PermissionCode)[keyof typeof PermissionCode];

export interface PermissionDefinition {
  code: PermissionCode;
  name: string;
  nameEn: string;
  parent?: PermissionCode;
  /**
   * When the code first appears in an existing database, every role holding this code receives
   * it too, so a new module is not hidden from the roles that already use its data.
   */
  grantWith?: PermissionCode;
}

const P = PermissionCode;

/** The catalogue in menu order; the seed keeps the database table equal to it. */
export const PERMISSIONS: readonly PermissionDefinition[] = [
  { code: P.Accounting, name: "碳核算", nameEn: "Carbon accounting" },
  {
    code: P.AccountingEdit,
    name: "编辑核算主体、案例与活动数据并计算",
    nameEn: "Edit corporations, cases and activity data; calculate",
    parent: P.Accounting,
  },
  {
    code: P.CaseAdd,
    name: "新建核算案例",
    nameEn: "Create carbon accounting case",
    parent: P.Accounting,
  },
  {
    code: P.AccountingDelete,
    name: "删除核算主体与案例",
    nameEn: "Delete corporations and cases",
    parent: P.Accounting,
  },
  { code: P.Panorama, name: "碳全景", nameEn: "Carbon panorama", grantWith: P.Accounting },
  {
    code: P.PanoramaEdit,
    name: "编辑全景图表与分享链接",
    nameEn: "Edit panorama charts and share links",
    parent: P.Panorama,
    grantWith: P.AccountingEdit,
  },
  { code: P.CarbonFlow, name: "碳流图", nameEn: "Carbon flow", grantWith: P.Accounting },
  {
    code: P.Ledger,
    name: "碳账本与碳资产",
    nameEn: "Carbon ledger and assets",
    grantWith: P.Accounting,
  },
  {
    code: P.LedgerEdit,
    name: "登记碳资产交易",
    nameEn: "Record carbon asset transactions",
    parent: P.Ledger,
    grantWith: P.AccountingEdit,
  },
  { code: P.Report, name: "碳报告", nameEn: "Carbon reports", grantWith: P.Accounting },
  {
    code: P.ReportGenerate,
    name: "生成碳报告",
    nameEn: "Generate carbon reports",
    parent: P.Report,
    grantWith: P.AccountingEdit,
  },
  { code: P.Comparison, name: "碳对比", nameEn: "Case comparison", grantWith: P.Accounting },
  { code: P.EnterpriseCentre, name: "企业中心", nameEn: "Enterprise centre" },
  {
    code: P.AccountPassword,
    name: "账号密码",
    nameEn: "Account password",
    parent: P.EnterpriseCentre,
  },
  { code: P.LcaCreate, name: "新建产品LCA", nameEn: "New product LCA" },
  { code: P.LcaManage, name: "产品LCA管理", nameEn: "Manage product LCA" },
  { code: P.LcaList, name: "产品LCA列表", nameEn: "Product LCA list" },
  { code: P.LabelCreate, name: "创建碳标签", nameEn: "Create carbon label" },
  { code: P.EpdCreate, name: "创建EPD报告", nameEn: "Create EPD report" },
  { code: P.AdminAccounting, name: "碳核算数据", nameEn: "Carbon accounting data" },
  {
    code: P.AdminAccountingDefault,
    name: "默认配置",
    nameEn: "Accounting defaults",
    parent: P.AdminAccounting,
  },
  {
    code: P.AdminFactorLibrary,
    name: "排放因子库",
    nameEn: "Emission factor library",
    parent: P.AdminAccounting,
  },
  {
    code: P.AdminTemplate,
    name: "核算基础模型",
    nameEn: "Accounting base models",
    parent: P.AdminAccounting,
  },
  { code: P.AdminFootprint, name: "产品足迹数据", nameEn: "Product footprint data" },
  {
    code: P.AdminProcessModel,
    name: "过程模型",
    nameEn: "Process models",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminDesignProduct,
    name: "产品与分类",
    nameEn: "Products and categories",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminProcessAssign,
    name: "过程分配",
    nameEn: "Process assignment",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminMaterialData,
    name: "材料数据",
    nameEn: "Material data",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminTransportData,
    name: "运输数据",
    nameEn: "Transport data",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminUpstreamDatabase,
    name: "上游数据库",
    nameEn: "Upstream database",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminProductModelAssign,
    name: "产品模型分配",
    nameEn: "Product model assignment",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminDataMatching,
    name: "数据匹配",
    nameEn: "Data matching",
    parent: P.AdminFootprint,
  },
  {
    code: P.AdminResultsComparing,
    name: "结果对比",
    nameEn: "Results comparison",
    parent: P.AdminFootprint,
  },
  { code: P.AdminIndustry, name: "行业管理", nameEn: "Industries" },
  { code: P.AdminIndustryStandard, name: "行业标准", nameEn: "Industry standards" },
  { code: P.AdminImages, name: "图片管理", nameEn: "Images" },
  { code: P.AdminCompanyConfigs, name: "企业配置", nameEn: "Company configuration" },
  { code: P.UserList, name: "用户管理", nameEn: "Users" },
  { code: P.UserEdit, name: "新增和编辑用户", nameEn: "Create and edit users", parent: P.UserList },
  { code: P.UserDelete, name: "删除用户", nameEn: "Delete users", parent: P.UserList },
  { code: P.RoleList, name: "角色管理", nameEn: "Roles" },
  { code: P.RoleEdit, name: "编辑角色与授权", nameEn: "Edit roles and grants", parent: P.RoleList },
  { code: P.PermissionList, name: "权限目录", nameEn: "Permission catalogue" },
  { code: P.CompanyList, name: "企业管理", nameEn: "Companies" },
  {
    code: P.CompanyEdit,
    name: "新增和编辑企业",
    nameEn: "Create and edit companies",
    parent: P.CompanyList,
  },
  { code: P.ReviewPerform, name: "产品评审", nameEn: "Review products" },
  { code: P.ReviewEpdApplications, name: "EPD申请", nameEn: "EPD applications" },
  { code: P.ReviewProductAssign, name: "评审分配", nameEn: "Assign reviews" },
  { code: P.LoginLog, name: "登录日志", nameEn: "Login log" },
  { code: P.AgentArea, name: "代理商客户管理", nameEn: "Agent client management" },
  { code: P.AgentBranding, name: "代理商品牌设置", nameEn: "Agent branding", parent: P.AgentArea },
  {
    code: P.OpenPlatform,
    name: "开放平台",
    nameEn: "Open platform",
    grantWith: P.RoleEdit,
  },
  {
    code: P.OpenPlatformEdit,
    name: "管理API客户端与授权",
    nameEn: "Manage API clients and their grants",
    parent: P.OpenPlatform,
    grantWith: P.RoleEdit,
  },
  { code: P.Account, name: "本人账号", nameEn: "Own account" },
  {
    code: P.PlatformAdmin,
    name: "平台管理（全部企业）",
    nameEn: "Platform administration (all companies)",
  },
];

const known = new Set<string>(PERMISSIONS.map((p) => p.code));

export function isPermissionCode(code: string): code is PermissionCode {
  return known.has(code);
}
