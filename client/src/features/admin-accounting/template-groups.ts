// A template's processes grouped by scope for the detail page: scopes in order 1, 2, 3, each
// with its processes in the template's order (sort, then id), empty scopes left out.

export interface ScopedProcess {
  id: number;
  scope: number;
  sort: number;
}

export interface ScopeGroup<P extends ScopedProcess> {
  scope: number;
  processes: P[];
}

export function groupByScope<P extends ScopedProcess>(processes: readonly P[]): ScopeGroup<P>[] {
  const groups = new Map<number, P[]>();
  for (const process of processes) {
    const group = groups.get(process.scope) ?? [];
    group.push(process);
    groups.set(process.scope, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([scope, group]) => ({
      scope,
      processes: [...group].sort((a, b) => a.sort - b.sort || a.id - b.id),
    }));
}
