// The screens' own text, one bundle per feature, merged into the translation namespace.
export const bundles = {
  en: {},
  "zh-CN": {},
};
