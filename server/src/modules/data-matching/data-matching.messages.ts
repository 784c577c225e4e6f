// The data-matching module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const DATA_MATCHING_MESSAGES = defineMessages(
  {
    synonymNotFound: "The synonym was not found",
    synonymTargetMissing:
      "{field} is required: a synonym of a material names the material datum, of an upstream product the process, of a term the term",
    synonymTargetUnknown: "{field}: no material datum or upstream process {id} you can see",
    synonymTaken: "The synonym {term} already stands for {canonical}",
    synonymSameAsCanonical: "{field}: the term is the same as what it stands for ({canonical})",
    synonymGlobalReadOnly:
      "Global synonyms are the platform operator's: only its users with data matching (gab10) change them",
    matchCandidateNotFound: "The candidate to confirm was not found: {kind} {id}",
    resultsProcessNotFound: "{field}: the upstream process {id} was not found",
    trackedRuleNotFound: "The tracked-data rule was not found",
    trackedRuleTarget: "{field}: give either a material category or a material datum, not both",
    trackedRuleTaken: "A rule for {target} already exists",
    matchReasonExact: "same name",
    matchReasonDirectSynonym: "confirmed synonym {term}",
    matchReasonSynonymName: "synonym of {term}",
    matchReasonSimilarity: "similarity {similarity}",
    matchReasonSynonymSimilarity: "similarity {similarity} to synonym {term}",
    matchReasonUnit: "unit {unit} differs from {wanted}",
    trackedRuleNothingRequired:
      "{field}: a rule requires primary data, evidence or both; delete the rule to require neither",
  },
  {
    synonymNotFound: "未找到该同义词",
    synonymTargetMissing:
      "{field}不能为空：物料的同义词须指明物料数据，上游产品的须指明过程，术语的须指明术语",
    synonymTargetUnknown: "{field}：没有您可见的物料数据或上游过程 {id}",
    synonymTaken: "同义词{term}已对应{canonical}",
    synonymSameAsCanonical: "{field}：该词与其对应的词相同（{canonical}）",
    synonymGlobalReadOnly:
      "全局同义词归平台运营方所有：仅其拥有数据匹配权限（gab10）的用户可以修改",
    matchCandidateNotFound: "未找到要确认的候选项：{kind} {id}",
    resultsProcessNotFound: "{field}：未找到上游过程 {id}",
    trackedRuleNotFound: "未找到该追踪数据规则",
    trackedRuleTarget: "{field}：请指定物料类别或物料数据之一，不能同时指定",
    trackedRuleTaken: "{target}的规则已存在",
    matchReasonExact: "名称相同",
    matchReasonDirectSynonym: "已确认的同义词{term}",
    matchReasonSynonymName: "{term}的同义词",
    matchReasonSimilarity: "相似度 {similarity}",
    matchReasonSynonymSimilarity: "与同义词{term}的相似度 {similarity}",
    matchReasonUnit: "单位 {unit} 与 {wanted} 不同",
    trackedRuleNothingRequired: "{field}：规则须要求初级数据、证据或两者；若都不要求，请删除该规则",
  },
);

type DataMatchingMessages = (typeof DATA_MATCHING_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends DataMatchingMessages {}
}
