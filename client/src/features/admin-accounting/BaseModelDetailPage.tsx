// Placeholder while the screen is built.
import { ModulePlaceholder } from "../modules/ModulePlaceholder";

export function BaseModelDetailPage() {
  return <ModulePlaceholder module="adminData" title="adminBaseModelDetail" />;
}
