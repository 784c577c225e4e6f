// Placeholder while the screen is built.
import { ModulePlaceholder } from "../modules/ModulePlaceholder";

export function CasePanoramaPage() {
  return <ModulePlaceholder module="co2accounting" title="caseDefaultPanorama" />;
}
