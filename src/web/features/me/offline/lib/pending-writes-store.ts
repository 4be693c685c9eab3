import { clear, createStore, del, set, values } from 'idb-keyval';
import type { MealType } from '../../../../../shared/constants.ts';

// The writes the phone keeps until it can send them (issue #41): in IndexedDB, so a reload or a closed
// app keeps them. Each carries the id the server knows it by, so sending it twice writes it once.

type PendingWriteBase = {
  /** The id made on the phone, sent as clientEntryId / clientGlassId. */
  id: string;
  /**
   * The signed-in client who made it. A write of another client (whose session ended without a
   * sign-out on this phone) is dropped, never sent under the session now signed in. Missing on writes
   * kept before it was recorded: those go with the session in force, as they did.
   */
  ownerId?: string;
  /** The order the client made them in; they are sent in this order. */
  sequence: number;
  /** The server's Turkish answer when it refused the write; a failed write is not sent again. */
  failure?: string;
};

export type PendingDiaryEntry = PendingWriteBase & {
  kind: 'diary-entry';
  input: { foodItemId: string; date: string; mealType: MealType; portionGrams: number };
  /**
   * What the screen shows while it waits: the food's name and its calories as the phone reckons them
   * (null for a hide-numbers client, whose food list has no calories, ADR 0090).
   */
  foodName: string;
  calories: number | null;
};

export type PendingWaterGlass = PendingWriteBase & { kind: 'water-glass'; date: string };

export type PendingWrite = PendingDiaryEntry | PendingWaterGlass;

let store: ReturnType<typeof createStore> | undefined;
/** Opened on first use: the module loads with the server's render too, where there is no IndexedDB. */
const pendingStore = () => {
  store ??= createStore('denge-offline', 'pending-writes');
  return store;
};

export async function readPendingWrites(): Promise<PendingWrite[]> {
  const writes = await values<PendingWrite>(pendingStore());
  return writes.sort((a, b) => a.sequence - b.sequence);
}

export const keepPendingWrite = (write: PendingWrite) => set(write.id, write, pendingStore());

export const forgetPendingWrite = (id: string) => del(id, pendingStore());

export const forgetAllPendingWrites = () => clear(pendingStore());
