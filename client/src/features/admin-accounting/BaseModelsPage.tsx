// Placeholder while the screen is built.
import { ModulePlaceholder } from "../modules/ModulePlaceholder";

export function BaseModelsPage() {
  return <ModulePlaceholder module="adminData" title="adminBaseModel" />;
}
