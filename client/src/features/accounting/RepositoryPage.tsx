// Placeholder while the screen is built.
import { ModulePlaceholder } from "../modules/ModulePlaceholder";

export function RepositoryPage() {
  return <ModulePlaceholder module="co2accounting" title="corporationIndex" />;
}
