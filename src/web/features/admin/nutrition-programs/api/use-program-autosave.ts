import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { resolveNutritionTarget } from '../../../../../shared/diet-target.ts';
import type {
  AdminNutritionProgram,
  AdminNutritionProgramResponse,
  ProgramSlotKey,
} from '../../../../../shared/schemas/nutrition-programs.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { getNutritionProgram } from './get-nutrition-program.ts';
import {
  createProgramSaveQueue,
  type EditorFoodLine,
  type ProgramField,
  type ProgramFoodLines,
  type ProgramValues,
  type SaveState,
  toProgramFoodLines,
  toProgramValues,
} from './program-save-queue.ts';
import { updateNutritionProgram } from './update-nutrition-program.ts';

/**
 * The programme editor's autosave (spec 2 §4, §9): the values and food lines on screen, and the save
 * queue behind them (program-save-queue.ts: 1 s after typing, one save at a time, retries, the stale
 * version's stop and merge). Here the queue meets React and the page: leaving the screen or switching
 * client (unmount) sends what is queued at once and the request finishes in the background; closing
 * or reloading the tab sends it with `keepalive` and asks first. A meal's food lines travel in the same
 * save as the text (ADR 0075).
 */
export function useProgramAutosave(clientId: string, program: AdminNutritionProgram) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProgramValues>(() => toProgramValues(program));
  const [foodLines, setFoodLines] = useState<ProgramFoodLines>(() => toProgramFoodLines(program));
  const [saveState, setSaveState] = useState<SaveState>({ status: 'saved', errorMessage: null });
  // One queue for the hook's life: the editor is keyed by client (nutrition-programs-page.tsx), so
  // the client never changes under it. Creating it starts nothing (no timer, no request).
  const [queue] = useState(() =>
    createProgramSaveQueue({
      version: program.version,
      save: async (input, options) => (await updateNutritionProgram(clientId, input, options)).program,
      onSaved: (saved) =>
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
        ),
      onStateChange: setSaveState,
    }),
  );

  /** An edit: shown at once, saved 1 s after the last keystroke. */
  const change = useCallback(
    (field: ProgramField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      queue.editField(field, value);
    },
    [queue],
  );

  /** A meal's food lines changed (a line added or removed): shown at once, saved with the next save. */
  const changeFoodLines = useCallback(
    (slot: ProgramSlotKey, lines: EditorFoodLine[]) => {
      setFoodLines((current) => ({ ...current, [slot]: lines }));
      queue.editFoodLines(slot, lines);
    },
    [queue],
  );

  /** The per-day button: those fields now (with anything else queued); resolves whether they were saved. */
  const saveFields = useCallback(
    (fields: ProgramField[], current: ProgramValues) => queue.saveFieldsNow(fields, current),
    [queue],
  );

  /** After a conflict: the server's copy, with this editor's unsaved fields kept on top and saved. */
  const loadLatest = useCallback(async () => {
    const latest = await queryClient.fetchQuery({
      queryKey: queryKeys.admin.nutritionPrograms.ofClient(clientId),
      queryFn: () => getNutritionProgram(clientId),
      staleTime: 0,
    });
    if (!latest.program) return;
    const merged = queue.takeLatest(latest.program);
    setValues(merged.values);
    setFoodLines(merged.foodLines);
    await queue.flush();
  }, [clientId, queryClient, queue]);

  // A newer copy in the cache (this editor's own save that finished after a quick remount) is taken
  // over when nothing here is waiting to be saved.
  useEffect(() => {
    if (queue.takeOverNewer(program)) {
      setValues(toProgramValues(program));
      setFoodLines(toProgramFoodLines(program));
    }
  }, [program, queue]);

  // Leaving the screen or switching client: send what is queued now.
  useEffect(() => () => void queue.flush(), [queue]);

  // Closing or reloading the tab: send with keepalive, and ask first while something is unsaved.
  useEffect(() => {
    const onPageHide = () => void queue.flush({ keepalive: true });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!queue.hasUnsavedWork()) return;
      void queue.flush({ keepalive: true });
      event.preventDefault();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [queue]);

  return {
    values,
    change,
    foodLines,
    changeFoodLines,
    saveFields,
    loadLatest,
    status: saveState.status,
    errorMessage: saveState.errorMessage,
  };
}
