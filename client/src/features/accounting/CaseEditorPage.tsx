// Placeholder while the screen is built.
import { ModulePlaceholder } from "../modules/ModulePlaceholder";

export function CaseEditorPage() {
  return <ModulePlaceholder module="co2accounting" title="caseEdit" />;
}
