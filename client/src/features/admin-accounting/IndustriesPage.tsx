// Placeholder while the screen is built.
import { ModulePlaceholder } from "../modules/ModulePlaceholder";

export function IndustriesPage() {
  return <ModulePlaceholder module="adminData" title="adminIndustry" />;
}
