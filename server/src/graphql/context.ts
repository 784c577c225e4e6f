// The per-request GraphQL context: who is calling, the services and fresh DataLoaders.
import type { Request } from "express";
import type { DomainError } from "../lib/errors";
import type { Locale } from "../lib/request-context";
import type { Viewer } from "../modules/auth/viewer";
import type { Services } from "../services";
import type { Loaders } from "./loaders";

export interface Context {
  viewer?: Viewer;
  /** Why the presented token did not authenticate; raised only where a viewer is required. */
  sessionError?: DomainError;
  services: Services;
  loaders: Loaders;
  locale: Locale;
  req: Request;
}
