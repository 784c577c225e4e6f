// Placeholder while the screen is built.
import { ModulePlaceholder } from "../modules/ModulePlaceholder";

export function IndustryStandardsPage() {
  return <ModulePlaceholder module="adminData" title="adminIndustryStandard" />;
}
