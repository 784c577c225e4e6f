// Data matching: synonyms of material names (global and companies' own), matching a user's
// material name to material data and upstream products with a score and a reason, confirmed
// matches becoming synonyms; one product's results compared across two upstream databases or
// versions (gab11); and each company's tracked-data rules (/sc/trackDataConfig).
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import type { UpstreamDatabaseService } from "../upstream-database/upstream-database.service";
import { DATA_MATCHING_MESSAGES } from "./data-matching.messages";
import { DataMatchingResolver } from "./data-matching.resolver";
import { MatchConfirmation } from "./match-confirmation.entity";
import { MatchingService } from "./matching.service";
import { ResultsComparisonService } from "./results-comparison.service";
import { Synonym } from "./synonym.entity";
import { SynonymService } from "./synonym.service";
import { TrackedDataRule } from "./tracked-data-rule.entity";
import { TrackedDataService } from "./tracked-data.service";

export type { DataRequirements } from "./tracked-data.service";

export const dataMatchingModule = defineModule({
  name: "data-matching",
  entities: [Synonym, MatchConfirmation, TrackedDataRule],
  resolvers: [DataMatchingResolver],
  services: ({
    dataSource,
    upstreamDatabases,
  }: Deps<{ upstreamDatabases: UpstreamDatabaseService }>) => {
    const synonyms = new SynonymService(dataSource);
    return {
      synonyms,
      matching: new MatchingService(dataSource, synonyms),
      resultsComparison: new ResultsComparisonService(dataSource, upstreamDatabases),
      trackedData: new TrackedDataService(dataSource),
    };
  },
  messages: DATA_MATCHING_MESSAGES,
  permissions: [
    PermissionCode.Account,
    PermissionCode.AdminDataMatching,
    PermissionCode.AdminResultsComparing,
  ],
});
