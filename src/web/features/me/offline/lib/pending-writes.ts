import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../../shared/schemas/auth.ts';
import type { DiaryDayResponse, MeDiaryEntry } from '../../../../../shared/schemas/diary.ts';
import type { ClientHomeResponse, WaterToday } from '../../../../../shared/schemas/home.ts';
import { ApiError, isUserError } from '../../../../lib/api.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import {
  forgetAllPendingWrites,
  forgetPendingWrite,
  keepPendingWrite,
  type PendingDiaryEntry,
  type PendingWrite,
  readPendingWrites,
} from './pending-writes-store.ts';

// The phone's outbox of diary entries and water glasses (issue #41). A write that cannot reach the
// server (offline, or the request fails on the way) is kept and sent when the connection returns, in
// the order it was made; the server writes each id once, so a write whose answer was lost is simply
// sent again. A write the server refuses (a 4xx) stays on screen with the server's reason.

let writes: PendingWrite[] = [];
let hasLoaded = false;
let lastSequence = 0;
const listeners = new Set<() => void>();
let sending: Promise<void> | null = null;

const announce = () => {
  for (const listener of listeners) listener();
};

async function reload() {
  writes = await readPendingWrites();
  hasLoaded = true;
  lastSequence = Math.max(lastSequence, ...writes.map((write) => write.sequence));
  announce();
}

/** For useSyncExternalStore: starts reading the kept writes on the first subscriber. */
export function subscribeToPendingWrites(listener: () => void): () => void {
  listeners.add(listener);
  if (!hasLoaded) void reload();
  return () => listeners.delete(listener);
}

export const readPendingWritesSnapshot = () => writes;

/** A sequence later than any before, even for two writes in one millisecond. */
const nextSequence = () => {
  lastSequence = Math.max(Date.now(), lastSequence + 1);
  return lastSequence;
};

/** The client area's guard puts the session in the cache before any screen renders (ADR 0033). */
const signedInClientId = (queryClient: QueryClient) =>
  queryClient.getQueryData<SessionResponse>(queryKeys.public.session)?.user?.id;

export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.code === 'network';

/** Keeps a write on the phone, then tries to send everything kept. */
export async function keepAndSend(
  queryClient: QueryClient,
  write: Omit<PendingDiaryEntry, 'sequence'> | Omit<Extract<PendingWrite, { kind: 'water-glass' }>, 'sequence'>,
) {
  const kept = { ...write, ownerId: signedInClientId(queryClient), sequence: nextSequence() } as PendingWrite;
  await keepPendingWrite(kept);
  await reload();
  return sendPendingWrites(queryClient);
}

/** Sends the waiting writes one after another, once at a time, stopping at the first one the network fails. */
export function sendPendingWrites(queryClient: QueryClient): Promise<void> {
  sending ??= sendInOrder(queryClient).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendInOrder(queryClient: QueryClient) {
  await reload();
  const clientId = signedInClientId(queryClient);
  if (!clientId) return;
  for (const write of writes.filter((item) => !item.failure)) {
    if (write.ownerId && write.ownerId !== clientId) {
      await forgetPendingWrite(write.id);
      continue;
    }
    try {
      await sendWrite(queryClient, write);
      await forgetPendingWrite(write.id);
    } catch (error) {
      // Refused: kept with the reason, and the rest still go. Anything else (no network, a 5xx): wait.
      if (!isUserError(error)) break;
      await keepPendingWrite({ ...write, failure: error.message });
    }
    await reload();
  }
  await reload();
}

async function sendWrite(queryClient: QueryClient, write: PendingWrite) {
  if (write.kind === 'diary-entry') {
    const { entry } = await call(meApi.diary.$post({ json: { ...write.input, clientEntryId: write.id } }));
    showDiaryEntry(queryClient, write.input.date, entry);
    return;
  }
  const { water } = await call(meApi.water.$post({ json: { clientGlassId: write.id, date: write.date } }));
  showWater(queryClient, water);
}

/** Adds the server's entry to its day as shown, once (a repeat answers the same entry). */
export function showDiaryEntry(queryClient: QueryClient, date: string, entry: MeDiaryEntry) {
  queryClient.setQueryData<DiaryDayResponse>(queryKeys.me.diaryDay(date), (day) =>
    day && !day.entries.some((item) => item.id === entry.id) ? { ...day, entries: [...day.entries, entry] } : day,
  );
}

/** The server's count replaces the home's; the glass that reaches the goal completes a day of this week. */
export function showWater(queryClient: QueryClient, water: WaterToday) {
  queryClient.setQueryData<ClientHomeResponse>(queryKeys.me.home, (home) => {
    if (!home || water.date !== home.water.date) return home;
    const isGoalJustReached = home.water.glasses < water.goal && water.glasses >= water.goal;
    const statistics = isGoalJustReached
      ? { ...home.statistics, waterGoalDaysThisWeek: home.statistics.waterGoalDaysThisWeek + 1 }
      : home.statistics;
    return { ...home, water, statistics };
  });
}

/** A refused write the client has read: removed from the phone. */
export async function dismissPendingWrite(id: string) {
  await forgetPendingWrite(id);
  await reload();
}

/** How many writes still wait to be sent from this phone (not counting the refused ones). */
export async function countWaitingWrites(): Promise<number> {
  await reload();
  return writes.filter((write) => !write.failure).length;
}

/** Signing out: every write kept on this phone is dropped, waiting or refused. */
export async function forgetAllWrites() {
  await forgetAllPendingWrites();
  await reload();
}
