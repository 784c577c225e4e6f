// The template module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const TEMPLATE_MESSAGES = defineMessages(
  {
    templateCodeTaken: "A template with the code {code} already exists",
    standardCodeTaken: "A standard with the code {code} already exists",
    standardInUse: "The standard {code} is still used by {uses}; change or delete them first",
    globalNeedsGlobalFactor:
      "The factor {code} is a company's own factor: a global template, seen by every company, may use only global factors",
    templateNeedsOwnFactor:
      "The factor {code} belongs to another company: a template may use global factors or its own company's",
    gridChoiceTaken: "Purchased electricity takes {factor} ({value} kg CO2/kWh).",
    gridChoiceLag:
      "The {caseYear} factor is not published yet (the MEE/NBS publish about two years after the data year): the latest published year, {dataYear}, is used.",
    gridChoiceEarliest:
      "No factor is published for {caseYear}: the earliest published year, {dataYear}, is used.",
    gridChoiceRegion:
      "{province} has no provincial factor for that year: its regional grid's is used.",
    gridChoiceNoProvince:
      "The corporation has no province: the national average is used. Set its province to get the provincial factor.",
    gridChoiceRegionMissing:
      "{province} has neither a provincial nor a regional factor for that year: the national average is used.",
    gridChoiceProvinceMissing:
      "The MEE/NBS tables do not publish {province}, and its regional grid is not stated: the national average is used.",
  },
  {
    templateCodeTaken: "编码为{code}的核算模板已存在",
    standardCodeTaken: "编码为{code}的标准已存在",
    standardInUse: "标准{code}仍被{uses}使用，请先修改或删除它们",
    globalNeedsGlobalFactor: "因子 {code} 是企业自有因子：全局模板对所有企业可见，只能使用全局因子",
    templateNeedsOwnFactor: "因子 {code} 属于其他企业：模板只能使用全局因子或本企业的因子",
    gridChoiceTaken: "外购电力采用{factor}（{value} kgCO2/kWh）。",
    gridChoiceLag:
      "{caseYear}年因子尚未发布（生态环境部、国家统计局约在数据年份两年后发布），采用最近已发布的{dataYear}年因子。",
    gridChoiceEarliest: "{caseYear}年无已发布的因子，采用最早发布的{dataYear}年因子。",
    gridChoiceRegion: "{province}该年份无省级因子，采用所在区域电网的因子。",
    gridChoiceNoProvince: "法人未填写所在省份，采用全国平均值；填写省份后可取省级因子。",
    gridChoiceRegionMissing: "{province}该年份既无省级也无区域因子，采用全国平均值。",
    gridChoiceProvinceMissing:
      "生态环境部、国家统计局未发布{province}的因子，其所属区域电网亦未明确，采用全国平均值。",
  },
);

type TemplateMessages = (typeof TEMPLATE_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends TemplateMessages {}
}
