// Placeholder while the screen is built.
import { ModulePlaceholder } from "../modules/ModulePlaceholder";

export function CorporationEditPage() {
  return <ModulePlaceholder module="co2accounting" title="corEdit" />;
}
