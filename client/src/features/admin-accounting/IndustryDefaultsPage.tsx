// Placeholder while the screen is built.
import { ModulePlaceholder } from "../modules/ModulePlaceholder";

export function IndustryDefaultsPage() {
  return <ModulePlaceholder module="adminData" title="adminDefault" />;
}
