/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ActivityLinePatch = {
  amount?: number | null | undefined;
  /** Measured carbon content, t C per GJ, over the factor's; null clears it */
  carbonContent?: number | null | undefined;
  /** null clears it */
  customFactor?: CustomFactorInput | null | undefined;
  dataSourceType?: number | null | undefined;
  evidence?: Array<EvidenceInput> | null | undefined;
  /** A library factor; null clears it */
  factorId?: number | null | undefined;
  /** Method gas: the gas released (HFC-134a, R-134a, R-410A, SF6 ...); null clears it */
  gas?: string | null | undefined;
  id: number;
  /** What backs the market-based figure: certificate, supplier, residual or grid */
  marketBasis?: string | null | undefined;
  /** Scope 2: the quantity the instrument covers (e.g. MWh of certificates); the rest is market-based at the grid factor. null: all of the line */
  marketCoveredAmount?: number | null | undefined;
  /** Unit of marketCoveredAmount (e.g. MWh); the line's unit when null */
  marketCoveredUnitId?: number | null | undefined;
  /** Scope 2 supplier or contractual factor entered for the line; null clears it */
  marketCustomFactor?: CustomFactorInput | null | undefined;
  /** Scope 2 market-based instrument from the library; null clears it */
  marketFactorId?: number | null | undefined;
  /** factor, combustion or gas */
  method?: string | null | undefined;
  month?: number | null | undefined;
  name?: string | null | undefined;
  /** Measured NCV, GJ per factor unit, over the factor's; null clears it */
  ncv?: number | null | undefined;
  /** Measured oxidation rate, a fraction, over the factor's; null clears it */
  oxidation?: number | null | undefined;
  remark?: string | null | undefined;
  unitId?: number | null | undefined;
};

export type AddCustomLineInput = {
  amount?: number | null | undefined;
  caseId: number;
  dataSourceType?: number;
  /** Required unless method is gas */
  factor?: CustomFactorInput | null | undefined;
  /** Method gas: the gas released (HFC-134a, R-134a, R-410A, SF6, CO2 ...) */
  gas?: string | null | undefined;
  /** factor, combustion, or gas: the amount is a mass of `gas` released (no factor) */
  method?: string;
  month?: number | null | undefined;
  name: string;
  processId: number;
  remark?: string | null | undefined;
  unitId: number;
};

export type AddLcaModelLinesInput = {
  lines: Array<LcaModelLineInput>;
  productId: number;
};

export type AddLibraryLinesInput = {
  caseId: number;
  /**
   * One line per factor, in the factor's unit, without an amount
   * @deprecated Use lines, which carry the amounts
   */
  factorIds?: Array<number> | null | undefined;
  /** One line per entry: a library factor with the amount and unit */
  lines?: Array<LibraryLineInput> | null | undefined;
  processId: number;
};

export type AddTemplateProcessInput = {
  deducted?: boolean;
  isoCategory: number;
  name: string;
  nameEn?: string | null | undefined;
  scope: number;
  scope3Category?: number | null | undefined;
  templateId: number;
};

export type AddTemplateProcessesInput = {
  caseId: number;
  /** Template processes to copy; all if absent */
  processIds?: Array<number> | null | undefined;
  templateId: number;
};

export type AddTemplateSourceInput = {
  /** Default factor; none: the user picks */
  factorId?: number | null | undefined;
  method?: string;
  name: string;
  nameEn?: string | null | undefined;
  processId: number;
  unitId: number;
};

export type AssignmentInput = {
  companyId: number;
  /** Every global model the company may use; the rest are taken off */
  modelIds: Array<number>;
};

export type CaseInput = {
  boundary?: string;
  corporationId: number;
  /** AR4, AR5 or AR6, in any case */
  gwpSet?: string;
  name: string;
  outputAmount?: number | null | undefined;
  outputUnit?: string | null | undefined;
  /** YYYY-MM-DD; the year's last day */
  periodEnd?: string | null | undefined;
  /** YYYY-MM-DD; the year's first day */
  periodStart?: string | null | undefined;
  remark?: string | null | undefined;
  revenue?: number | null | undefined;
  revenueUnit?: string | null | undefined;
  tagIds?: Array<number> | null | undefined;
  /** Template whose processes are copied in */
  templateId?: number | null | undefined;
  year: number;
};

export type CaseProcessInput = {
  caseId: number;
  deducted?: boolean;
  isoCategory: number;
  name: string;
  nameEn?: string | null | undefined;
  scope: number;
  scope3Category?: number | null | undefined;
};

export type CompanySortField =
  | 'createdAt'
  | 'name'
  | 'status';

export type CompareLcaCalculationsInput = {
  firstId: number;
  iterations?: number | null | undefined;
  secondId: number;
  seed?: number | null | undefined;
};

export type ConfirmMatchInput = {
  candidateId: number;
  /** material or upstream */
  candidateKind: string;
  /** Confirm for every company: a global synonym (operator's users with gab10) */
  global?: boolean | null | undefined;
  name: string;
  unit?: string | null | undefined;
};

export type CopyLcaProductInput = {
  id: number;
  name: string;
};

export type CorporationInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  creditCode?: string | null | undefined;
  description?: string | null | undefined;
  industryId?: number | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  name: string;
  province?: string | null | undefined;
  templateId?: number | null | undefined;
};

export type CreateCompanyInput = {
  /** Agent serving the company (platform admins only) */
  agentId?: number | null | undefined;
  contactName?: string | null | undefined;
  contactPhone?: string | null | undefined;
  creditCode?: string | null | undefined;
  /** Password new users of the company start with; defaults to the platform's */
  initialPassword?: string | null | undefined;
  name: string;
};

export type CreateLcaProductInput = {
  /** physical, economic or expansion */
  allocation?: string | null | undefined;
  boundary: string;
  categoryId?: number | null | undefined;
  cutOffRule?: string | null | undefined;
  /** Background upstream database */
  databaseId?: number | null | undefined;
  /** Amount of the declared or functional unit (> 0) */
  declaredAmount: number;
  declaredUnitId: number;
  description?: string | null | undefined;
  /** GLO, CN or CN-<GB/T 2260 code> */
  geography?: string | null | undefined;
  /** Uploaded image file id */
  imageFileId?: string | null | undefined;
  /** kg per declared unit */
  massPerUnit?: number | null | undefined;
  /** Headline method (lcaProductCodes.methods) */
  method?: string | null | undefined;
  name: string;
  /** Price per declared unit */
  pricePerUnit?: number | null | undefined;
  referenceYear?: number | null | undefined;
  /** Model or specification */
  specification?: string | null | undefined;
  standard: string;
  unitDescription?: string | null | undefined;
  /** declared or functional */
  unitKind?: string | null | undefined;
};

export type CreateRoleInput = {
  /** Defaults to the caller's company */
  companyId?: number | null | undefined;
  description?: string | null | undefined;
  name: string;
  permissionCodes?: Array<string> | null | undefined;
};

export type CreateUserInput = {
  avatar?: string | null | undefined;
  /** Defaults to the caller's company */
  companyId?: number | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  realname: string;
  roleIds?: Array<number> | null | undefined;
  username: string;
};

export type CustomFactorInput = {
  /** Carbon content, t C per GJ */
  carbonContent?: number | null | undefined;
  gases: Array<GasValueInput>;
  name: string;
  /** Net calorific value, GJ per factor unit */
  ncv?: number | null | undefined;
  /** Carbon oxidation rate, a fraction */
  oxidation?: number | null | undefined;
  /** Where the value comes from */
  source: string;
  unitId: number;
};

export type DataQualityInput = {
  completeness: number;
  geographical: number;
  reliability: number;
  technological: number;
  temporal: number;
};

export type DeleteLcaModelLinesInput = {
  ids: Array<number>;
  productId: number;
};

export type DeleteLinesInput = {
  caseId: number;
  ids: Array<number>;
};

export type DeleteRoleInput = {
  id: number;
  /** Role that takes over the users of the deleted role; required while it is in use */
  reassignToRoleId?: number | null | undefined;
};

export type DeleteUpstreamDatabaseInput = {
  /** The database's name and version as shown ("USLCI FY18 Q1"): deleting is confirmed */
  confirm: string;
  id: number;
};

export type DesignProductInput = {
  boundary: string;
  categoryId: number;
  code: string;
  declaredAmount: number;
  declaredUnitId: number;
  description?: string | null | undefined;
  global?: boolean | null | undefined;
  items: Array<DesignProductItemInput>;
  /** Chinese name */
  name: string;
  nameEn?: string | null | undefined;
  /** lifecycle or en15804 */
  stageScheme: string;
};

export type DesignProductItemInput = {
  /** process or material */
  kind: string;
  sourceId: number;
  /** A stage code of the product's scheme */
  stage: string;
};

export type EvidenceInput = {
  /** An uploaded file of the line's company */
  fileId?: string | null | undefined;
  name: string;
  /** A link (https; http only for localhost); ignored for an uploaded file */
  url?: string | null | undefined;
};

export type FactorInput = {
  carbonContent?: number | null | undefined;
  category: string;
  code: string;
  dataSourceType?: number;
  gases: Array<GasValueInput>;
  /** Create in the global library (platform operator only) */
  global?: boolean;
  /** AR4, AR5 or AR6 (any case): the GWP set of a CO2E value */
  gwpBasis?: string | null | undefined;
  name: string;
  nameEn?: string | null | undefined;
  ncv?: number | null | undefined;
  notes?: string | null | undefined;
  oxidation?: number | null | undefined;
  region: string;
  scope?: number | null | undefined;
  source: string;
  /** https (http only for localhost) */
  sourceUrl?: string | null | undefined;
  subcategory?: string | null | undefined;
  synonyms?: Array<string> | null | undefined;
  uncertainty?: number | null | undefined;
  unitId: number;
  version?: string | null | undefined;
  year: number;
};

export type GasValueInput = {
  /** Gas code, synonyms accepted (R-134a = HFC-134a). Methane: CH4_FOSSIL for fuels and their leaks (AR6 29.8), CH4_NONFOSSIL for biomass, waste, livestock (AR6 27.0), CH4 only when the origin is not stated (AR6 27.9); AR4 and AR5 weigh all three alike */
  gas: string;
  /** kg of the gas per unit */
  value: number;
};

export type ImportActivityLinesInput = {
  /** The .xlsx file, base64-encoded */
  base64: string;
  caseId: number;
};

export type ImportFactorsInput = {
  /** The file, base64-encoded */
  base64: string;
  /** Into the global library (platform operator only) */
  global?: boolean;
  /** csv or xlsx (our template), or uk (the UK flat file) */
  kind: string;
};

export type ImportLcaDataInput = {
  /** The .xlsx workbook, base64 */
  base64: string;
  /** Into the global rows (operator) */
  global?: boolean;
};

export type ImportLcaModelLinesInput = {
  /** The .xlsx workbook (lcaModelTemplate's layout), base64 */
  base64: string;
  /** The product whose current version receives the lines */
  productId: number;
};

/** An uploaded EcoSpold2 zip to import, with the database's description */
export type ImportUpstreamDatabaseInput = {
  /** The id uploadUpstreamDatabaseFile answered */
  fileId: string;
  /** The licence, e.g. "CC0 1.0" */
  licence: string;
  /** e.g. "USLCI" */
  name: string;
  /** Publisher or address of the data */
  source: string;
  /** e.g. "FY18 Q1"; name and version are unique */
  version: string;
};

export type IndicatorValueInput = {
  indicator: string;
  value: number;
};

export type IndustryDefaultInput = {
  electricityFactorId?: number | null | undefined;
  heatFactorId?: number | null | undefined;
  industryId: number;
  templateId?: number | null | undefined;
};

export type IndustryInput = {
  /** Unique, e.g. a GB/T 4754-2017 code (C, C25) */
  code: string;
  name: string;
  /** Empty: the Chinese name */
  nameEn?: string | null | undefined;
  /** The industry it subdivides; none: a section */
  parentId?: number | null | undefined;
  /** Place among its siblings; none: last */
  sort?: number | null | undefined;
};

export type IndustryStandardInput = {
  code: string;
  /** cn-guideline, national or international */
  kind: string;
  name: string;
  /** Empty: the Chinese name */
  nameEn?: string | null | undefined;
  publisher?: string | null | undefined;
  /** Place in the list; none: last */
  sort?: number | null | undefined;
  /** Year of publication */
  year: number;
};

/** queued: waiting for an instance; running; succeeded; failed; cancelled */
export type JobStatus =
  | 'cancelled'
  | 'failed'
  | 'queued'
  | 'running'
  | 'succeeded';

export type LcaModelLineInput = {
  /** Quantity per declared unit; 0 while still to fill */
  amount: number;
  distanceKm?: number | null | undefined;
  /** material, energy, transport, process, waste, coproduct */
  kind: string;
  massPerUnit?: number | null | undefined;
  name: string;
  note?: string | null | undefined;
  pricePerUnit?: number | null | undefined;
  primary?: boolean | null | undefined;
  quality?: DataQualityInput | null | undefined;
  sourceId?: number | null | undefined;
  /** upstream, material, transport, process or supplier */
  sourceKind?: string | null | undefined;
  /** Stage code of the study's scheme */
  stage: string;
  supplier?: string | null | undefined;
  /** Supplier's kg CO2e per unit */
  supplierGwp?: number | null | undefined;
  unitId: number;
};

export type LcaProductRef = {
  productId: number;
};

export type LibraryLineInput = {
  /** Activity amount; null to enter it later */
  amount?: number | null | undefined;
  factorId: number;
  month?: number | null | undefined;
  /** The factor's name when absent */
  name?: string | null | undefined;
  remark?: string | null | undefined;
  /** Unit of the amount; the factor's when absent */
  unitId?: number | null | undefined;
};

export type LoginInput = {
  password: string;
  username: string;
};

export type MaterialDatumInput = {
  category: string;
  /** A global row (platform operator only); ignored on update */
  global?: boolean;
  /** kg CO2e per declared unit; own data */
  gwp?: number | null | undefined;
  indicators?: Array<IndicatorValueInput> | null | undefined;
  /** Chinese name */
  name: string;
  /** English name; the Chinese when empty */
  nameEn?: string | null | undefined;
  quality?: DataQualityInput | null | undefined;
  referenceYear?: number | null | undefined;
  /** GLO, CN or CN-<GB/T 2260 code> */
  region: string;
  /** Source or citation */
  source: string;
  /** own (a footprint) or upstream (a database product) */
  sourceKind: string;
  /** None when empty */
  uncertainty?: UncertaintyInput | null | undefined;
  /** Declared unit id */
  unitId: number;
  upstreamDatabaseId?: string | null | undefined;
  upstreamProcessId?: string | null | undefined;
};

export type ProcessModelInput = {
  /** physical, economic or expansion */
  allocation: string;
  category: string;
  code: string;
  description?: string | null | undefined;
  /** A global row (the platform operator's, gab01) */
  global?: boolean | null | undefined;
  lines: Array<ProcessModelLineInput>;
  /** Chinese name */
  name: string;
  /** English name; the Chinese when empty */
  nameEn?: string | null | undefined;
  referenceAmount: number;
  referenceMassPerUnit?: number | null | undefined;
  referencePricePerUnit?: number | null | undefined;
  referenceProduct: string;
  referenceUnitId: number;
  template?: boolean | null | undefined;
};

export type ProcessModelLineInput = {
  amount: number;
  /** Emissions: air, water or soil */
  compartment?: string | null | undefined;
  /** input, output (a by-product) or emission */
  direction: string;
  /** By-products: kg of mass per unit */
  massPerUnit?: number | null | undefined;
  /** By-product or elementary flow name; inputs take their source's */
  name?: string | null | undefined;
  /** By-products: price per unit */
  pricePerUnit?: number | null | undefined;
  /** Inputs: the id of the source */
  sourceId?: number | null | undefined;
  /** Inputs: material, upstream or process */
  sourceKind?: string | null | undefined;
  unitId: number;
};

export type ProductCategoryInput = {
  code: string;
  /** Chinese name */
  name: string;
  /** English name; the Chinese when empty */
  nameEn?: string | null | undefined;
  /** The parent category; a root when empty */
  parentId?: number | null | undefined;
  sort?: number | null | undefined;
};

export type RemoveTagInput = {
  /** Only takes it off this case */
  caseId?: number | null | undefined;
  id: number;
};

export type ResetPasswordInput = {
  confirmPassword: string;
  newPassword: string;
  oldPassword: string;
};

export type RoleSortField =
  | 'createdAt'
  | 'name';

export type RunLcaMonteCarloInput = {
  calculationId: number;
  iterations?: number | null | undefined;
  /** Seed of the random draws */
  seed?: number | null | undefined;
};

export type SetRolePermissionsInput = {
  permissionCodes: Array<string>;
  roleId: number;
};

/** Direction of a sorted list; rows without a value come last either way */
export type SortOrder =
  | 'ASC'
  | 'DESC';

export type SynonymInput = {
  /** The canonical term (targetKind term) */
  canonical?: string | null | undefined;
  /** A global synonym (the platform operator's users with gab10 only) */
  global?: boolean | null | undefined;
  /** zh, en or other */
  language: string;
  materialId?: number | null | undefined;
  /** material, upstream or term */
  targetKind: string;
  term: string;
  upstreamProcessId?: number | null | undefined;
};

export type TagInput = {
  /** Also puts the tag on this case */
  caseId?: number | null | undefined;
  name: string;
};

export type TemplateInput = {
  code: string;
  description?: string | null | undefined;
  descriptionEn?: string | null | undefined;
  /** Global (platform operator only) */
  global?: boolean;
  industryId?: number | null | undefined;
  name: string;
  nameEn?: string | null | undefined;
  standardId?: number | null | undefined;
};

export type TrackedDataRuleInput = {
  /** A material category code */
  category?: string | null | undefined;
  evidenceRequired: boolean;
  /** Or one material datum */
  materialId?: number | null | undefined;
  note?: string | null | undefined;
  primaryDataRequired: boolean;
};

export type TransportDatumInput = {
  /** Empty-return share, 0 to 1 */
  emptyReturn: number;
  /** kg CO2e per t·km */
  factor: number;
  /** A global row (platform operator only); ignored on update */
  global?: boolean;
  /** Load factor, above 0 and at most 1 */
  loadFactor: number;
  mode: string;
  /** Chinese name */
  name: string;
  /** English name; the Chinese when empty */
  nameEn?: string | null | undefined;
  quality?: DataQualityInput | null | undefined;
  referenceYear?: number | null | undefined;
  /** GLO, CN or CN-<GB/T 2260 code> */
  region: string;
  /** Source or citation */
  source: string;
  /** None when empty */
  uncertainty?: UncertaintyInput | null | undefined;
};

export type UncertaintyInput = {
  /** none, lognormal, normal, triangular or uniform */
  distribution: string;
  geometricSd?: number | null | undefined;
  max?: number | null | undefined;
  min?: number | null | undefined;
  mode?: number | null | undefined;
  sd?: number | null | undefined;
};

export type UpdateActivityLinesInput = {
  caseId: number;
  lines: Array<ActivityLinePatch>;
};

export type UpdateCaseInput = {
  boundary?: string | null | undefined;
  /** AR4, AR5 or AR6, in any case */
  gwpSet?: string | null | undefined;
  id: number;
  name?: string | null | undefined;
  outputAmount?: number | null | undefined;
  outputUnit?: string | null | undefined;
  periodEnd?: string | null | undefined;
  periodStart?: string | null | undefined;
  remark?: string | null | undefined;
  revenue?: number | null | undefined;
  revenueUnit?: string | null | undefined;
  /** Replaces the case's tags */
  tagIds?: Array<number> | null | undefined;
  year?: number | null | undefined;
};

export type UpdateCompanyInput = {
  contactName?: string | null | undefined;
  contactPhone?: string | null | undefined;
  creditCode?: string | null | undefined;
  id: number;
  /** New initial password for users created later */
  initialPassword?: string | null | undefined;
  name?: string | null | undefined;
  /** 1 active, 0 disabled */
  status?: number | null | undefined;
};

export type UpdateCorporationInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  creditCode?: string | null | undefined;
  description?: string | null | undefined;
  id: number;
  industryId?: number | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  name: string;
  province?: string | null | undefined;
  templateId?: number | null | undefined;
};

export type UpdateDesignProductInput = {
  boundary: string;
  categoryId: number;
  code: string;
  declaredAmount: number;
  declaredUnitId: number;
  description?: string | null | undefined;
  global?: boolean | null | undefined;
  id: number;
  items: Array<DesignProductItemInput>;
  /** Chinese name */
  name: string;
  nameEn?: string | null | undefined;
  /** lifecycle or en15804 */
  stageScheme: string;
};

export type UpdateFactorInput = {
  carbonContent?: number | null | undefined;
  category: string;
  code: string;
  dataSourceType?: number;
  gases: Array<GasValueInput>;
  /** Create in the global library (platform operator only) */
  global?: boolean;
  /** AR4, AR5 or AR6 (any case): the GWP set of a CO2E value */
  gwpBasis?: string | null | undefined;
  id: number;
  name: string;
  nameEn?: string | null | undefined;
  ncv?: number | null | undefined;
  notes?: string | null | undefined;
  oxidation?: number | null | undefined;
  region: string;
  scope?: number | null | undefined;
  source: string;
  /** https (http only for localhost) */
  sourceUrl?: string | null | undefined;
  subcategory?: string | null | undefined;
  synonyms?: Array<string> | null | undefined;
  uncertainty?: number | null | undefined;
  unitId: number;
  version?: string | null | undefined;
  year: number;
};

export type UpdateIndustryInput = {
  /** Unique, e.g. a GB/T 4754-2017 code (C, C25) */
  code: string;
  id: number;
  name: string;
  /** Empty: the Chinese name */
  nameEn?: string | null | undefined;
  /** The industry it subdivides; none: a section */
  parentId?: number | null | undefined;
  /** Place among its siblings; none: last */
  sort?: number | null | undefined;
};

export type UpdateIndustryStandardInput = {
  code: string;
  id: number;
  /** cn-guideline, national or international */
  kind: string;
  name: string;
  /** Empty: the Chinese name */
  nameEn?: string | null | undefined;
  publisher?: string | null | undefined;
  /** Place in the list; none: last */
  sort?: number | null | undefined;
  /** Year of publication */
  year: number;
};

export type UpdateLcaModelLineInput = {
  /** Quantity per declared unit; 0 while still to fill */
  amount: number;
  distanceKm?: number | null | undefined;
  id: number;
  /** material, energy, transport, process, waste, coproduct */
  kind: string;
  massPerUnit?: number | null | undefined;
  name: string;
  note?: string | null | undefined;
  pricePerUnit?: number | null | undefined;
  primary?: boolean | null | undefined;
  productId: number;
  quality?: DataQualityInput | null | undefined;
  sourceId?: number | null | undefined;
  /** upstream, material, transport, process or supplier */
  sourceKind?: string | null | undefined;
  /** Stage code of the study's scheme */
  stage: string;
  supplier?: string | null | undefined;
  /** Supplier's kg CO2e per unit */
  supplierGwp?: number | null | undefined;
  unitId: number;
};

export type UpdateLcaProductInput = {
  /** physical, economic or expansion */
  allocation?: string | null | undefined;
  boundary?: string | null | undefined;
  categoryId?: number | null | undefined;
  cutOffRule?: string | null | undefined;
  /** Background upstream database */
  databaseId?: number | null | undefined;
  declaredAmount?: number | null | undefined;
  declaredUnitId?: number | null | undefined;
  description?: string | null | undefined;
  /** GLO, CN or CN-<GB/T 2260 code> */
  geography?: string | null | undefined;
  id: number;
  /** Uploaded image file id */
  imageFileId?: string | null | undefined;
  /** kg per declared unit */
  massPerUnit?: number | null | undefined;
  /** Headline method (lcaProductCodes.methods) */
  method?: string | null | undefined;
  name?: string | null | undefined;
  /** Price per declared unit */
  pricePerUnit?: number | null | undefined;
  referenceYear?: number | null | undefined;
  /** Model or specification */
  specification?: string | null | undefined;
  standard?: string | null | undefined;
  unitDescription?: string | null | undefined;
  /** declared or functional */
  unitKind?: string | null | undefined;
};

export type UpdateMaterialDatumInput = {
  category: string;
  /** A global row (platform operator only); ignored on update */
  global?: boolean;
  /** kg CO2e per declared unit; own data */
  gwp?: number | null | undefined;
  id: number;
  indicators?: Array<IndicatorValueInput> | null | undefined;
  /** Chinese name */
  name: string;
  /** English name; the Chinese when empty */
  nameEn?: string | null | undefined;
  quality?: DataQualityInput | null | undefined;
  referenceYear?: number | null | undefined;
  /** GLO, CN or CN-<GB/T 2260 code> */
  region: string;
  /** Source or citation */
  source: string;
  /** own (a footprint) or upstream (a database product) */
  sourceKind: string;
  /** None when empty */
  uncertainty?: UncertaintyInput | null | undefined;
  /** Declared unit id */
  unitId: number;
  upstreamDatabaseId?: string | null | undefined;
  upstreamProcessId?: string | null | undefined;
};

export type UpdateProcessModelInput = {
  /** physical, economic or expansion */
  allocation: string;
  category: string;
  code: string;
  description?: string | null | undefined;
  /** A global row (the platform operator's, gab01) */
  global?: boolean | null | undefined;
  id: number;
  lines: Array<ProcessModelLineInput>;
  /** Chinese name */
  name: string;
  /** English name; the Chinese when empty */
  nameEn?: string | null | undefined;
  referenceAmount: number;
  referenceMassPerUnit?: number | null | undefined;
  referencePricePerUnit?: number | null | undefined;
  referenceProduct: string;
  referenceUnitId: number;
  template?: boolean | null | undefined;
};

export type UpdateProductCategoryInput = {
  code: string;
  id: number;
  /** Chinese name */
  name: string;
  /** English name; the Chinese when empty */
  nameEn?: string | null | undefined;
  /** The parent category; a root when empty */
  parentId?: number | null | undefined;
  sort?: number | null | undefined;
};

export type UpdateRoleInput = {
  description?: string | null | undefined;
  id: number;
  name?: string | null | undefined;
};

export type UpdateSynonymInput = {
  /** The canonical term (targetKind term) */
  canonical?: string | null | undefined;
  /** A global synonym (the platform operator's users with gab10 only) */
  global?: boolean | null | undefined;
  id: number;
  /** zh, en or other */
  language: string;
  materialId?: number | null | undefined;
  /** material, upstream or term */
  targetKind: string;
  term: string;
  upstreamProcessId?: number | null | undefined;
};

export type UpdateTemplateInput = {
  code: string;
  description?: string | null | undefined;
  descriptionEn?: string | null | undefined;
  /** Global (platform operator only) */
  global?: boolean;
  id: number;
  industryId?: number | null | undefined;
  name: string;
  nameEn?: string | null | undefined;
  standardId?: number | null | undefined;
};

export type UpdateTemplateProcessInput = {
  deducted?: boolean;
  id: number;
  isoCategory: number;
  name: string;
  nameEn?: string | null | undefined;
  scope: number;
  scope3Category?: number | null | undefined;
};

export type UpdateTemplateSourceInput = {
  /** Default factor; none: the user picks */
  factorId?: number | null | undefined;
  id: number;
  method?: string;
  name: string;
  nameEn?: string | null | undefined;
  unitId: number;
};

export type UpdateTrackedDataRuleInput = {
  /** A material category code */
  category?: string | null | undefined;
  evidenceRequired: boolean;
  id: number;
  /** Or one material datum */
  materialId?: number | null | undefined;
  note?: string | null | undefined;
  primaryDataRequired: boolean;
};

export type UpdateTransportDatumInput = {
  /** Empty-return share, 0 to 1 */
  emptyReturn: number;
  /** kg CO2e per t·km */
  factor: number;
  /** A global row (platform operator only); ignored on update */
  global?: boolean;
  id: number;
  /** Load factor, above 0 and at most 1 */
  loadFactor: number;
  mode: string;
  /** Chinese name */
  name: string;
  /** English name; the Chinese when empty */
  nameEn?: string | null | undefined;
  quality?: DataQualityInput | null | undefined;
  referenceYear?: number | null | undefined;
  /** GLO, CN or CN-<GB/T 2260 code> */
  region: string;
  /** Source or citation */
  source: string;
  /** None when empty */
  uncertainty?: UncertaintyInput | null | undefined;
};

export type UpdateUserInput = {
  avatar?: string | null | undefined;
  email?: string | null | undefined;
  id: number;
  phone?: string | null | undefined;
  realname?: string | null | undefined;
  /** Replaces the user's roles when given */
  roleIds?: Array<number> | null | undefined;
  /** 1 active, 0 disabled */
  status?: number | null | undefined;
};

export type UploadEvidenceFileInput = {
  /** The file's bytes, base64-encoded */
  contentBase64: string;
  /** The type the browser reported; the file is stored with the checked one */
  mimeType?: string | null | undefined;
  /** The file's name with its extension (invoice-2024-03.pdf) */
  name: string;
};

export type UserSortField =
  | 'createdAt'
  /** Users who never signed in come last */
  | 'lastLoginAt'
  | 'realname'
  | 'status'
  | 'username';

export type CaseAddCorporationsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  pageSize: number;
}>;


export type CaseAddCorporationsQuery = { corporations: { total: number, items: Array<{ id: number, name: string, creditCode: string | null, templateId: number | null }> } };

export type CaseAddCorporationQueryVariables = Exact<{
  id: number;
}>;


export type CaseAddCorporationQuery = { corporation: { id: number, name: string, creditCode: string | null, templateId: number | null } };

export type CaseAdd_CorporationFragment = { id: number, name: string, creditCode: string | null, templateId: number | null };

export type CaseAddTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type CaseAddTagsQuery = { caseTags: Array<{ id: number, name: string }> };

export type CaseAddCreateTagMutationVariables = Exact<{
  input: TagInput;
}>;


export type CaseAddCreateTagMutation = { addCaseTag: { id: number, name: string } };

export type CreateCaseMutationVariables = Exact<{
  input: CaseInput;
}>;


export type CreateCaseMutation = { createCase: { id: number, name: string } };

export type CaseEditor_CaseFragment = { id: number, name: string, year: number, periodStart: string, periodEnd: string, gwpSet: string, boundary: string, outputAmount: number | null, outputUnit: string | null, revenue: number | null, revenueUnit: string | null, remark: string | null, status: number, calculationCount: number, templateId: number | null, corporationId: number, corporation: { id: number, name: string }, tags: Array<{ id: number, name: string }>, latestRun: { id: number, totalKg: number | null, totalMarketKg: number | null, createdAt: string } | null };

export type CaseEditor_ProcessFragment = { id: number, caseId: number, name: string, nameEn: string, scope: number, isoCategory: number, scope3Category: number | null, deducted: boolean, templateProcessId: number | null, sort: number };

export type CaseEditor_CustomFactorFragment = { name: string, unitId: number, source: string, ncv: number | null, carbonContent: number | null, oxidation: number | null, gases: Array<{ gas: string, value: number }> };

export type CaseEditor_LineFragment = { id: number, processId: number, name: string, amount: number | null, unitId: number, method: string, gas: string | null, factorId: number | null, ncv: number | null, carbonContent: number | null, oxidation: number | null, marketFactorId: number | null, marketBasis: string | null, marketCoveredAmount: number | null, marketCoveredUnitId: number | null, dataSourceType: number, month: number | null, remark: string | null, sort: number, customFactor: { name: string, unitId: number, source: string, ncv: number | null, carbonContent: number | null, oxidation: number | null, gases: Array<{ gas: string, value: number }> } | null, marketCustomFactor: { name: string, unitId: number, source: string, ncv: number | null, carbonContent: number | null, oxidation: number | null, gases: Array<{ gas: string, value: number }> } | null, evidence: Array<{ name: string, url: string, fileId: string | null }>, factor: { id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> } | null, marketFactor: { id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> } | null };

export type CaseEditorCaseQueryVariables = Exact<{
  id: number;
}>;


export type CaseEditorCaseQuery = { case: { id: number, name: string, year: number, periodStart: string, periodEnd: string, gwpSet: string, boundary: string, outputAmount: number | null, outputUnit: string | null, revenue: number | null, revenueUnit: string | null, remark: string | null, status: number, calculationCount: number, templateId: number | null, corporationId: number, corporation: { id: number, name: string }, tags: Array<{ id: number, name: string }>, latestRun: { id: number, totalKg: number | null, totalMarketKg: number | null, createdAt: string } | null } };

export type CaseEditorProcessesQueryVariables = Exact<{
  caseId: number;
}>;


export type CaseEditorProcessesQuery = { caseProcesses: Array<{ id: number, caseId: number, name: string, nameEn: string, scope: number, isoCategory: number, scope3Category: number | null, deducted: boolean, templateProcessId: number | null, sort: number }> };

export type CaseEditorLinesQueryVariables = Exact<{
  caseId: number;
  page: number;
  pageSize: number;
}>;


export type CaseEditorLinesQuery = { activityLines: { total: number, items: Array<{ id: number, processId: number, name: string, amount: number | null, unitId: number, method: string, gas: string | null, factorId: number | null, ncv: number | null, carbonContent: number | null, oxidation: number | null, marketFactorId: number | null, marketBasis: string | null, marketCoveredAmount: number | null, marketCoveredUnitId: number | null, dataSourceType: number, month: number | null, remark: string | null, sort: number, customFactor: { name: string, unitId: number, source: string, ncv: number | null, carbonContent: number | null, oxidation: number | null, gases: Array<{ gas: string, value: number }> } | null, marketCustomFactor: { name: string, unitId: number, source: string, ncv: number | null, carbonContent: number | null, oxidation: number | null, gases: Array<{ gas: string, value: number }> } | null, evidence: Array<{ name: string, url: string, fileId: string | null }>, factor: { id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> } | null, marketFactor: { id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> } | null }> } };

export type CaseEditorTemplateQueryVariables = Exact<{
  id: number;
}>;


export type CaseEditorTemplateQuery = { template: { id: number, name: string, nameEn: string, processes: Array<{ id: number, name: string, nameEn: string, scope: number, isoCategory: number, scope3Category: number | null, sources: Array<{ id: number }> }> } };

export type CaseEditorExportQueryVariables = Exact<{
  caseId: number;
}>;


export type CaseEditorExportQuery = { exportActivityLines: { filename: string, mimeType: string, base64: string } };

export type CaseEditorUpdateCaseMutationVariables = Exact<{
  input: UpdateCaseInput;
}>;


export type CaseEditorUpdateCaseMutation = { updateCase: { id: number, name: string, year: number, periodStart: string, periodEnd: string, gwpSet: string, boundary: string, outputAmount: number | null, outputUnit: string | null, revenue: number | null, revenueUnit: string | null, remark: string | null, status: number, calculationCount: number, templateId: number | null, corporationId: number, corporation: { id: number, name: string }, tags: Array<{ id: number, name: string }>, latestRun: { id: number, totalKg: number | null, totalMarketKg: number | null, createdAt: string } | null } };

export type CaseEditorSaveLinesMutationVariables = Exact<{
  input: UpdateActivityLinesInput;
}>;


export type CaseEditorSaveLinesMutation = { updateActivityLines: Array<{ id: number, processId: number, name: string, amount: number | null, unitId: number, method: string, gas: string | null, factorId: number | null, ncv: number | null, carbonContent: number | null, oxidation: number | null, marketFactorId: number | null, marketBasis: string | null, marketCoveredAmount: number | null, marketCoveredUnitId: number | null, dataSourceType: number, month: number | null, remark: string | null, sort: number, customFactor: { name: string, unitId: number, source: string, ncv: number | null, carbonContent: number | null, oxidation: number | null, gases: Array<{ gas: string, value: number }> } | null, marketCustomFactor: { name: string, unitId: number, source: string, ncv: number | null, carbonContent: number | null, oxidation: number | null, gases: Array<{ gas: string, value: number }> } | null, evidence: Array<{ name: string, url: string, fileId: string | null }>, factor: { id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> } | null, marketFactor: { id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> } | null }> };

export type CaseEditorDeleteLinesMutationVariables = Exact<{
  input: DeleteLinesInput;
}>;


export type CaseEditorDeleteLinesMutation = { deleteActivityLines: number };

export type CaseEditorAddProcessMutationVariables = Exact<{
  input: CaseProcessInput;
}>;


export type CaseEditorAddProcessMutation = { addCaseProcess: { id: number, caseId: number, name: string, nameEn: string, scope: number, isoCategory: number, scope3Category: number | null, deducted: boolean, templateProcessId: number | null, sort: number } };

export type CaseEditorDeleteProcessMutationVariables = Exact<{
  id: number;
}>;


export type CaseEditorDeleteProcessMutation = { deleteCaseProcess: boolean };

export type CaseEditorAddTemplateProcessesMutationVariables = Exact<{
  input: AddTemplateProcessesInput;
}>;


export type CaseEditorAddTemplateProcessesMutation = { addTemplateProcesses: Array<{ id: number, caseId: number, name: string, nameEn: string, scope: number, isoCategory: number, scope3Category: number | null, deducted: boolean, templateProcessId: number | null, sort: number }> };

export type CaseEditorAddLibraryLinesMutationVariables = Exact<{
  input: AddLibraryLinesInput;
}>;


export type CaseEditorAddLibraryLinesMutation = { addLibraryLines: Array<{ id: number }> };

export type CaseEditorAddCustomLineMutationVariables = Exact<{
  input: AddCustomLineInput;
}>;


export type CaseEditorAddCustomLineMutation = { addCustomLine: { id: number } };

export type CaseEditorRemoveUnneededLinesMutationVariables = Exact<{
  caseId: number;
}>;


export type CaseEditorRemoveUnneededLinesMutation = { removeUnneededLines: number };

export type CaseEditorApplyDefaultFactorsMutationVariables = Exact<{
  caseId: number;
  overwrite: boolean;
}>;


export type CaseEditorApplyDefaultFactorsMutation = { applyDefaultFactors: number };

export type CaseEditorCalculateMutationVariables = Exact<{
  caseId: number;
}>;


export type CaseEditorCalculateMutation = { calculateCase: { id: number, runNo: number, status: string, totalKg: number | null, createdAt: string, errors: Array<{ lineId: number, name: string, processName: string, reason: string, message: string }> } };

export type CaseEditorImportMutationVariables = Exact<{
  input: ImportActivityLinesInput;
}>;


export type CaseEditorImportMutation = { importActivityLines: { added: number, changed: number, unchanged: number, rejected: Array<{ row: number, key: string | null, reason: string }> } };

export type CaseEditorAddTagMutationVariables = Exact<{
  input: TagInput;
}>;


export type CaseEditorAddTagMutation = { addCaseTag: { id: number, name: string } };

export type CaseEditorRemoveTagMutationVariables = Exact<{
  input: RemoveTagInput;
}>;


export type CaseEditorRemoveTagMutation = { removeCaseTag: boolean };

export type CorporationEditPage_CorporationFragment = { id: number, name: string, creditCode: string | null, industryId: number | null, address: string | null, province: string | null, city: string | null, longitude: number | null, latitude: number | null, templateId: number | null, description: string | null, latestReportDate: string | null };

export type CorporationEditorQueryVariables = Exact<{
  id: number;
}>;


export type CorporationEditorQuery = { corporation: { id: number, name: string, creditCode: string | null, industryId: number | null, address: string | null, province: string | null, city: string | null, longitude: number | null, latitude: number | null, templateId: number | null, description: string | null, latestReportDate: string | null } };

export type CreateCorporationMutationVariables = Exact<{
  input: CorporationInput;
}>;


export type CreateCorporationMutation = { createCorporation: { id: number, name: string, creditCode: string | null, industryId: number | null, address: string | null, province: string | null, city: string | null, longitude: number | null, latitude: number | null, templateId: number | null, description: string | null, latestReportDate: string | null } };

export type UpdateCorporationMutationVariables = Exact<{
  input: UpdateCorporationInput;
}>;


export type UpdateCorporationMutation = { updateCorporation: { id: number, name: string, creditCode: string | null, industryId: number | null, address: string | null, province: string | null, city: string | null, longitude: number | null, latitude: number | null, templateId: number | null, description: string | null, latestReportDate: string | null } };

export type EvidenceUploadMutationVariables = Exact<{
  input: UploadEvidenceFileInput;
}>;


export type EvidenceUploadMutation = { uploadEvidenceFile: { id: string, name: string, mimeType: string, size: number, url: string } };

export type RepositoryPage_CaseFragment = { id: number, name: string, year: number, status: number, calculationCount: number, corporationId: number, tags: Array<{ id: number, name: string }>, latestRun: { id: number, totalKg: number | null, createdAt: string } | null };

export type RepositoryPage_CorporationFragment = { id: number, name: string, creditCode: string | null, industryId: number | null, province: string | null, city: string | null, longitude: number | null, latitude: number | null, latestReportDate: string | null, cases: Array<{ id: number, name: string, year: number, status: number, calculationCount: number, corporationId: number, tags: Array<{ id: number, name: string }>, latestRun: { id: number, totalKg: number | null, createdAt: string } | null }> };

export type RepositoryCorporationsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  province?: string | null | undefined;
  industryId?: number | null | undefined;
}>;


export type RepositoryCorporationsQuery = { corporations: { total: number, items: Array<{ id: number, name: string, creditCode: string | null, industryId: number | null, province: string | null, city: string | null, longitude: number | null, latitude: number | null, latestReportDate: string | null, cases: Array<{ id: number, name: string, year: number, status: number, calculationCount: number, corporationId: number, tags: Array<{ id: number, name: string }>, latestRun: { id: number, totalKg: number | null, createdAt: string } | null }> }> } };

export type RepositoryMapPointsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  province?: string | null | undefined;
  industryId?: number | null | undefined;
}>;


export type RepositoryMapPointsQuery = { corporationMap: { total: number, points: Array<{ id: number, name: string, longitude: number, latitude: number }> } };

export type RepositoryCaseTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type RepositoryCaseTagsQuery = { caseTags: Array<{ id: number, name: string }> };

export type RepositoryDeleteCorporationMutationVariables = Exact<{
  id: number;
}>;


export type RepositoryDeleteCorporationMutation = { deleteCorporation: boolean };

export type RepositoryDeleteCaseMutationVariables = Exact<{
  id: number;
}>;


export type RepositoryDeleteCaseMutation = { deleteCase: boolean };

export type IndustriesPage_IndustryFragment = { id: number, code: string, name: string, nameEn: string, parentId: number | null, sort: number };

export type CreateIndustryMutationVariables = Exact<{
  input: IndustryInput;
}>;


export type CreateIndustryMutation = { createIndustry: { id: number, code: string, name: string, nameEn: string, parentId: number | null, sort: number } };

export type UpdateIndustryMutationVariables = Exact<{
  input: UpdateIndustryInput;
}>;


export type UpdateIndustryMutation = { updateIndustry: { id: number, code: string, name: string, nameEn: string, parentId: number | null, sort: number } };

export type DeleteIndustryMutationVariables = Exact<{
  id: number;
}>;


export type DeleteIndustryMutation = { deleteIndustry: boolean };

export type IndustryStandardsPage_StandardFragment = { id: number, code: string, name: string, nameEn: string, kind: string, publisher: string, year: number, sort: number };

export type CreateIndustryStandardMutationVariables = Exact<{
  input: IndustryStandardInput;
}>;


export type CreateIndustryStandardMutation = { createIndustryStandard: { id: number, code: string, name: string, nameEn: string, kind: string, publisher: string, year: number, sort: number } };

export type UpdateIndustryStandardMutationVariables = Exact<{
  input: UpdateIndustryStandardInput;
}>;


export type UpdateIndustryStandardMutation = { updateIndustryStandard: { id: number, code: string, name: string, nameEn: string, kind: string, publisher: string, year: number, sort: number } };

export type DeleteIndustryStandardMutationVariables = Exact<{
  id: number;
}>;


export type DeleteIndustryStandardMutation = { deleteIndustryStandard: boolean };

export type IndustryDefaults_RowFragment = { id: number, industryId: number, templateId: number | null, electricityFactorId: number | null, heatFactorId: number | null, updatedAt: string };

export type AdminIndustryDefaultsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminIndustryDefaultsQuery = { industryDefaults: Array<{ id: number, industryId: number, templateId: number | null, electricityFactorId: number | null, heatFactorId: number | null, updatedAt: string }> };

export type SetIndustryDefaultMutationVariables = Exact<{
  input: IndustryDefaultInput;
}>;


export type SetIndustryDefaultMutation = { setIndustryDefault: { id: number, industryId: number, templateId: number | null, electricityFactorId: number | null, heatFactorId: number | null, updatedAt: string } };

export type AdminAccountingReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAccountingReferenceQuery = { referenceData: { gwpSets: Array<string>, units: Array<{ id: number, symbol: string, name: string, nameEn: string, dimension: string, toBase: number, selectable: boolean }>, gases: Array<{ code: string, label: string, name: string, nameEn: string, gwpAR4: number, gwpAR5: number, gwpAR6: number, synonyms: Array<string> }>, dataSourceTypes: Array<{ id: number, name: string, nameEn: string }>, regions: Array<{ code: string, name: string, nameEn: string }>, industries: Array<{ id: number, code: string, name: string, nameEn: string, parentId: number | null, sort: number }> } };

export type AdminIndustryStandardsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminIndustryStandardsQuery = { industryStandards: Array<{ id: number, code: string, name: string, nameEn: string, kind: string, publisher: string, year: number, sort: number }> };

export type Templates_TemplateFragment = { id: number, companyId: number | null, code: string, name: string, nameEn: string, standardId: number | null, industryId: number | null, description: string, descriptionEn: string };

export type AdminTemplatesQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type AdminTemplatesQuery = { templates: Array<{ id: number, companyId: number | null, code: string, name: string, nameEn: string, standardId: number | null, industryId: number | null, description: string, descriptionEn: string }> };

export type AdminTemplateQueryVariables = Exact<{
  id: number;
}>;


export type AdminTemplateQuery = { template: { id: number, companyId: number | null, code: string, name: string, nameEn: string, standardId: number | null, industryId: number | null, description: string, descriptionEn: string, processes: Array<{ id: number, name: string, nameEn: string, scope: number, isoCategory: number, scope3Category: number | null, deducted: boolean, sort: number, sources: Array<{ id: number, name: string, nameEn: string, unitId: number, method: string, factorId: number | null, sort: number, factor: { id: number, code: string, name: string, nameEn: string } | null }> }> } };

export type CreateTemplateMutationVariables = Exact<{
  input: TemplateInput;
}>;


export type CreateTemplateMutation = { createTemplate: { id: number, companyId: number | null, code: string, name: string, nameEn: string, standardId: number | null, industryId: number | null, description: string, descriptionEn: string } };

export type UpdateTemplateMutationVariables = Exact<{
  input: UpdateTemplateInput;
}>;


export type UpdateTemplateMutation = { updateTemplate: { id: number, companyId: number | null, code: string, name: string, nameEn: string, standardId: number | null, industryId: number | null, description: string, descriptionEn: string } };

export type DeleteTemplateMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTemplateMutation = { deleteTemplate: boolean };

export type AddTemplateProcessMutationVariables = Exact<{
  input: AddTemplateProcessInput;
}>;


export type AddTemplateProcessMutation = { addTemplateProcess: { id: number } };

export type UpdateTemplateProcessMutationVariables = Exact<{
  input: UpdateTemplateProcessInput;
}>;


export type UpdateTemplateProcessMutation = { updateTemplateProcess: { id: number } };

export type DeleteTemplateProcessMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTemplateProcessMutation = { deleteTemplateProcess: boolean };

export type AddTemplateSourceMutationVariables = Exact<{
  input: AddTemplateSourceInput;
}>;


export type AddTemplateSourceMutation = { addTemplateSource: { id: number } };

export type UpdateTemplateSourceMutationVariables = Exact<{
  input: UpdateTemplateSourceInput;
}>;


export type UpdateTemplateSourceMutation = { updateTemplateSource: { id: number } };

export type DeleteTemplateSourceMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTemplateSourceMutation = { deleteTemplateSource: boolean };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, expiresAt: string, username: string, realname: string, avatar: string | null, companyId: number, permissionCode: string, ePlatToken: string | null, mustChangePassword: boolean, roles: Array<{ id: number, name: string }> } };

export type UserDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserDetailsQuery = { userDetails: { username: string, realname: string, avatar: string | null, companyId: number, permissionCode: string, ePlatToken: string | null, mustChangePassword: boolean, roles: Array<{ id: number, name: string }>, company: { id: number, name: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: string };

export type ThemeQueryVariables = Exact<{
  domain?: string | null | undefined;
}>;


export type ThemeQuery = { theme: { agentId: number, domain: string, name: string, platLogo: string | null, loginBg: string | null, loginLogo: string | null, logo: string | null, description: string | null, banner: string | null, bannerTitle: string | null, bannerInfo: string | null, authProvider: string, authUrl: string | null } };

export type CaseResults_RunSummaryFragment = { id: number, caseId: number, runNo: number, gwpSet: string, status: string, lineCount: number, totalKg: number | null, totalMarketKg: number | null, createdAt: string, engineMs: number, errors: Array<{ lineId: number, name: string, processName: string, reason: string, message: string }> };

export type CaseResults_TotalsFragment = { totalKg: number, totalMarketKg: number, scope1: number, scope2Location: number, scope2Market: number, scope3: number, biogenicCo2Kg: number, deductedKg: number, intensityPerOutput: number | null, outputUnit: string | null, intensityPerRevenue: number | null, revenueUnit: string | null, byIsoCategory: Array<{ category: number, co2eKg: number }>, byScope3Category: Array<{ category: number, co2eKg: number }>, byProcess: Array<{ processId: number, processName: string, scope: number, co2eKg: number }>, byGas: Array<{ gas: string, massKg: number, co2eKg: number }> };

export type CaseResults_LineFragment = { name: string, processId: number, processName: string, scope: number, isoCategory: number, scope3Category: number | null, deducted: boolean, method: string, amount: number, unitId: number, co2eKg: number, biogenicCo2Kg: number, lineNo: number, gases: Array<{ gas: string, massKg: number, co2eKg: number }>, market: { basis: string, co2eKg: number } | null, factor: { name: string } };

export type CaseResults_FactorFragment = { code: string | null, name: string, source: string, year: number | null, version: string | null, region: string | null, gwpBasis: string | null, unitId: number | null, ncv: number | null, carbonContent: number | null, oxidation: number | null, factorId: number | null, gases: Array<{ gas: string, value: number }> | null };

export type CaseResultsOverviewQueryVariables = Exact<{
  caseId: number;
}>;


export type CaseResultsOverviewQuery = { case: { id: number, name: string, year: number, periodStart: string, periodEnd: string, gwpSet: string, latestRunId: number | null, calculationCount: number, outputAmount: number | null, outputUnit: string | null, revenue: number | null, revenueUnit: string | null, corporation: { id: number, name: string } }, calculationRuns: Array<{ id: number, caseId: number, runNo: number, gwpSet: string, status: string, lineCount: number, totalKg: number | null, totalMarketKg: number | null, createdAt: string, engineMs: number, errors: Array<{ lineId: number, name: string, processName: string, reason: string, message: string }> }> };

export type CaseResultsRunQueryVariables = Exact<{
  runId: number;
}>;


export type CaseResultsRunQuery = { calculationRun: { id: number, caseId: number, runNo: number, gwpSet: string, status: string, lineCount: number, totalKg: number | null, totalMarketKg: number | null, createdAt: string, engineMs: number, totals: { totalKg: number, totalMarketKg: number, scope1: number, scope2Location: number, scope2Market: number, scope3: number, biogenicCo2Kg: number, deductedKg: number, intensityPerOutput: number | null, outputUnit: string | null, intensityPerRevenue: number | null, revenueUnit: string | null, byIsoCategory: Array<{ category: number, co2eKg: number }>, byScope3Category: Array<{ category: number, co2eKg: number }>, byProcess: Array<{ processId: number, processName: string, scope: number, co2eKg: number }>, byGas: Array<{ gas: string, massKg: number, co2eKg: number }> } | null, errors: Array<{ lineId: number, name: string, processName: string, reason: string, message: string }> } };

export type CaseResultsLinesQueryVariables = Exact<{
  runId: number;
  page: number;
  pageSize: number;
  scope?: number | null | undefined;
  processId?: number | null | undefined;
  keyword?: string | null | undefined;
}>;


export type CaseResultsLinesQuery = { resultLines: { total: number, items: Array<{ name: string, processId: number, processName: string, scope: number, isoCategory: number, scope3Category: number | null, deducted: boolean, method: string, amount: number, unitId: number, co2eKg: number, biogenicCo2Kg: number, lineNo: number, gases: Array<{ gas: string, massKg: number, co2eKg: number }>, market: { basis: string, co2eKg: number } | null, factor: { name: string } }> } };

export type CaseResultsLineTraceQueryVariables = Exact<{
  runId: number;
  lineNo: number;
}>;


export type CaseResultsLineTraceQuery = { resultLines: { total: number, items: Array<{ amountInFactorUnit: number, factorUnitId: number, formula: string, name: string, processId: number, processName: string, scope: number, isoCategory: number, scope3Category: number | null, deducted: boolean, method: string, amount: number, unitId: number, co2eKg: number, biogenicCo2Kg: number, lineNo: number, gases: Array<{ gwp: number, gas: string, massKg: number, co2eKg: number }>, factor: { name: string, code: string | null, source: string, year: number | null, version: string | null, region: string | null, gwpBasis: string | null, unitId: number | null, ncv: number | null, carbonContent: number | null, oxidation: number | null, factorId: number | null, gases: Array<{ gas: string, value: number }> | null }, market: { formula: string, basis: string, co2eKg: number, gases: Array<{ gas: string, massKg: number, gwp: number, co2eKg: number }>, factor: { code: string | null, name: string, source: string, year: number | null, version: string | null, region: string | null, gwpBasis: string | null, unitId: number | null, ncv: number | null, carbonContent: number | null, oxidation: number | null, factorId: number | null, gases: Array<{ gas: string, value: number }> | null } } | null }> } };

export type CaseResultsExportQueryVariables = Exact<{
  runId: number;
}>;


export type CaseResultsExportQuery = { exportCaseResult: { filename: string, mimeType: string, base64: string } };

export type CaseResultsReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type CaseResultsReferenceQuery = { referenceData: { units: Array<{ id: number, symbol: string }>, gases: Array<{ code: string, label: string, name: string, nameEn: string }> } };

export type CompaniesPage_CompanyFragment = { id: number, name: string, creditCode: string | null, contactName: string | null, contactPhone: string | null, status: number, createdAt: string, updatedAt: string };

export type CompaniesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  sortBy?: CompanySortField | null | undefined;
  sortOrder?: SortOrder | null | undefined;
}>;


export type CompaniesQuery = { companies: { total: number, items: Array<{ id: number, name: string, creditCode: string | null, contactName: string | null, contactPhone: string | null, status: number, createdAt: string, updatedAt: string }> } };

export type CreateCompanyMutationVariables = Exact<{
  input: CreateCompanyInput;
}>;


export type CreateCompanyMutation = { createCompany: { id: number, name: string, creditCode: string | null, contactName: string | null, contactPhone: string | null, status: number, createdAt: string, updatedAt: string } };

export type UpdateCompanyMutationVariables = Exact<{
  input: UpdateCompanyInput;
}>;


export type UpdateCompanyMutation = { updateCompany: { id: number, name: string, creditCode: string | null, contactName: string | null, contactPhone: string | null, status: number, createdAt: string, updatedAt: string } };

export type DeleteCompanyMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCompanyMutation = { deleteCompany: boolean };

export type CompanyProfilePage_CompanyFragment = { id: number, name: string, creditCode: string | null, contactName: string | null, contactPhone: string | null, status: number, createdAt: string, updatedAt: string };

export type CompanyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyProfileQuery = { userDetails: { username: string, realname: string, companyId: number, roles: Array<{ id: number, name: string }>, company: { id: number, name: string, creditCode: string | null, contactName: string | null, contactPhone: string | null, status: number, createdAt: string, updatedAt: string } } };

export type DataMatching_SynonymFragment = { id: number, companyId: number | null, term: string, language: string, targetKind: string, materialId: number | null, upstreamProcessId: number | null, canonical: string, origin: string, updatedAt: string };

export type DataMatchingSynonymsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  owner?: string | null | undefined;
}>;


export type DataMatchingSynonymsQuery = { synonyms: { total: number, items: Array<{ id: number, companyId: number | null, term: string, language: string, targetKind: string, materialId: number | null, upstreamProcessId: number | null, canonical: string, origin: string, updatedAt: string }> } };

export type DataMatchingCreateSynonymMutationVariables = Exact<{
  input: SynonymInput;
}>;


export type DataMatchingCreateSynonymMutation = { createSynonym: { id: number, companyId: number | null, term: string, language: string, targetKind: string, materialId: number | null, upstreamProcessId: number | null, canonical: string, origin: string, updatedAt: string } };

export type DataMatchingUpdateSynonymMutationVariables = Exact<{
  input: UpdateSynonymInput;
}>;


export type DataMatchingUpdateSynonymMutation = { updateSynonym: { id: number, companyId: number | null, term: string, language: string, targetKind: string, materialId: number | null, upstreamProcessId: number | null, canonical: string, origin: string, updatedAt: string } };

export type DataMatchingDeleteSynonymMutationVariables = Exact<{
  id: number;
}>;


export type DataMatchingDeleteSynonymMutation = { deleteSynonym: boolean };

export type DataMatchingMatchQueryVariables = Exact<{
  name: string;
  unit?: string | null | undefined;
  databaseId?: number | null | undefined;
}>;


export type DataMatchingMatchQuery = { matchMaterialName: Array<{ kind: string, id: number, name: string, nameEn: string | null, unit: string | null, databaseName: string | null, location: string | null, score: number, reasonKind: string, similarity: number | null, term: string | null, unitMismatch: string | null, reason: string }> };

export type DataMatchingConfirmMutationVariables = Exact<{
  input: ConfirmMatchInput;
}>;


export type DataMatchingConfirmMutation = { confirmMatch: { id: number, name: string, candidateName: string, score: number, synonymId: number | null } };

export type DataMatchingMaterialsQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type DataMatchingMaterialsQuery = { materialData: { total: number, items: Array<{ id: number, companyId: number | null, name: string, nameEn: string, category: string }> } };

export type DataMatchingCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type DataMatchingCategoriesQuery = { lcaDataCodes: { materialCategories: Array<{ code: string, name: string, nameEn: string }> } };

export type DataMatchingDatabasesQueryVariables = Exact<{ [key: string]: never; }>;


export type DataMatchingDatabasesQuery = { upstreamDatabases: { items: Array<{ id: number, name: string, version: string }> } };

export type DataMatchingProcessesQueryVariables = Exact<{
  databaseId: number;
  keyword?: string | null | undefined;
}>;


export type DataMatchingProcessesQuery = { upstreamProcesses: { total: number, items: Array<{ id: number, code: string, name: string, productName: string, productUnit: string, location: string | null }> } };

export type DataMatchingCounterpartQueryVariables = Exact<{
  processId: number;
  databaseId: number;
}>;


export type DataMatchingCounterpartQuery = { upstreamCounterpart: { id: number, name: string, productName: string } | null };

export type DataMatchingCompareQueryVariables = Exact<{
  processAId: number;
  processBId: number;
  report: string;
}>;


export type DataMatchingCompareQuery = { compareUpstreamResults: { report: string, gwpDifference: number, a: { processId: number, processName: string, productName: string, unit: string, databaseName: string, databaseVersion: string, gwp: number }, b: { processId: number, processName: string, productName: string, unit: string, databaseName: string, databaseVersion: string, gwp: number }, flows: Array<{ name: string, compartment: string, unit: string, amountA: number, amountB: number, difference: number, gwpA: number, gwpB: number, gwpDifference: number, presence: string }> } };

export type DataMatching_RuleFragment = { id: number, category: string | null, materialId: number | null, primaryDataRequired: boolean, evidenceRequired: boolean, note: string, updatedAt: string };

export type DataMatchingRulesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
}>;


export type DataMatchingRulesQuery = { trackedDataRules: { total: number, items: Array<{ id: number, category: string | null, materialId: number | null, primaryDataRequired: boolean, evidenceRequired: boolean, note: string, updatedAt: string }> } };

export type DataMatchingCreateRuleMutationVariables = Exact<{
  input: TrackedDataRuleInput;
}>;


export type DataMatchingCreateRuleMutation = { createTrackedDataRule: { id: number, category: string | null, materialId: number | null, primaryDataRequired: boolean, evidenceRequired: boolean, note: string, updatedAt: string } };

export type DataMatchingUpdateRuleMutationVariables = Exact<{
  input: UpdateTrackedDataRuleInput;
}>;


export type DataMatchingUpdateRuleMutation = { updateTrackedDataRule: { id: number, category: string | null, materialId: number | null, primaryDataRequired: boolean, evidenceRequired: boolean, note: string, updatedAt: string } };

export type DataMatchingDeleteRuleMutationVariables = Exact<{
  id: number;
}>;


export type DataMatchingDeleteRuleMutation = { deleteTrackedDataRule: boolean };

export type FactorDetails_FactorFragment = { id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> };

export type FactorPicker_FactorFragment = { synonyms: Array<string>, id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> };

export type FactorPickerSearchQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  category?: string | null | undefined;
  region?: string | null | undefined;
  year?: number | null | undefined;
  unitId?: number | null | undefined;
  owner?: string | null | undefined;
}>;


export type FactorPickerSearchQuery = { emissionFactors: { total: number, items: Array<{ synonyms: Array<string>, id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> }> } };

export type FactorPickerFactorQueryVariables = Exact<{
  id: number;
}>;


export type FactorPickerFactorQuery = { emissionFactor: { synonyms: Array<string>, id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> } };

export type FactorLibrary_FactorFragment = { companyId: number | null, category: string, subcategory: string, version: string, dataSourceType: number, uncertainty: number | null, synonyms: Array<string>, scope: number | null, gwpBasis: string | null, notes: string | null, id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> };

export type FactorLibraryQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  category?: string | null | undefined;
  subcategory?: string | null | undefined;
  region?: string | null | undefined;
  year?: number | null | undefined;
  scope?: number | null | undefined;
  owner?: string | null | undefined;
  includeRetired: boolean;
}>;


export type FactorLibraryQuery = { emissionFactors: { total: number, items: Array<{ companyId: number | null, category: string, subcategory: string, version: string, dataSourceType: number, uncertainty: number | null, synonyms: Array<string>, scope: number | null, gwpBasis: string | null, notes: string | null, id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> }> } };

export type FactorLibraryCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type FactorLibraryCategoriesQuery = { factorCategories: Array<{ code: string, name: string, nameEn: string, subcategories: Array<string> }> };

export type ExportEmissionFactorsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  category?: string | null | undefined;
  subcategory?: string | null | undefined;
  region?: string | null | undefined;
  year?: number | null | undefined;
  scope?: number | null | undefined;
  owner?: string | null | undefined;
  includeRetired: boolean;
}>;


export type ExportEmissionFactorsQuery = { exportEmissionFactors: { filename: string, mimeType: string, base64: string } };

export type CreateEmissionFactorMutationVariables = Exact<{
  input: FactorInput;
}>;


export type CreateEmissionFactorMutation = { createEmissionFactor: { companyId: number | null, category: string, subcategory: string, version: string, dataSourceType: number, uncertainty: number | null, synonyms: Array<string>, scope: number | null, gwpBasis: string | null, notes: string | null, id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> } };

export type UpdateEmissionFactorMutationVariables = Exact<{
  input: UpdateFactorInput;
}>;


export type UpdateEmissionFactorMutation = { updateEmissionFactor: { companyId: number | null, category: string, subcategory: string, version: string, dataSourceType: number, uncertainty: number | null, synonyms: Array<string>, scope: number | null, gwpBasis: string | null, notes: string | null, id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> } };

export type RetireEmissionFactorMutationVariables = Exact<{
  id: number;
  retired: boolean;
}>;


export type RetireEmissionFactorMutation = { retireEmissionFactor: { companyId: number | null, category: string, subcategory: string, version: string, dataSourceType: number, uncertainty: number | null, synonyms: Array<string>, scope: number | null, gwpBasis: string | null, notes: string | null, id: number, code: string, name: string, nameEn: string, unitId: number, ncv: number | null, carbonContent: number | null, oxidation: number | null, region: string, year: number, source: string, sourceUrl: string | null, retired: boolean, gases: Array<{ gas: string, value: number }> } };

export type ImportEmissionFactorsMutationVariables = Exact<{
  input: ImportFactorsInput;
}>;


export type ImportEmissionFactorsMutation = { importEmissionFactors: { added: number, changed: number, unchanged: number, rejected: Array<{ row: number, key: string | null, reason: string }> } };

export type RecentActivityQueryVariables = Exact<{
  limit?: number;
}>;


export type RecentActivityQuery = { recentActivity: Array<{ id: number, event: string, success: boolean, outcome: string, ip: string | null, createdAt: string }> };

export type JobProgress_JobFragment = { id: string, kind: string, status: JobStatus, progressDone: number, progressTotal: number, progressNote: string | null, result: unknown, error: string | null, attempts: number, createdAt: string, startedAt: string | null, finishedAt: string | null };

export type JobQueryVariables = Exact<{
  id: string | number;
}>;


export type JobQuery = { job: { id: string, kind: string, status: JobStatus, progressDone: number, progressTotal: number, progressNote: string | null, result: unknown, error: string | null, attempts: number, createdAt: string, startedAt: string | null, finishedAt: string | null } };

export type CancelJobMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelJobMutation = { cancelJob: { id: string, kind: string, status: JobStatus, progressDone: number, progressTotal: number, progressNote: string | null, result: unknown, error: string | null, attempts: number, createdAt: string, startedAt: string | null, finishedAt: string | null } };

export type LcaData_QualityFragment = { reliability: number, completeness: number, temporal: number, geographical: number, technological: number };

export type LcaData_UncertaintyFragment = { distribution: string, geometricSd: number | null, sd: number | null, min: number | null, mode: number | null, max: number | null };

export type LcaData_MaterialFragment = { id: number, companyId: number | null, name: string, nameEn: string, category: string, unitId: number, sourceKind: string, upstreamDatabaseId: string | null, upstreamProcessId: string | null, gwp: number | null, source: string, referenceYear: number | null, region: string, indicators: Array<{ indicator: string, value: number }>, quality: { reliability: number, completeness: number, temporal: number, geographical: number, technological: number } | null, uncertainty: { distribution: string, geometricSd: number | null, sd: number | null, min: number | null, mode: number | null, max: number | null } };

export type LcaData_TransportFragment = { id: number, companyId: number | null, mode: string, name: string, nameEn: string, factor: number, loadFactor: number, emptyReturn: number, source: string, referenceYear: number | null, region: string, quality: { reliability: number, completeness: number, temporal: number, geographical: number, technological: number } | null, uncertainty: { distribution: string, geometricSd: number | null, sd: number | null, min: number | null, mode: number | null, max: number | null } };

export type LcaData_ImportReportFragment = { added: number, changed: number, unchanged: number, rejected: Array<{ row: number, key: string | null, reason: string }> };

export type LcaDataCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type LcaDataCodesQuery = { lcaDataCodes: { indicators: Array<string>, regions: Array<string>, materialCategories: Array<{ code: string, name: string, nameEn: string }>, transportModes: Array<{ code: string, name: string, nameEn: string }> } };

export type MaterialDataQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  owner?: string | null | undefined;
  category?: string | null | undefined;
}>;


export type MaterialDataQuery = { materialData: { total: number, items: Array<{ id: number, companyId: number | null, name: string, nameEn: string, category: string, unitId: number, sourceKind: string, upstreamDatabaseId: string | null, upstreamProcessId: string | null, gwp: number | null, source: string, referenceYear: number | null, region: string, indicators: Array<{ indicator: string, value: number }>, quality: { reliability: number, completeness: number, temporal: number, geographical: number, technological: number } | null, uncertainty: { distribution: string, geometricSd: number | null, sd: number | null, min: number | null, mode: number | null, max: number | null } }> } };

export type TransportDataQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  owner?: string | null | undefined;
  mode?: string | null | undefined;
}>;


export type TransportDataQuery = { transportData: { total: number, items: Array<{ id: number, companyId: number | null, mode: string, name: string, nameEn: string, factor: number, loadFactor: number, emptyReturn: number, source: string, referenceYear: number | null, region: string, quality: { reliability: number, completeness: number, temporal: number, geographical: number, technological: number } | null, uncertainty: { distribution: string, geometricSd: number | null, sd: number | null, min: number | null, mode: number | null, max: number | null } }> } };

export type ExportMaterialDataQueryVariables = Exact<{
  keyword?: string | null | undefined;
  owner?: string | null | undefined;
  category?: string | null | undefined;
}>;


export type ExportMaterialDataQuery = { exportMaterialData: { filename: string, mimeType: string, base64: string } };

export type ExportTransportDataQueryVariables = Exact<{
  keyword?: string | null | undefined;
  owner?: string | null | undefined;
  mode?: string | null | undefined;
}>;


export type ExportTransportDataQuery = { exportTransportData: { filename: string, mimeType: string, base64: string } };

export type CreateMaterialDatumMutationVariables = Exact<{
  input: MaterialDatumInput;
}>;


export type CreateMaterialDatumMutation = { createMaterialDatum: { id: number, companyId: number | null, name: string, nameEn: string, category: string, unitId: number, sourceKind: string, upstreamDatabaseId: string | null, upstreamProcessId: string | null, gwp: number | null, source: string, referenceYear: number | null, region: string, indicators: Array<{ indicator: string, value: number }>, quality: { reliability: number, completeness: number, temporal: number, geographical: number, technological: number } | null, uncertainty: { distribution: string, geometricSd: number | null, sd: number | null, min: number | null, mode: number | null, max: number | null } } };

export type UpdateMaterialDatumMutationVariables = Exact<{
  input: UpdateMaterialDatumInput;
}>;


export type UpdateMaterialDatumMutation = { updateMaterialDatum: { id: number, companyId: number | null, name: string, nameEn: string, category: string, unitId: number, sourceKind: string, upstreamDatabaseId: string | null, upstreamProcessId: string | null, gwp: number | null, source: string, referenceYear: number | null, region: string, indicators: Array<{ indicator: string, value: number }>, quality: { reliability: number, completeness: number, temporal: number, geographical: number, technological: number } | null, uncertainty: { distribution: string, geometricSd: number | null, sd: number | null, min: number | null, mode: number | null, max: number | null } } };

export type DeleteMaterialDatumMutationVariables = Exact<{
  id: number;
}>;


export type DeleteMaterialDatumMutation = { deleteMaterialDatum: boolean };

export type ImportMaterialDataMutationVariables = Exact<{
  input: ImportLcaDataInput;
}>;


export type ImportMaterialDataMutation = { importMaterialData: { added: number, changed: number, unchanged: number, rejected: Array<{ row: number, key: string | null, reason: string }> } };

export type CreateTransportDatumMutationVariables = Exact<{
  input: TransportDatumInput;
}>;


export type CreateTransportDatumMutation = { createTransportDatum: { id: number, companyId: number | null, mode: string, name: string, nameEn: string, factor: number, loadFactor: number, emptyReturn: number, source: string, referenceYear: number | null, region: string, quality: { reliability: number, completeness: number, temporal: number, geographical: number, technological: number } | null, uncertainty: { distribution: string, geometricSd: number | null, sd: number | null, min: number | null, mode: number | null, max: number | null } } };

export type UpdateTransportDatumMutationVariables = Exact<{
  input: UpdateTransportDatumInput;
}>;


export type UpdateTransportDatumMutation = { updateTransportDatum: { id: number, companyId: number | null, mode: string, name: string, nameEn: string, factor: number, loadFactor: number, emptyReturn: number, source: string, referenceYear: number | null, region: string, quality: { reliability: number, completeness: number, temporal: number, geographical: number, technological: number } | null, uncertainty: { distribution: string, geometricSd: number | null, sd: number | null, min: number | null, mode: number | null, max: number | null } } };

export type DeleteTransportDatumMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTransportDatumMutation = { deleteTransportDatum: boolean };

export type ImportTransportDataMutationVariables = Exact<{
  input: ImportLcaDataInput;
}>;


export type ImportTransportDataMutation = { importTransportData: { added: number, changed: number, unchanged: number, rejected: Array<{ row: number, key: string | null, reason: string }> } };

export type LcaModel_CodeFragment = { code: string, name: string, nameEn: string };

export type LcaModel_ProductFragment = { id: number, name: string, specification: string, description: string, categoryId: number | null, unitKind: string, unitDescription: string, declaredAmount: number, declaredUnitId: number, boundary: string, standard: string, referenceYear: number | null, geography: string, cutOffRule: string, allocation: string, massPerUnit: number | null, pricePerUnit: number | null, databaseId: number | null, method: string, version: number, auditStatus: string, calculationCount: number, updatedAt: string };

export type LcaModel_QualityFragment = { reliability: number, completeness: number, temporal: number, geographical: number, technological: number };

export type LcaModel_LineFragment = { id: number, productId: number, version: number, position: number, stage: string, kind: string, name: string, amount: number, unitId: number, supplier: string, sourceKind: string | null, sourceId: number | null, supplierGwp: number | null, distanceKm: number | null, massPerUnit: number | null, pricePerUnit: number | null, primary: boolean, note: string, quality: { reliability: number, completeness: number, temporal: number, geographical: number, technological: number } | null };

export type LcaModel_CalculationFragment = { id: number, productId: number, number: number, version: number, status: string, jobId: string | null, error: string | null, databaseLabel: string, method: string, createdAt: string, finishedAt: string | null, result: { headline: number, indicators: Array<{ name: string, unit: string, total: number }> } | null };

export type LcaModelCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type LcaModelCodesQuery = { lcaProductCodes: { standards: Array<{ code: string, name: string, nameEn: string, stageScheme: string }>, methods: Array<{ code: string, name: string, nameEn: string }>, boundaries: Array<{ code: string, name: string, nameEn: string }>, allocations: Array<{ code: string, name: string, nameEn: string }>, lineKinds: Array<{ code: string, name: string, nameEn: string }>, sourceKinds: Array<{ code: string, name: string, nameEn: string }>, auditStatuses: Array<{ code: string, name: string, nameEn: string }>, stageSchemes: Array<{ code: string, name: string, nameEn: string, stages: Array<{ code: string, name: string, nameEn: string }> }> } };

export type LcaModelProductQueryVariables = Exact<{
  id: number;
  version?: number | null | undefined;
}>;


export type LcaModelProductQuery = { lcaProduct: { versions: Array<number>, id: number, name: string, specification: string, description: string, categoryId: number | null, unitKind: string, unitDescription: string, declaredAmount: number, declaredUnitId: number, boundary: string, standard: string, referenceYear: number | null, geography: string, cutOffRule: string, allocation: string, massPerUnit: number | null, pricePerUnit: number | null, databaseId: number | null, method: string, version: number, auditStatus: string, calculationCount: number, updatedAt: string, lines: Array<{ id: number, productId: number, version: number, position: number, stage: string, kind: string, name: string, amount: number, unitId: number, supplier: string, sourceKind: string | null, sourceId: number | null, supplierGwp: number | null, distanceKm: number | null, massPerUnit: number | null, pricePerUnit: number | null, primary: boolean, note: string, quality: { reliability: number, completeness: number, temporal: number, geographical: number, technological: number } | null }> } };

export type LcaModelCalculationsQueryVariables = Exact<{
  id: number;
}>;


export type LcaModelCalculationsQuery = { lcaProduct: { id: number, calculationCount: number, calculations: Array<{ id: number, productId: number, number: number, version: number, status: string, jobId: string | null, error: string | null, databaseLabel: string, method: string, createdAt: string, finishedAt: string | null, result: { headline: number, indicators: Array<{ name: string, unit: string, total: number }> } | null }> } };

export type LcaModelProblemsQueryVariables = Exact<{
  id: number;
}>;


export type LcaModelProblemsQuery = { lcaModelProblems: Array<{ lineId: number, name: string, reason: string }> };

export type LcaModelUpstreamProcessesQueryVariables = Exact<{
  databaseId: number;
  keyword?: string | null | undefined;
  page: number;
}>;


export type LcaModelUpstreamProcessesQuery = { upstreamProcesses: { total: number, items: Array<{ id: number, name: string, productName: string, productUnit: string, location: string | null }> } };

export type LcaModelMaterialDataQueryVariables = Exact<{
  keyword?: string | null | undefined;
  page: number;
}>;


export type LcaModelMaterialDataQuery = { materialData: { total: number, items: Array<{ id: number, companyId: number | null, name: string, nameEn: string, unitId: number, gwp: number | null, region: string, source: string }> } };

export type LcaModelTransportDataQueryVariables = Exact<{
  keyword?: string | null | undefined;
  page: number;
}>;


export type LcaModelTransportDataQuery = { transportData: { total: number, items: Array<{ id: number, companyId: number | null, name: string, nameEn: string, mode: string, factor: number, region: string }> } };

export type LcaModelProcessModelsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  page: number;
}>;


export type LcaModelProcessModelsQuery = { processModels: { total: number, items: Array<{ id: number, companyId: number | null, code: string, name: string, nameEn: string, referenceProduct: string, referenceUnitId: number }> } };

export type LcaModelUpstreamSourceQueryVariables = Exact<{
  id: number;
}>;


export type LcaModelUpstreamSourceQuery = { upstreamProcess: { id: number, name: string, productName: string, productUnit: string } };

export type LcaModelMaterialSourceQueryVariables = Exact<{
  id: number;
}>;


export type LcaModelMaterialSourceQuery = { materialDatum: { id: number, name: string, nameEn: string, unitId: number } };

export type LcaModelTransportSourceQueryVariables = Exact<{
  id: number;
}>;


export type LcaModelTransportSourceQuery = { transportDatum: { id: number, name: string, nameEn: string } };

export type LcaModelProcessSourceQueryVariables = Exact<{
  id: number;
}>;


export type LcaModelProcessSourceQuery = { processModel: { id: number, name: string, nameEn: string, referenceUnitId: number } };

export type LcaModelUpdateProductMutationVariables = Exact<{
  input: UpdateLcaProductInput;
}>;


export type LcaModelUpdateProductMutation = { updateLcaProduct: { id: number, name: string, specification: string, description: string, categoryId: number | null, unitKind: string, unitDescription: string, declaredAmount: number, declaredUnitId: number, boundary: string, standard: string, referenceYear: number | null, geography: string, cutOffRule: string, allocation: string, massPerUnit: number | null, pricePerUnit: number | null, databaseId: number | null, method: string, version: number, auditStatus: string, calculationCount: number, updatedAt: string } };

export type LcaModelNewVersionMutationVariables = Exact<{
  input: LcaProductRef;
}>;


export type LcaModelNewVersionMutation = { createLcaModelVersion: { id: number, name: string, specification: string, description: string, categoryId: number | null, unitKind: string, unitDescription: string, declaredAmount: number, declaredUnitId: number, boundary: string, standard: string, referenceYear: number | null, geography: string, cutOffRule: string, allocation: string, massPerUnit: number | null, pricePerUnit: number | null, databaseId: number | null, method: string, version: number, auditStatus: string, calculationCount: number, updatedAt: string } };

export type LcaModelAddLinesMutationVariables = Exact<{
  input: AddLcaModelLinesInput;
}>;


export type LcaModelAddLinesMutation = { addLcaModelLines: Array<{ id: number, productId: number, version: number, position: number, stage: string, kind: string, name: string, amount: number, unitId: number, supplier: string, sourceKind: string | null, sourceId: number | null, supplierGwp: number | null, distanceKm: number | null, massPerUnit: number | null, pricePerUnit: number | null, primary: boolean, note: string, quality: { reliability: number, completeness: number, temporal: number, geographical: number, technological: number } | null }> };

export type LcaModelUpdateLineMutationVariables = Exact<{
  input: UpdateLcaModelLineInput;
}>;


export type LcaModelUpdateLineMutation = { updateLcaModelLine: { id: number, productId: number, version: number, position: number, stage: string, kind: string, name: string, amount: number, unitId: number, supplier: string, sourceKind: string | null, sourceId: number | null, supplierGwp: number | null, distanceKm: number | null, massPerUnit: number | null, pricePerUnit: number | null, primary: boolean, note: string, quality: { reliability: number, completeness: number, temporal: number, geographical: number, technological: number } | null } };

export type LcaModelDeleteLinesMutationVariables = Exact<{
  input: DeleteLcaModelLinesInput;
}>;


export type LcaModelDeleteLinesMutation = { deleteLcaModelLines: number };

export type LcaModelCalculateMutationVariables = Exact<{
  input: LcaProductRef;
}>;


export type LcaModelCalculateMutation = { calculateLcaProduct: { id: number, productId: number, number: number, version: number, status: string, jobId: string | null, error: string | null, databaseLabel: string, method: string, createdAt: string, finishedAt: string | null, result: { headline: number, indicators: Array<{ name: string, unit: string, total: number }> } | null } };

export type LcaModelTemplateQueryVariables = Exact<{ [key: string]: never; }>;


export type LcaModelTemplateQuery = { lcaModelTemplate: { filename: string, mimeType: string, base64: string } };

export type LcaModelImportLinesMutationVariables = Exact<{
  input: ImportLcaModelLinesInput;
}>;


export type LcaModelImportLinesMutation = { importLcaModelLines: { added: number, changed: number, unchanged: number, rejected: Array<{ row: number, key: string | null, reason: string }> } };

export type LcaProducts_CodeFragment = { code: string, name: string, nameEn: string };

export type LcaProductCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type LcaProductCodesQuery = { lcaProductCodes: { standards: Array<{ code: string, name: string, nameEn: string, stageScheme: string }>, methods: Array<{ code: string, name: string, nameEn: string }>, boundaries: Array<{ code: string, name: string, nameEn: string }>, allocations: Array<{ code: string, name: string, nameEn: string }>, lineKinds: Array<{ code: string, name: string, nameEn: string }>, sourceKinds: Array<{ code: string, name: string, nameEn: string }>, auditStatuses: Array<{ code: string, name: string, nameEn: string }>, stageSchemes: Array<{ code: string, name: string, nameEn: string, stages: Array<{ code: string, name: string, nameEn: string }> }> } };

export type LcaProductDatabasesQueryVariables = Exact<{ [key: string]: never; }>;


export type LcaProductDatabasesQuery = { upstreamDatabases: { total: number, items: Array<{ id: number, name: string, version: string }> } };

export type CreateLcaProductMutationVariables = Exact<{
  input: CreateLcaProductInput;
}>;


export type CreateLcaProductMutation = { createLcaProduct: { id: number, name: string } };

export type LcaProducts_RowFragment = { id: number, name: string, specification: string, categoryId: number | null, standard: string, declaredAmount: number, declaredUnitId: number, unitKind: string, version: number, auditStatus: string, calculationCount: number, updatedAt: string };

export type LcaProductsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  categoryId?: number | null | undefined;
  auditStatus?: string | null | undefined;
  standard?: string | null | undefined;
}>;


export type LcaProductsQuery = { lcaProducts: { total: number, items: Array<{ id: number, name: string, specification: string, categoryId: number | null, standard: string, declaredAmount: number, declaredUnitId: number, unitKind: string, version: number, auditStatus: string, calculationCount: number, updatedAt: string }> } };

export type CopyLcaProductMutationVariables = Exact<{
  input: CopyLcaProductInput;
}>;


export type CopyLcaProductMutation = { copyLcaProduct: { id: number, name: string } };

export type DeleteLcaProductMutationVariables = Exact<{
  id: number;
}>;


export type DeleteLcaProductMutation = { deleteLcaProduct: boolean };

export type LcaProducts_CalculationFragment = { id: number, productId: number, number: number, version: number, status: string, databaseLabel: string, method: string, createdAt: string, result: { headline: number, indicators: Array<{ name: string, unit: string, total: number }> } | null };

export type LcaManageProductsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  auditStatus?: string | null | undefined;
}>;


export type LcaManageProductsQuery = { lcaProducts: { total: number, items: Array<{ id: number, name: string, specification: string, categoryId: number | null, standard: string, declaredAmount: number, declaredUnitId: number, unitKind: string, version: number, auditStatus: string, calculationCount: number, updatedAt: string, calculations: Array<{ id: number, productId: number, number: number, version: number, status: string, databaseLabel: string, method: string, createdAt: string, result: { headline: number, indicators: Array<{ name: string, unit: string, total: number }> } | null }> }> } };

export type DeleteLcaCalculationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteLcaCalculationMutation = { deleteLcaCalculation: boolean };

export type LcaLogQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type LcaLogQuery = { lcaLog: { total: number, items: Array<{ id: number, createdAt: string, username: string, productId: number | null, productName: string, action: string, version: number | null, summary: string, summaryEn: string }> } };

export type LcaResults_UncertaintyFragment = { iterations: number, seed: number, failed: number, count: number, indicator: string, unit: string, deterministic: number, mean: number, sd: number, p2_5: number, p50: number, p97_5: number, histogramEdges: Array<number>, histogramCounts: Array<number> };

export type LcaResults_ResultFragment = { headline: number, primaryShare: number, cutOffProducts: number, indicators: Array<{ method: string, category: string, name: string, unit: string, total: number }>, byStage: Array<{ key: string, name: string, values: Array<number> }>, byLine: Array<{ key: string, name: string, stage: string, kind: string, primary: boolean, values: Array<number> }>, byProcess: Array<{ name: string, detail: string, amount: number, share: number }>, byFlow: Array<{ name: string, detail: string, amount: number, share: number }>, tree: Array<{ parent: number, depth: number, name: string, amount: number, unit: string, direct: number, upstream: number, share: number, cutCount: number, cutAmount: number }>, sankey: { cutoff: number, hiddenNodes: number, hiddenDirect: number, nodes: Array<{ name: string, direct: number, upstream: number }>, links: Array<{ source: number, target: number, impact: number }> }, dataQuality: { rating: number, level: string, coverage: number } | null };

export type LcaResults_CalculationFragment = { id: number, productId: number, number: number, version: number, status: string, jobId: string | null, error: string | null, databaseLabel: string, method: string, model: unknown, createdAt: string, finishedAt: string | null, result: { headline: number, primaryShare: number, cutOffProducts: number, indicators: Array<{ method: string, category: string, name: string, unit: string, total: number }>, byStage: Array<{ key: string, name: string, values: Array<number> }>, byLine: Array<{ key: string, name: string, stage: string, kind: string, primary: boolean, values: Array<number> }>, byProcess: Array<{ name: string, detail: string, amount: number, share: number }>, byFlow: Array<{ name: string, detail: string, amount: number, share: number }>, tree: Array<{ parent: number, depth: number, name: string, amount: number, unit: string, direct: number, upstream: number, share: number, cutCount: number, cutAmount: number }>, sankey: { cutoff: number, hiddenNodes: number, hiddenDirect: number, nodes: Array<{ name: string, direct: number, upstream: number }>, links: Array<{ source: number, target: number, impact: number }> }, dataQuality: { rating: number, level: string, coverage: number } | null } | null, uncertainty: { iterations: number, seed: number, failed: number, count: number, indicator: string, unit: string, deterministic: number, mean: number, sd: number, p2_5: number, p50: number, p97_5: number, histogramEdges: Array<number>, histogramCounts: Array<number> } | null };

export type LcaCalculationResultsQueryVariables = Exact<{
  id: number;
}>;


export type LcaCalculationResultsQuery = { lcaCalculation: { id: number, productId: number, number: number, version: number, status: string, jobId: string | null, error: string | null, databaseLabel: string, method: string, model: unknown, createdAt: string, finishedAt: string | null, result: { headline: number, primaryShare: number, cutOffProducts: number, indicators: Array<{ method: string, category: string, name: string, unit: string, total: number }>, byStage: Array<{ key: string, name: string, values: Array<number> }>, byLine: Array<{ key: string, name: string, stage: string, kind: string, primary: boolean, values: Array<number> }>, byProcess: Array<{ name: string, detail: string, amount: number, share: number }>, byFlow: Array<{ name: string, detail: string, amount: number, share: number }>, tree: Array<{ parent: number, depth: number, name: string, amount: number, unit: string, direct: number, upstream: number, share: number, cutCount: number, cutAmount: number }>, sankey: { cutoff: number, hiddenNodes: number, hiddenDirect: number, nodes: Array<{ name: string, direct: number, upstream: number }>, links: Array<{ source: number, target: number, impact: number }> }, dataQuality: { rating: number, level: string, coverage: number } | null } | null, uncertainty: { iterations: number, seed: number, failed: number, count: number, indicator: string, unit: string, deterministic: number, mean: number, sd: number, p2_5: number, p50: number, p97_5: number, histogramEdges: Array<number>, histogramCounts: Array<number> } | null } };

export type LcaResultsCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type LcaResultsCodesQuery = { lcaProductCodes: { methods: Array<{ code: string, name: string, nameEn: string }>, lineKinds: Array<{ code: string, name: string, nameEn: string }>, stageSchemes: Array<{ code: string, stages: Array<{ code: string, name: string, nameEn: string }> }> } };

export type RunLcaMonteCarloMutationVariables = Exact<{
  input: RunLcaMonteCarloInput;
}>;


export type RunLcaMonteCarloMutation = { runLcaMonteCarlo: { id: string, kind: string, status: JobStatus, progressDone: number, progressTotal: number, progressNote: string | null, result: unknown, error: string | null, attempts: number, createdAt: string, startedAt: string | null, finishedAt: string | null } };

export type LcaCompareProductsQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type LcaCompareProductsQuery = { lcaProducts: { total: number, items: Array<{ id: number, name: string, specification: string }> } };

export type LcaCompareCalculationsQueryVariables = Exact<{
  productId: number;
}>;


export type LcaCompareCalculationsQuery = { lcaProduct: { id: number, name: string, calculations: Array<{ id: number, number: number, version: number, status: string, method: string, databaseLabel: string }> } };

export type CompareLcaCalculationsMutationVariables = Exact<{
  input: CompareLcaCalculationsInput;
}>;


export type CompareLcaCalculationsMutation = { compareLcaCalculations: { id: string, kind: string, status: JobStatus, progressDone: number, progressTotal: number, progressNote: string | null, result: unknown, error: string | null, attempts: number, createdAt: string, startedAt: string | null, finishedAt: string | null } };

export type ExportLcaResultQueryVariables = Exact<{
  id: number;
}>;


export type ExportLcaResultQuery = { exportLcaResult: { filename: string, mimeType: string, base64: string } };

export type ExportLcaSankeyQueryVariables = Exact<{
  id: number;
}>;


export type ExportLcaSankeyQuery = { exportLcaSankey: { filename: string, mimeType: string, base64: string } };

export type PermissionCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type PermissionCatalogueQuery = { permissions: Array<{ code: string, name: string, nameEn: string, parentCode: string | null, sort: number }> };

export type ProcessModels_CodeFragment = { code: string, name: string, nameEn: string };

export type ProcessModelCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProcessModelCodesQuery = { processModelCodes: { categories: Array<{ code: string, name: string, nameEn: string }>, allocations: Array<{ code: string, name: string, nameEn: string }>, compartments: Array<{ code: string, name: string, nameEn: string }>, boundaries: Array<{ code: string, name: string, nameEn: string }>, stageSchemes: Array<{ code: string, name: string, nameEn: string, stages: Array<{ code: string, name: string, nameEn: string }> }> } };

export type ProcessModels_ModelFragment = { id: number, companyId: number | null, code: string, name: string, nameEn: string, category: string, description: string, referenceProduct: string, referenceAmount: number, referenceUnitId: number, referenceMassPerUnit: number | null, referencePricePerUnit: number | null, allocation: string, template: boolean };

export type ProcessModels_LineFragment = { id: number, direction: string, sourceKind: string | null, sourceId: number | null, name: string, compartment: string | null, amount: number, unitId: number, massPerUnit: number | null, pricePerUnit: number | null };

export type ProcessModelsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  owner?: string | null | undefined;
  category?: string | null | undefined;
}>;


export type ProcessModelsQuery = { processModels: { total: number, items: Array<{ id: number, companyId: number | null, code: string, name: string, nameEn: string, category: string, description: string, referenceProduct: string, referenceAmount: number, referenceUnitId: number, referenceMassPerUnit: number | null, referencePricePerUnit: number | null, allocation: string, template: boolean }> } };

export type ProcessModelQueryVariables = Exact<{
  id: number;
}>;


export type ProcessModelQuery = { processModel: { id: number, companyId: number | null, code: string, name: string, nameEn: string, category: string, description: string, referenceProduct: string, referenceAmount: number, referenceUnitId: number, referenceMassPerUnit: number | null, referencePricePerUnit: number | null, allocation: string, template: boolean, lines: Array<{ id: number, direction: string, sourceKind: string | null, sourceId: number | null, name: string, compartment: string | null, amount: number, unitId: number, massPerUnit: number | null, pricePerUnit: number | null }> } };

export type CreateProcessModelMutationVariables = Exact<{
  input: ProcessModelInput;
}>;


export type CreateProcessModelMutation = { createProcessModel: { id: number, companyId: number | null, code: string, name: string, nameEn: string, category: string, description: string, referenceProduct: string, referenceAmount: number, referenceUnitId: number, referenceMassPerUnit: number | null, referencePricePerUnit: number | null, allocation: string, template: boolean } };

export type UpdateProcessModelMutationVariables = Exact<{
  input: UpdateProcessModelInput;
}>;


export type UpdateProcessModelMutation = { updateProcessModel: { id: number, companyId: number | null, code: string, name: string, nameEn: string, category: string, description: string, referenceProduct: string, referenceAmount: number, referenceUnitId: number, referenceMassPerUnit: number | null, referencePricePerUnit: number | null, allocation: string, template: boolean, lines: Array<{ id: number, direction: string, sourceKind: string | null, sourceId: number | null, name: string, compartment: string | null, amount: number, unitId: number, massPerUnit: number | null, pricePerUnit: number | null }> } };

export type DeleteProcessModelMutationVariables = Exact<{
  id: number;
}>;


export type DeleteProcessModelMutation = { deleteProcessModel: boolean };

export type ProcessModels_CategoryFragment = { id: number, parentId: number | null, code: string, name: string, nameEn: string, sort: number };

export type ProductCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCategoriesQuery = { productCategories: Array<{ id: number, parentId: number | null, code: string, name: string, nameEn: string, sort: number }> };

export type CreateProductCategoryMutationVariables = Exact<{
  input: ProductCategoryInput;
}>;


export type CreateProductCategoryMutation = { createProductCategory: { id: number, parentId: number | null, code: string, name: string, nameEn: string, sort: number } };

export type UpdateProductCategoryMutationVariables = Exact<{
  input: UpdateProductCategoryInput;
}>;


export type UpdateProductCategoryMutation = { updateProductCategory: { id: number, parentId: number | null, code: string, name: string, nameEn: string, sort: number } };

export type DeleteProductCategoryMutationVariables = Exact<{
  id: number;
}>;


export type DeleteProductCategoryMutation = { deleteProductCategory: boolean };

export type ProcessModels_DesignFragment = { id: number, companyId: number | null, code: string, name: string, nameEn: string, categoryId: number, declaredAmount: number, declaredUnitId: number, boundary: string, stageScheme: string, description: string };

export type DesignProductsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  owner?: string | null | undefined;
}>;


export type DesignProductsQuery = { designProducts: { total: number, items: Array<{ id: number, companyId: number | null, code: string, name: string, nameEn: string, categoryId: number, declaredAmount: number, declaredUnitId: number, boundary: string, stageScheme: string, description: string }> } };

export type DesignProductQueryVariables = Exact<{
  id: number;
}>;


export type DesignProductQuery = { designProduct: { id: number, companyId: number | null, code: string, name: string, nameEn: string, categoryId: number, declaredAmount: number, declaredUnitId: number, boundary: string, stageScheme: string, description: string, items: Array<{ id: number, stage: string, kind: string, processModelId: number | null, materialDatumId: number | null, name: string }> } };

export type CreateDesignProductMutationVariables = Exact<{
  input: DesignProductInput;
}>;


export type CreateDesignProductMutation = { createDesignProduct: { id: number, companyId: number | null, code: string, name: string, nameEn: string, categoryId: number, declaredAmount: number, declaredUnitId: number, boundary: string, stageScheme: string, description: string } };

export type UpdateDesignProductMutationVariables = Exact<{
  input: UpdateDesignProductInput;
}>;


export type UpdateDesignProductMutation = { updateDesignProduct: { id: number, companyId: number | null, code: string, name: string, nameEn: string, categoryId: number, declaredAmount: number, declaredUnitId: number, boundary: string, stageScheme: string, description: string } };

export type DeleteDesignProductMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDesignProductMutation = { deleteDesignProduct: boolean };

export type AssignmentCompaniesQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type AssignmentCompaniesQuery = { companies: { total: number, items: Array<{ id: number, name: string }> } };

export type ProcessModelAssignmentsQueryVariables = Exact<{
  companyId: number;
}>;


export type ProcessModelAssignmentsQuery = { processModelAssignments: Array<number> };

export type SetProcessModelAssignmentsMutationVariables = Exact<{
  input: AssignmentInput;
}>;


export type SetProcessModelAssignmentsMutation = { setProcessModelAssignments: Array<number> };

export type DesignProductAssignmentsQueryVariables = Exact<{
  companyId: number;
}>;


export type DesignProductAssignmentsQuery = { designProductAssignments: Array<number> };

export type SetDesignProductAssignmentsMutationVariables = Exact<{
  input: AssignmentInput;
}>;


export type SetDesignProductAssignmentsMutation = { setDesignProductAssignments: Array<number> };

export type AccountingReference_ListsFragment = { gwpSets: Array<string>, units: Array<{ id: number, symbol: string, name: string, nameEn: string, dimension: string, toBase: number, selectable: boolean }>, gases: Array<{ code: string, label: string, name: string, nameEn: string, gwpAR4: number, gwpAR5: number, gwpAR6: number, synonyms: Array<string> }>, dataSourceTypes: Array<{ id: number, name: string, nameEn: string }>, regions: Array<{ code: string, name: string, nameEn: string }>, industries: Array<{ id: number, code: string, name: string, nameEn: string, parentId: number | null, sort: number }> };

export type AccountingReferenceDataQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountingReferenceDataQuery = { referenceData: { gwpSets: Array<string>, units: Array<{ id: number, symbol: string, name: string, nameEn: string, dimension: string, toBase: number, selectable: boolean }>, gases: Array<{ code: string, label: string, name: string, nameEn: string, gwpAR4: number, gwpAR5: number, gwpAR6: number, synonyms: Array<string> }>, dataSourceTypes: Array<{ id: number, name: string, nameEn: string }>, regions: Array<{ code: string, name: string, nameEn: string }>, industries: Array<{ id: number, code: string, name: string, nameEn: string, parentId: number | null, sort: number }> } };

export type AccountingTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountingTemplatesQuery = { templates: Array<{ id: number, companyId: number | null, code: string, name: string, nameEn: string, standardId: number | null, industryId: number | null, description: string, descriptionEn: string }> };

export type RolesPage_RoleFragment = { id: number, companyId: number, name: string, description: string | null, permissionCodes: Array<string>, createdAt: string };

export type RolesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  sortBy?: RoleSortField | null | undefined;
  sortOrder?: SortOrder | null | undefined;
}>;


export type RolesQuery = { roles: { total: number, items: Array<{ id: number, companyId: number, name: string, description: string | null, permissionCodes: Array<string>, createdAt: string }> } };

export type RoleReassignOptionsQueryVariables = Exact<{
  companyId?: number | null | undefined;
}>;


export type RoleReassignOptionsQuery = { roles: { total: number, items: Array<{ id: number, name: string }> } };

export type RolePermissionCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type RolePermissionCatalogueQuery = { permissions: Array<{ code: string, name: string, nameEn: string, parentCode: string | null, sort: number }> };

export type CreateRoleMutationVariables = Exact<{
  input: CreateRoleInput;
}>;


export type CreateRoleMutation = { createRole: { id: number, companyId: number, name: string, description: string | null, permissionCodes: Array<string>, createdAt: string } };

export type UpdateRoleMutationVariables = Exact<{
  input: UpdateRoleInput;
}>;


export type UpdateRoleMutation = { updateRole: { id: number, companyId: number, name: string, description: string | null, permissionCodes: Array<string>, createdAt: string } };

export type DeleteRoleMutationVariables = Exact<{
  input: DeleteRoleInput;
}>;


export type DeleteRoleMutation = { deleteRole: boolean };

export type SetRolePermissionsMutationVariables = Exact<{
  input: SetRolePermissionsInput;
}>;


export type SetRolePermissionsMutation = { setRolePermissions: { id: number, permissionCodes: Array<string> } };

export type UpstreamDatabaseRowFragment = { id: number, name: string, version: string, licence: string, source: string, fileName: string, processCount: number, productCount: number, flowCount: number, exchangeCount: number, allocation: string, createdAt: string };

export type UpstreamDatabasesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
}>;


export type UpstreamDatabasesQuery = { upstreamDatabases: { total: number, items: Array<{ id: number, name: string, version: string, licence: string, source: string, fileName: string, processCount: number, productCount: number, flowCount: number, exchangeCount: number, allocation: string, createdAt: string }> } };

export type UpstreamProcessesQueryVariables = Exact<{
  databaseId: number;
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
}>;


export type UpstreamProcessesQuery = { upstreamProcesses: { total: number, items: Array<{ id: number, code: string, name: string, location: string | null, productName: string, productUnit: string, outputAmount: number }> } };

export type UpstreamProcessQueryVariables = Exact<{
  id: number;
}>;


export type UpstreamProcessQuery = { upstreamProcess: { id: number, code: string, name: string, location: string | null, productName: string, productUnit: string, outputAmount: number, exchanges: Array<{ kind: string, direction: string, flowCode: string, flowName: string, compartment: string | null, amount: number, unit: string, cutOff: boolean, providerId: number | null, providerName: string | null, uncertainty: { kind: string, sigma: number | null, sd: number | null, min: number | null, mode: number | null, max: number | null, pedigree: Array<number> | null } | null }> } };

export type UpstreamProductGwpQueryVariables = Exact<{
  processId: number;
}>;


export type UpstreamProductGwpQuery = { upstreamProductGwp: { processId: number, productName: string, unit: string, ar5: number, ar6: number, cutOffProducts: number } };

export type UploadUpstreamDatabaseFileMutationVariables = Exact<{
  input: UploadEvidenceFileInput;
}>;


export type UploadUpstreamDatabaseFileMutation = { uploadUpstreamDatabaseFile: { id: string, name: string } };

export type ImportUpstreamDatabaseMutationVariables = Exact<{
  input: ImportUpstreamDatabaseInput;
}>;


export type ImportUpstreamDatabaseMutation = { importUpstreamDatabase: { id: string, kind: string, status: JobStatus, progressDone: number, progressTotal: number, progressNote: string | null, result: unknown, error: string | null, attempts: number, createdAt: string, startedAt: string | null, finishedAt: string | null } };

export type DeleteUpstreamDatabaseMutationVariables = Exact<{
  input: DeleteUpstreamDatabaseInput;
}>;


export type DeleteUpstreamDatabaseMutation = { deleteUpstreamDatabase: boolean };

export type UpstreamDatabaseQueryVariables = Exact<{
  id: number;
}>;


export type UpstreamDatabaseQuery = { upstreamDatabase: { id: number, name: string, version: string, licence: string, source: string, fileName: string, processCount: number, productCount: number, flowCount: number, exchangeCount: number, allocation: string, createdAt: string } };

export type UpstreamProductIndicatorsQueryVariables = Exact<{
  processId: number;
}>;


export type UpstreamProductIndicatorsQuery = { upstreamProductIndicators: { processId: number, unit: string, flows: number, matched: number, assumed: number, unmatched: number, coverage: number, massCoverage: number, citation: string, indicators: Array<{ code: string, name: string, unit: string, value: number }>, unmatchedFlows: Array<{ name: string, compartment: string, amount: number, unit: string, share: number, reason: string }> } };

export type UsersPage_UserFragment = { id: number, companyId: number, username: string, realname: string, email: string | null, phone: string | null, status: number, lastLoginAt: string | null, createdAt: string, company: { id: number, name: string }, roles: Array<{ id: number, name: string }> };

export type UsersQueryVariables = Exact<{
  page: number;
  pageSize: number;
  keyword?: string | null | undefined;
  sortBy?: UserSortField | null | undefined;
  sortOrder?: SortOrder | null | undefined;
  status?: number | null | undefined;
}>;


export type UsersQuery = { users: { total: number, items: Array<{ id: number, companyId: number, username: string, realname: string, email: string | null, phone: string | null, status: number, lastLoginAt: string | null, createdAt: string, company: { id: number, name: string }, roles: Array<{ id: number, name: string }> }> } };

export type UserRoleOptionsQueryVariables = Exact<{
  companyId?: number | null | undefined;
}>;


export type UserRoleOptionsQuery = { roles: { total: number, items: Array<{ id: number, name: string }> } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: number, companyId: number, username: string, realname: string, email: string | null, phone: string | null, status: number, lastLoginAt: string | null, createdAt: string, company: { id: number, name: string }, roles: Array<{ id: number, name: string }> } };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { id: number, companyId: number, username: string, realname: string, email: string | null, phone: string | null, status: number, lastLoginAt: string | null, createdAt: string, company: { id: number, name: string }, roles: Array<{ id: number, name: string }> } };

export type ResetUserPasswordMutationVariables = Exact<{
  id: number;
}>;


export type ResetUserPasswordMutation = { resetUserPassword: { id: number, mustChangePassword: boolean } };

export type DeleteUserMutationVariables = Exact<{
  id: number;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export const CaseAdd_CorporationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseAdd_corporation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Corporation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}}]}}]} as unknown as DocumentNode<CaseAdd_CorporationFragment, unknown>;
export const CaseEditor_CaseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gwpSet"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"}},{"kind":"Field","name":{"kind":"Name","value":"outputAmount"}},{"kind":"Field","name":{"kind":"Name","value":"outputUnit"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueUnit"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"corporationId"}},{"kind":"Field","name":{"kind":"Name","value":"corporation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalKg"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarketKg"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CaseEditor_CaseFragment, unknown>;
export const CaseEditor_ProcessFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_process"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseProcess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"isoCategory"}},{"kind":"Field","name":{"kind":"Name","value":"scope3Category"}},{"kind":"Field","name":{"kind":"Name","value":"deducted"}},{"kind":"Field","name":{"kind":"Name","value":"templateProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<CaseEditor_ProcessFragment, unknown>;
export const CaseEditor_CustomFactorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_customFactor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}}]}}]} as unknown as DocumentNode<CaseEditor_CustomFactorFragment, unknown>;
export const FactorDetails_FactorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorDetails_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<FactorDetails_FactorFragment, unknown>;
export const CaseEditor_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"factorId"}},{"kind":"Field","name":{"kind":"Name","value":"customFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_customFactor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"marketFactorId"}},{"kind":"Field","name":{"kind":"Name","value":"marketCustomFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_customFactor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketBasis"}},{"kind":"Field","name":{"kind":"Name","value":"marketCoveredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"marketCoveredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_customFactor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorDetails_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<CaseEditor_LineFragment, unknown>;
export const CorporationEditPage_CorporationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorporationEditPage_corporation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Corporation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latestReportDate"}}]}}]} as unknown as DocumentNode<CorporationEditPage_CorporationFragment, unknown>;
export const RepositoryPage_CaseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepositoryPage_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"corporationId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalKg"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RepositoryPage_CaseFragment, unknown>;
export const RepositoryPage_CorporationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepositoryPage_corporation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Corporation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"latestReportDate"}},{"kind":"Field","name":{"kind":"Name","value":"cases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepositoryPage_case"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepositoryPage_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"corporationId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalKg"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RepositoryPage_CorporationFragment, unknown>;
export const IndustriesPage_IndustryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndustriesPage_industry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Industry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<IndustriesPage_IndustryFragment, unknown>;
export const IndustryStandardsPage_StandardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndustryStandardsPage_standard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IndustryStandard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<IndustryStandardsPage_StandardFragment, unknown>;
export const IndustryDefaults_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndustryDefaults_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IndustryDefault"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"electricityFactorId"}},{"kind":"Field","name":{"kind":"Name","value":"heatFactorId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<IndustryDefaults_RowFragment, unknown>;
export const Templates_TemplateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Templates_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}}]}}]} as unknown as DocumentNode<Templates_TemplateFragment, unknown>;
export const CaseResults_RunSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseResults_runSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalculationRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"runNo"}},{"kind":"Field","name":{"kind":"Name","value":"gwpSet"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalKg"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarketKg"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"engineMs"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseResults_RunSummaryFragment, unknown>;
export const CaseResults_TotalsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseResults_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalKg"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarketKg"}},{"kind":"Field","name":{"kind":"Name","value":"scope1"}},{"kind":"Field","name":{"kind":"Name","value":"scope2Location"}},{"kind":"Field","name":{"kind":"Name","value":"scope2Market"}},{"kind":"Field","name":{"kind":"Name","value":"scope3"}},{"kind":"Field","name":{"kind":"Name","value":"byIsoCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byScope3Category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byProcess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byGas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"massKg"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"biogenicCo2Kg"}},{"kind":"Field","name":{"kind":"Name","value":"deductedKg"}},{"kind":"Field","name":{"kind":"Name","value":"intensityPerOutput"}},{"kind":"Field","name":{"kind":"Name","value":"outputUnit"}},{"kind":"Field","name":{"kind":"Name","value":"intensityPerRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueUnit"}}]}}]} as unknown as DocumentNode<CaseResults_TotalsFragment, unknown>;
export const CaseResults_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseResults_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"lineNo"},"name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"isoCategory"}},{"kind":"Field","name":{"kind":"Name","value":"scope3Category"}},{"kind":"Field","name":{"kind":"Name","value":"deducted"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}},{"kind":"Field","name":{"kind":"Name","value":"biogenicCo2Kg"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"massKg"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CaseResults_LineFragment, unknown>;
export const CaseResults_FactorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseResults_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactorSnapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"factorId"},"name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"gwpBasis"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}}]}}]} as unknown as DocumentNode<CaseResults_FactorFragment, unknown>;
export const CompaniesPage_CompanyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompaniesPage_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CompaniesPage_CompanyFragment, unknown>;
export const CompanyProfilePage_CompanyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyProfilePage_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CompanyProfilePage_CompanyFragment, unknown>;
export const DataMatching_SynonymFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataMatching_Synonym"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Synonym"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"targetKind"}},{"kind":"Field","name":{"kind":"Name","value":"materialId"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"canonical"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DataMatching_SynonymFragment, unknown>;
export const DataMatching_RuleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataMatching_Rule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackedDataRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"materialId"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDataRequired"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceRequired"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DataMatching_RuleFragment, unknown>;
export const FactorPicker_FactorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorPicker_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorDetails_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<FactorPicker_FactorFragment, unknown>;
export const FactorLibrary_FactorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorLibrary_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"gwpBasis"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorDetails_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<FactorLibrary_FactorFragment, unknown>;
export const JobProgress_JobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progressDone"}},{"kind":"Field","name":{"kind":"Name","value":"progressTotal"}},{"kind":"Field","name":{"kind":"Name","value":"progressNote"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<JobProgress_JobFragment, unknown>;
export const LcaData_QualityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}}]} as unknown as DocumentNode<LcaData_QualityFragment, unknown>;
export const LcaData_UncertaintyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_uncertainty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Uncertainty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"}},{"kind":"Field","name":{"kind":"Name","value":"geometricSd"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]} as unknown as DocumentNode<LcaData_UncertaintyFragment, unknown>;
export const LcaData_MaterialFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_material"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaterialDatum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamDatabaseId"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"gwp"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"indicator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"referenceYear"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_quality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_uncertainty"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_uncertainty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Uncertainty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"}},{"kind":"Field","name":{"kind":"Name","value":"geometricSd"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]} as unknown as DocumentNode<LcaData_MaterialFragment, unknown>;
export const LcaData_TransportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_transport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportDatum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"loadFactor"}},{"kind":"Field","name":{"kind":"Name","value":"emptyReturn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"referenceYear"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_quality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_uncertainty"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_uncertainty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Uncertainty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"}},{"kind":"Field","name":{"kind":"Name","value":"geometricSd"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]} as unknown as DocumentNode<LcaData_TransportFragment, unknown>;
export const LcaData_ImportReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_importReport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<LcaData_ImportReportFragment, unknown>;
export const LcaModel_CodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]} as unknown as DocumentNode<LcaModel_CodeFragment, unknown>;
export const LcaModel_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"unitKind"}},{"kind":"Field","name":{"kind":"Name","value":"unitDescription"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"declaredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"}},{"kind":"Field","name":{"kind":"Name","value":"standard"}},{"kind":"Field","name":{"kind":"Name","value":"referenceYear"}},{"kind":"Field","name":{"kind":"Name","value":"geography"}},{"kind":"Field","name":{"kind":"Name","value":"cutOffRule"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"massPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"auditStatus"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<LcaModel_ProductFragment, unknown>;
export const LcaModel_QualityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}}]} as unknown as DocumentNode<LcaModel_QualityFragment, unknown>;
export const LcaModel_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaModelLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierGwp"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"massPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_quality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}}]} as unknown as DocumentNode<LcaModel_LineFragment, unknown>;
export const LcaModel_CalculationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_calculation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaCalculation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"databaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<LcaModel_CalculationFragment, unknown>;
export const LcaProducts_CodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaProducts_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]} as unknown as DocumentNode<LcaProducts_CodeFragment, unknown>;
export const LcaProducts_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaProducts_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"standard"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"declaredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitKind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"auditStatus"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<LcaProducts_RowFragment, unknown>;
export const LcaProducts_CalculationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaProducts_calculation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaCalculation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"databaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<LcaProducts_CalculationFragment, unknown>;
export const LcaResults_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaResults_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byStage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byProcess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byFlow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parent"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"upstream"}},{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"cutCount"}},{"kind":"Field","name":{"kind":"Name","value":"cutAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sankey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutoff"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenNodes"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenDirect"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"upstream"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryShare"}},{"kind":"Field","name":{"kind":"Name","value":"dataQuality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cutOffProducts"}}]}}]} as unknown as DocumentNode<LcaResults_ResultFragment, unknown>;
export const LcaResults_UncertaintyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaResults_uncertainty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaUncertainty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iterations"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"indicator"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"deterministic"}},{"kind":"Field","name":{"kind":"Name","value":"mean"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"p2_5"}},{"kind":"Field","name":{"kind":"Name","value":"p50"}},{"kind":"Field","name":{"kind":"Name","value":"p97_5"}},{"kind":"Field","name":{"kind":"Name","value":"histogramEdges"}},{"kind":"Field","name":{"kind":"Name","value":"histogramCounts"}}]}}]} as unknown as DocumentNode<LcaResults_UncertaintyFragment, unknown>;
export const LcaResults_CalculationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaResults_calculation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaCalculation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"databaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaResults_result"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaResults_uncertainty"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaResults_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byStage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byProcess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byFlow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parent"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"upstream"}},{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"cutCount"}},{"kind":"Field","name":{"kind":"Name","value":"cutAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sankey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutoff"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenNodes"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenDirect"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"upstream"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryShare"}},{"kind":"Field","name":{"kind":"Name","value":"dataQuality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cutOffProducts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaResults_uncertainty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaUncertainty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iterations"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"indicator"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"deterministic"}},{"kind":"Field","name":{"kind":"Name","value":"mean"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"p2_5"}},{"kind":"Field","name":{"kind":"Name","value":"p50"}},{"kind":"Field","name":{"kind":"Name","value":"p97_5"}},{"kind":"Field","name":{"kind":"Name","value":"histogramEdges"}},{"kind":"Field","name":{"kind":"Name","value":"histogramCounts"}}]}}]} as unknown as DocumentNode<LcaResults_CalculationFragment, unknown>;
export const ProcessModels_CodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaDataCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]} as unknown as DocumentNode<ProcessModels_CodeFragment, unknown>;
export const ProcessModels_ModelFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_model"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"referenceProduct"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"referenceMassPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"referencePricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"template"}}]}}]} as unknown as DocumentNode<ProcessModels_ModelFragment, unknown>;
export const ProcessModels_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessModelLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"compartment"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"massPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}}]}}]} as unknown as DocumentNode<ProcessModels_LineFragment, unknown>;
export const ProcessModels_CategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<ProcessModels_CategoryFragment, unknown>;
export const ProcessModels_DesignFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_design"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"declaredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"}},{"kind":"Field","name":{"kind":"Name","value":"stageScheme"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<ProcessModels_DesignFragment, unknown>;
export const AccountingReference_ListsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingReference_lists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}},{"kind":"Field","name":{"kind":"Name","value":"toBase"}},{"kind":"Field","name":{"kind":"Name","value":"selectable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gwpAR4"}},{"kind":"Field","name":{"kind":"Name","value":"gwpAR5"}},{"kind":"Field","name":{"kind":"Name","value":"gwpAR6"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gwpSets"}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<AccountingReference_ListsFragment, unknown>;
export const RolesPage_RoleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RolesPage_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RolesPage_RoleFragment, unknown>;
export const UpstreamDatabaseRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpstreamDatabaseRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamDatabase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"processCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"flowCount"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCount"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpstreamDatabaseRowFragment, unknown>;
export const UsersPage_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPage_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"realname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UsersPage_UserFragment, unknown>;
export const CaseAddCorporationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseAddCorporations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"corporations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseAdd_corporation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseAdd_corporation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Corporation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}}]}}]} as unknown as DocumentNode<CaseAddCorporationsQuery, CaseAddCorporationsQueryVariables>;
export const CaseAddCorporationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseAddCorporation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"corporation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseAdd_corporation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseAdd_corporation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Corporation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}}]}}]} as unknown as DocumentNode<CaseAddCorporationQuery, CaseAddCorporationQueryVariables>;
export const CaseAddTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseAddTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CaseAddTagsQuery, CaseAddTagsQueryVariables>;
export const CaseAddCreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseAddCreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CaseAddCreateTagMutation, CaseAddCreateTagMutationVariables>;
export const CreateCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateCaseMutation, CreateCaseMutationVariables>;
export const CaseEditorCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseEditorCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_case"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gwpSet"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"}},{"kind":"Field","name":{"kind":"Name","value":"outputAmount"}},{"kind":"Field","name":{"kind":"Name","value":"outputUnit"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueUnit"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"corporationId"}},{"kind":"Field","name":{"kind":"Name","value":"corporation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalKg"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarketKg"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CaseEditorCaseQuery, CaseEditorCaseQueryVariables>;
export const CaseEditorProcessesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseEditorProcesses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseProcesses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_process"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_process"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseProcess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"isoCategory"}},{"kind":"Field","name":{"kind":"Name","value":"scope3Category"}},{"kind":"Field","name":{"kind":"Name","value":"deducted"}},{"kind":"Field","name":{"kind":"Name","value":"templateProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<CaseEditorProcessesQuery, CaseEditorProcessesQueryVariables>;
export const CaseEditorLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseEditorLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_line"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_customFactor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorDetails_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"factorId"}},{"kind":"Field","name":{"kind":"Name","value":"customFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_customFactor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"marketFactorId"}},{"kind":"Field","name":{"kind":"Name","value":"marketCustomFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_customFactor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketBasis"}},{"kind":"Field","name":{"kind":"Name","value":"marketCoveredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"marketCoveredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}}]}}]}}]} as unknown as DocumentNode<CaseEditorLinesQuery, CaseEditorLinesQueryVariables>;
export const CaseEditorTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseEditorTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"isoCategory"}},{"kind":"Field","name":{"kind":"Name","value":"scope3Category"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CaseEditorTemplateQuery, CaseEditorTemplateQueryVariables>;
export const CaseEditorExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseEditorExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportActivityLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<CaseEditorExportQuery, CaseEditorExportQueryVariables>;
export const CaseEditorUpdateCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorUpdateCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_case"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gwpSet"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"}},{"kind":"Field","name":{"kind":"Name","value":"outputAmount"}},{"kind":"Field","name":{"kind":"Name","value":"outputUnit"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueUnit"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"corporationId"}},{"kind":"Field","name":{"kind":"Name","value":"corporation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalKg"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarketKg"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CaseEditorUpdateCaseMutation, CaseEditorUpdateCaseMutationVariables>;
export const CaseEditorSaveLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorSaveLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateActivityLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateActivityLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_line"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_customFactor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorDetails_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"factorId"}},{"kind":"Field","name":{"kind":"Name","value":"customFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_customFactor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"marketFactorId"}},{"kind":"Field","name":{"kind":"Name","value":"marketCustomFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_customFactor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketBasis"}},{"kind":"Field","name":{"kind":"Name","value":"marketCoveredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"marketCoveredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}}]}}]}}]} as unknown as DocumentNode<CaseEditorSaveLinesMutation, CaseEditorSaveLinesMutationVariables>;
export const CaseEditorDeleteLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorDeleteLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteActivityLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<CaseEditorDeleteLinesMutation, CaseEditorDeleteLinesMutationVariables>;
export const CaseEditorAddProcessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorAddProcess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseProcessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_process"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_process"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseProcess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"isoCategory"}},{"kind":"Field","name":{"kind":"Name","value":"scope3Category"}},{"kind":"Field","name":{"kind":"Name","value":"deducted"}},{"kind":"Field","name":{"kind":"Name","value":"templateProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<CaseEditorAddProcessMutation, CaseEditorAddProcessMutationVariables>;
export const CaseEditorDeleteProcessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorDeleteProcess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCaseProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CaseEditorDeleteProcessMutation, CaseEditorDeleteProcessMutationVariables>;
export const CaseEditorAddTemplateProcessesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorAddTemplateProcesses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTemplateProcessesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTemplateProcesses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEditor_process"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEditor_process"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseProcess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"isoCategory"}},{"kind":"Field","name":{"kind":"Name","value":"scope3Category"}},{"kind":"Field","name":{"kind":"Name","value":"deducted"}},{"kind":"Field","name":{"kind":"Name","value":"templateProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<CaseEditorAddTemplateProcessesMutation, CaseEditorAddTemplateProcessesMutationVariables>;
export const CaseEditorAddLibraryLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorAddLibraryLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddLibraryLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addLibraryLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CaseEditorAddLibraryLinesMutation, CaseEditorAddLibraryLinesMutationVariables>;
export const CaseEditorAddCustomLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorAddCustomLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCustomLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCustomLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CaseEditorAddCustomLineMutation, CaseEditorAddCustomLineMutationVariables>;
export const CaseEditorRemoveUnneededLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorRemoveUnneededLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeUnneededLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}]}]}}]} as unknown as DocumentNode<CaseEditorRemoveUnneededLinesMutation, CaseEditorRemoveUnneededLinesMutationVariables>;
export const CaseEditorApplyDefaultFactorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorApplyDefaultFactors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overwrite"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyDefaultFactors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"overwrite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overwrite"}}}]}]}}]} as unknown as DocumentNode<CaseEditorApplyDefaultFactorsMutation, CaseEditorApplyDefaultFactorsMutationVariables>;
export const CaseEditorCalculateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorCalculate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculateCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalKg"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CaseEditorCalculateMutation, CaseEditorCalculateMutationVariables>;
export const CaseEditorImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportActivityLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importActivityLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<CaseEditorImportMutation, CaseEditorImportMutationVariables>;
export const CaseEditorAddTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorAddTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CaseEditorAddTagMutation, CaseEditorAddTagMutationVariables>;
export const CaseEditorRemoveTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseEditorRemoveTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCaseTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<CaseEditorRemoveTagMutation, CaseEditorRemoveTagMutationVariables>;
export const CorporationEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorporationEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"corporation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorporationEditPage_corporation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorporationEditPage_corporation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Corporation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latestReportDate"}}]}}]} as unknown as DocumentNode<CorporationEditorQuery, CorporationEditorQueryVariables>;
export const CreateCorporationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCorporation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CorporationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCorporation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorporationEditPage_corporation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorporationEditPage_corporation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Corporation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latestReportDate"}}]}}]} as unknown as DocumentNode<CreateCorporationMutation, CreateCorporationMutationVariables>;
export const UpdateCorporationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCorporation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCorporationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCorporation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorporationEditPage_corporation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorporationEditPage_corporation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Corporation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latestReportDate"}}]}}]} as unknown as DocumentNode<UpdateCorporationMutation, UpdateCorporationMutationVariables>;
export const EvidenceUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EvidenceUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadEvidenceFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadEvidenceFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<EvidenceUploadMutation, EvidenceUploadMutationVariables>;
export const RepositoryCorporationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryCorporations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"province"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"industryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"corporations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"province"},"value":{"kind":"Variable","name":{"kind":"Name","value":"province"}}},{"kind":"Argument","name":{"kind":"Name","value":"industryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"industryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepositoryPage_corporation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepositoryPage_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"corporationId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalKg"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepositoryPage_corporation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Corporation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"latestReportDate"}},{"kind":"Field","name":{"kind":"Name","value":"cases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepositoryPage_case"}}]}}]}}]} as unknown as DocumentNode<RepositoryCorporationsQuery, RepositoryCorporationsQueryVariables>;
export const RepositoryMapPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryMapPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"province"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"industryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"corporationMap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"province"},"value":{"kind":"Variable","name":{"kind":"Name","value":"province"}}},{"kind":"Argument","name":{"kind":"Name","value":"industryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"industryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryMapPointsQuery, RepositoryMapPointsQueryVariables>;
export const RepositoryCaseTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryCaseTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RepositoryCaseTagsQuery, RepositoryCaseTagsQueryVariables>;
export const RepositoryDeleteCorporationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepositoryDeleteCorporation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCorporation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RepositoryDeleteCorporationMutation, RepositoryDeleteCorporationMutationVariables>;
export const RepositoryDeleteCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepositoryDeleteCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RepositoryDeleteCaseMutation, RepositoryDeleteCaseMutationVariables>;
export const CreateIndustryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateIndustry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IndustryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIndustry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IndustriesPage_industry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndustriesPage_industry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Industry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<CreateIndustryMutation, CreateIndustryMutationVariables>;
export const UpdateIndustryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateIndustry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIndustryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIndustry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IndustriesPage_industry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndustriesPage_industry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Industry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<UpdateIndustryMutation, UpdateIndustryMutationVariables>;
export const DeleteIndustryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteIndustry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIndustry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteIndustryMutation, DeleteIndustryMutationVariables>;
export const CreateIndustryStandardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateIndustryStandard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IndustryStandardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIndustryStandard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IndustryStandardsPage_standard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndustryStandardsPage_standard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IndustryStandard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<CreateIndustryStandardMutation, CreateIndustryStandardMutationVariables>;
export const UpdateIndustryStandardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateIndustryStandard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIndustryStandardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIndustryStandard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IndustryStandardsPage_standard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndustryStandardsPage_standard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IndustryStandard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<UpdateIndustryStandardMutation, UpdateIndustryStandardMutationVariables>;
export const DeleteIndustryStandardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteIndustryStandard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIndustryStandard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteIndustryStandardMutation, DeleteIndustryStandardMutationVariables>;
export const AdminIndustryDefaultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminIndustryDefaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industryDefaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IndustryDefaults_row"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndustryDefaults_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IndustryDefault"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"electricityFactorId"}},{"kind":"Field","name":{"kind":"Name","value":"heatFactorId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminIndustryDefaultsQuery, AdminIndustryDefaultsQueryVariables>;
export const SetIndustryDefaultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetIndustryDefault"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IndustryDefaultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setIndustryDefault"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IndustryDefaults_row"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndustryDefaults_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IndustryDefault"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"electricityFactorId"}},{"kind":"Field","name":{"kind":"Name","value":"heatFactorId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SetIndustryDefaultMutation, SetIndustryDefaultMutationVariables>;
export const AdminAccountingReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccountingReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenceData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingReference_lists"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingReference_lists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}},{"kind":"Field","name":{"kind":"Name","value":"toBase"}},{"kind":"Field","name":{"kind":"Name","value":"selectable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gwpAR4"}},{"kind":"Field","name":{"kind":"Name","value":"gwpAR5"}},{"kind":"Field","name":{"kind":"Name","value":"gwpAR6"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gwpSets"}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<AdminAccountingReferenceQuery, AdminAccountingReferenceQueryVariables>;
export const AdminIndustryStandardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminIndustryStandards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industryStandards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IndustryStandardsPage_standard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndustryStandardsPage_standard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IndustryStandard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<AdminIndustryStandardsQuery, AdminIndustryStandardsQueryVariables>;
export const AdminTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Templates_template"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Templates_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}}]}}]} as unknown as DocumentNode<AdminTemplatesQuery, AdminTemplatesQueryVariables>;
export const AdminTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Templates_template"}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"isoCategory"}},{"kind":"Field","name":{"kind":"Name","value":"scope3Category"}},{"kind":"Field","name":{"kind":"Name","value":"deducted"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"factorId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Templates_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}}]}}]} as unknown as DocumentNode<AdminTemplateQuery, AdminTemplateQueryVariables>;
export const CreateTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Templates_template"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Templates_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}}]}}]} as unknown as DocumentNode<CreateTemplateMutation, CreateTemplateMutationVariables>;
export const UpdateTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Templates_template"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Templates_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}}]}}]} as unknown as DocumentNode<UpdateTemplateMutation, UpdateTemplateMutationVariables>;
export const DeleteTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTemplateMutation, DeleteTemplateMutationVariables>;
export const AddTemplateProcessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTemplateProcess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTemplateProcessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTemplateProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddTemplateProcessMutation, AddTemplateProcessMutationVariables>;
export const UpdateTemplateProcessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTemplateProcess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTemplateProcessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTemplateProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateTemplateProcessMutation, UpdateTemplateProcessMutationVariables>;
export const DeleteTemplateProcessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTemplateProcess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTemplateProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTemplateProcessMutation, DeleteTemplateProcessMutationVariables>;
export const AddTemplateSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTemplateSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTemplateSourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTemplateSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddTemplateSourceMutation, AddTemplateSourceMutationVariables>;
export const UpdateTemplateSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTemplateSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTemplateSourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTemplateSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateTemplateSourceMutation, UpdateTemplateSourceMutationVariables>;
export const DeleteTemplateSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTemplateSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTemplateSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTemplateSourceMutation, DeleteTemplateSourceMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"realname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCode"}},{"kind":"Field","name":{"kind":"Name","value":"ePlatToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const UserDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"realname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCode"}},{"kind":"Field","name":{"kind":"Name","value":"ePlatToken"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UserDetailsQuery, UserDetailsQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ThemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Theme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"domain"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"domain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"domain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"platLogo"}},{"kind":"Field","name":{"kind":"Name","value":"loginBg"}},{"kind":"Field","name":{"kind":"Name","value":"loginLogo"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"banner"}},{"kind":"Field","name":{"kind":"Name","value":"bannerTitle"}},{"kind":"Field","name":{"kind":"Name","value":"bannerInfo"}},{"kind":"Field","name":{"kind":"Name","value":"authProvider"}},{"kind":"Field","name":{"kind":"Name","value":"authUrl"}}]}}]}}]} as unknown as DocumentNode<ThemeQuery, ThemeQueryVariables>;
export const CaseResultsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseResultsOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gwpSet"}},{"kind":"Field","name":{"kind":"Name","value":"latestRunId"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"outputAmount"}},{"kind":"Field","name":{"kind":"Name","value":"outputUnit"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueUnit"}},{"kind":"Field","name":{"kind":"Name","value":"corporation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"calculationRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseResults_runSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseResults_runSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalculationRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"runNo"}},{"kind":"Field","name":{"kind":"Name","value":"gwpSet"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalKg"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarketKg"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"engineMs"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseResultsOverviewQuery, CaseResultsOverviewQueryVariables>;
export const CaseResultsRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseResultsRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculationRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseResults_runSummary"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseResults_totals"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseResults_runSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalculationRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"runNo"}},{"kind":"Field","name":{"kind":"Name","value":"gwpSet"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalKg"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarketKg"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"engineMs"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseResults_totals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalKg"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarketKg"}},{"kind":"Field","name":{"kind":"Name","value":"scope1"}},{"kind":"Field","name":{"kind":"Name","value":"scope2Location"}},{"kind":"Field","name":{"kind":"Name","value":"scope2Market"}},{"kind":"Field","name":{"kind":"Name","value":"scope3"}},{"kind":"Field","name":{"kind":"Name","value":"byIsoCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byScope3Category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byProcess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byGas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"massKg"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"biogenicCo2Kg"}},{"kind":"Field","name":{"kind":"Name","value":"deductedKg"}},{"kind":"Field","name":{"kind":"Name","value":"intensityPerOutput"}},{"kind":"Field","name":{"kind":"Name","value":"outputUnit"}},{"kind":"Field","name":{"kind":"Name","value":"intensityPerRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueUnit"}}]}}]} as unknown as DocumentNode<CaseResultsRunQuery, CaseResultsRunQueryVariables>;
export const CaseResultsLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseResultsLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseResults_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseResults_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"lineNo"},"name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"isoCategory"}},{"kind":"Field","name":{"kind":"Name","value":"scope3Category"}},{"kind":"Field","name":{"kind":"Name","value":"deducted"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}},{"kind":"Field","name":{"kind":"Name","value":"biogenicCo2Kg"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"massKg"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CaseResultsLinesQuery, CaseResultsLinesQueryVariables>;
export const CaseResultsLineTraceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseResultsLineTrace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineNo"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseResults_line"}},{"kind":"Field","name":{"kind":"Name","value":"amountInFactorUnit"}},{"kind":"Field","name":{"kind":"Name","value":"factorUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gwp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseResults_factor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"massKg"}},{"kind":"Field","name":{"kind":"Name","value":"gwp"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseResults_factor"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseResults_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"lineNo"},"name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"isoCategory"}},{"kind":"Field","name":{"kind":"Name","value":"scope3Category"}},{"kind":"Field","name":{"kind":"Name","value":"deducted"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}},{"kind":"Field","name":{"kind":"Name","value":"biogenicCo2Kg"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"massKg"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"co2eKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseResults_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactorSnapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"factorId"},"name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"gwpBasis"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}}]}}]} as unknown as DocumentNode<CaseResultsLineTraceQuery, CaseResultsLineTraceQueryVariables>;
export const CaseResultsExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseResultsExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportCaseResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<CaseResultsExportQuery, CaseResultsExportQueryVariables>;
export const CaseResultsReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseResultsReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenceData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]}}]} as unknown as DocumentNode<CaseResultsReferenceQuery, CaseResultsReferenceQueryVariables>;
export const CompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Companies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanySortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompaniesPage_company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompaniesPage_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CompaniesQuery, CompaniesQueryVariables>;
export const CreateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCompanyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompaniesPage_company"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompaniesPage_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateCompanyMutation, CreateCompanyMutationVariables>;
export const UpdateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCompanyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompaniesPage_company"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompaniesPage_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateCompanyMutation, UpdateCompanyMutationVariables>;
export const DeleteCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCompanyMutation, DeleteCompanyMutationVariables>;
export const CompanyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"realname"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyProfilePage_company"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyProfilePage_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CompanyProfileQuery, CompanyProfileQueryVariables>;
export const DataMatchingSynonymsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataMatchingSynonyms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"synonyms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataMatching_Synonym"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataMatching_Synonym"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Synonym"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"targetKind"}},{"kind":"Field","name":{"kind":"Name","value":"materialId"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"canonical"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DataMatchingSynonymsQuery, DataMatchingSynonymsQueryVariables>;
export const DataMatchingCreateSynonymDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DataMatchingCreateSynonym"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SynonymInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSynonym"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataMatching_Synonym"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataMatching_Synonym"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Synonym"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"targetKind"}},{"kind":"Field","name":{"kind":"Name","value":"materialId"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"canonical"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DataMatchingCreateSynonymMutation, DataMatchingCreateSynonymMutationVariables>;
export const DataMatchingUpdateSynonymDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DataMatchingUpdateSynonym"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSynonymInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSynonym"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataMatching_Synonym"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataMatching_Synonym"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Synonym"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"targetKind"}},{"kind":"Field","name":{"kind":"Name","value":"materialId"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"canonical"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DataMatchingUpdateSynonymMutation, DataMatchingUpdateSynonymMutationVariables>;
export const DataMatchingDeleteSynonymDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DataMatchingDeleteSynonym"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSynonym"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DataMatchingDeleteSynonymMutation, DataMatchingDeleteSynonymMutationVariables>;
export const DataMatchingMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataMatchingMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchMaterialName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"unit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unit"}}},{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reasonKind"}},{"kind":"Field","name":{"kind":"Name","value":"similarity"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"unitMismatch"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<DataMatchingMatchQuery, DataMatchingMatchQueryVariables>;
export const DataMatchingConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DataMatchingConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"candidateName"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"synonymId"}}]}}]}}]} as unknown as DocumentNode<DataMatchingConfirmMutation, DataMatchingConfirmMutationVariables>;
export const DataMatchingMaterialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataMatchingMaterials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]}}]} as unknown as DocumentNode<DataMatchingMaterialsQuery, DataMatchingMaterialsQueryVariables>;
export const DataMatchingCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataMatchingCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaDataCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]}}]} as unknown as DocumentNode<DataMatchingCategoriesQuery, DataMatchingCategoriesQueryVariables>;
export const DataMatchingDatabasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataMatchingDatabases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamDatabases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<DataMatchingDatabasesQuery, DataMatchingDatabasesQueryVariables>;
export const DataMatchingProcessesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataMatchingProcesses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamProcesses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productUnit"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<DataMatchingProcessesQuery, DataMatchingProcessesQueryVariables>;
export const DataMatchingCounterpartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataMatchingCounterpart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamCounterpart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}},{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}}]}}]}}]} as unknown as DocumentNode<DataMatchingCounterpartQuery, DataMatchingCounterpartQueryVariables>;
export const DataMatchingCompareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataMatchingCompare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processAId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processBId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"report"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compareUpstreamResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processAId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processAId"}}},{"kind":"Argument","name":{"kind":"Name","value":"processBId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processBId"}}},{"kind":"Argument","name":{"kind":"Name","value":"report"},"value":{"kind":"Variable","name":{"kind":"Name","value":"report"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"}},{"kind":"Field","name":{"kind":"Name","value":"gwpDifference"}},{"kind":"Field","name":{"kind":"Name","value":"a"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"databaseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"gwp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"b"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"databaseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"gwp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"compartment"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"amountA"}},{"kind":"Field","name":{"kind":"Name","value":"amountB"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"gwpA"}},{"kind":"Field","name":{"kind":"Name","value":"gwpB"}},{"kind":"Field","name":{"kind":"Name","value":"gwpDifference"}},{"kind":"Field","name":{"kind":"Name","value":"presence"}}]}}]}}]}}]} as unknown as DocumentNode<DataMatchingCompareQuery, DataMatchingCompareQueryVariables>;
export const DataMatchingRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataMatchingRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackedDataRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataMatching_Rule"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataMatching_Rule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackedDataRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"materialId"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDataRequired"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceRequired"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DataMatchingRulesQuery, DataMatchingRulesQueryVariables>;
export const DataMatchingCreateRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DataMatchingCreateRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrackedDataRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTrackedDataRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataMatching_Rule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataMatching_Rule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackedDataRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"materialId"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDataRequired"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceRequired"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DataMatchingCreateRuleMutation, DataMatchingCreateRuleMutationVariables>;
export const DataMatchingUpdateRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DataMatchingUpdateRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTrackedDataRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTrackedDataRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataMatching_Rule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataMatching_Rule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackedDataRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"materialId"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDataRequired"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceRequired"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DataMatchingUpdateRuleMutation, DataMatchingUpdateRuleMutationVariables>;
export const DataMatchingDeleteRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DataMatchingDeleteRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrackedDataRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DataMatchingDeleteRuleMutation, DataMatchingDeleteRuleMutationVariables>;
export const FactorPickerSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactorPickerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emissionFactors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"unitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorPicker_factor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorDetails_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorPicker_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}}]}}]} as unknown as DocumentNode<FactorPickerSearchQuery, FactorPickerSearchQueryVariables>;
export const FactorPickerFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactorPickerFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emissionFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorPicker_factor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorDetails_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorPicker_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}}]}}]} as unknown as DocumentNode<FactorPickerFactorQuery, FactorPickerFactorQueryVariables>;
export const FactorLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactorLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subcategory"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeRetired"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emissionFactors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"subcategory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subcategory"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeRetired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeRetired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorLibrary_factor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorDetails_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorLibrary_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"gwpBasis"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<FactorLibraryQuery, FactorLibraryQueryVariables>;
export const FactorLibraryCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactorLibraryCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factorCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"}}]}}]}}]} as unknown as DocumentNode<FactorLibraryCategoriesQuery, FactorLibraryCategoriesQueryVariables>;
export const ExportEmissionFactorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportEmissionFactors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subcategory"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeRetired"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportEmissionFactors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"subcategory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subcategory"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeRetired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeRetired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExportEmissionFactorsQuery, ExportEmissionFactorsQueryVariables>;
export const CreateEmissionFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEmissionFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmissionFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorLibrary_factor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorDetails_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorLibrary_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"gwpBasis"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<CreateEmissionFactorMutation, CreateEmissionFactorMutationVariables>;
export const UpdateEmissionFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmissionFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmissionFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorLibrary_factor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorDetails_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorLibrary_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"gwpBasis"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<UpdateEmissionFactorMutation, UpdateEmissionFactorMutationVariables>;
export const RetireEmissionFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetireEmissionFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"retired"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retireEmissionFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"retired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"retired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorLibrary_factor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorDetails_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ncv"}},{"kind":"Field","name":{"kind":"Name","value":"carbonContent"}},{"kind":"Field","name":{"kind":"Name","value":"oxidation"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorLibrary_factor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionFactor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorDetails_factor"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"gwpBasis"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<RetireEmissionFactorMutation, RetireEmissionFactorMutationVariables>;
export const ImportEmissionFactorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportEmissionFactors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportFactorsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importEmissionFactors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<ImportEmissionFactorsMutation, ImportEmissionFactorsMutationVariables>;
export const RecentActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RecentActivityQuery, RecentActivityQueryVariables>;
export const JobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Job"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_Job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progressDone"}},{"kind":"Field","name":{"kind":"Name","value":"progressTotal"}},{"kind":"Field","name":{"kind":"Name","value":"progressNote"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<JobQuery, JobQueryVariables>;
export const CancelJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_Job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progressDone"}},{"kind":"Field","name":{"kind":"Name","value":"progressTotal"}},{"kind":"Field","name":{"kind":"Name","value":"progressNote"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<CancelJobMutation, CancelJobMutationVariables>;
export const LcaDataCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaDataCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaDataCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportModes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"indicators"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}}]}}]}}]} as unknown as DocumentNode<LcaDataCodesQuery, LcaDataCodesQueryVariables>;
export const MaterialDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MaterialData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_material"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_uncertainty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Uncertainty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"}},{"kind":"Field","name":{"kind":"Name","value":"geometricSd"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_material"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaterialDatum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamDatabaseId"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"gwp"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"indicator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"referenceYear"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_quality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_uncertainty"}}]}}]}}]} as unknown as DocumentNode<MaterialDataQuery, MaterialDataQueryVariables>;
export const TransportDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransportData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_transport"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_uncertainty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Uncertainty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"}},{"kind":"Field","name":{"kind":"Name","value":"geometricSd"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_transport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportDatum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"loadFactor"}},{"kind":"Field","name":{"kind":"Name","value":"emptyReturn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"referenceYear"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_quality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_uncertainty"}}]}}]}}]} as unknown as DocumentNode<TransportDataQuery, TransportDataQueryVariables>;
export const ExportMaterialDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportMaterialData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportMaterialData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExportMaterialDataQuery, ExportMaterialDataQueryVariables>;
export const ExportTransportDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportTransportData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportTransportData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExportTransportDataQuery, ExportTransportDataQueryVariables>;
export const CreateMaterialDatumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMaterialDatum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MaterialDatumInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMaterialDatum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_material"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_uncertainty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Uncertainty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"}},{"kind":"Field","name":{"kind":"Name","value":"geometricSd"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_material"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaterialDatum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamDatabaseId"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"gwp"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"indicator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"referenceYear"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_quality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_uncertainty"}}]}}]}}]} as unknown as DocumentNode<CreateMaterialDatumMutation, CreateMaterialDatumMutationVariables>;
export const UpdateMaterialDatumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMaterialDatum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMaterialDatumInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMaterialDatum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_material"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_uncertainty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Uncertainty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"}},{"kind":"Field","name":{"kind":"Name","value":"geometricSd"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_material"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MaterialDatum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamDatabaseId"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"gwp"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"indicator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"referenceYear"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_quality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_uncertainty"}}]}}]}}]} as unknown as DocumentNode<UpdateMaterialDatumMutation, UpdateMaterialDatumMutationVariables>;
export const DeleteMaterialDatumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMaterialDatum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMaterialDatum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMaterialDatumMutation, DeleteMaterialDatumMutationVariables>;
export const ImportMaterialDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportMaterialData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportLcaDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importMaterialData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_importReport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_importReport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ImportMaterialDataMutation, ImportMaterialDataMutationVariables>;
export const CreateTransportDatumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTransportDatum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransportDatumInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransportDatum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_transport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_uncertainty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Uncertainty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"}},{"kind":"Field","name":{"kind":"Name","value":"geometricSd"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_transport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportDatum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"loadFactor"}},{"kind":"Field","name":{"kind":"Name","value":"emptyReturn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"referenceYear"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_quality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_uncertainty"}}]}}]}}]} as unknown as DocumentNode<CreateTransportDatumMutation, CreateTransportDatumMutationVariables>;
export const UpdateTransportDatumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTransportDatum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTransportDatumInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTransportDatum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_transport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_uncertainty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Uncertainty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"}},{"kind":"Field","name":{"kind":"Name","value":"geometricSd"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_transport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportDatum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"loadFactor"}},{"kind":"Field","name":{"kind":"Name","value":"emptyReturn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"referenceYear"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_quality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_uncertainty"}}]}}]}}]} as unknown as DocumentNode<UpdateTransportDatumMutation, UpdateTransportDatumMutationVariables>;
export const DeleteTransportDatumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTransportDatum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTransportDatum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTransportDatumMutation, DeleteTransportDatumMutationVariables>;
export const ImportTransportDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportTransportData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportLcaDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importTransportData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaData_importReport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaData_importReport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ImportTransportDataMutation, ImportTransportDataMutationVariables>;
export const LcaModelCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaProductCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"stageScheme"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boundaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineKinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sourceKinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stageSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_code"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]} as unknown as DocumentNode<LcaModelCodesQuery, LcaModelCodesQueryVariables>;
export const LcaModelProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_product"}},{"kind":"Field","name":{"kind":"Name","value":"versions"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_line"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"unitKind"}},{"kind":"Field","name":{"kind":"Name","value":"unitDescription"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"declaredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"}},{"kind":"Field","name":{"kind":"Name","value":"standard"}},{"kind":"Field","name":{"kind":"Name","value":"referenceYear"}},{"kind":"Field","name":{"kind":"Name","value":"geography"}},{"kind":"Field","name":{"kind":"Name","value":"cutOffRule"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"massPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"auditStatus"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaModelLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierGwp"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"massPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_quality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<LcaModelProductQuery, LcaModelProductQueryVariables>;
export const LcaModelCalculationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelCalculations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"calculations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_calculation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_calculation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaCalculation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"databaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<LcaModelCalculationsQuery, LcaModelCalculationsQueryVariables>;
export const LcaModelProblemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelProblems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaModelProblems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<LcaModelProblemsQuery, LcaModelProblemsQueryVariables>;
export const LcaModelUpstreamProcessesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelUpstreamProcesses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamProcesses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productUnit"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<LcaModelUpstreamProcessesQuery, LcaModelUpstreamProcessesQueryVariables>;
export const LcaModelMaterialDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelMaterialData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"gwp"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<LcaModelMaterialDataQuery, LcaModelMaterialDataQueryVariables>;
export const LcaModelTransportDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelTransportData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<LcaModelTransportDataQuery, LcaModelTransportDataQueryVariables>;
export const LcaModelProcessModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelProcessModels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"referenceProduct"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUnitId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<LcaModelProcessModelsQuery, LcaModelProcessModelsQueryVariables>;
export const LcaModelUpstreamSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelUpstreamSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productUnit"}}]}}]}}]} as unknown as DocumentNode<LcaModelUpstreamSourceQuery, LcaModelUpstreamSourceQueryVariables>;
export const LcaModelMaterialSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelMaterialSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialDatum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}}]}}]}}]} as unknown as DocumentNode<LcaModelMaterialSourceQuery, LcaModelMaterialSourceQueryVariables>;
export const LcaModelTransportSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelTransportSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportDatum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]} as unknown as DocumentNode<LcaModelTransportSourceQuery, LcaModelTransportSourceQueryVariables>;
export const LcaModelProcessSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelProcessSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUnitId"}}]}}]}}]} as unknown as DocumentNode<LcaModelProcessSourceQuery, LcaModelProcessSourceQueryVariables>;
export const LcaModelUpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcaModelUpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLcaProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLcaProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"unitKind"}},{"kind":"Field","name":{"kind":"Name","value":"unitDescription"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"declaredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"}},{"kind":"Field","name":{"kind":"Name","value":"standard"}},{"kind":"Field","name":{"kind":"Name","value":"referenceYear"}},{"kind":"Field","name":{"kind":"Name","value":"geography"}},{"kind":"Field","name":{"kind":"Name","value":"cutOffRule"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"massPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"auditStatus"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<LcaModelUpdateProductMutation, LcaModelUpdateProductMutationVariables>;
export const LcaModelNewVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcaModelNewVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LcaProductRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLcaModelVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"unitKind"}},{"kind":"Field","name":{"kind":"Name","value":"unitDescription"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"declaredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"}},{"kind":"Field","name":{"kind":"Name","value":"standard"}},{"kind":"Field","name":{"kind":"Name","value":"referenceYear"}},{"kind":"Field","name":{"kind":"Name","value":"geography"}},{"kind":"Field","name":{"kind":"Name","value":"cutOffRule"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"massPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"auditStatus"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<LcaModelNewVersionMutation, LcaModelNewVersionMutationVariables>;
export const LcaModelAddLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcaModelAddLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddLcaModelLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addLcaModelLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_line"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaModelLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierGwp"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"massPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_quality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<LcaModelAddLinesMutation, LcaModelAddLinesMutationVariables>;
export const LcaModelUpdateLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcaModelUpdateLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLcaModelLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLcaModelLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_line"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_quality"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataQuality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reliability"}},{"kind":"Field","name":{"kind":"Name","value":"completeness"}},{"kind":"Field","name":{"kind":"Name","value":"temporal"}},{"kind":"Field","name":{"kind":"Name","value":"geographical"}},{"kind":"Field","name":{"kind":"Name","value":"technological"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaModelLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierGwp"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"massPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"quality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_quality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<LcaModelUpdateLineMutation, LcaModelUpdateLineMutationVariables>;
export const LcaModelDeleteLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcaModelDeleteLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteLcaModelLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLcaModelLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<LcaModelDeleteLinesMutation, LcaModelDeleteLinesMutationVariables>;
export const LcaModelCalculateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcaModelCalculate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LcaProductRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculateLcaProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaModel_calculation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaModel_calculation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaCalculation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"databaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<LcaModelCalculateMutation, LcaModelCalculateMutationVariables>;
export const LcaModelTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaModelTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaModelTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<LcaModelTemplateQuery, LcaModelTemplateQueryVariables>;
export const LcaModelImportLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcaModelImportLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportLcaModelLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importLcaModelLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<LcaModelImportLinesMutation, LcaModelImportLinesMutationVariables>;
export const LcaProductCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaProductCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaProductCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"stageScheme"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaProducts_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boundaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaProducts_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaProducts_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineKinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaProducts_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sourceKinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaProducts_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaProducts_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stageSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaProducts_code"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaProducts_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]} as unknown as DocumentNode<LcaProductCodesQuery, LcaProductCodesQueryVariables>;
export const LcaProductDatabasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaProductDatabases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamDatabases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<LcaProductDatabasesQuery, LcaProductDatabasesQueryVariables>;
export const CreateLcaProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLcaProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLcaProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLcaProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateLcaProductMutation, CreateLcaProductMutationVariables>;
export const LcaProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auditStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"standard"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"auditStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auditStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"standard"},"value":{"kind":"Variable","name":{"kind":"Name","value":"standard"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaProducts_row"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaProducts_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"standard"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"declaredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitKind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"auditStatus"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<LcaProductsQuery, LcaProductsQueryVariables>;
export const CopyLcaProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyLcaProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyLcaProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyLcaProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CopyLcaProductMutation, CopyLcaProductMutationVariables>;
export const DeleteLcaProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLcaProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLcaProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteLcaProductMutation, DeleteLcaProductMutationVariables>;
export const LcaManageProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaManageProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auditStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"auditStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auditStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaProducts_row"}},{"kind":"Field","name":{"kind":"Name","value":"calculations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaProducts_calculation"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaProducts_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"standard"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"declaredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitKind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"auditStatus"}},{"kind":"Field","name":{"kind":"Name","value":"calculationCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaProducts_calculation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaCalculation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"databaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<LcaManageProductsQuery, LcaManageProductsQueryVariables>;
export const DeleteLcaCalculationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLcaCalculation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLcaCalculation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteLcaCalculationMutation, DeleteLcaCalculationMutationVariables>;
export const LcaLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryEn"}}]}}]}}]}}]} as unknown as DocumentNode<LcaLogQuery, LcaLogQueryVariables>;
export const LcaCalculationResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaCalculationResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaCalculation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaResults_calculation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaResults_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byStage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byProcess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byFlow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parent"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"upstream"}},{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"cutCount"}},{"kind":"Field","name":{"kind":"Name","value":"cutAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sankey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutoff"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenNodes"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenDirect"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"upstream"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryShare"}},{"kind":"Field","name":{"kind":"Name","value":"dataQuality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cutOffProducts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaResults_uncertainty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaUncertainty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iterations"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"indicator"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"deterministic"}},{"kind":"Field","name":{"kind":"Name","value":"mean"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"p2_5"}},{"kind":"Field","name":{"kind":"Name","value":"p50"}},{"kind":"Field","name":{"kind":"Name","value":"p97_5"}},{"kind":"Field","name":{"kind":"Name","value":"histogramEdges"}},{"kind":"Field","name":{"kind":"Name","value":"histogramCounts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LcaResults_calculation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaCalculation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"databaseLabel"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaResults_result"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LcaResults_uncertainty"}}]}}]}}]} as unknown as DocumentNode<LcaCalculationResultsQuery, LcaCalculationResultsQueryVariables>;
export const LcaResultsCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaResultsCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaProductCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineKinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stageSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LcaResultsCodesQuery, LcaResultsCodesQueryVariables>;
export const RunLcaMonteCarloDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunLcaMonteCarlo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RunLcaMonteCarloInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runLcaMonteCarlo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_Job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progressDone"}},{"kind":"Field","name":{"kind":"Name","value":"progressTotal"}},{"kind":"Field","name":{"kind":"Name","value":"progressNote"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<RunLcaMonteCarloMutation, RunLcaMonteCarloMutationVariables>;
export const LcaCompareProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaCompareProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}}]}}]}}]}}]} as unknown as DocumentNode<LcaCompareProductsQuery, LcaCompareProductsQueryVariables>;
export const LcaCompareCalculationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcaCompareCalculations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lcaProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"calculations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"databaseLabel"}}]}}]}}]}}]} as unknown as DocumentNode<LcaCompareCalculationsQuery, LcaCompareCalculationsQueryVariables>;
export const CompareLcaCalculationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompareLcaCalculations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompareLcaCalculationsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compareLcaCalculations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_Job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progressDone"}},{"kind":"Field","name":{"kind":"Name","value":"progressTotal"}},{"kind":"Field","name":{"kind":"Name","value":"progressNote"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<CompareLcaCalculationsMutation, CompareLcaCalculationsMutationVariables>;
export const ExportLcaResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportLcaResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportLcaResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExportLcaResultQuery, ExportLcaResultQueryVariables>;
export const ExportLcaSankeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportLcaSankey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportLcaSankey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExportLcaSankeyQuery, ExportLcaSankeyQueryVariables>;
export const PermissionCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PermissionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"parentCode"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<PermissionCatalogueQuery, PermissionCatalogueQueryVariables>;
export const ProcessModelCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessModelCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processModelCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"compartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boundaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stageSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_code"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LcaDataCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]} as unknown as DocumentNode<ProcessModelCodesQuery, ProcessModelCodesQueryVariables>;
export const ProcessModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessModels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_model"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_model"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"referenceProduct"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"referenceMassPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"referencePricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"template"}}]}}]} as unknown as DocumentNode<ProcessModelsQuery, ProcessModelsQueryVariables>;
export const ProcessModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_model"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_line"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_model"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"referenceProduct"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"referenceMassPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"referencePricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"template"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessModelLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"compartment"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"massPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}}]}}]} as unknown as DocumentNode<ProcessModelQuery, ProcessModelQueryVariables>;
export const CreateProcessModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProcessModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessModelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProcessModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_model"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_model"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"referenceProduct"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"referenceMassPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"referencePricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"template"}}]}}]} as unknown as DocumentNode<CreateProcessModelMutation, CreateProcessModelMutationVariables>;
export const UpdateProcessModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProcessModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProcessModelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProcessModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_model"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_line"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_model"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"referenceProduct"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"referenceMassPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"referencePricePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"template"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessModelLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"compartment"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"massPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"}}]}}]} as unknown as DocumentNode<UpdateProcessModelMutation, UpdateProcessModelMutationVariables>;
export const DeleteProcessModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProcessModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProcessModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProcessModelMutation, DeleteProcessModelMutationVariables>;
export const ProductCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_category"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<ProductCategoriesQuery, ProductCategoriesQueryVariables>;
export const CreateProductCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProductCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProductCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_category"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<CreateProductCategoryMutation, CreateProductCategoryMutationVariables>;
export const UpdateProductCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProductCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_category"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<UpdateProductCategoryMutation, UpdateProductCategoryMutationVariables>;
export const DeleteProductCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProductCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProductCategoryMutation, DeleteProductCategoryMutationVariables>;
export const DesignProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DesignProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_design"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_design"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"declaredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"}},{"kind":"Field","name":{"kind":"Name","value":"stageScheme"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<DesignProductsQuery, DesignProductsQueryVariables>;
export const DesignProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DesignProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_design"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"processModelId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDatumId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_design"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"declaredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"}},{"kind":"Field","name":{"kind":"Name","value":"stageScheme"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<DesignProductQuery, DesignProductQueryVariables>;
export const CreateDesignProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDesignProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DesignProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDesignProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_design"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_design"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"declaredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"}},{"kind":"Field","name":{"kind":"Name","value":"stageScheme"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<CreateDesignProductMutation, CreateDesignProductMutationVariables>;
export const UpdateDesignProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDesignProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDesignProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDesignProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessModels_design"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessModels_design"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"declaredUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"}},{"kind":"Field","name":{"kind":"Name","value":"stageScheme"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<UpdateDesignProductMutation, UpdateDesignProductMutationVariables>;
export const DeleteDesignProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDesignProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDesignProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDesignProductMutation, DeleteDesignProductMutationVariables>;
export const AssignmentCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AssignmentCompaniesQuery, AssignmentCompaniesQueryVariables>;
export const ProcessModelAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessModelAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processModelAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}]}}]} as unknown as DocumentNode<ProcessModelAssignmentsQuery, ProcessModelAssignmentsQueryVariables>;
export const SetProcessModelAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProcessModelAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProcessModelAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SetProcessModelAssignmentsMutation, SetProcessModelAssignmentsMutationVariables>;
export const DesignProductAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DesignProductAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designProductAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}]}}]} as unknown as DocumentNode<DesignProductAssignmentsQuery, DesignProductAssignmentsQueryVariables>;
export const SetDesignProductAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDesignProductAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDesignProductAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SetDesignProductAssignmentsMutation, SetDesignProductAssignmentsMutationVariables>;
export const AccountingReferenceDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountingReferenceData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenceData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountingReference_lists"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountingReference_lists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}},{"kind":"Field","name":{"kind":"Name","value":"toBase"}},{"kind":"Field","name":{"kind":"Name","value":"selectable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gwpAR4"}},{"kind":"Field","name":{"kind":"Name","value":"gwpAR5"}},{"kind":"Field","name":{"kind":"Name","value":"gwpAR6"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataSourceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gwpSets"}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<AccountingReferenceDataQuery, AccountingReferenceDataQueryVariables>;
export const AccountingTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountingTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Templates_template"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Templates_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"standardId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}}]}}]} as unknown as DocumentNode<AccountingTemplatesQuery, AccountingTemplatesQueryVariables>;
export const RolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Roles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RolesPage_role"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RolesPage_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RolesQuery, RolesQueryVariables>;
export const RoleReassignOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleReassignOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"name"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RoleReassignOptionsQuery, RoleReassignOptionsQueryVariables>;
export const RolePermissionCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RolePermissionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"parentCode"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<RolePermissionCatalogueQuery, RolePermissionCatalogueQueryVariables>;
export const CreateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RolesPage_role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RolesPage_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateRoleMutation, CreateRoleMutationVariables>;
export const UpdateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RolesPage_role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RolesPage_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const DeleteRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const SetRolePermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRolePermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetRolePermissionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRolePermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCodes"}}]}}]}}]} as unknown as DocumentNode<SetRolePermissionsMutation, SetRolePermissionsMutationVariables>;
export const UpstreamDatabasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpstreamDatabases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamDatabases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpstreamDatabaseRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpstreamDatabaseRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamDatabase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"processCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"flowCount"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCount"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpstreamDatabasesQuery, UpstreamDatabasesQueryVariables>;
export const UpstreamProcessesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpstreamProcesses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamProcesses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productUnit"}},{"kind":"Field","name":{"kind":"Name","value":"outputAmount"}}]}}]}}]}}]} as unknown as DocumentNode<UpstreamProcessesQuery, UpstreamProcessesQueryVariables>;
export const UpstreamProcessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpstreamProcess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productUnit"}},{"kind":"Field","name":{"kind":"Name","value":"outputAmount"}},{"kind":"Field","name":{"kind":"Name","value":"exchanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"flowCode"}},{"kind":"Field","name":{"kind":"Name","value":"flowName"}},{"kind":"Field","name":{"kind":"Name","value":"compartment"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"cutOff"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"uncertainty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sigma"}},{"kind":"Field","name":{"kind":"Name","value":"sd"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"pedigree"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpstreamProcessQuery, UpstreamProcessQueryVariables>;
export const UpstreamProductGwpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpstreamProductGwp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamProductGwp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"ar5"}},{"kind":"Field","name":{"kind":"Name","value":"ar6"}},{"kind":"Field","name":{"kind":"Name","value":"cutOffProducts"}}]}}]}}]} as unknown as DocumentNode<UpstreamProductGwpQuery, UpstreamProductGwpQueryVariables>;
export const UploadUpstreamDatabaseFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadUpstreamDatabaseFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadEvidenceFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadUpstreamDatabaseFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UploadUpstreamDatabaseFileMutation, UploadUpstreamDatabaseFileMutationVariables>;
export const ImportUpstreamDatabaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportUpstreamDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportUpstreamDatabaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importUpstreamDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_Job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progressDone"}},{"kind":"Field","name":{"kind":"Name","value":"progressTotal"}},{"kind":"Field","name":{"kind":"Name","value":"progressNote"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<ImportUpstreamDatabaseMutation, ImportUpstreamDatabaseMutationVariables>;
export const DeleteUpstreamDatabaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUpstreamDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUpstreamDatabaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUpstreamDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeleteUpstreamDatabaseMutation, DeleteUpstreamDatabaseMutationVariables>;
export const UpstreamDatabaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpstreamDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpstreamDatabaseRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpstreamDatabaseRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamDatabase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"processCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"flowCount"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCount"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpstreamDatabaseQuery, UpstreamDatabaseQueryVariables>;
export const UpstreamProductIndicatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpstreamProductIndicators"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upstreamProductIndicators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"flows"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"assumed"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"massCoverage"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedFlows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"compartment"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<UpstreamProductIndicatorsQuery, UpstreamProductIndicatorsQueryVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPage_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPage_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"realname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const UserRoleOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserRoleOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"name"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UserRoleOptionsQuery, UserRoleOptionsQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPage_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPage_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"realname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPage_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPage_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"realname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const ResetUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}}]}}]}}]} as unknown as DocumentNode<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;