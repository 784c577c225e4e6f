// The LCA product library's messages (products, studies, model lines, calculations, the LCA
// log) in both product languages; the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const LCA_PRODUCT_MESSAGES = defineMessages(
  {
    lcaProductNotFound: "Product not found",
    lcaLineNotFound: "Model line not found",
    lcaCalculationNotFound: "Calculation not found",
    lcaUnknownCode: "{field}: {value} is not one of {allowed}",
    lcaPositiveAmount: "{field}: the amount must be greater than 0",
    lcaUnknownUnit: "{field}: {unit} is not a unit of the platform",
    lcaStageNotInScheme: "{field}: stage {stage} is not a stage of {standard}",
    lcaDatabaseNotFound: "{field}: the upstream database {id} does not exist",
    lcaCategoryNotFound: "{field}: the product category {id} does not exist",
    lcaReleasedFrozen:
      "{name} is released: its model is frozen. Make a new version to change it (it will need review again)",
    lcaUnderReviewFrozen:
      "{name} is submitted for review: its model is frozen until the reviewer asks for changes or the submission is withdrawn",
    lcaOldVersionReadOnly:
      "Version {version} of {name} is kept as calculated; edit the current version {current}",
    lcaCalculationRunning:
      "Version {version} of {name} is already being calculated (calculation {number}); wait for it or cancel it",
    lcaModelBlocked: "{name} cannot be calculated: {problems}",
    lcaModelEmpty: "{name} has no lines to calculate",
    lcaNoSucceeded: "Calculation {number} has no results: it {status}",
    lcaCompareDatabases:
      "The two calculations use different databases ({first}, {second}); compare calculations on one database",
    lcaImportNotWorkbook: "The file is not an Excel workbook (.xlsx)",
    lcaImportNoSheet: "The workbook has no sheet named {sheet}",
    lcaImportNoRows: "The sheet {sheet} has no rows to import",
    // problems of one line, shown with its name
    lcaLineNoSource: "no data source chosen",
    lcaLineSourceMissing: "its {kind} {id} no longer exists or is not available to this company",
    lcaLineNoDatabase: "the study has no background database for the database product",
    lcaLineOtherDatabase:
      "the database product {source} belongs to {database}, not to the study's database",
    lcaLineUnitMismatch: "{unit} cannot be converted to {expected}, the unit of {source}",
    lcaLineSourceUnitUnknown:
      "the database product {source} is given in {unit}, which the platform cannot convert",
    lcaLineZero: "its quantity is 0: fill it in or remove the line",
    lcaLineNoFootprint: "the material datum {source} has no footprint (kg CO2e per unit)",
    lcaLineNeedsSupplierGwp: "the supplier's footprint (kg CO2e per unit) is missing",
    lcaLineNeedsDistance: "a transport leg needs its distance in km",
    lcaLineTransportMass: "a transport leg's quantity is the mass carried: {unit} is not a mass",
    lcaLineCoproductProperty:
      "{allocation} allocation needs the co-product's {property} per unit, and the product's own",
    lcaLineCoproductSource:
      "under system expansion a co-product needs what it replaces as its source",
    lcaLineProcessModel: "the process model {source} cannot be used: {reason}",
    lcaLineLoop: "its process models draw on each other in a loop: {cycle}",
    lcaLineStage: "stage {stage} is not a stage of the study's standard",
    lcaUsedByProducts: "{products} LCA products (companies: {companies})",
    lcaStepSystem: "Building the product system",
    lcaStepSolve: "Solving",
    lcaStepResults: "Contributions, tree and Sankey",
    lcaAllocationPhysical: "Physical",
    lcaAllocationEconomic: "Economic",
    lcaPropertyMass: "mass (kg)",
    lcaPropertyPrice: "price",
  },
  {
    lcaProductNotFound: "产品不存在",
    lcaLineNotFound: "模型明细不存在",
    lcaCalculationNotFound: "计算记录不存在",
    lcaUnknownCode: "{field}：{value} 不是 {allowed} 之一",
    lcaPositiveAmount: "{field}：数量必须大于 0",
    lcaUnknownUnit: "{field}：{unit} 不是平台的单位",
    lcaStageNotInScheme: "{field}：阶段 {stage} 不属于 {standard}",
    lcaDatabaseNotFound: "{field}：上游数据库 {id} 不存在",
    lcaCategoryNotFound: "{field}：产品分类 {id} 不存在",
    lcaUnderReviewFrozen: "{name} 已提交评审，模型已冻结；评审要求修改或撤回提交后方可编辑",
    lcaReleasedFrozen: "{name} 已发布，模型已冻结。如需修改请新建版本（新版本需重新审核）",
    lcaOldVersionReadOnly: "{name} 的版本 {version} 按计算时保留，请编辑当前版本 {current}",
    lcaCalculationRunning:
      "{name} 的版本 {version} 正在计算（第 {number} 次计算），请等待完成或取消后再试",
    lcaModelBlocked: "{name} 无法计算：{problems}",
    lcaModelEmpty: "{name} 没有可计算的明细",
    lcaNoSucceeded: "第 {number} 次计算没有结果：{status}",
    lcaCompareDatabases: "两次计算使用不同的数据库（{first}、{second}），请比较同一数据库上的计算",
    lcaImportNotWorkbook: "文件不是 Excel 工作簿（.xlsx）",
    lcaImportNoSheet: "工作簿中没有名为 {sheet} 的工作表",
    lcaImportNoRows: "工作表 {sheet} 没有可导入的行",
    lcaLineNoSource: "未选择数据来源",
    lcaLineSourceMissing: "其{kind} {id} 已不存在或本企业不可用",
    lcaLineNoDatabase: "研究未选择背景数据库，无法使用数据库产品",
    lcaLineOtherDatabase: "数据库产品 {source} 属于 {database}，不是研究所选的数据库",
    lcaLineUnitMismatch: "{unit} 无法换算为 {source} 的单位 {expected}",
    lcaLineSourceUnitUnknown: "数据库产品 {source} 的单位为 {unit}，平台无法换算",
    lcaLineZero: "数量为 0：请填写或删除该明细",
    lcaLineNoFootprint: "材料数据 {source} 没有碳足迹（kg CO2e/单位）",
    lcaLineNeedsSupplierGwp: "缺少供应商碳足迹（kg CO2e/单位）",
    lcaLineNeedsDistance: "运输明细需要填写运输距离（km）",
    lcaLineTransportMass: "运输明细的数量是运输的质量：{unit} 不是质量单位",
    lcaLineCoproductProperty: "{allocation}分配需要共生产品及本产品每单位的{property}",
    lcaLineCoproductSource: "系统扩展时，共生产品需选择其替代的产品作为数据来源",
    lcaLineProcessModel: "过程模型 {source} 无法使用：{reason}",
    lcaLineLoop: "其过程模型相互引用形成循环：{cycle}",
    lcaLineStage: "阶段 {stage} 不属于研究所选标准的阶段",
    lcaUsedByProducts: "{products} 个 LCA 产品（涉及 {companies} 家企业）",
    lcaStepSystem: "构建产品系统",
    lcaStepSolve: "求解",
    lcaStepResults: "贡献分析、贡献树与桑基图",
    lcaAllocationPhysical: "物理",
    lcaAllocationEconomic: "经济",
    lcaPropertyMass: "质量（kg）",
    lcaPropertyPrice: "价格",
  },
);

type LcaProductMessages = (typeof LCA_PRODUCT_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends LcaProductMessages {}
}
