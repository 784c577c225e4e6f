// Generated migrations in order; `npm run migration:generate -- Name` rewrites this list.
import { Init1795238508705 } from "./1795238508705-Init";

export const migrations = [Init1795238508705];
