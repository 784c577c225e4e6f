// The company total: the company's corporations consolidated for a year, shown as a tab of the
// repository (accounting/RepositoryPage.tsx).
import { defineFeature } from "../../app/feature";
import * as messages from "./messages";

export const consolidationFeature = defineFeature({ name: "consolidation", messages });
