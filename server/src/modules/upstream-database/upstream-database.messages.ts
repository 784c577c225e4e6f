// The upstream database module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them. The import report's
// problems are written in the language of the request that started the import.
import { defineMessages } from "../../lib/messages";

export const UPSTREAM_DATABASE_MESSAGES = defineMessages(
  {
    upstreamDatabaseNotFound: "Upstream database {id} does not exist",
    upstreamProcessNotFound: "Process {id} does not exist in this upstream database",
    upstreamDatabaseOperatorOnly:
      "Upstream databases are platform-wide: only the platform operator imports or deletes them",
    upstreamDatabaseInUse:
      "Upstream database {name} {version} is used by {uses}; it cannot be deleted",
    upstreamDatabaseConfirm:
      'Deleting a database removes its {processes} processes: send confirm "{name} {version}"',
    upstreamFileNotFound: "File {id} is not an uploaded upstream database file",
    upstreamUnreadableZip: "The file is not a readable zip (is it truncated?): {detail}",
    upstreamNotEcoSpold2:
      "The zip holds no EcoSpold2 data set (.spold): it is not an EcoSpold2 database",
    upstreamUnreadableDataset: "Not a valid EcoSpold2 data set: {detail}",
    upstreamUnknownFlow:
      'Process "{process}": input "{flow}" names the provider activity {link}, which the file does not hold',
    upstreamUnitNotConvertible: 'Process "{process}": {detail}',
    upstreamFlowUnitNotConvertible:
      'Elementary flow "{flow}" is used in {unit}, which does not convert to its other exchanges\' unit',
    upstreamDuplicateCode:
      'Two data sets for activity {code} and product "{product}": {first} and {second}',
    upstreamNameVersionTaken:
      "An upstream database named {name} {version} already exists (from another file)",
  },
  {
    upstreamDatabaseNotFound: "上游数据库 {id} 不存在",
    upstreamProcessNotFound: "该上游数据库中不存在过程 {id}",
    upstreamDatabaseOperatorOnly: "上游数据库为全平台共用，只有平台运营方可以导入或删除",
    upstreamDatabaseInUse: "上游数据库 {name} {version} 正被 {uses} 使用，不能删除",
    upstreamDatabaseConfirm:
      "删除数据库将移除其 {processes} 个过程：请发送确认文字“{name} {version}”",
    upstreamFileNotFound: "文件 {id} 不是已上传的上游数据库文件",
    upstreamUnreadableZip: "文件不是可读取的 zip 压缩包（是否不完整？）：{detail}",
    upstreamNotEcoSpold2: "压缩包中没有 EcoSpold2 数据集（.spold），不是 EcoSpold2 数据库",
    upstreamUnreadableDataset: "不是有效的 EcoSpold2 数据集：{detail}",
    upstreamUnknownFlow: "过程“{process}”：输入“{flow}”指定的供应活动 {link} 不在文件中",
    upstreamUnitNotConvertible: "过程“{process}”：单位无法换算（{detail}）",
    upstreamFlowUnitNotConvertible: "基本流“{flow}”使用的单位 {unit} 无法换算为其其他交换的单位",
    upstreamDuplicateCode: "活动 {code} 与产品“{product}”有两个数据集：{first} 和 {second}",
    upstreamNameVersionTaken: "已存在名为 {name} {version} 的上游数据库（来自另一个文件）",
  },
);

type UpstreamDatabaseMessages = (typeof UPSTREAM_DATABASE_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends UpstreamDatabaseMessages {}
}
