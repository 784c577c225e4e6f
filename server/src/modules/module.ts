// What a module gives the platform. A module is a folder under modules/ whose index.ts exports
// one `defineModule({...})`; the list in modules/index.ts is the only place it is registered.
// The data source reads its entities, the schema its resolvers, the composition root its
// services, each GraphQL request its loaders, the legacy router its calls, the server its HTTP
// routes, the job runner its kinds of background work and the message catalogue its texts.
import type { Router } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../config";
import type { LegacyRoute } from "../legacy/route";
import type { MessageBundle } from "../lib/messages";
import type { JobKind } from "./job/job.types";
import type { PermissionCode } from "./permission/permission-codes";

/** What every service factory receives besides the services of the modules listed before it. */
export interface ModuleContext {
  dataSource: DataSource;
  config: Config;
}

/** A service factory's argument: the context and the services it needs from earlier modules. */
export type Deps<T extends object = object> = ModuleContext & T;

// Classes are registered as values; their own decorators say what they are.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Class = Function;

export interface PlatformModule<S extends object = object, D extends object = object, L = object> {
  /** The folder name, e.g. "case". */
  name: string;
  /** TypeORM entities: the tables the module owns and alone writes. */
  entities?: readonly Class[];
  /** type-graphql resolvers: its queries, mutations and field resolvers. */
  resolvers?: readonly Class[];
  /**
   * Creates the module's services. `deps` holds the data source, the configuration and the
   * services of the modules listed before this one; asking for one that is not there throws.
   */
  services?: (deps: ModuleContext & D) => S;
  /** Per-request DataLoaders, created afresh for every GraphQL request. */
  loaders?: (dataSource: DataSource) => L;
  /** Its calls of the legacy `POST /api/*` interface (defined under server/src/legacy). */
  legacyRoutes?: readonly LegacyRoute[];
  /**
   * Plain HTTP routes, mounted at `path`; the router receives the services. (Typed loosely:
   * the services' type is built from this list of modules.)
   */
  http?: { path: string; router: (services: never) => Router };
  /**
   * The kinds of background work it runs (job/job.types.ts), given the services. (Typed loosely
   * like `http`: the services' type is built from this list of modules.)
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  jobs?: (services: never) => readonly JobKind<any, any>[];
  /** Its messages to users (`defineMessages` in its `<module>.messages.ts` files). */
  messages?: MessageBundle | readonly MessageBundle[];
  /** The permission codes its operations are gated by. */
  permissions?: readonly PermissionCode[];
}

export function defineModule<S extends object = object, D extends object = object, L = object>(
  module: PlatformModule<S, D, L>,
): PlatformModule<S, D, L> {
  return module;
}

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ServicesOfModule<M> = M extends PlatformModule<infer S, any, any> ? S : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LoadersOfModule<M> = M extends PlatformModule<any, any, infer L> ? L : never;

/** The services every module of the list creates, by key. */
export type ServicesOf<M extends readonly PlatformModule<object, never, unknown>[]> =
  UnionToIntersection<ServicesOfModule<M[number]>>;

/** The loaders every module of the list creates, by key. */
export type LoadersOf<M extends readonly PlatformModule<object, never, unknown>[]> =
  UnionToIntersection<LoadersOfModule<M[number]>>;
