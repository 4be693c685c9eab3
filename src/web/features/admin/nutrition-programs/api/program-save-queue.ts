import { mealTypes, weekDays } from '../../../../../shared/constants.ts';
import type { FoodLineAmount } from '../../../../../shared/diet-totals.ts';
import type { Versioned } from '../../../../../shared/record-versions.ts';
import {
  type AdminNutritionProgram,
  type FoodLineInput,
  NUTRITION_AUTOSAVE_MS,
  type ProgramFoodLine,
  type ProgramFoodLineAlternative,
  type ProgramSlotKey,
  programSlotKey,
  type UpdateNutritionProgramInput,
} from '../../../../../shared/schemas/nutrition-programs.ts';
import { isUserError } from '../../../../lib/api.ts';
import { isStaleVersion } from '../../../../lib/use-versioned-edit.ts';

// The programme editor's save engine without React (issue #45): what is queued, when it is sent, what
// a failed save leads to and how the latest copy is merged. useProgramAutosave holds one per editor and
// mirrors its state on screen; program-save-queue.test.ts drives it with a fake save and fake timers.

/** 'dailyCaloriesTarget' holds the target as typed and checked ('' = none), saved like a text. */
export type ProgramField = ProgramSlotKey | 'notes' | 'dailyCaloriesTarget';
export type ProgramValues = Record<ProgramField, string>;
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'failed' | 'conflict';
export type SaveState = { status: SaveStatus; errorMessage: string | null };
/** An alternative ('veya') as the editor holds it: the answer's alternative. */
export type EditorFoodLineAlternative = ProgramFoodLineAlternative;
/** A food line as the editor holds it: the answer's line without its place (the meal it sits in says it). */
export type EditorFoodLine = FoodLineAmount &
  Pick<ProgramFoodLine, 'id' | 'food' | 'note'> & { alternatives: EditorFoodLineAlternative[] };
export type ProgramFoodLines = Record<ProgramSlotKey, EditorFoodLine[]>;

type SaveOptions = { keepalive?: boolean };

const RETRY_BASE_MS = 2000;
const RETRY_MAX_MS = 30_000;
const RETRY_LIMIT = 20;

/** How long to wait before retry number `retries + 1`: doubling from 2 s, never more than 30 s. */
export const retryDelayOf = (retries: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** retries);

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

/** One save's body: the queued texts, each changed meal's lines whole (ADR 0075), under `version`. */
function toUpdateInput(
  fields: Map<ProgramField, string>,
  lines: Map<ProgramSlotKey, EditorFoodLine[]>,
  version: number,
): UpdateNutritionProgramInput & Versioned {
  const { notes, dailyCaloriesTarget, ...meals } = Object.fromEntries(fields) as Partial<ProgramValues>;
  const foodLines = Object.fromEntries([...lines].map(([slot, slotLines]) => [slot, slotLines.map(toFoodLineInput)]));
  return {
    version,
    meals,
    ...(lines.size === 0 ? {} : { foodLines }),
    ...(notes === undefined ? {} : { notes }),
    ...(dailyCaloriesTarget === undefined
      ? {}
      : { dailyCaloriesTarget: dailyCaloriesTarget === '' ? null : Number(dailyCaloriesTarget) }),
  };
}

type ProgramSaveQueueOptions = {
  /** The version of the programme the editor opened. */
  version: number;
  /** Sends one save under the version given in it; answers the saved programme. */
  save: (input: UpdateNutritionProgramInput & Versioned, options: SaveOptions) => Promise<AdminNutritionProgram>;
  /** A save went through (the editor puts the answer into its cache). */
  onSaved: (program: AdminNutritionProgram) => void;
  /** The status or the message to show changed. */
  onStateChange: (state: SaveState) => void;
};

/**
 * Every edit is queued and sent 1 s after typing stops; saves go one at a time under the version the
 * editor holds, so the editor never conflicts with itself. Nothing typed is dropped:
 * - an edit made while a save is on its way is sent right after it;
 * - `flush` sends what is queued at once (leaving the screen, switching client, closing the tab);
 * - a failed save (network, 5xx) is retried with growing delays, up to 20 times; a refused one (4xx)
 *   is shown and waits for the next edit;
 * - a stale version (another tab saved first: 409) stops saving, edits stay queued, until
 *   `takeLatest` merges them on top of the server's copy and saving resumes.
 */
export function createProgramSaveQueue({
  version: openedVersion,
  save,
  onSaved,
  onStateChange,
}: ProgramSaveQueueOptions) {
  let version = openedVersion;
  const queuedFields = new Map<ProgramField, string>();
  const queuedLines = new Map<ProgramSlotKey, EditorFoodLine[]>();
  let isSending = false;
  let isConflict = false;
  let retries = 0;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let waiters: { fields: ProgramField[]; resolve: (isSaved: boolean) => void }[] = [];
  let state: SaveState = { status: 'saved', errorMessage: null };

  const setState = (change: Partial<SaveState>) => {
    state = { ...state, ...change };
    onStateChange(state);
  };
  const hasQueuedEdits = () => queuedFields.size > 0 || queuedLines.size > 0;

  /** A finished save answers those waiting for fields it took along; a failed one answers all of them. */
  const settleWaiters = (isSaved: boolean) => {
    const stillWaiting: typeof waiters = [];
    for (const waiter of waiters) {
      if (!isSaved) waiter.resolve(false);
      else if (waiter.fields.some((field) => queuedFields.has(field))) stillWaiting.push(waiter);
      else waiter.resolve(true);
    }
    waiters = stillWaiting;
  };

  async function send(options: SaveOptions = {}): Promise<void> {
    if (isSending || isConflict || !hasQueuedEdits()) return;
    clearTimeout(debounceTimer);
    clearTimeout(retryTimer);
    const fieldsBatch = new Map(queuedFields);
    const linesBatch = new Map(queuedLines);
    isSending = true;
    setState({ status: 'saving' });
    try {
      const saved = await save(toUpdateInput(fieldsBatch, linesBatch, version), options);
      version = saved.version;
      // Only what was sent and not typed over since leaves the queue.
      for (const [field, value] of fieldsBatch) if (queuedFields.get(field) === value) queuedFields.delete(field);
      for (const [slot, lines] of linesBatch) if (queuedLines.get(slot) === lines) queuedLines.delete(slot);
      retries = 0;
      setState({ errorMessage: null });
      onSaved(saved);
      isSending = false;
      settleWaiters(true);
      if (hasQueuedEdits()) await send();
      else setState({ status: 'saved' });
    } catch (error) {
      isSending = false;
      settleWaiters(false);
      if (isStaleVersion(error)) {
        isConflict = true;
        setState({ status: 'conflict', errorMessage: error.message });
      } else if (isUserError(error)) {
        setState({ status: 'failed', errorMessage: error.message });
      } else if (retries < RETRY_LIMIT) {
        const delay = retryDelayOf(retries);
        retries += 1;
        setState({ status: 'retrying', errorMessage: null });
        retryTimer = setTimeout(() => void send(), delay);
      } else {
        setState({ status: 'failed' });
      }
    }
  }

  /** An edit is sent 1 s after the last one; while a save or a retry is under way, that is what shows. */
  const sendAfterTyping = () => {
    if (isConflict) return;
    if (state.status !== 'saving' && state.status !== 'retrying') setState({ status: 'pending' });
    clearTimeout(debounceTimer);
    debounceTimer = setTimeout(() => void send(), NUTRITION_AUTOSAVE_MS);
  };

  return {
    /** A text field typed. */
    editField(field: ProgramField, value: string) {
      queuedFields.set(field, value);
      sendAfterTyping();
    },
    /** A meal's food lines changed: the meal is sent whole with the next save. */
    editFoodLines(slot: ProgramSlotKey, lines: EditorFoodLine[]) {
      queuedLines.set(slot, lines);
      sendAfterTyping();
    },
    /** The per-day button: those fields now (with anything else queued); resolves whether they were saved. */
    saveFieldsNow(fields: ProgramField[], values: ProgramValues) {
      return new Promise<boolean>((resolve) => {
        if (isConflict) {
          resolve(false);
          return;
        }
        for (const field of fields) queuedFields.set(field, values[field]);
        waiters.push({ fields, resolve });
        void send();
      });
    },
    /** Sends what is queued now, without waiting for the typing pause. */
    flush: send,
    /** Whether leaving now could lose something: an edit queued or a save on its way. */
    hasUnsavedWork: () => hasQueuedEdits() || isSending,
    /**
     * After a conflict: the server's copy with this editor's queued edits on top, at the server's
     * version. Saving resumes with the next `flush`, which sends those edits.
     */
    takeLatest(latest: AdminNutritionProgram): { values: ProgramValues; foodLines: ProgramFoodLines } {
      const values = toProgramValues(latest);
      for (const [field, value] of queuedFields) values[field] = value;
      const foodLines = toProgramFoodLines(latest);
      for (const [slot, lines] of queuedLines) foodLines[slot] = lines;
      version = latest.version;
      isConflict = false;
      setState({ errorMessage: null, status: hasQueuedEdits() ? 'pending' : 'saved' });
      return { values, foodLines };
    },
    /**
     * A newer copy from the cache (this editor's own save that finished after a quick remount, a
     * template applied) is taken over when nothing here waits to be saved. Answers whether it was.
     */
    takeOverNewer(program: AdminNutritionProgram) {
      if (program.version <= version || hasQueuedEdits() || isSending) return false;
      version = program.version;
      return true;
    },
  };
}
