import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Versioned } from '../../shared/record-versions.ts';
import { ApiError } from './api.ts';

// The edit form's side of saves at the version the form read (issue #39, ADR 0053). A form keeps the
// version of the record its values came from and sends it with the save; when another tab or another
// staff member saved the record in between, the server answers 409 `stale_version` and writes
// nothing. The form then shows that text with 'Güncel hâlini yükle' (StaleVersionNotice), which reads
// the record again, puts its values in the form and takes its version: the user redoes the change on
// top of the other one, and nothing is overwritten unseen.
//
//   const edit = useVersionedEdit({
//     record: client,
//     current: { query: getClientQueryOptions(client.id), pick: (data) => data.client },
//     fill: (current) => reset(toForm(current)),
//   });
//   save.mutate({ id, version: edit.version, input }, {
//     onSuccess: (saved) => edit.resetTo(saved.client),   // when the form stays open
//     onError: (error) => { if (edit.catchStale(error)) return; … },
//   });
//   <StaleVersionNotice edit={edit} />

/** A save refused because the record changed since its form read it. */
export const isStaleVersion = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'stale_version';

/** What the form says about a stale save, if anything. */
export type StaleNoticeState =
  | { kind: 'none' }
  | { kind: 'stale'; message: string }
  | { kind: 'reloading'; message: string }
  | { kind: 'reload-failed'; message: string }
  | { kind: 'reloaded' }
  | { kind: 'gone' };

export type VersionedEdit<T extends Versioned> = {
  /** The version the form's values were read at: send it with the save. */
  version: number;
  notice: StaleNoticeState;
  /** For a save's onError: true when it was refused as stale (the notice shows it; show nothing else). */
  catchStale: (error: unknown) => boolean;
  /** The form now holds `record` (a save that keeps the form open): its values and its version. */
  resetTo: (record: T) => void;
  /** 'Güncel hâlini yükle': reads the record again and puts it in the form. */
  reload: () => Promise<void>;
  /** The form is closed without saving (an edit row's İptal): the notice goes with it. */
  dismiss: () => void;
  /**
   * The screen changed the record outside the form (a one-click Aktif/Pasif of a field the form does
   * not hold): when nothing else came between, `changed` is exactly one version on, and the form's
   * values, still what the record holds, take its version. Otherwise the form keeps the version it read.
   */
  followOwnChange: (changed: T) => void;
};

/** How to read the record again: a query of the screen (read fresh, its cache updated) and the record in it. */
type CurrentRecord<T, TData, TKey extends QueryKey> = {
  query: FetchQueryOptions<TData, Error, TData, TKey>;
  pick: (data: TData) => T | null | undefined;
};

export function useVersionedEdit<T extends Versioned, TData, TKey extends QueryKey>(options: {
  /** The record the form was filled from; null while the form creates a new one. */
  record: T | null | undefined;
  current: CurrentRecord<T, TData, TKey>;
  /** Puts a record's values in the form (react-hook-form's reset with the form's own mapping). */
  fill: (record: T) => void;
}): VersionedEdit<T> {
  const queryClient = useQueryClient();
  // Taken once: a refetch of the screen's data while the user types must not move the version on
  // under values the form read earlier (that would overwrite the other change unseen again).
  const [version, setVersion] = useState(() => options.record?.version ?? 0);
  const [notice, setNotice] = useState<StaleNoticeState>({ kind: 'none' });
  const latest = useRef(options);
  latest.current = options;

  const resetTo = useCallback((record: T) => {
    latest.current.fill(record);
    setVersion(record.version);
    setNotice({ kind: 'none' });
  }, []);

  const catchStale = useCallback((error: unknown) => {
    if (!isStaleVersion(error)) return false;
    setNotice({ kind: 'stale', message: error.message });
    return true;
  }, []);

  const reload = useCallback(async () => {
    const message = notice.kind === 'stale' || notice.kind === 'reload-failed' ? notice.message : '';
    setNotice({ kind: 'reloading', message });
    const { query, pick } = latest.current.current;
    try {
      // staleTime 0: always from the server, and the screen's cached copy is the fresh one afterwards.
      const record = pick(await queryClient.fetchQuery({ ...query, staleTime: 0 }));
      if (!record) return setNotice({ kind: 'gone' });
      resetTo(record);
      setNotice({ kind: 'reloaded' });
    } catch {
      setNotice({ kind: 'reload-failed', message });
    }
  }, [notice, queryClient, resetTo]);

  const dismiss = useCallback(() => setNotice({ kind: 'none' }), []);

  const followOwnChange = useCallback(
    (changed: T) => setVersion((current) => (changed.version === current + 1 ? changed.version : current)),
    [],
  );

  return { version, notice, catchStale, resetTo, reload, dismiss, followOwnChange };
}
