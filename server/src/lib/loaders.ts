// DataLoader shapes the modules' per-request loaders share: rows by id, and lists by an owner id.
import DataLoader from "dataloader";

/** Loads rows by id in one query; a missing id answers null. */
export function byIdLoader<T extends { id: number }>(
  load: (ids: number[]) => Promise<T[]>,
): DataLoader<number, T | null> {
  return new DataLoader<number, T | null>(async (ids) => {
    const byId = new Map((await load([...ids])).map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/**
 * Loads the lists of many owners in one query, keeping the order the query gives; `valueOf`
 * picks what the list holds of each row.
 */
export function groupedLoader<T, V = T>(
  load: (ownerIds: number[]) => Promise<T[]>,
  ownerOf: (row: T) => number,
  valueOf: (row: T) => V = (row) => row as unknown as V,
): DataLoader<number, V[]> {
  return new DataLoader<number, V[]>(async (ownerIds) => {
    const byOwner = new Map<number, V[]>();
    for (const row of await load([...ownerIds])) {
      const list = byOwner.get(ownerOf(row)) ?? [];
      list.push(valueOf(row));
      byOwner.set(ownerOf(row), list);
    }
    return ownerIds.map((id) => byOwner.get(id) ?? []);
  });
}
