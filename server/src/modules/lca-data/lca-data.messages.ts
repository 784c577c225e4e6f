// The LCA data module's messages (material and transport data) in both product languages; their
// keys join the platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const LCA_DATA_MESSAGES = defineMessages(
  {
    lcaDataInUse: "{name} is in use and cannot be deleted: {uses}",
    materialDatumNotFound: "Material datum not found",
    transportDatumNotFound: "Transport datum not found",
    lcaGlobalDataReadOnly:
      "Only the platform operator can change the global rows; add your company's own row instead",
    lognormalNeedsGsd:
      "{field}: a lognormal distribution needs a geometric standard deviation above 1",
    normalNeedsSd: "{field}: a normal distribution needs a standard deviation above 0",
    triangularNeedsOrder:
      "{field}: a triangular distribution needs minimum ≤ mode ≤ maximum, with the minimum below the maximum",
    uniformNeedsOrder: "{field}: a uniform distribution needs a minimum below its maximum",
    unknownRegion: "{field}: {region} is not a region (GLO, CN or CN- and a GB/T 2260 code)",
    unknownUnit: "{field}: {unit} is not a unit of the platform",
    unknownIndicator: "{field}: {indicator} is not an EN 15804+A2 indicator",
    indicatorTwice: "{field}: {indicator} is given twice",
    gwpIsMainFigure: "{field}: give GWP-total as the GWP figure, not among the further indicators",
    ownFootprintNeedsGwp: "{field}: an own footprint needs the GWP (kg CO2e) per declared unit",
    upstreamNeedsProcess: "{field}: an upstream material needs the database product it links to",
    upstreamHasNoFootprint:
      "{field}: an upstream material takes its footprint from the database; leave it empty",
    upstreamIdFormat: "{field}: give a whole number or a UUID",
    importMissingColumn: "The sheet has no column {column}",
    importNoRows: "The sheet holds no data rows",
    importDuplicateRow: "Row {other} has the same name, region and reference year",
    importTooManyRows: "The sheet holds {count} rows, more than the {max} one import may hold",
    exportTooManyRows:
      "The search finds {total} rows, more than the {max} one export may hold; narrow the search",
  },
  {
    lcaDataInUse: "{name}正在使用，不能删除：{uses}",
    materialDatumNotFound: "材料数据不存在",
    transportDatumNotFound: "运输数据不存在",
    lcaGlobalDataReadOnly: "只有平台运营方可以修改公共数据，请添加本企业自有数据",
    lognormalNeedsGsd: "{field}：对数正态分布需要大于 1 的几何标准差",
    normalNeedsSd: "{field}：正态分布需要大于 0 的标准差",
    triangularNeedsOrder: "{field}：三角分布需满足 最小值 ≤ 众数 ≤ 最大值，且最小值小于最大值",
    uniformNeedsOrder: "{field}：均匀分布的最小值须小于最大值",
    unknownRegion: "{field}：{region} 不是有效地区（GLO、CN 或 CN- 加 GB/T 2260 代码）",
    unknownUnit: "{field}：{unit} 不是平台的计量单位",
    unknownIndicator: "{field}：{indicator} 不是 EN 15804+A2 指标",
    indicatorTwice: "{field}：{indicator} 重复填写",
    gwpIsMainFigure: "{field}：GWP-total 请填在 GWP 数值中，不要列入其他指标",
    ownFootprintNeedsGwp: "{field}：自有足迹须填写每申报单位的 GWP（kg CO2e）",
    upstreamNeedsProcess: "{field}：上游数据库材料须指定所链接的数据库产品",
    upstreamHasNoFootprint: "{field}：上游数据库材料的足迹取自数据库，此处请留空",
    upstreamIdFormat: "{field}：请填写整数或 UUID",
    importMissingColumn: "工作表缺少列 {column}",
    importNoRows: "工作表没有数据行",
    importDuplicateRow: "与第 {other} 行的名称、地区和参考年份相同",
    importTooManyRows: "工作表有 {count} 行，超过单次导入上限 {max} 行",
    exportTooManyRows: "检索到 {total} 行，超过单次导出上限 {max} 行，请缩小检索范围",
  },
);

type LcaDataMessages = (typeof LCA_DATA_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends LcaDataMessages {}
}
