// Placeholder while the screen is built.
import { ModulePlaceholder } from "../modules/ModulePlaceholder";

export function CaseAddPage() {
  return <ModulePlaceholder module="co2accounting" title="caseAdd" />;
}
