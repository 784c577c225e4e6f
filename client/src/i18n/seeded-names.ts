// The names and texts the platform's seed writes (the operator's branding, the demo company, its
// two roles and users) are stored once, in English. Shown as they are stored, a Chinese reader
// would meet English on the home banner, the users and roles lists and the company pages; they
// are shown here in the reader's language. A name a user changed is no longer a seeded one and
// is shown as written.
import { useCallback } from "react";
import type { Locale } from "../lib/format";
import { useLocale } from "./use-locale";

/** The seed's English texts and their Chinese. */
const SEEDED_ZH: Readonly<Record<string, string>> = {
  "Carbon Platform": "碳管理平台",
  "Carbon accounting and LCA platform": "碳核算与生命周期评价平台",
  "Carbon accounting and product footprints in one place": "碳核算与产品碳足迹，一站完成",
  "GHG inventories by scope, product LCA, labels and EPDs":
    "分范围温室气体盘查、产品生命周期评价、碳标签与 EPD",
  "Demo Manufacturing Co., Ltd.": "演示制造有限公司",
  Administrator: "管理员",
  "Every permission": "全部权限",
  "Carbon accountant": "碳核算员",
  "Carbon accounting, product LCA and labels": "碳核算、产品生命周期评价与碳标签",
  "Demo User": "演示用户",
};

/** A stored text in the reader's language when it is one the seed wrote; else as stored. */
export function seededText<T extends string | null | undefined>(text: T, locale: Locale): T {
  if (locale !== "zh-CN" || !text) return text;
  return (SEEDED_ZH[text] ?? text) as T;
}

/** `seededText` in the interface language. */
export function useSeededText(): <T extends string | null | undefined>(text: T) => T {
  const locale = useLocale();
  return useCallback(
    <T extends string | null | undefined>(text: T) => seededText(text, locale),
    [locale],
  );
}
