// China's provincial-level divisions with their GB/T 2260 codes, for address and grid-factor
// forms. Province-level grid factors and city lists arrive with the factor library.

export interface RegionDefinition {
  code: string;
  name: string;
  nameEn: string;
}

export const REGIONS: readonly RegionDefinition[] = [
  { code: "110000", name: "北京市", nameEn: "Beijing" },
  { code: "120000", name: "天津市", nameEn: "Tianjin" },
  { code: "130000", name: "河北省", nameEn: "Hebei" },
  { code: "140000", name: "山西省", nameEn: "Shanxi" },
  { code: "150000", name: "内蒙古自治区", nameEn: "Inner Mongolia" },
  { code: "210000", name: "辽宁省", nameEn: "Liaoning" },
  { code: "220000", name: "吉林省", nameEn: "Jilin" },
  { code: "230000", name: "黑龙江省", nameEn: "Heilongjiang" },
  { code: "310000", name: "上海市", nameEn: "Shanghai" },
  { code: "320000", name: "江苏省", nameEn: "Jiangsu" },
  { code: "330000", name: "浙江省", nameEn: "Zhejiang" },
  { code: "340000", name: "安徽省", nameEn: "Anhui" },
  { code: "350000", name: "福建省", nameEn: "Fujian" },
  { code: "360000", name: "江西省", nameEn: "Jiangxi" },
  { code: "370000", name: "山东省", nameEn: "Shandong" },
  { code: "410000", name: "河南省", nameEn: "Henan" },
  { code: "420000", name: "湖北省", nameEn: "Hubei" },
  { code: "430000", name: "湖南省", nameEn: "Hunan" },
  { code: "440000", name: "广东省", nameEn: "Guangdong" },
  { code: "450000", name: "广西壮族自治区", nameEn: "Guangxi" },
  { code: "460000", name: "海南省", nameEn: "Hainan" },
  { code: "500000", name: "重庆市", nameEn: "Chongqing" },
  { code: "510000", name: "四川省", nameEn: "Sichuan" },
  { code: "520000", name: "贵州省", nameEn: "Guizhou" },
  { code: "530000", name: "云南省", nameEn: "Yunnan" },
  { code: "540000", name: "西藏自治区", nameEn: "Tibet" },
  { code: "610000", name: "陕西省", nameEn: "Shaanxi" },
  { code: "620000", name: "甘肃省", nameEn: "Gansu" },
  { code: "630000", name: "青海省", nameEn: "Qinghai" },
  { code: "640000", name: "宁夏回族自治区", nameEn: "Ningxia" },
  { code: "650000", name: "新疆维吾尔自治区", nameEn: "Xinjiang" },
  { code: "710000", name: "台湾省", nameEn: "Taiwan" },
  { code: "810000", name: "香港特别行政区", nameEn: "Hong Kong" },
  { code: "820000", name: "澳门特别行政区", nameEn: "Macao" },
];
