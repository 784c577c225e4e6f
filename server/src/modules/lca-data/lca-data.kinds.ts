// The two lists of LCA data as the generic service runs them: material data (gab04) and
// transport data (gab05).
import { PermissionCode } from "../permission/permission-codes";
import type { LcaDataKind } from "./lca-data.service";
import type { MaterialDatumInput, TransportDatumInput } from "./lca-data.inputs";
import {
  materialProblems,
  type MaterialData,
  toMaterialData,
  toTransportData,
  type TransportData,
  transportProblems,
} from "./lca-data.rules";
import {
  MATERIAL_COLUMNS,
  materialInputOf,
  TRANSPORT_COLUMNS,
  transportInputOf,
} from "./lca-data.sheets";
import { MaterialDatum } from "./material-datum.entity";
import { TransportDatum } from "./transport-datum.entity";

const identity = (row: { name: string; region: string; referenceYear: number | null }) =>
  [row.name.trim().toLowerCase(), row.region, row.referenceYear ?? ""].join("\u0000");

export const MATERIAL_KIND: LcaDataKind<MaterialDatum, MaterialDatumInput, MaterialData> = {
  entity: MaterialDatum,
  alias: "material",
  notFound: "materialDatumNotFound",
  globalCode: PermissionCode.AdminMaterialData,
  keywordColumns: ["name", "nameEn", "source"],
  sheetName: "material data",
  columns: MATERIAL_COLUMNS,
  problems: materialProblems,
  toData: toMaterialData,
  inputOf: materialInputOf,
  filter: (query, args) => {
    if (args.category) query.andWhere("material.category = :category", { category: args.category });
    if (args.sourceKind) {
      query.andWhere("material.sourceKind = :sourceKind", { sourceKind: args.sourceKind });
    }
  },
  identity,
};

export const TRANSPORT_KIND: LcaDataKind<TransportDatum, TransportDatumInput, TransportData> = {
  entity: TransportDatum,
  alias: "transport",
  notFound: "transportDatumNotFound",
  globalCode: PermissionCode.AdminTransportData,
  keywordColumns: ["name", "nameEn", "source"],
  sheetName: "transport data",
  columns: TRANSPORT_COLUMNS,
  problems: transportProblems,
  toData: toTransportData,
  inputOf: transportInputOf,
  filter: (query, args) => {
    if (args.mode) query.andWhere("transport.mode = :mode", { mode: args.mode });
  },
  identity: (row) => `${row.mode}\u0000${identity(row)}`,
};
