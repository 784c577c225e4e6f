// What the material and transport data tests share: the operations, the record shapes and
// inputs a test starts from, and the calls that read a list or expect a failure.
import type { Caller } from "./accounting";

export const MATERIAL = `id companyId name nameEn category unitId sourceKind upstreamDatabaseId
  upstreamProcessId gwp indicators { indicator value } source referenceYear region
  quality { reliability completeness temporal geographical technological }
  uncertainty { distribution geometricSd sd min mode max }`;
export const TRANSPORT = `id companyId mode name nameEn factor loadFactor emptyReturn source referenceYear
  region quality { reliability completeness temporal geographical technological }
  uncertainty { distribution geometricSd sd min mode max }`;

export const LIST_MATERIAL = `query ($keyword: String, $owner: String, $category: String, $page: Int! = 1,
    $pageSize: Int! = 20) {
  materialData(keyword: $keyword, owner: $owner, category: $category, page: $page,
      pageSize: $pageSize) { total items { ${MATERIAL} } } }`;
export const GET_MATERIAL = `query ($id: Int!) { materialDatum(id: $id) { ${MATERIAL} } }`;
export const CREATE_MATERIAL = `mutation ($input: MaterialDatumInput!) {
  createMaterialDatum(input: $input) { ${MATERIAL} } }`;
export const UPDATE_MATERIAL = `mutation ($input: UpdateMaterialDatumInput!) {
  updateMaterialDatum(input: $input) { ${MATERIAL} } }`;
export const DELETE_MATERIAL = `mutation ($id: Int!) { deleteMaterialDatum(id: $id) }`;
export const EXPORT_MATERIAL = `query ($owner: String, $keyword: String) {
  exportMaterialData(owner: $owner, keyword: $keyword) { filename mimeType base64 } }`;
export const IMPORT_MATERIAL = `mutation ($input: ImportLcaDataInput!) {
  importMaterialData(input: $input) { added changed unchanged rejected { row key reason } } }`;

export const LIST_TRANSPORT = `query ($keyword: String, $owner: String, $mode: String) {
  transportData(keyword: $keyword, owner: $owner, mode: $mode) { total items { ${TRANSPORT} } } }`;
export const CREATE_TRANSPORT = `mutation ($input: TransportDatumInput!) {
  createTransportDatum(input: $input) { ${TRANSPORT} } }`;
export const UPDATE_TRANSPORT = `mutation ($input: UpdateTransportDatumInput!) {
  updateTransportDatum(input: $input) { ${TRANSPORT} } }`;
export const DELETE_TRANSPORT = `mutation ($id: Int!) { deleteTransportDatum(id: $id) }`;
export const EXPORT_TRANSPORT = `query ($owner: String) {
  exportTransportData(owner: $owner) { filename base64 } }`;
export const IMPORT_TRANSPORT = `mutation ($input: ImportLcaDataInput!) {
  importTransportData(input: $input) { added changed unchanged rejected { row key reason } } }`;

export interface Material {
  id: number;
  companyId: number | null;
  name: string;
  nameEn: string;
  unitId: number;
  sourceKind: string;
  gwp: number | null;
  region: string;
  source: string;
  upstreamProcessId: string | null;
  indicators: Array<{ indicator: string; value: number }>;
  quality: Record<string, number> | null;
  uncertainty: Record<string, unknown>;
}

/** An own footprint as createMaterialDatum takes it, with what a test changes. */
export function billet(extra: Record<string, unknown> = {}) {
  return {
    name: "方坯（自产）",
    nameEn: "Steel billet, own mill",
    category: "metal",
    unitId: 11,
    sourceKind: "own",
    gwp: 1980,
    source: "Mill EPD 2024, verified",
    referenceYear: 2024,
    region: "CN-320000",
    ...extra,
  };
}

export function truck(extra: Record<string, unknown> = {}) {
  return {
    mode: "road-16-32t",
    name: "重型货车 16–32 t",
    nameEn: "Truck 16–32 t",
    factor: 0.08,
    loadFactor: 0.6,
    emptyReturn: 0.3,
    source: "Carrier fleet data 2024",
    referenceYear: 2024,
    region: "CN",
    ...extra,
  };
}

export async function createMaterial(
  user: Caller,
  input: Record<string, unknown>,
): Promise<Material> {
  return (await user.gql(CREATE_MATERIAL, { input })).createMaterialDatum as Material;
}

export async function materials(user: Caller, args: Record<string, unknown> = {}) {
  const { materialData } = await user.gql(LIST_MATERIAL, args);
  return materialData as { total: number; items: Material[] };
}

/** The first error's code, field and message of a call that must fail. */
export async function failure(user: Caller, query: string, variables: Record<string, unknown>) {
  const answer = await user.try(query, variables);
  expect(answer.errors).toBeDefined();
  const [error] = answer.errors!;
  return { code: error.extensions.code, field: error.extensions.field, message: error.message };
}
