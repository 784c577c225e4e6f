// Every entity, resolver, legacy call and HTTP route belongs to a module of the list in
// modules/index.ts: this loads every source file that could declare one and fails on any the list
// does not register, and on a module that gates an operation by a code it does not declare.
import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import { getMetadataArgsStorage } from "typeorm";
import { getMetadataStorage } from "type-graphql";
import type { LegacyRoute } from "../legacy/route";
import type { MessageBundle } from "../lib/messages";
import { MODULES } from ".";

const SRC = path.resolve(__dirname, "..");

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, pattern);
    return pattern.test(entry.name) && !entry.name.endsWith(".spec.ts") ? [full] : [];
  });
}

const relative = (file: string) => path.relative(SRC, file);

describe("the module list", () => {
  const entityFiles = sourceFiles(path.join(SRC, "modules"), /\.entity\.ts$/);
  const resolverFiles = sourceFiles(path.join(SRC, "modules"), /\.resolver\.ts$/);
  const routeFiles = sourceFiles(path.join(SRC, "legacy"), /-routes\.ts$/);
  // Loading by path is the point: a file no module imports must still be seen.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const file of [...entityFiles, ...resolverFiles, ...routeFiles]) require(file);

  it("registers every entity class", () => {
    const registered = new Set(MODULES.flatMap((module) => module.entities ?? []));
    const declared = getMetadataArgsStorage()
      .tables.filter((table) => table.type === "regular")
      .map((table) => table.target as (...args: never[]) => unknown);
    const missing = declared.filter((target) => !registered.has(target)).map((t) => t.name);
    expect(missing).toEqual([]);
    expect(entityFiles.length).toBeGreaterThan(10);
  });

  it("registers every resolver class", () => {
    const registered = new Set(MODULES.flatMap((module) => module.resolvers ?? []));
    const declared = getMetadataStorage().resolverClasses.map((resolver) => resolver.target);
    const missing = declared.filter((target) => !registered.has(target)).map((t) => t.name);
    expect(missing).toEqual([]);
    expect(declared.length).toBeGreaterThan(10);
  });

  it("registers every legacy call of every route file", () => {
    const registered = new Set(MODULES.flatMap((module) => module.legacyRoutes ?? []));
    const unregistered = routeFiles.flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = Object.values(require(file) as Record<string, unknown>);
      const routes = exported.filter(Array.isArray).flat() as LegacyRoute[];
      return routes
        .filter((route) => !registered.has(route))
        .map((route) => `${relative(file)}: ${route.path}`);
    });
    expect(unregistered).toEqual([]);
    expect(routeFiles.length).toBeGreaterThan(5);
  });

  it("mounts no HTTP route outside a module", () => {
    const app = fs.readFileSync(path.join(SRC, "app.ts"), "utf8");
    const mounted = [...app.matchAll(/app\.use\(\s*"([^"]+)"/g)].map((match) => match[1]);
    // The two APIs and their error handler; every other path comes from a module.
    expect([...new Set(mounted)].sort()).toEqual(["/api", "/graphql"]);
  });

  it("declares every permission code its operations and legacy calls are gated by", () => {
    const metadata = getMetadataStorage();
    const undeclared = MODULES.flatMap((module) => {
      const declared = new Set<string>(module.permissions ?? []);
      const resolvers = new Set(module.resolvers ?? []);
      const gated = [
        ...metadata.authorizedFields
          .filter((field) => resolvers.has(field.target))
          .flatMap((field) => field.roles as string[]),
        ...(module.legacyRoutes ?? [])
          .map((route) => route.permission)
          .filter((code) => code !== "public"),
      ];
      return [...new Set(gated)]
        .filter((code) => !declared.has(code))
        .map((code) => `${module.name}: ${code}`);
    });
    expect(undeclared).toEqual([]);
  });

  it("registers every module's messages, with the same keys in both languages", () => {
    const registered = new Set(MODULES.flatMap((module) => module.messages ?? []));
    const messageFiles = sourceFiles(path.join(SRC, "modules"), /\.messages\.ts$/);
    const unregistered = messageFiles.flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const bundles = Object.values(require(file) as Record<string, MessageBundle>);
      return bundles.filter((bundle) => !registered.has(bundle)).map(() => relative(file));
    });
    expect(unregistered).toEqual([]);
    for (const bundle of registered) {
      expect(Object.keys(bundle.zh).sort()).toEqual(Object.keys(bundle.en).sort());
    }
  });

  it("names each module after its folder, once", () => {
    const names = MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(fs.existsSync(path.join(SRC, "modules", name, "index.ts"))).toBe(true);
    }
  });
});
