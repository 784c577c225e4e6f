// /co2/edit?caseId=: a case's activity data and results. Lines are edited in place and kept as
// unsaved edits (line-edits.ts) until Save sends every changed line in one updateActivityLines;
// leaving, reloading or calculating with unsaved changes asks first. Processes are grouped by
// scope; lines get their factors from the library search or a factor the user enters. A failed
// calculation lists the lines that stopped it, each a link to the line. Editing and calculating
// need aa01; without it the data is shown read-only. The editor's parts live in case-editor/.
import { useSearchParams } from "react-router-dom";
import { CaseEditor } from "./case-editor/CaseEditor";
import { CaseNotFound } from "./case-editor/CaseNotFound";
import { idParam } from "./paths";

export function CaseEditorPage() {
  const [params] = useSearchParams();
  const caseId = idParam(params.get("caseId"));
  if (caseId === null) return <CaseNotFound />;
  // A fresh editor (no edits carried over) for each case opened.
  return <CaseEditor key={caseId} caseId={caseId} />;
}
