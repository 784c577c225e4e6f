// Writing the factor template: the .xlsx workbook with a row per factor and a help sheet.
import { newWorkbook } from "../../../lib/excel";
import { synonymsOf } from "../../../calc/ghg/gases";
import type { GasCode } from "../../../calc/ghg/types";
import { UNITS } from "../../../calc/units";
import { FACTOR_CATEGORIES, type FactorData } from "../factor-data";
import { GAS_CODES, GAS_NAMES, TEMPLATE_COLUMNS } from "./template-columns";
import { UNIT_BY_ID } from "./template-rows";

/**
 * The .xlsx template: sheet "factors" with the header row and one row per given factor, and a
 * sheet "help" listing the columns, units, gases and categories. Parsing it gives the factors back.
 */
export async function writeFactorTemplate(factors: readonly FactorData[] = []): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet("factors");
  sheet.addRow(TEMPLATE_COLUMNS.map((column) => column.header));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const factor of factors) sheet.addRow(templateRow(factor));
  TEMPLATE_COLUMNS.forEach((column, index) => {
    sheet.getColumn(index + 1).width = Math.max(10, column.header.length + 2);
  });

  const help = workbook.addWorksheet("help");
  const heading = (text: string) => {
    if (help.rowCount > 0) help.addRow([]);
    help.addRow([text]).font = { bold: true };
  };
  heading("导入规则 / Import rule");
  help.addRow([
    "全部导入或全部不导入：任何一行有错误时，整个文件都不导入，并逐条列出每个错误的行号、列和原因；改正后请重新导入整个文件。" +
      "单位列可填写单位编号、符号或中文名称（吨、千克、千瓦时、兆瓦时、立方米、万立方米、升、吉焦、件、公里、吨公里）。",
  ]);
  help.addRow([
    "All rows or none: when any row has an error, nothing is imported, and every error is listed " +
      "with its row, its column and the reason; fix them and import the file again. The unit " +
      "column takes a unit id, symbol or name, Chinese names included (吨, 千瓦时, 立方米...).",
  ]);
  heading('Columns (sheet "factors", header in row 1; order free, names case-insensitive)');
  help.addRow(["column", "required", "meaning"]).font = { italic: true };
  for (const column of TEMPLATE_COLUMNS) {
    help.addRow([column.header, column.required ? "yes" : "", column.help]);
  }
  heading("Units (the unit column takes the id, the symbol or a name) / 单位");
  help.addRow(["id", "symbol", "name", "中文"]).font = { italic: true };
  for (const unit of UNITS) help.addRow([unit.id, unit.symbol, unit.nameEn, unit.name]);
  heading("Gases (one column each, kg of gas per unit of activity)");
  help.addRow(["gas", "meaning", "also accepted as the header"]).font = { italic: true };
  for (const gas of GAS_CODES) help.addRow([gas, GAS_NAMES[gas], synonymsOf(gas).join(", ")]);
  heading("Categories (the category column takes the code)");
  help.addRow(["code", "名称", "name"]).font = { italic: true };
  for (const category of FACTOR_CATEGORIES) {
    help.addRow([category.code, category.name, category.nameEn]);
  }
  help.getColumn(1).width = 24;
  help.getColumn(2).width = 40;
  help.getColumn(3).width = 60;

  const written = await workbook.xlsx.writeBuffer();
  return Buffer.from(written);
}

function templateRow(factor: FactorData): (string | number | null)[] {
  const gasValues = new Map<GasCode, number>();
  for (const { gas, value } of factor.gases) {
    if (gasValues.has(gas)) {
      throw new Error(
        `Factor ${factor.code} carries ${gas} twice; the template has one column per gas`,
      );
    }
    gasValues.set(gas, value);
  }
  const fields: Record<string, string | number | null> = {
    code: factor.code,
    name: factor.name,
    nameEn: factor.nameEn,
    category: factor.category,
    subcategory: factor.subcategory,
    unit: UNIT_BY_ID.get(factor.unitId)?.symbol ?? factor.unitId,
    ncv: factor.ncv,
    carbonContent: factor.carbonContent,
    oxidation: factor.oxidation,
    region: factor.region,
    year: factor.year,
    version: factor.version,
    source: factor.source,
    sourceUrl: factor.sourceUrl,
    dataSourceType: factor.dataSourceType,
    uncertainty: factor.uncertainty,
    synonyms: factor.synonyms.join("; "),
    scope: factor.scope,
    gwpBasis: factor.gwpBasis,
    notes: factor.notes,
  };
  return TEMPLATE_COLUMNS.map((column) => {
    const gasValue = gasValues.get(column.header as GasCode);
    if (gasValue !== undefined) return gasValue;
    const value = fields[column.header];
    return value === undefined || value === "" ? null : value;
  });
}
