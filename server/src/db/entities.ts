import { MODULES } from "../modules";

/** Every entity of the data source, as the modules register them; migrations are generated from these. */
export const entities = MODULES.flatMap((module) => module.entities ?? []);
