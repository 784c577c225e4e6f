// Placeholder while the results view is built.
export function CaseResults({ caseId }: { caseId: number }) {
  return <div data-case-id={caseId} />;
}
