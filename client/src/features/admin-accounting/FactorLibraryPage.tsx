// Placeholder while the screen is built.
import { ModulePlaceholder } from "../modules/ModulePlaceholder";

export function FactorLibraryPage() {
  return <ModulePlaceholder module="adminData" title="adminConst" />;
}
