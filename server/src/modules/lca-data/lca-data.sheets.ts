// The columns of the material and transport data workbooks, and how a sheet row becomes the
// same input the API takes, so an import checks every row by the API's rules.
import { DataQualityInput, PEDIGREE_FIELDS, UncertaintyInput } from "./data-quality";
import { IndicatorValueInput, MaterialDatumInput, TransportDatumInput } from "./lca-data.inputs";
import type { MaterialDatum } from "./material-datum.entity";
import type { TransportDatum } from "./transport-datum.entity";
import {
  readIndicators,
  readUnit,
  type SheetColumn,
  unitSymbol,
  writeIndicators,
} from "./lca-data.workbook";

type Common = MaterialDatum | TransportDatum;

const PEDIGREE_HEADERS: Record<(typeof PEDIGREE_FIELDS)[number], string> = {
  reliability: "可靠性 / Reliability",
  completeness: "完整性 / Completeness",
  temporal: "时间相关性 / Temporal correlation",
  geographical: "地理相关性 / Geographical correlation",
  technological: "技术相关性 / Technological correlation",
};

/** Names first, then what both lists share after their own columns. */
function names<Row extends Common>(): SheetColumn<Row>[] {
  return [
    {
      field: "name",
      header: "名称 / Name",
      kind: "text",
      required: true,
      width: 28,
      write: (row) => row.name,
    },
    {
      field: "nameEn",
      header: "英文名称 / English name",
      kind: "text",
      width: 28,
      write: (row) => row.nameEn,
    },
  ];
}

function shared<Row extends Common>(): SheetColumn<Row>[] {
  return [
    {
      field: "source",
      header: "来源 / Source",
      kind: "text",
      required: true,
      width: 40,
      write: (row) => row.source,
    },
    {
      field: "referenceYear",
      header: "参考年份 / Reference year",
      kind: "integer",
      write: (row) => row.referenceYear,
    },
    {
      field: "region",
      header: "地区 / Region",
      kind: "text",
      required: true,
      write: (row) => row.region,
    },
    ...PEDIGREE_FIELDS.map((key): SheetColumn<Row> => ({
      field: `quality.${key}`,
      header: PEDIGREE_HEADERS[key],
      kind: "integer",
      write: (row) => row.quality?.[key] ?? null,
    })),
    {
      field: "uncertainty.distribution",
      header: "不确定性分布 / Distribution",
      kind: "text",
      write: (row) => row.uncertainty.distribution,
    },
    {
      field: "uncertainty.geometricSd",
      header: "几何标准差 / Geometric SD",
      kind: "number",
      write: (row) => row.uncertainty.geometricSd,
    },
    {
      field: "uncertainty.sd",
      header: "标准差 / SD",
      kind: "number",
      write: (row) => row.uncertainty.sd,
    },
    {
      field: "uncertainty.min",
      header: "最小值 / Minimum",
      kind: "number",
      write: (row) => row.uncertainty.min,
    },
    {
      field: "uncertainty.mode",
      header: "众数 / Mode",
      kind: "number",
      write: (row) => row.uncertainty.mode,
    },
    {
      field: "uncertainty.max",
      header: "最大值 / Maximum",
      kind: "number",
      write: (row) => row.uncertainty.max,
    },
    {
      field: "owner",
      header: "归属 / Owner",
      kind: "text",
      exportOnly: true,
      write: (row) => (row.companyId === null ? "公共 / Global" : "本企业 / Company"),
    },
  ];
}

export const MATERIAL_COLUMNS: readonly SheetColumn<MaterialDatum>[] = [
  ...names<MaterialDatum>(),
  {
    field: "category",
    header: "类别 / Category",
    kind: "text",
    required: true,
    write: (row) => row.category,
  },
  {
    field: "unitId",
    header: "申报单位 / Declared unit",
    kind: "text",
    required: true,
    write: (row) => unitSymbol(row.unitId),
    read: readUnit,
  },
  {
    field: "sourceKind",
    header: "数据类型 / Source kind",
    kind: "text",
    required: true,
    write: (row) => row.sourceKind,
  },
  {
    field: "upstreamDatabaseId",
    header: "上游数据库 / Upstream database",
    kind: "text",
    write: (row) => row.upstreamDatabaseId,
  },
  {
    field: "upstreamProcessId",
    header: "上游产品 / Upstream product",
    kind: "text",
    write: (row) => row.upstreamProcessId,
  },
  { field: "gwp", header: "GWP (kg CO2e)", kind: "number", write: (row) => row.gwp },
  {
    field: "indicators",
    header: "其他指标 / Further indicators",
    kind: "text",
    width: 36,
    write: (row) => writeIndicators(row.indicators) || null,
    read: readIndicators,
  },
  ...shared<MaterialDatum>(),
];

export const TRANSPORT_COLUMNS: readonly SheetColumn<TransportDatum>[] = [
  {
    field: "mode",
    header: "运输方式 / Mode",
    kind: "text",
    required: true,
    write: (row) => row.mode,
  },
  ...names<TransportDatum>(),
  {
    field: "factor",
    header: "因子 kg CO2e/t·km / Factor kg CO2e/t·km",
    kind: "number",
    required: true,
    write: (row) => row.factor,
  },
  {
    field: "loadFactor",
    header: "载重率 / Load factor",
    kind: "number",
    required: true,
    write: (row) => row.loadFactor,
  },
  {
    field: "emptyReturn",
    header: "空返比例 / Empty return",
    kind: "number",
    required: true,
    write: (row) => row.emptyReturn,
  },
  ...shared<TransportDatum>(),
];

/** The nested inputs of a sheet row: quality when any score is given, uncertainty likewise. */
function nestedOf(values: Record<string, unknown>) {
  const scores = PEDIGREE_FIELDS.map((key) => values[`quality.${key}`]);
  const quality = scores.every((score) => score === null || score === undefined)
    ? null
    : Object.assign(
        new DataQualityInput(),
        Object.fromEntries(PEDIGREE_FIELDS.map((key, index) => [key, scores[index]])),
      );
  const distribution = values["uncertainty.distribution"];
  const uncertainty =
    distribution === null || distribution === undefined
      ? null
      : Object.assign(new UncertaintyInput(), {
          distribution,
          geometricSd: values["uncertainty.geometricSd"] ?? null,
          sd: values["uncertainty.sd"] ?? null,
          min: values["uncertainty.min"] ?? null,
          mode: values["uncertainty.mode"] ?? null,
          max: values["uncertainty.max"] ?? null,
        });
  return { quality, uncertainty };
}

/** Plain values of the row's own (non-nested) fields, empty cells left out. */
function flat(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !key.includes(".") && value !== null),
  );
}

export function materialInputOf(values: Record<string, unknown>): MaterialDatumInput {
  const input = Object.assign(new MaterialDatumInput(), flat(values), nestedOf(values));
  const indicators = (values.indicators ?? []) as Array<{ indicator: string; value: number }>;
  input.indicators = indicators.map((entry) => Object.assign(new IndicatorValueInput(), entry));
  input.global = false;
  return input;
}

export function transportInputOf(values: Record<string, unknown>): TransportDatumInput {
  const input = Object.assign(new TransportDatumInput(), flat(values), nestedOf(values));
  input.global = false;
  return input;
}
