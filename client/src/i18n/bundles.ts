// The screens' own text: every feature's bundle under its own key, merged into the translation
// namespace: `users.title`, `roles.permissionTree`...
import { FEATURES } from "../features";

const withText = FEATURES.flatMap((feature) =>
  feature.messages ? [[feature.name, feature.messages] as const] : [],
);

export const bundles = {
  en: Object.fromEntries(withText.map(([key, value]) => [key, value.en])),
  "zh-CN": Object.fromEntries(withText.map(([key, value]) => [key, value.zhCN])),
};
