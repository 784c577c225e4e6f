// The global process model templates of the steel chain (coking, sintering, pelletising, blast
// furnace, converter, electric arc furnace, hot rolling) and of discrete manufacturing
// (injection moulding, machining, assembly): their structure only. Every line's amount is 0 and
// every model is marked a template, so nobody reads a placeholder as data; the operator fills
// the amounts from a cited inventory before assigning a model. The only figures are
// definitions: 1000 kg in a tonne (the mass per unit physical allocation divides by) and 1 kg
// per kg of slag. Added only when missing by code, so the operator's edits survive restarts.
import { type EntityManager, IsNull } from "typeorm";
import { MaterialDatum } from "../../modules/lca-data/material-datum.entity";
import { ProcessModel, ProcessModelLine } from "../../modules/process-model/process-model.entity";

const KG = 10;
const T = 11;
const KWH = 30;
const PIECE = 50;

type TemplateLine =
  | { direction: "input"; process: string; unitId: number }
  | { direction: "input"; electricity: true }
  | { direction: "output"; name: string }
  | { direction: "emission"; name: string };

interface Template {
  code: string;
  name: string;
  nameEn: string;
  category: string;
  referenceProduct: string;
  referenceUnitId: number;
  lines: TemplateLine[];
}

const CO2: TemplateLine = { direction: "emission", name: "Carbon dioxide, fossil" };
const POWER: TemplateLine = { direction: "input", electricity: true };
const steel = (code: string) => ({ direction: "input" as const, process: code, unitId: T });

export const PROCESS_MODEL_TEMPLATES: readonly Template[] = [
  {
    code: "TPL-STEEL-COKE",
    name: "炼焦（模板）",
    nameEn: "Coking (template)",
    category: "iron-steel",
    referenceProduct: "焦炭",
    referenceUnitId: T,
    lines: [POWER, CO2],
  },
  {
    code: "TPL-STEEL-SINTER",
    name: "烧结（模板）",
    nameEn: "Sintering (template)",
    category: "iron-steel",
    referenceProduct: "烧结矿",
    referenceUnitId: T,
    lines: [steel("TPL-STEEL-COKE"), POWER, CO2],
  },
  {
    code: "TPL-STEEL-PELLET",
    name: "球团（模板）",
    nameEn: "Pelletising (template)",
    category: "iron-steel",
    referenceProduct: "球团矿",
    referenceUnitId: T,
    lines: [POWER, CO2],
  },
  {
    code: "TPL-STEEL-BF",
    name: "高炉炼铁（模板）",
    nameEn: "Blast furnace (template)",
    category: "iron-steel",
    referenceProduct: "铁水",
    referenceUnitId: T,
    lines: [
      steel("TPL-STEEL-COKE"),
      steel("TPL-STEEL-SINTER"),
      steel("TPL-STEEL-PELLET"),
      POWER,
      { direction: "output", name: "高炉渣" },
      CO2,
    ],
  },
  {
    code: "TPL-STEEL-BOF",
    name: "转炉炼钢（模板）",
    nameEn: "Basic oxygen converter (template)",
    category: "iron-steel",
    referenceProduct: "钢水",
    referenceUnitId: T,
    lines: [steel("TPL-STEEL-BF"), POWER, { direction: "output", name: "转炉渣" }, CO2],
  },
  {
    code: "TPL-STEEL-EAF",
    name: "电弧炉炼钢（模板）",
    nameEn: "Electric arc furnace (template)",
    category: "iron-steel",
    referenceProduct: "钢水",
    referenceUnitId: T,
    lines: [POWER, { direction: "output", name: "电炉渣" }, CO2],
  },
  {
    code: "TPL-STEEL-ROLL",
    name: "热轧（模板）",
    nameEn: "Hot rolling (template)",
    category: "iron-steel",
    referenceProduct: "热轧钢材",
    referenceUnitId: T,
    lines: [steel("TPL-STEEL-BOF"), POWER, CO2],
  },
  {
    code: "TPL-INJECTION",
    name: "注塑（模板）",
    nameEn: "Injection moulding (template)",
    category: "polymer",
    referenceProduct: "注塑件",
    referenceUnitId: KG,
    lines: [POWER],
  },
  {
    code: "TPL-MACHINING",
    name: "机械加工（模板）",
    nameEn: "Machining (template)",
    category: "machining",
    referenceProduct: "机加工件",
    referenceUnitId: KG,
    lines: [POWER],
  },
  {
    code: "TPL-ASSEMBLY",
    name: "装配（模板）",
    nameEn: "Assembly (template)",
    category: "assembly",
    referenceProduct: "产品",
    referenceUnitId: PIECE,
    lines: [POWER],
  },
];

export async function seedProcessModels(manager: EntityManager): Promise<void> {
  const existing = await manager.findBy(ProcessModel, { companyId: IsNull() });
  const byCode = new Map(existing.map((model) => [model.code, model]));
  const electricity = await manager.findOne(MaterialDatum, {
    where: { companyId: IsNull(), category: "electricity", unitId: KWH },
    order: { id: "ASC" },
  });
  for (const template of PROCESS_MODEL_TEMPLATES) {
    if (byCode.has(template.code)) continue;
    const model = await manager.save(ProcessModel, {
      companyId: null,
      code: template.code,
      name: template.name,
      nameEn: template.nameEn,
      category: template.category,
      description: "",
      referenceProduct: template.referenceProduct,
      referenceAmount: 1,
      referenceUnitId: template.referenceUnitId,
      // A definition, not a datum: the kilograms in one unit of the reference product.
      referenceMassPerUnit:
        template.referenceUnitId === T ? 1000 : template.referenceUnitId === KG ? 1 : null,
      referencePricePerUnit: null,
      allocation: "physical",
      template: true,
    });
    byCode.set(template.code, model);
    const lines: Array<Partial<ProcessModelLine>> = [];
    for (const line of template.lines) {
      const base = { direction: line.direction, amount: 0, compartment: null, massPerUnit: null };
      if (line.direction === "input" && "process" in line) {
        const used = byCode.get(line.process)!;
        lines.push({
          ...base,
          sourceKind: "process",
          sourceId: used.id,
          processModelId: used.id,
          name: used.name,
          unitId: line.unitId,
        });
      } else if (line.direction === "input") {
        if (!electricity) continue;
        lines.push({
          ...base,
          sourceKind: "material",
          sourceId: electricity.id,
          name: electricity.name,
          unitId: KWH,
        });
      } else if (line.direction === "output") {
        lines.push({ ...base, name: line.name, unitId: KG, massPerUnit: 1 });
      } else {
        lines.push({ ...base, name: line.name, compartment: "air", unitId: KG });
      }
    }
    await manager.insert(
      ProcessModelLine,
      lines.map((line, position) => ({ ...line, modelId: model.id, position })),
    );
  }
}
