// The process model module's messages (process models, product categories, design products,
// assignments) in both product languages; the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const PROCESS_MODEL_MESSAGES = defineMessages(
  {
    usedByProcessModels: "process models {names}",
    usedByDesignProducts: "design products {names}",
    processModelNotFound: "Process model not found",
    designProductNotFound: "Design product not found",
    productCategoryNotFound: "Product category not found",
    modelGlobalReadOnly:
      "Only the platform operator can change the global rows; add your company's own instead",
    operatorOnly: "Only the platform operator's users can assign global models to companies",
    modelCodeTaken: "{field}: the code {code} is already used by {name}",
    categoryCodeTaken: "{field}: the category code {code} is already used by {name}",
    unknownPlatformUnit: "{field}: {unit} is not a unit of the platform",
    lineNeedsSource:
      "{field}: an input needs its source: a material, a database product or a process model",
    lineSourceNotFound:
      "{field}: {kind} {id} does not exist or is not available to this model's owner",
    globalUsesGlobal:
      "{field}: a global process model can only use global material data and global process models",
    lineNeedsName: "{field}: give the name of the by-product or elementary flow",
    emissionNeedsCompartment: "{field}: an emission needs its compartment (air, water or soil)",
    unitMismatch: "{field}: {unit} cannot be converted to {expected}, the unit of {source}",
    upstreamUnitUnknown:
      "{field}: the database product {source} is given in {unit}, which the platform cannot convert",
    allocationNeedsMass:
      "{field}: physical allocation needs the mass (kg) per unit of every output",
    allocationNeedsPrice: "{field}: economic allocation needs the price per unit of every output",
    referenceAmountPositive: "{field}: the reference amount must be above 0",
    processModelCycle: "{field}: {name} would use itself: {cycle}",
    processModelInUse: "{name} is used by {users}; remove it there first",
    categoryParentCycle: "{field}: a category cannot sit under itself or one of its own children",
    categoryHasChildren: "{name} has sub-categories; move or delete them first",
    categoryInUse: "{name} is used by {count} design product(s), e.g. {example}; change them first",
    stageNotInScheme: "{field}: {stage} is not a stage of {scheme}",
    itemNeedsSource: "{field}: give the process model or the material the stage uses",
    notGlobalModel: "{field}: {id} is not a global model",
  },
  {
    usedByProcessModels: "过程模型 {names}",
    usedByDesignProducts: "设计产品 {names}",
    processModelNotFound: "过程模型不存在",
    designProductNotFound: "设计产品不存在",
    productCategoryNotFound: "产品分类不存在",
    modelGlobalReadOnly: "只有平台运营方可以修改公共数据，请添加本企业自有数据",
    operatorOnly: "只有平台运营方的用户可以把公共模型分配给企业",
    modelCodeTaken: "{field}：编码 {code} 已被 {name} 使用",
    categoryCodeTaken: "{field}：分类编码 {code} 已被 {name} 使用",
    unknownPlatformUnit: "{field}：{unit} 不是平台的计量单位",
    lineNeedsSource: "{field}：输入须指定来源：材料、数据库产品或过程模型",
    lineSourceNotFound: "{field}：{kind} {id} 不存在，或本模型的所有者不能使用",
    globalUsesGlobal: "{field}：公共过程模型只能使用公共材料数据和公共过程模型",
    lineNeedsName: "{field}：请填写副产品或基本流的名称",
    emissionNeedsCompartment: "{field}：排放须指定环境介质（大气、水体或土壤）",
    unitMismatch: "{field}：{unit} 无法换算为 {source} 的单位 {expected}",
    upstreamUnitUnknown: "{field}：数据库产品 {source} 的单位是 {unit}，平台无法换算",
    allocationNeedsMass: "{field}：物理分配须填写每个产出的单位质量（kg）",
    allocationNeedsPrice: "{field}：经济分配须填写每个产出的单价",
    referenceAmountPositive: "{field}：参考产出数量须大于 0",
    processModelCycle: "{field}：{name} 将间接使用自身：{cycle}",
    processModelInUse: "{name} 正被 {users} 使用，请先在那里移除",
    categoryParentCycle: "{field}：分类不能放在自身或其下级分类之下",
    categoryHasChildren: "{name} 下有子分类，请先移动或删除",
    categoryInUse: "{name} 正被 {count} 个设计产品使用（如 {example}），请先修改这些产品",
    stageNotInScheme: "{field}：{stage} 不是 {scheme} 的阶段",
    itemNeedsSource: "{field}：请指定该阶段使用的过程模型或材料",
    notGlobalModel: "{field}：{id} 不是公共模型",
  },
);

type ProcessModelMessages = (typeof PROCESS_MODEL_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends ProcessModelMessages {}
}
