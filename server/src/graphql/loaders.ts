// One set of DataLoaders per request, from every module: lists resolve their related rows in one
// query per kind.
import type { DataSource } from "typeorm";
import { MODULES } from "../modules";
import type { LoadersOf } from "../modules/module";

export type Loaders = LoadersOf<typeof MODULES>;

export function createLoaders(dataSource: DataSource): Loaders {
  return Object.assign(
    {},
    ...MODULES.map((module): object => module.loaders?.(dataSource) ?? {}),
  ) as Loaders;
}
