import type { MoveDirection } from '../../../shared/schemas/content-admin.ts';

// Up/down moves of the CMS lists (spec 3 §4 "Ordering"): the row trades places with its neighbour
// in the given (already ordered) list. Nothing happens at the first or last position.

export function findNeighbour<T extends { id: string }>(ordered: T[], id: string, direction: MoveDirection) {
  const index = ordered.findIndex((row) => row.id === id);
  if (index < 0) return null;
  const other = ordered[direction === 'up' ? index - 1 : index + 1];
  return other ? { row: ordered[index] as T, other } : null;
}

/** The list after the move, for tables whose order is rewritten as 0, 1, 2, … (services, team). */
export function moveInList<T extends { id: string }>(ordered: T[], id: string, direction: MoveDirection): T[] {
  const index = ordered.findIndex((row) => row.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= ordered.length) return ordered;
  const next = [...ordered];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
