// Generated migrations in order; `npm run migration:generate -- Name` rewrites this list.
import { Init1795238508705 } from "./1795238508705-Init";
import { Accounting1795244650749 } from "./1795244650749-Accounting";
import { IndustryDefaults1795246410877 } from "./1795246410877-IndustryDefaults";
import { StoredFiles1795253081336 } from "./1795253081336-StoredFiles";

export const migrations = [Init1795238508705, Accounting1795244650749, IndustryDefaults1795246410877, StoredFiles1795253081336];
