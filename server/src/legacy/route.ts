// The shape of a legacy `POST /api/*` call: its path, permission, input class and handler. Each
// module's calls are defined in a file of this folder and registered by the module's index.ts.
import type { Request } from "express";
import type { ClassType } from "type-graphql";
import type { MessageKey } from "../lib/messages";
import type { Viewer } from "../modules/auth/viewer";
import type { PermissionCode } from "../modules/permission/permission-codes";
import type { Services } from "../services";

export interface LegacyCall<I> {
  services: Services;
  /** Present on every call whose permission is not "public". */
  viewer: Viewer;
  input: I;
  req: Request;
}

export interface LegacyRoute<I extends object = object> {
  /** Path under /api, e.g. "user/login". */
  path: string;
  summary: string;
  permission: PermissionCode | "public";
  /** The input class the body is coerced into and validated as; omitted for calls without input. */
  input?: ClassType<I>;
  /** Also puts the data beside `code` under this key, where the old client read it there. */
  dataKey?: string;
  handler: (call: LegacyCall<I>) => Promise<unknown>;
  /** The envelope's message on success, when it says more than "success". */
  message?: MessageKey;
  /** The handler answers a file (GeneratedFile), sent as the body instead of an envelope. */
  download?: boolean;
}

/** Types a route by its input class, then lists it among routes of any input. */
export const route = <I extends object>(definition: LegacyRoute<I>) =>
  definition as unknown as LegacyRoute;
