// Interface text of the screens of this feature, in both languages.
export const en = {};

export const zhCN: Record<keyof typeof en, string> = {};
