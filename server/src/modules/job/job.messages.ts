// The job module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const JOB_MESSAGES = defineMessages(
  {
    jobNotYours: "Only the user who started a job can cancel it",
    jobLost:
      "The job stopped without finishing (the server running it stopped) and was not retried; start it again",
  },
  {
    jobNotYours: "只有发起任务的用户可以取消该任务",
    jobLost: "任务未完成就中止了（运行它的服务器已停止），且未再重试，请重新发起",
  },
);

type JobMessages = (typeof JOB_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends JobMessages {}
}
