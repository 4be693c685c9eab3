import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mealTypes, weekDays } from '../../../../../shared/constants.ts';
import type { DietWeekTotals } from '../../../../../shared/diet-totals.ts';
import {
  type AdminNutritionProgram,
  NUTRITION_AUTOSAVE_MS,
  type NutritionProgramDays,
  type UpdateNutritionProgramInput,
} from '../../../../../shared/schemas/nutrition-programs.ts';
import { ApiError } from '../../../../lib/api.ts';
import {
  createProgramSaveQueue,
  type EditorFoodLine,
  retryDelayOf,
  type SaveState,
  toProgramValues,
} from './program-save-queue.ts';

// The programme editor's save engine (spec 2 §4, §9; issue #45): the browser test types and waits,
// these drive each rule with a fake save and fake timers: the 1 s pause after typing, one save at a
// time, the flush on leaving, retries with growing delays, the stop on a stale version and the merge
// of the latest copy, and what a save sends.

const food = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Yulaf ezmesi',
  calories: 370,
  protein: 13,
  carbs: 60,
  fat: 7,
  servingSize: 100,
  category: 'other' as const,
  measureGrams: {},
};

function programAt(version: number, change: (program: AdminNutritionProgram) => void = () => {}) {
  const program: AdminNutritionProgram = {
    id: 'program-1',
    clientId: 'client-1',
    version,
    dailyCaloriesTarget: null,
    notes: '',
    days: Object.fromEntries(
      weekDays.map((day) => [day, Object.fromEntries(mealTypes.map((meal) => [meal, '']))]),
    ) as NutritionProgramDays,
    foodLines: [],
    totals: {} as DietWeekTotals,
    updatedAt: '2026-11-28T10:00:00.000Z',
  };
  change(program);
  return program;
}

type SaveCall = { input: UpdateNutritionProgramInput & { version: number }; options: { keepalive?: boolean } };

/** A save the test answers by hand: each call waits until `answer` or `fail` is called for it. */
function fakeServer() {
  const calls: SaveCall[] = [];
  const pending: { resolve: (program: AdminNutritionProgram) => void; reject: (error: unknown) => void }[] = [];
  const save = vi.fn((input: SaveCall['input'], options: SaveCall['options']) => {
    calls.push({ input, options });
    return new Promise<AdminNutritionProgram>((resolve, reject) => pending.push({ resolve, reject }));
  });
  return {
    save,
    calls,
    /** The oldest unanswered save succeeds, as the next version. */
    async answer() {
      const call = calls[calls.length - pending.length];
      pending.shift()?.resolve(programAt((call?.input.version ?? 0) + 1));
      await vi.advanceTimersByTimeAsync(0);
    },
    async fail(error: unknown) {
      pending.shift()?.reject(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

const networkError = () => new ApiError(0, 'network', 'Sunucuya ulaşılamadı');
const staleError = () => new ApiError(409, 'stale_version', 'Program başka bir yerde değiştirildi.');
const refusedError = () => new ApiError(400, 'validation', 'Günlük kalori hedefi geçersiz');

function openQueue(version = 1) {
  const server = fakeServer();
  const states: SaveState[] = [];
  const saved: AdminNutritionProgram[] = [];
  const queue = createProgramSaveQueue({
    version,
    save: server.save,
    onSaved: (program) => saved.push(program),
    onStateChange: (state) => states.push(state),
  });
  const state = () => states.at(-1) ?? { status: 'saved', errorMessage: null };
  return { queue, server, saved, state };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sending after typing stops', () => {
  it('waits 1 s after the last keystroke and sends the latest text once', async () => {
    const { queue, server, state } = openQueue();
    queue.editField('monday_breakfast', 'Yul');
    expect(state().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(NUTRITION_AUTOSAVE_MS - 200);
    queue.editField('monday_breakfast', 'Yulaf');
    await vi.advanceTimersByTimeAsync(NUTRITION_AUTOSAVE_MS - 1);
    expect(server.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual([{ input: { version: 1, meals: { monday_breakfast: 'Yulaf' } }, options: {} }]);
    expect(state().status).toBe('saving');
    await server.answer();
    expect(state()).toEqual({ status: 'saved', errorMessage: null });
  });

  it('sends the notes, the target ("" clears it) and each changed meal\'s food lines whole', async () => {
    const { queue, server } = openQueue();
    const oats: EditorFoodLine = {
      id: 'line-1',
      food,
      grams: null,
      measure: 'tablespoon',
      measureCount: 3,
      note: 'süt ile',
      alternatives: [{ id: 'alt-1', food, grams: 40, measure: null, measureCount: null, note: '' }],
    };
    queue.editField('notes', 'Bol su için');
    queue.editField('dailyCaloriesTarget', '1800');
    queue.editFoodLines('tuesday_breakfast', [oats]);
    await vi.advanceTimersByTimeAsync(NUTRITION_AUTOSAVE_MS);
    expect(server.calls[0]?.input).toEqual({
      version: 1,
      meals: {},
      notes: 'Bol su için',
      dailyCaloriesTarget: 1800,
      foodLines: {
        tuesday_breakfast: [
          {
            foodId: food.id,
            measure: 'tablespoon',
            measureCount: 3,
            note: 'süt ile',
            alternatives: [{ foodId: food.id, grams: 40, note: '' }],
          },
        ],
      },
    });
    await server.answer();
    queue.editField('dailyCaloriesTarget', '');
    await vi.advanceTimersByTimeAsync(NUTRITION_AUTOSAVE_MS);
    expect(server.calls[1]?.input).toEqual({ version: 2, meals: {}, dailyCaloriesTarget: null });
  });
});

describe('one save at a time', () => {
  it('holds an edit made during a save and sends it right after, under the new version', async () => {
    const { queue, server, saved, state } = openQueue(4);
    queue.editField('monday_lunch', 'Izgara tavuk');
    await vi.advanceTimersByTimeAsync(NUTRITION_AUTOSAVE_MS);
    queue.editField('monday_dinner', 'Mercimek çorbası');
    expect(state().status).toBe('saving'); // a save is on its way: not 'pending'
    await vi.advanceTimersByTimeAsync(NUTRITION_AUTOSAVE_MS * 5);
    expect(server.calls).toHaveLength(1);
    await server.answer();
    expect(saved.map((program) => program.version)).toEqual([5]);
    expect(server.calls[1]?.input).toEqual({ version: 5, meals: { monday_dinner: 'Mercimek çorbası' } });
    await server.answer();
    expect(server.calls).toHaveLength(2);
    expect(state().status).toBe('saved');
  });

  it('sends a field again when it was typed over while its save was on its way', async () => {
    const { queue, server } = openQueue();
    queue.editField('monday_lunch', 'Salata');
    void queue.flush();
    queue.editField('monday_lunch', 'Salata ve yoğurt');
    await server.answer();
    expect(server.calls.map((call) => call.input.meals)).toEqual([
      { monday_lunch: 'Salata' },
      { monday_lunch: 'Salata ve yoğurt' },
    ]);
  });
});

describe('leaving the screen', () => {
  it('sends what is queued at once, with keepalive when the tab closes, and does nothing when nothing is queued', async () => {
    const { queue, server } = openQueue();
    void queue.flush();
    expect(server.save).not.toHaveBeenCalled();
    queue.editField('sunday_dinner', 'Sebze yemeği');
    expect(queue.hasUnsavedWork()).toBe(true);
    void queue.flush({ keepalive: true });
    expect(server.calls).toEqual([
      { input: { version: 1, meals: { sunday_dinner: 'Sebze yemeği' } }, options: { keepalive: true } },
    ]);
    expect(queue.hasUnsavedWork()).toBe(true); // on its way: the tab still asks before closing
    await server.answer();
    expect(queue.hasUnsavedWork()).toBe(false);
    await vi.advanceTimersByTimeAsync(NUTRITION_AUTOSAVE_MS);
    expect(server.calls).toHaveLength(1); // the typing pause's timer was dropped with the flush
  });
});

describe('a failed save', () => {
  it('waits 2 s, 4 s, 8 s … up to 30 s between retries', () => {
    expect([0, 1, 2, 3, 4, 5, 19].map(retryDelayOf)).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('is retried after a network failure with growing delays, and the count starts again after a success', async () => {
    const { queue, server, state } = openQueue();
    queue.editField('friday_morning_snack', 'Ceviz');
    void queue.flush();
    await server.fail(networkError());
    expect(state()).toEqual({ status: 'retrying', errorMessage: null });
    await vi.advanceTimersByTimeAsync(retryDelayOf(0) - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    await server.fail(networkError());
    await vi.advanceTimersByTimeAsync(retryDelayOf(1) - 1);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls[2]?.input).toEqual({ version: 1, meals: { friday_morning_snack: 'Ceviz' } });
    await server.answer();
    expect(state().status).toBe('saved');

    queue.editField('friday_morning_snack', 'Badem');
    void queue.flush();
    await server.fail(networkError());
    await vi.advanceTimersByTimeAsync(retryDelayOf(0));
    expect(server.calls).toHaveLength(5);
  });

  it('stops after 20 retries and says it failed', async () => {
    const { queue, server, state } = openQueue();
    queue.editField('friday_morning_snack', 'Ceviz');
    void queue.flush();
    for (let retry = 0; retry < 20; retry += 1) {
      await server.fail(networkError());
      await vi.advanceTimersByTimeAsync(retryDelayOf(retry));
    }
    expect(server.calls).toHaveLength(21);
    await server.fail(networkError());
    expect(state().status).toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(21);
  });

  it('refused by the server (4xx): shows its message, is not retried, and goes again with the next edit', async () => {
    const { queue, server, state } = openQueue();
    queue.editField('dailyCaloriesTarget', '99999');
    void queue.flush();
    await server.fail(refusedError());
    expect(state()).toEqual({ status: 'failed', errorMessage: 'Günlük kalori hedefi geçersiz' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    queue.editField('dailyCaloriesTarget', '1900');
    expect(state().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(NUTRITION_AUTOSAVE_MS);
    expect(server.calls[1]?.input).toEqual({ version: 1, meals: {}, dailyCaloriesTarget: 1900 });
  });
});

describe('a stale version (another tab saved first)', () => {
  it('stops saving and keeps every edit until the latest copy is loaded, then saves them on top of it', async () => {
    const { queue, server, state } = openQueue(3);
    queue.editField('monday_breakfast', 'Haşlanmış yumurta');
    void queue.flush();
    await server.fail(staleError());
    expect(state()).toEqual({ status: 'conflict', errorMessage: 'Program başka bir yerde değiştirildi.' });

    queue.editField('monday_lunch', 'Bulgur pilavı');
    expect(state().status).toBe('conflict');
    await vi.advanceTimersByTimeAsync(NUTRITION_AUTOSAVE_MS * 10);
    void queue.flush();
    expect(await queue.saveFieldsNow(['monday_dinner'], toProgramValues(programAt(3)))).toBe(false);
    expect(server.calls).toHaveLength(1);

    const latest = programAt(7, (program) => {
      program.notes = 'Diğer sekmenin notu';
      program.days.monday.breakfast = 'Diğer sekmenin kahvaltısı';
      program.days.tuesday.dinner = 'Diğer sekmenin akşamı';
    });
    const merged = queue.takeLatest(latest);
    expect(merged.values).toMatchObject({
      notes: 'Diğer sekmenin notu',
      monday_breakfast: 'Haşlanmış yumurta',
      monday_lunch: 'Bulgur pilavı',
      tuesday_dinner: 'Diğer sekmenin akşamı',
    });
    expect(state()).toEqual({ status: 'pending', errorMessage: null });
    void queue.flush();
    expect(server.calls[1]?.input).toEqual({
      version: 7,
      meals: { monday_breakfast: 'Haşlanmış yumurta', monday_lunch: 'Bulgur pilavı' },
    });
  });

  it("keeps queued food lines over the latest copy's", async () => {
    const { queue, server } = openQueue();
    const line: EditorFoodLine = {
      id: 'line-1',
      food,
      grams: 50,
      measure: null,
      measureCount: null,
      note: '',
      alternatives: [],
    };
    queue.editFoodLines('monday_breakfast', [line]);
    void queue.flush();
    await server.fail(staleError());
    const merged = queue.takeLatest(programAt(2));
    expect(merged.foodLines.monday_breakfast).toEqual([line]);
    expect(merged.foodLines.monday_lunch).toEqual([]);
  });

  it('shows "saved" after loading the latest copy when nothing of this editor was waiting', async () => {
    const { queue, server, state } = openQueue();
    queue.editField('notes', 'Not');
    void queue.flush();
    await server.fail(staleError());
    // the note is still queued: it was never saved
    queue.takeLatest(programAt(2));
    expect(state().status).toBe('pending');

    const idle = openQueue();
    idle.queue.takeLatest(programAt(2));
    expect(idle.state()).toEqual({ status: 'saved', errorMessage: null });
  });
});

describe("the per-day button ('Günü kaydet')", () => {
  it('saves the given fields now and answers true once they are saved', async () => {
    const { queue, server } = openQueue();
    const values = { ...toProgramValues(programAt(1)), wednesday_breakfast: 'Peynir', wednesday_lunch: 'Çorba' };
    const isSaved = queue.saveFieldsNow(['wednesday_breakfast', 'wednesday_lunch'], values);
    expect(server.calls[0]?.input.meals).toEqual({ wednesday_breakfast: 'Peynir', wednesday_lunch: 'Çorba' });
    await server.answer();
    await expect(isSaved).resolves.toBe(true);
  });

  it('answers false when the save fails', async () => {
    const { queue, server } = openQueue();
    const isSaved = queue.saveFieldsNow(['notes'], { ...toProgramValues(programAt(1)), notes: 'Not' });
    await server.fail(networkError());
    await expect(isSaved).resolves.toBe(false);
  });

  it('waits for the next save when one of its fields was typed over meanwhile', async () => {
    const { queue, server } = openQueue();
    let answer: boolean | undefined;
    void queue
      .saveFieldsNow(['notes'], { ...toProgramValues(programAt(1)), notes: 'Not' })
      .then((isSaved) => (answer = isSaved));
    queue.editField('notes', 'Not, düzeltilmiş');
    await server.answer();
    expect(answer).toBeUndefined();
    await server.answer();
    expect(answer).toBe(true);
  });
});

describe('a newer copy from the cache', () => {
  it('is taken over only when it is newer and nothing here waits to be saved', async () => {
    const { queue, server } = openQueue(2);
    expect(queue.takeOverNewer(programAt(2))).toBe(false);
    queue.editField('notes', 'Not');
    expect(queue.takeOverNewer(programAt(5))).toBe(false); // queued here
    void queue.flush();
    expect(queue.takeOverNewer(programAt(5))).toBe(false); // on its way
    await server.answer();
    expect(queue.takeOverNewer(programAt(3))).toBe(false); // this editor's own save, version 3
    expect(queue.takeOverNewer(programAt(6))).toBe(true);
    queue.editField('notes', 'Yeni not');
    void queue.flush();
    expect(server.calls[1]?.input.version).toBe(6);
  });
});
