// Many activity lines written or inserted with one statement each, whatever their number.
import { type EntityManager } from "typeorm";
import { ActivityLine } from "./activity-line.entity";

/** Writes many lines with one UPDATE, whatever their number. */
export async function writeLines(manager: EntityManager, lines: ActivityLine[]): Promise<void> {
  if (lines.length === 0) return;
  const payload = lines.map((line) => ({
    id: line.id,
    process_id: line.processId,
    name: line.name,
    amount: line.amount,
    unit_id: line.unitId,
    method: line.method,
    gas: line.gas,
    factor_id: line.factorId,
    custom_factor: line.customFactor,
    ncv: line.ncv,
    carbon_content: line.carbonContent,
    oxidation: line.oxidation,
    market_factor_id: line.marketFactorId,
    market_custom_factor: line.marketCustomFactor,
    market_basis: line.marketBasis,
    market_covered_amount: line.marketCoveredAmount,
    market_covered_unit_id: line.marketCoveredUnitId,
    data_source_type: line.dataSourceType,
    evidence: line.evidence,
    month: line.month,
    month_amounts: line.monthAmounts ?? null,
    remark: line.remark,
  }));
  await manager.query(
    `UPDATE activity_line AS line SET
       process_id = patch.process_id, name = patch.name, amount = patch.amount, unit_id = patch.unit_id, method = patch.method, gas = patch.gas,
       factor_id = patch.factor_id, custom_factor = patch.custom_factor, ncv = patch.ncv,
       carbon_content = patch.carbon_content, oxidation = patch.oxidation,
       market_factor_id = patch.market_factor_id, market_custom_factor = patch.market_custom_factor,
       market_basis = patch.market_basis, market_covered_amount = patch.market_covered_amount,
       market_covered_unit_id = patch.market_covered_unit_id, data_source_type = patch.data_source_type,
       evidence = patch.evidence, month = patch.month, month_amounts = patch.month_amounts,
       remark = patch.remark, updated_at = now()
     FROM jsonb_to_recordset($1::jsonb) AS patch(
       id int, process_id int, name varchar, amount double precision, unit_id int, method varchar, gas varchar,
       factor_id int, custom_factor jsonb, ncv double precision, carbon_content double precision,
       oxidation double precision, market_factor_id int, market_custom_factor jsonb,
       market_basis varchar, market_covered_amount double precision, market_covered_unit_id int,
       data_source_type smallint, evidence jsonb, month smallint, month_amounts jsonb,
       remark text)
     WHERE line.id = patch.id`,
    [JSON.stringify(payload)],
  );
}

/** Inserts many new lines with one statement. */
export async function insertLines(
  manager: EntityManager,
  lines: ReadonlyArray<Partial<ActivityLine>>,
): Promise<void> {
  if (lines.length === 0) return;
  const payload = lines.map((line) => ({
    company_id: line.companyId,
    case_id: line.caseId,
    process_id: line.processId,
    name: line.name,
    amount: line.amount ?? null,
    unit_id: line.unitId,
    method: line.method ?? "factor",
    gas: line.gas ?? null,
    factor_id: line.factorId ?? null,
    custom_factor: line.customFactor ?? null,
    data_source_type: line.dataSourceType ?? 3,
    evidence: line.evidence ?? [],
    month: line.month ?? null,
    month_amounts: line.monthAmounts ?? null,
    remark: line.remark ?? null,
    sort: line.sort ?? 0,
  }));
  await manager.query(
    `INSERT INTO activity_line (company_id, case_id, process_id, name, amount, unit_id, method,
       gas, factor_id, custom_factor, data_source_type, evidence, month, month_amounts, remark, sort)
     SELECT company_id, case_id, process_id, name, amount, unit_id, method, gas, factor_id,
       custom_factor, data_source_type, evidence, month, month_amounts, remark, sort
     FROM jsonb_to_recordset($1::jsonb) AS line(company_id int, case_id int, process_id int,
       name varchar, amount double precision, unit_id int, method varchar, gas varchar, factor_id int,
       custom_factor jsonb, data_source_type smallint, evidence jsonb, month smallint,
       month_amounts jsonb, remark text, sort int)`,
    [JSON.stringify(payload)],
  );
}
