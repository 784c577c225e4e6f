// The fixed lists of the product library: the standards a study follows, the impact methods it
// reports by, the kinds of model line and their data sources, and the audit status values. The
// boundaries, allocation rules and stage schemes are the process model module's (one list each).
import type { CodeDefinition } from "../lca-data/lca-data.codes";
import { STAGE_SCHEMES } from "../process-model/process-model.codes";

export const STANDARDS: readonly (CodeDefinition & { stageScheme: string })[] = [
  {
    code: "iso14067",
    name: "ISO 14067 / GB/T 24067",
    nameEn: "ISO 14067 / GB/T 24067",
    stageScheme: "lifecycle",
  },
  {
    code: "ghg-product",
    name: "温室气体核算体系 产品标准",
    nameEn: "GHG Protocol Product Standard",
    stageScheme: "lifecycle",
  },
  { code: "pas2050", name: "PAS 2050", nameEn: "PAS 2050", stageScheme: "lifecycle" },
  { code: "en15804", name: "EN 15804+A2", nameEn: "EN 15804+A2", stageScheme: "en15804" },
  {
    code: "t-cisa-469",
    name: "T/CISA 469-2024 长流程钢铁产品",
    nameEn: "T/CISA 469-2024 (long-process steel)",
    stageScheme: "lifecycle",
  },
];

/** The headline method of a study; every calculation also carries the other indicators. */
export const METHODS: readonly (CodeDefinition & { method: string; category: string })[] = [
  {
    code: "ipcc-ar6-gwp100",
    name: "IPCC 2021 GWP100（AR6）",
    nameEn: "IPCC 2021 GWP100 (AR6)",
    method: "ipcc-ar6-gwp100",
    category: "gwp100",
  },
  {
    code: "ipcc-ar5-gwp100",
    name: "IPCC 2013 GWP100（AR5）",
    nameEn: "IPCC 2013 GWP100 (AR5)",
    method: "ipcc-ar5-gwp100",
    category: "gwp100",
  },
  {
    code: "en15804-a2",
    name: "EN 15804+A2（EF 3.1）",
    nameEn: "EN 15804+A2 (EF 3.1)",
    method: "en15804-a2-ef31",
    category: "GWP-total",
  },
];

export const LINE_KINDS: readonly CodeDefinition[] = [
  { code: "material", name: "原材料", nameEn: "Material" },
  { code: "energy", name: "能源", nameEn: "Energy" },
  { code: "transport", name: "运输", nameEn: "Transport" },
  { code: "process", name: "过程模型", nameEn: "Process model" },
  { code: "waste", name: "废弃物处理", nameEn: "Waste treatment" },
  { code: "coproduct", name: "共生产品", nameEn: "Co-product" },
];
export type LineKind = "material" | "energy" | "transport" | "process" | "waste" | "coproduct";

/**
 * Where a line's data comes from: a product of an upstream database, a material datum, a
 * transport datum (per t·km), a process model, or the supplier's own footprint per unit
 * (primary data).
 */
export const SOURCE_KINDS: readonly CodeDefinition[] = [
  { code: "upstream", name: "数据库产品", nameEn: "Database product" },
  { code: "material", name: "材料数据", nameEn: "Material datum" },
  { code: "transport", name: "运输数据", nameEn: "Transport datum" },
  { code: "process", name: "过程模型", nameEn: "Process model" },
  { code: "supplier", name: "供应商实景数据", nameEn: "Supplier's primary footprint" },
];
export type SourceKind = "upstream" | "material" | "transport" | "process" | "supplier";

/**
 * A study's audit status (SPEC §4: '18' is released), one enumeration for the server, the GraphQL
 * schema (`AuditState`, by key) and the client. A version is edited in draft or after changes
 * were requested; submitted and in review it is frozen for the reviewer; a released version is
 * frozen for good (a new version is made to change it) until its release is withdrawn.
 */
export const AuditStatus = {
  draft: "0",
  submitted: "5",
  inReview: "10",
  changesRequested: "15",
  released: "18",
  withdrawn: "20",
} as const;
export type AuditStatus = (typeof AuditStatus)[keyof typeof AuditStatus];

export const AUDIT_STATUSES: readonly (CodeDefinition & { key: keyof typeof AuditStatus })[] = [
  { key: "draft", code: AuditStatus.draft, name: "草稿", nameEn: "Draft" },
  { key: "submitted", code: AuditStatus.submitted, name: "已提交待分配", nameEn: "Submitted" },
  { key: "inReview", code: AuditStatus.inReview, name: "评审中", nameEn: "In review" },
  {
    key: "changesRequested",
    code: AuditStatus.changesRequested,
    name: "待修改",
    nameEn: "Changes requested",
  },
  { key: "released", code: AuditStatus.released, name: "已发布", nameEn: "Released" },
  { key: "withdrawn", code: AuditStatus.withdrawn, name: "已撤回", nameEn: "Withdrawn" },
];

/** The states in which the owner may change the version's model and study. */
export const EDITABLE_STATUSES: readonly string[] = [
  AuditStatus.draft,
  AuditStatus.changesRequested,
];

/** The stage codes of a standard's scheme. */
export function stagesOf(standard: string): readonly CodeDefinition[] {
  const scheme = STANDARDS.find((s) => s.code === standard)?.stageScheme ?? "lifecycle";
  return STAGE_SCHEMES.find((s) => s.code === scheme)!.stages;
}

/** Monte Carlo: the default and the largest number of iterations of one run. */
export const MONTE_CARLO_DEFAULT_ITERATIONS = 1000;
export const MONTE_CARLO_MAX_ITERATIONS = 10000;
