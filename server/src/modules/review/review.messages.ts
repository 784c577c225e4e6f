// The review workflow's messages to users in both product languages.
import { defineMessages } from "../../lib/messages";

export const REVIEW_MESSAGES = defineMessages(
  {
    reviewNotFound: "The review does not exist",
    reviewCommentNotFound: "The review comment does not exist",
    reviewOrganisationUnknown:
      "{field}: company {id} is not a review organisation you can submit to",
    reviewCalculationNotReady:
      "{field}: calculation {id} is not a succeeded calculation of the current version {version} of {name}",
    reviewCalculationStale:
      "{field}: calculation {number} is older than the last change to the model of {name}; calculate again and submit the new calculation",
    reviewAlreadyOpen:
      "{name} is already under review (status {status}); answer or withdraw that review first",
    reviewNotDraft: "{name} is {status}: only a draft study can be submitted for review",
    reviewWrongState: "The review of {name} is {status}: {action} is not possible now",
    reviewNotAssigned: "You are not assigned to the review of {name}",
    reviewOwnCompany: "A reviewer cannot review a study of their own company ({name})",
    reviewReviewerUnknown:
      "{field}: user {id} is not an active reviewer (pv01) of your review organisation",
    reviewLineNotInVersion: "{field}: line {id} is not a line of version {version} of {name}",
    reviewUnresolvedComments:
      "{count} comments of this review are not resolved; resolve them, or ask for changes",
    reviewChangesNeedReason:
      "Say what must change: add a comment or a note before asking for changes",
    reviewNotOwner: "Only the company that owns {name} can do this",
    reviewNotReleased: "{field}: version {version} of {name} is not released (status {status})",
    reviewCalculationInUse:
      "Calculation {number} of {name} is the calculation of a review or a release; it is kept",
    reviewProductInUse: "{name} has reviews or releases; withdraw them before deleting the product",
    reviewPactRefused: "The release cannot be written as a PACT footprint: {reason}",
  },
  {
    reviewNotFound: "评审不存在",
    reviewCommentNotFound: "评审意见不存在",
    reviewOrganisationUnknown: "{field}：企业 {id} 不是可提交的评审机构",
    reviewCalculationNotReady: "{field}：计算 {id} 不是 {name} 当前版本 {version} 的已成功计算",
    reviewCalculationStale:
      "{field}：第 {number} 次计算早于 {name} 模型的最近一次修改，请重新计算并提交新的计算",
    reviewAlreadyOpen: "{name} 已在评审中（状态 {status}），请先答复或撤回该评审",
    reviewNotDraft: "{name} 当前为{status}：只有草稿状态的研究可以提交评审",
    reviewWrongState: "{name} 的评审当前为{status}，现在不能{action}",
    reviewNotAssigned: "您未被分配评审 {name}",
    reviewOwnCompany: "评审人不能评审本企业的研究（{name}）",
    reviewReviewerUnknown: "{field}：用户 {id} 不是本评审机构的有效评审人（pv01）",
    reviewLineNotInVersion: "{field}：行 {id} 不属于 {name} 的版本 {version}",
    reviewUnresolvedComments: "本评审还有 {count} 条意见未解决；请先解决，或要求修改",
    reviewChangesNeedReason: "请说明需要修改的内容：先添加意见或备注，再要求修改",
    reviewNotOwner: "只有 {name} 的所属企业可以执行此操作",
    reviewNotReleased: "{field}：{name} 的版本 {version} 未发布（状态 {status}）",
    reviewCalculationInUse: "{name} 的第 {number} 次计算是评审或发布所用的计算，不能删除",
    reviewProductInUse: "{name} 有评审或发布记录，请先撤回后再删除产品",
    reviewPactRefused: "该发布无法写成 PACT 产品足迹：{reason}",
  },
);

type ReviewMessages = (typeof REVIEW_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends ReviewMessages {}
}
