// Generated migrations in order; `npm run migration:generate -- Name` rewrites this list.
import { Init1795238508705 } from "./1795238508705-Init";
import { Accounting1795244650749 } from "./1795244650749-Accounting";
import { IndustryDefaults1795246410877 } from "./1795246410877-IndustryDefaults";
import { StoredFiles1795253081336 } from "./1795253081336-StoredFiles";
import { LoginThrottle1795621805799 } from "./1795621805799-LoginThrottle";
import { SysOperatorOnly1795621805800 } from "./1795621805800-SysOperatorOnly";
import { LineGasAndCoveredQuantity1795622075112 } from "./1795622075112-LineGasAndCoveredQuantity";
import { UniquePositions1795622424208 } from "./1795622424208-UniquePositions";
import { TemplateFactorsVisible1795622424209 } from "./1795622424209-TemplateFactorsVisible";
import { RenameConcepts1795634030889 } from "./1795634030889-RenameConcepts";
import { NamesChineseFirst1795642640267 } from "./1795642640267-NamesChineseFirst";
import { CreateJobQueue1795642971475 } from "./1795642971475-CreateJobQueue";
import { LcaData1795643230194 } from "./1795643230194-LcaData";
import { UpstreamDatabases1795643270673 } from "./1795643270673-UpstreamDatabases";
import { DataMatching1795645159464 } from "./1795645159464-DataMatching";
import { ProcessModels1795645297740 } from "./1795645297740-ProcessModels";
import { LcaProducts1795653205348 } from "./1795653205348-LcaProducts";
import { ReviewsEpdsLabels1795664593936 } from "./1795664593936-ReviewsEpdsLabels";
import { CorporationBaseYear1795675384750 } from "./1795675384750-CorporationBaseYear";
import { Panorama1795676162414 } from "./1795676162414-Panorama";
import { ComparisonSettings1795676378428 } from "./1795676378428-ComparisonSettings";
import { GhgReports1795676402521 } from "./1795676402521-GhgReports";
import { CarbonAssets1795676430564 } from "./1795676430564-CarbonAssets";
import { ActivityLineMonthAmounts1795687744877 } from "./1795687744877-ActivityLineMonthAmounts";
import { FactorDataQuality1795687773818 } from "./1795687773818-FactorDataQuality";
import { CorporationConsolidation1795688151511 } from "./1795688151511-CorporationConsolidation";

export const migrations = [Init1795238508705, Accounting1795244650749, IndustryDefaults1795246410877, StoredFiles1795253081336, LoginThrottle1795621805799, SysOperatorOnly1795621805800, LineGasAndCoveredQuantity1795622075112, UniquePositions1795622424208, TemplateFactorsVisible1795622424209, RenameConcepts1795634030889, NamesChineseFirst1795642640267, CreateJobQueue1795642971475, LcaData1795643230194, UpstreamDatabases1795643270673, DataMatching1795645159464, ProcessModels1795645297740, LcaProducts1795653205348, ReviewsEpdsLabels1795664593936, CorporationBaseYear1795675384750, Panorama1795676162414, ComparisonSettings1795676378428, GhgReports1795676402521, CarbonAssets1795676430564, ActivityLineMonthAmounts1795687744877, CorporationConsolidation1795688151511, FactorDataQuality1795687773818];
