import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mealTypes, weekDays } from '../../../../../shared/constants.ts';
import { resolveNutritionTarget } from '../../../../../shared/diet-target.ts';
import type { FoodLineAmount } from '../../../../../shared/diet-totals.ts';
import {
  type AdminNutritionProgram,
  type AdminNutritionProgramResponse,
  type FoodLineInput,
  NUTRITION_AUTOSAVE_MS,
  type ProgramFoodLine,
  type ProgramFoodLineAlternative,
  type ProgramSlotKey,
  programSlotKey,
} from '../../../../../shared/schemas/nutrition-programs.ts';
import { isUserError } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { isStaleVersion } from '../../../../lib/use-versioned-edit.ts';
import { getNutritionProgram } from './get-nutrition-program.ts';
import { updateNutritionProgram } from './update-nutrition-program.ts';

/** 'dailyCaloriesTarget' holds the target as typed and checked ('' = none), saved like a text. */
export type ProgramField = ProgramSlotKey | 'notes' | 'dailyCaloriesTarget';
export type ProgramValues = Record<ProgramField, string>;
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'failed' | 'conflict';
/** An alternative ('veya') as the editor holds it: the answer's alternative. */
export type EditorFoodLineAlternative = ProgramFoodLineAlternative;
/** A food line as the editor holds it: the answer's line without its place (the meal it sits in says it). */
export type EditorFoodLine = FoodLineAmount &
  Pick<ProgramFoodLine, 'id' | 'food' | 'note'> & { alternatives: EditorFoodLineAlternative[] };
export type ProgramFoodLines = Record<ProgramSlotKey, EditorFoodLine[]>;

const RETRY_BASE_MS = 2000;
const RETRY_MAX_MS = 30_000;
const RETRY_LIMIT = 20;

export const toProgramValues = (program: AdminNutritionProgram): ProgramValues => {
  const values = {
    notes: program.notes,
    dailyCaloriesTarget: String(program.dailyCaloriesTarget ?? ''),
  } as ProgramValues;
  for (const day of weekDays) for (const meal of mealTypes) values[programSlotKey(day, meal)] = program.days[day][meal];
  return values;
};

export const toProgramFoodLines = (program: AdminNutritionProgram): ProgramFoodLines => {
  const lines = {} as ProgramFoodLines;
  for (const day of weekDays) for (const meal of mealTypes) lines[programSlotKey(day, meal)] = [];
  for (const { day, meal, ...line } of program.foodLines) lines[programSlotKey(day, meal)].push(line);
  return lines;
};

const toAmountInput = (line: FoodLineAmount & Pick<ProgramFoodLine, 'food' | 'note'>) =>
  line.grams !== null
    ? { foodId: line.food.id, grams: line.grams, note: line.note }
    : { foodId: line.food.id, measure: line.measure, measureCount: line.measureCount, note: line.note };

const toFoodLineInput = (line: EditorFoodLine): FoodLineInput => ({
  ...toAmountInput(line),
  alternatives: line.alternatives.map(toAmountInput),
});

/**
 * The programme editor's save engine (spec 2 §4, §9): every edit is queued and sent 1 s after typing
 * stops; saves go one at a time under the version the editor holds, so the editor never conflicts
 * with itself. Nothing typed is dropped:
 * - an edit made while a save is on its way is sent right after it;
 * - leaving the screen or switching client (unmount) sends what is queued at once, and the request
 *   finishes in the background; closing or reloading the tab sends it with `keepalive` and asks first;
 * - a failed save (network, 5xx) is shown and retried with growing delays; a refused one (4xx) is shown;
 * - a stale version (another tab saved first: 409) stops saving and keeps the text on screen until the
 *   dietitian loads the latest copy, which keeps their unsaved fields on top and saves them.
 * A meal's food lines travel in the same save as the text (ADR 0075): a changed meal is sent whole
 * (its lines replace the stored ones), under the same version.
 */
export function useProgramAutosave(clientId: string, program: AdminNutritionProgram) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProgramValues>(() => toProgramValues(program));
  const [foodLines, setFoodLines] = useState<ProgramFoodLines>(() => toProgramFoodLines(program));
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const version = useRef(program.version);
  const pending = useRef(new Map<ProgramField, string>());
  const pendingLines = useRef(new Map<ProgramSlotKey, EditorFoodLine[]>());
  const hasPending = useCallback(() => pending.current.size > 0 || pendingLines.current.size > 0, []);
  const isSending = useRef(false);
  const isConflict = useRef(false);
  const retries = useRef(0);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiters = useRef<{ fields: ProgramField[]; resolve: (isSaved: boolean) => void }[]>([]);

  const settleWaiters = useCallback((isSaved: boolean) => {
    const stillWaiting: typeof waiters.current = [];
    for (const waiter of waiters.current) {
      if (!isSaved) waiter.resolve(false);
      else if (waiter.fields.some((field) => pending.current.has(field))) stillWaiting.push(waiter);
      else waiter.resolve(true);
    }
    waiters.current = stillWaiting;
  }, []);

  const send = useCallback(
    async (options: { keepalive?: boolean } = {}): Promise<void> => {
      if (isSending.current || isConflict.current || !hasPending()) return;
      clearTimeout(debounceTimer.current);
      clearTimeout(retryTimer.current);
      const batch = new Map(pending.current);
      const linesBatch = new Map(pendingLines.current);
      const { notes, dailyCaloriesTarget, ...meals } = Object.fromEntries(batch) as Partial<ProgramValues>;
      const foodLinesInput = Object.fromEntries(
        [...linesBatch].map(([slot, lines]) => [slot, lines.map(toFoodLineInput)]),
      );
      isSending.current = true;
      setStatus('saving');
      try {
        const { program: saved } = await updateNutritionProgram(
          clientId,
          {
            version: version.current,
            meals,
            ...(linesBatch.size === 0 ? {} : { foodLines: foodLinesInput }),
            ...(notes === undefined ? {} : { notes }),
            ...(dailyCaloriesTarget === undefined
              ? {}
              : { dailyCaloriesTarget: dailyCaloriesTarget === '' ? null : Number(dailyCaloriesTarget) }),
          },
          options,
        );
        version.current = saved.version;
        // Only what was sent and not typed over since leaves the queue.
        for (const [field, value] of batch) if (pending.current.get(field) === value) pending.current.delete(field);
        for (const [slot, lines] of linesBatch)
          if (pendingLines.current.get(slot) === lines) pendingLines.current.delete(slot);
        retries.current = 0;
        setErrorMessage(null);
        queryClient.setQueryData<AdminNutritionProgramResponse>(
          queryKeys.admin.nutritionPrograms.ofClient(clientId),
          (current) =>
            current
              ? {
                  ...current,
                  program: saved,
                  target: resolveNutritionTarget(saved.dailyCaloriesTarget, current.measurementTarget),
                }
              : current,
        );
        isSending.current = false;
        settleWaiters(true);
        if (hasPending()) await send();
        else setStatus('saved');
      } catch (error) {
        isSending.current = false;
        settleWaiters(false);
        if (isStaleVersion(error)) {
          isConflict.current = true;
          setErrorMessage(error.message);
          setStatus('conflict');
        } else if (isUserError(error)) {
          setErrorMessage(error.message);
          setStatus('failed');
        } else if (retries.current < RETRY_LIMIT) {
          const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** retries.current);
          retries.current += 1;
          setErrorMessage(null);
          setStatus('retrying');
          retryTimer.current = setTimeout(() => void send(), delay);
        } else {
          setStatus('failed');
        }
      }
    },
    [clientId, queryClient, settleWaiters, hasPending],
  );

  /** An edit: shown at once, saved 1 s after the last keystroke. */
  const change = useCallback(
    (field: ProgramField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      pending.current.set(field, value);
      if (isConflict.current) return;
      setStatus((current) => (current === 'saving' || current === 'retrying' ? current : 'pending'));
      clearTimeout(debounceTimer.current);
      debounceTimer.current = setTimeout(() => void send(), NUTRITION_AUTOSAVE_MS);
    },
    [send],
  );

  /** A meal's food lines changed (a line added or removed): shown at once, saved with the next save. */
  const changeFoodLines = useCallback(
    (slot: ProgramSlotKey, lines: EditorFoodLine[]) => {
      setFoodLines((current) => ({ ...current, [slot]: lines }));
      pendingLines.current.set(slot, lines);
      if (isConflict.current) return;
      setStatus((current) => (current === 'saving' || current === 'retrying' ? current : 'pending'));
      clearTimeout(debounceTimer.current);
      debounceTimer.current = setTimeout(() => void send(), NUTRITION_AUTOSAVE_MS);
    },
    [send],
  );

  /** The per-day button: those fields now (with anything else queued); resolves whether they were saved. */
  const saveFields = useCallback(
    (fields: ProgramField[], current: ProgramValues) =>
      new Promise<boolean>((resolve) => {
        if (isConflict.current) {
          resolve(false);
          return;
        }
        for (const field of fields) pending.current.set(field, current[field]);
        waiters.current.push({ fields, resolve });
        void send();
      }),
    [send],
  );

  /** After a conflict: the server's copy, with this editor's unsaved fields kept on top and saved. */
  const loadLatest = useCallback(async () => {
    const latest = await queryClient.fetchQuery({
      queryKey: queryKeys.admin.nutritionPrograms.ofClient(clientId),
      queryFn: () => getNutritionProgram(clientId),
      staleTime: 0,
    });
    if (!latest.program) return;
    const merged = toProgramValues(latest.program);
    for (const [field, value] of pending.current) merged[field] = value;
    const mergedLines = toProgramFoodLines(latest.program);
    for (const [slot, lines] of pendingLines.current) mergedLines[slot] = lines;
    version.current = latest.program.version;
    isConflict.current = false;
    setValues(merged);
    setFoodLines(mergedLines);
    setErrorMessage(null);
    setStatus(hasPending() ? 'pending' : 'saved');
    await send();
  }, [clientId, queryClient, send, hasPending]);

  // A newer copy in the cache (this editor's own save that finished after a quick remount) is taken
  // over when nothing here is waiting to be saved.
  useEffect(() => {
    if (program.version > version.current && !hasPending() && !isSending.current) {
      version.current = program.version;
      setValues(toProgramValues(program));
      setFoodLines(toProgramFoodLines(program));
    }
  }, [program, hasPending]);

  // Leaving the screen or switching client: send what is queued now.
  useEffect(
    () => () => {
      clearTimeout(debounceTimer.current);
      void send();
    },
    [send],
  );

  // Closing or reloading the tab: send with keepalive, and ask first while something is unsaved.
  useEffect(() => {
    const onPageHide = () => void send({ keepalive: true });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasPending() && !isSending.current) return;
      void send({ keepalive: true });
      event.preventDefault();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [send, hasPending]);

  return { values, change, foodLines, changeFoodLines, saveFields, loadLatest, status, errorMessage };
}
