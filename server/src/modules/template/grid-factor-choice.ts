// Which MEE/NBS grid factor "apply default factors" gives a case's purchased electricity: the
// corporation's province, else its regional grid, else the national average; of the case's
// year, or, when that year is not published yet (the notices come about two years after the
// data year), of the latest published year before it. The choice says in words what it took
// and why, in the reader's language.
import { Field, Int, ObjectType } from "type-graphql";
import { In, IsNull, type EntityManager } from "typeorm";
import { translate } from "../../lib/messages";
import { currentLocale } from "../../lib/request-context";
import { REGIONS as PROVINCES } from "../reference/regions";
import { EmissionFactor } from "../factor/emission-factor.entity";
import { gridFactorCode, gridRegionOfProvince } from "../../db/seed/factors/china-grid";

export type GridLevel = "province" | "region" | "national";

@ObjectType({ description: "The grid factor a case's purchased electricity gets by default" })
export class GridFactorChoice {
  @Field(() => EmissionFactor) factor: EmissionFactor;
  @Field(() => String, { description: "province, region or national" }) level: GridLevel;
  @Field(() => Int, { description: "The case's reporting year" }) caseYear: number;
  @Field(() => Int, { description: "The data year of the factor taken" }) dataYear: number;
  @Field(() => String, { nullable: true, description: "The corporation's province (GB/T 2260)" })
  province: string | null;
  @Field(() => String, { description: "What was taken and why, in the reader's language" })
  note: string;
}

const GRID_NATIONAL = /^CN-GRID-(\d{4})-NATIONAL$/;

/** The chosen factor for a reporting year and a province; null when no grid factor is seeded. */
export async function chooseGridFactor(
  manager: EntityManager,
  caseYear: number,
  province: string | null,
): Promise<GridFactorChoice | null> {
  const nationals = await manager
    .getRepository(EmissionFactor)
    .createQueryBuilder("factor")
    .where("factor.companyId IS NULL AND factor.retired = false")
    .andWhere("factor.code LIKE 'CN-GRID-%-NATIONAL'")
    .getMany();
  const years = nationals
    .map((factor) => Number(GRID_NATIONAL.exec(factor.code)?.[1]))
    .filter((year) => Number.isInteger(year) && year > 0)
    .sort((a, b) => a - b);
  if (years.length === 0) return null;
  // The latest year not after the case's; a case before the first notice takes the first.
  const dataYear = [...years].reverse().find((year) => year <= caseYear) ?? years[0];
  const region = province ? gridRegionOfProvince(province) : null;
  const candidates: Array<[GridLevel, string | null]> = [
    ["province", province ? gridFactorCode.province(dataYear, province) : null],
    ["region", region ? gridFactorCode.region(dataYear, region) : null],
    ["national", gridFactorCode.national(dataYear)],
  ];
  const codes = candidates.flatMap(([, code]) => (code ? [code] : []));
  const found = await manager.findBy(EmissionFactor, {
    code: In(codes),
    companyId: IsNull(),
    retired: false,
  });
  const byCode = new Map(found.map((factor) => [factor.code, factor]));
  const taken = candidates.find(([, code]) => code && byCode.has(code));
  if (!taken) return null;
  const [level, code] = taken;
  const factor = byCode.get(code!)!;
  return {
    factor,
    level,
    caseYear,
    dataYear,
    province,
    note: choiceNote(factor, level, caseYear, dataYear, province, region),
  };
}

function choiceNote(
  factor: EmissionFactor,
  level: GridLevel,
  caseYear: number,
  dataYear: number,
  province: string | null,
  region: string | null,
): string {
  const english = currentLocale() === "en";
  const value = factor.gases.find((gas) => gas.gas === "CO2")?.value ?? 0;
  const provinceName = PROVINCES.find((p) => p.code === province);
  const place = provinceName ? (english ? provinceName.nameEn : provinceName.name) : "";
  const parts = [
    translate("gridChoiceTaken", {
      factor: english ? factor.nameEn : factor.name,
      value: String(value),
    }),
  ];
  if (dataYear < caseYear) parts.push(translate("gridChoiceLag", { caseYear, dataYear }));
  if (dataYear > caseYear) parts.push(translate("gridChoiceEarliest", { caseYear, dataYear }));
  if (level === "region") parts.push(translate("gridChoiceRegion", { province: place }));
  if (level === "national") {
    parts.push(
      !province
        ? translate("gridChoiceNoProvince")
        : region
          ? translate("gridChoiceRegionMissing", { province: place })
          : translate("gridChoiceProvinceMissing", { province: place }),
    );
  }
  return parts.join(english ? " " : "");
}
