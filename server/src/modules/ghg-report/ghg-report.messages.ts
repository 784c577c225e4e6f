// GHG inventory reports' messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const GHG_REPORT_MESSAGES = defineMessages(
  {
    ghgReportNotFound: "The report does not exist",
    ghgReportNoRun:
      "{field}: {case} has no successful calculation run. Calculate the case before generating its report",
    ghgReportRunNotOfCase: "{field}: run {runId} is not a successful calculation run of {case}",
    ghgReportNotReady: "The report's files are not ready: its generation is {status}",
    ghgReportStepRead: "Reading the calculation run",
    ghgReportStepBuild: "Building the PDF and Word documents",
    ghgReportStepWrite: "Saving the files",
  },
  {
    ghgReportNotFound: "报告不存在",
    ghgReportNoRun: "{field}：{case} 没有成功的核算记录。请先核算该案例，再生成报告",
    ghgReportRunNotOfCase: "{field}：核算记录 {runId} 不是 {case} 的成功核算记录",
    ghgReportNotReady: "报告文件尚未就绪：生成状态为 {status}",
    ghgReportStepRead: "读取核算记录",
    ghgReportStepBuild: "生成 PDF 和 Word 文档",
    ghgReportStepWrite: "保存文件",
  },
);

type GhgReportMessages = (typeof GHG_REPORT_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends GhgReportMessages {}
}
