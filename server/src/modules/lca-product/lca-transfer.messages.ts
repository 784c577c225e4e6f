// Messages of the product library's files (the bill-of-materials template and its import, the
// results workbook and the Sankey CSV) in both product languages; the module's index registers
// them beside the module's other messages.
import { defineMessages } from "../../lib/messages";

export const LCA_TRANSFER_MESSAGES = defineMessages(
  {
    lcaImportStage: "{value} is not a stage of {standard}: write one of {allowed}",
    lcaImportCode: "{value} is not one of {allowed}",
    lcaImportYesNo: "{value} is not yes or no (是 / 否)",
    lcaImportQuality: "give all five pedigree scores (1 to 5), or none",
    lcaImportSourceKindMissing: "a source needs its source kind ({allowed})",
    lcaImportSourceMissing: "a {kind} line needs the name or id of its source",
    lcaImportSourceNotFound: "no {kind} named {name} is available to this company",
    lcaImportSourceSimilar:
      "no {kind} is named exactly {name}; write one of these names or its id: {candidates}",
    lcaImportSourceAmbiguous:
      "{count} of the {kind} entries are named {name}; write the id of one: {candidates}",
  },
  {
    lcaImportStage: "{value} 不是 {standard} 的阶段，请填写 {allowed} 之一",
    lcaImportCode: "{value} 不是 {allowed} 之一",
    lcaImportYesNo: "{value} 不是“是”或“否”（yes / no）",
    lcaImportQuality: "数据质量评分需五项（1 至 5）全部填写，或全部留空",
    lcaImportSourceKindMissing: "填写了数据来源时需填写来源类型（{allowed}）",
    lcaImportSourceMissing: "来源类型为{kind}的明细需填写数据来源的名称或编号",
    lcaImportSourceNotFound: "本企业可用的{kind}中没有名为 {name} 的条目",
    lcaImportSourceSimilar:
      "没有名称恰为 {name} 的{kind}，请填写以下名称之一或其编号：{candidates}",
    lcaImportSourceAmbiguous: "有 {count} 条{kind}名为 {name}，请填写其中一条的编号：{candidates}",
  },
);

type LcaTransferMessages = (typeof LCA_TRANSFER_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends LcaTransferMessages {}
}
