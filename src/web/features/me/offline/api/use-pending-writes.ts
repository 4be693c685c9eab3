import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { todayInIstanbul } from '../../../../../shared/dates.ts';
import type { MeFoodOption } from '../../../../../shared/schemas/foods.ts';
import {
  dismissPendingWrite,
  keepAndSend,
  readPendingWritesSnapshot,
  sendPendingWrites,
  subscribeToPendingWrites,
} from '../lib/pending-writes.ts';
import type { PendingDiaryEntry, PendingWrite } from '../lib/pending-writes-store.ts';

const noWrites: PendingWrite[] = [];

/**
 * The writes kept on this phone, and their sending: at once, and again whenever the connection returns.
 * The server's render knows none (the page's first render is the same on both sides, ADR 0035).
 */
export function usePendingWrites(): PendingWrite[] {
  const queryClient = useQueryClient();
  useEffect(() => {
    const send = () => void sendPendingWrites(queryClient);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [queryClient]);
  return useSyncExternalStore(subscribeToPendingWrites, readPendingWritesSnapshot, () => noWrites);
}

/** Keeps a diary entry that could not be sent; its calories as the food list reckons them, for the screen. */
export function useKeepDiaryEntry() {
  const queryClient = useQueryClient();
  return (entry: { id: string; input: PendingDiaryEntry['input']; food: MeFoodOption }) =>
    keepAndSend(queryClient, {
      kind: 'diary-entry',
      id: entry.id,
      input: entry.input,
      foodName: entry.food.name,
      calories:
        'calories' in entry.food ? (entry.food.calories * entry.input.portionGrams) / entry.food.servingSize : null,
    });
}

/** Keeps a glass of water that could not be sent, with the day it was drunk. */
export function useKeepWaterGlass() {
  const queryClient = useQueryClient();
  return (glass: { id: string; date?: string }) =>
    keepAndSend(queryClient, { kind: 'water-glass', id: glass.id, date: glass.date ?? todayInIstanbul() });
}

export const useDismissPendingWrite = () => dismissPendingWrite;

/** The calories of the diary entries of `date` still waiting on the phone (not the refused ones). */
export const waitingDiaryCalories = (writes: PendingWrite[], date: string) =>
  writes
    .filter((write): write is PendingDiaryEntry => write.kind === 'diary-entry' && !write.failure)
    .filter((entry) => entry.input.date === date)
    .reduce((sum, entry) => sum + (entry.calories ?? 0), 0);
