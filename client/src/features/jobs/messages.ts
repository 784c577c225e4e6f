// Interface text of background jobs (imports, calculations), in both languages.
export const en = {
  status: {
    queued: "Waiting to start",
    running: "Running",
    succeeded: "Finished",
    failed: "Failed",
    cancelled: "Cancelled",
  },
  progress: "{{done}} of {{total}}",
  percent: "{{percent}}%",
  attempt: "Attempt {{attempts}}: the previous attempt stopped and the job was restarted",
  waitingHint: "The job runs on the server: you may leave this page and come back.",
  cancel: "Cancel job",
  cancelTitle: "Cancel this job?",
  cancelQuestion: "Work already done by the job is discarded; nothing of it is kept.",
  cancelConfirm: "Cancel job",
  cancelled: "The job was cancelled.",
  loadFailed: "The job's progress could not be read: {{message}}",
};

export const zhCN: typeof en = {
  status: {
    queued: "等待开始",
    running: "正在运行",
    succeeded: "已完成",
    failed: "失败",
    cancelled: "已取消",
  },
  progress: "{{done}} / {{total}}",
  percent: "{{percent}}%",
  attempt: "第 {{attempts}} 次尝试：上一次尝试中断，任务已重新开始",
  waitingHint: "任务在服务器上运行，可以离开此页面，稍后回来查看。",
  cancel: "取消任务",
  cancelTitle: "取消此任务？",
  cancelQuestion: "任务已完成的部分将被丢弃，不会保留。",
  cancelConfirm: "取消任务",
  cancelled: "任务已取消。",
  loadFailed: "无法读取任务进度：{{message}}",
};
