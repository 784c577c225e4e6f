// Interface text of the permissions screens, in both languages (filled in with the screens).
export const en = {};
export const zhCN: typeof en = {};
