// Sections of GB/T 4754-2017 "Industrial classification for national economic activities".
export const INDUSTRY_SECTIONS: ReadonlyArray<{ code: string; name: string; nameEn: string }> = [
  {
    code: "A",
    name: "农、林、牧、渔业",
    nameEn: "Agriculture, forestry, animal husbandry and fishery",
  },
  { code: "B", name: "采矿业", nameEn: "Mining" },
  { code: "C", name: "制造业", nameEn: "Manufacturing" },
  {
    code: "D",
    name: "电力、热力、燃气及水生产和供应业",
    nameEn: "Production and supply of electricity, heat, gas and water",
  },
  { code: "E", name: "建筑业", nameEn: "Construction" },
  { code: "F", name: "批发和零售业", nameEn: "Wholesale and retail trade" },
  { code: "G", name: "交通运输、仓储和邮政业", nameEn: "Transport, storage and postal services" },
  { code: "H", name: "住宿和餐饮业", nameEn: "Accommodation and catering" },
  {
    code: "I",
    name: "信息传输、软件和信息技术服务业",
    nameEn: "Information transmission, software and IT services",
  },
  { code: "J", name: "金融业", nameEn: "Finance" },
  { code: "K", name: "房地产业", nameEn: "Real estate" },
  { code: "L", name: "租赁和商务服务业", nameEn: "Leasing and business services" },
  { code: "M", name: "科学研究和技术服务业", nameEn: "Scientific research and technical services" },
  {
    code: "N",
    name: "水利、环境和公共设施管理业",
    nameEn: "Water conservancy, environment and public facilities management",
  },
  {
    code: "O",
    name: "居民服务、修理和其他服务业",
    nameEn: "Resident services, repair and other services",
  },
  { code: "P", name: "教育", nameEn: "Education" },
  { code: "Q", name: "卫生和社会工作", nameEn: "Health and social work" },
  { code: "R", name: "文化、体育和娱乐业", nameEn: "Culture, sports and entertainment" },
  {
    code: "S",
    name: "公共管理、社会保障和社会组织",
    nameEn: "Public administration, social security and social organizations",
  },
  { code: "T", name: "国际组织", nameEn: "International organizations" },
];
