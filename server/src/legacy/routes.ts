// The legacy `POST /api/*` calls of SPEC §7: every registered module's, in one table. The
// spellings the old front end used live in this folder and nowhere else; every call goes to the
// same module services as GraphQL.
import { MODULES } from "../modules";
import type { LegacyRoute } from "./route";

export type { LegacyCall, LegacyRoute } from "./route";

export const LEGACY_ROUTES: readonly LegacyRoute[] = MODULES.flatMap(
  (module) => module.legacyRoutes ?? [],
);
