// The composition root: every module's services, created once per data source in the order of
// the module list and shared by GraphQL and the legacy API.
import type { DataSource } from "typeorm";
import type { Config } from "./config";
import { MODULES } from "./modules";
import type { ModuleContext, ServicesOf } from "./modules/module";

export type Services = { dataSource: DataSource } & ServicesOf<typeof MODULES>;

export function createServices(dataSource: DataSource, config: Config): Services {
  const created: Record<string, unknown> = { dataSource };
  for (const module of MODULES) {
    if (!module.services) continue;
    // A factory that asks for a service no module above it created fails here, at start-up.
    const deps = new Proxy({ ...created, config } as ModuleContext & Record<string, unknown>, {
      get(target, key) {
        if (typeof key === "string" && !(key in target)) {
          throw new Error(`Module ${module.name} needs "${key}", which no module above it creates`);
        }
        return target[key as keyof typeof target];
      },
    });
    Object.assign(created, module.services(deps as never));
  }
  return created as Services;
}
