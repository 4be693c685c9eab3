import { type MealType, mealTypes, type WeekDay, weekDays } from '../../../../../shared/constants.ts';
import { type ProgramSlotKey, programSlotKey } from '../../../../../shared/schemas/nutrition-programs.ts';
import type {
  EditorFoodLine,
  EditorFoodLineAlternative,
  ProgramFoodLines,
  ProgramValues,
} from '../api/program-save-queue.ts';

// 'Günü kopyala' and 'Öğünü kopyala' (issue #40, ADR 0079): a day's six meals, or one meal, copied to
// other days in the editor. The copies are ordinary edits: they go through the autosave under the
// version the editor holds, so a stale version is the house's 409 and the server's totals are the sum
// of the copied lines as always.

/** What is copied: a whole day (its six meals), or one meal of it. */
export type CopySource = { day: WeekDay; meal: MealType | null };

/** One meal slot the copy writes: its text and its lines (new ids: each copy is its own line). */
export type CopiedMeal = { slot: ProgramSlotKey; day: WeekDay; meal: MealType; text: string; lines: EditorFoodLine[] };

const mealsOf = (source: CopySource) => (source.meal === null ? mealTypes : [source.meal]);

/** The other days a copy can go to, in week order. */
export const copyTargetDays = (source: CopySource) => weekDays.filter((day) => day !== source.day);

let copyCount = 0;
const copyLine = (line: EditorFoodLine): EditorFoodLine => {
  copyCount += 1;
  const id = `copy-${Date.now()}-${copyCount}`;
  return {
    ...line,
    id,
    alternatives: line.alternatives.map((alternative, index) => ({ ...alternative, id: `${id}-${index}` })),
  };
};

/** The meals a copy of `source` to `targets` writes: each target meal becomes the source meal. */
export function planMealCopy(
  source: CopySource,
  targets: readonly WeekDay[],
  values: ProgramValues,
  foodLines: ProgramFoodLines,
): CopiedMeal[] {
  return targets
    .filter((day) => day !== source.day)
    .flatMap((day) =>
      mealsOf(source).map((meal) => {
        const from = programSlotKey(source.day, meal);
        return {
          slot: programSlotKey(day, meal),
          day,
          meal,
          text: values[from],
          lines: foodLines[from].map(copyLine),
        };
      }),
    );
}

/**
 * The target meals that hold something now (text or lines) and will be replaced by the copy: what
 * the confirmation names before anything changes. A meal already equal to the source is not listed.
 */
export function overwrittenMeals(
  source: CopySource,
  targets: readonly WeekDay[],
  values: ProgramValues,
  foodLines: ProgramFoodLines,
): { day: WeekDay; meal: MealType }[] {
  return targets
    .filter((day) => day !== source.day)
    .flatMap((day) => mealsOf(source).map((meal) => ({ day, meal })))
    .filter(({ day, meal }) => {
      const slot = programSlotKey(day, meal);
      const from = programSlotKey(source.day, meal);
      const hasContent = values[slot].trim() !== '' || foodLines[slot].length > 0;
      const isSame =
        values[slot] === values[from] &&
        foodLines[slot].length === foodLines[from].length &&
        foodLines[slot].every((line, index) => sameLine(line, foodLines[from][index]));
      return hasContent && !isSame;
    });
}

const sameAmount = (a: EditorFoodLineAlternative, b: EditorFoodLineAlternative | undefined) =>
  b !== undefined &&
  a.food.id === b.food.id &&
  a.grams === b.grams &&
  a.measure === b.measure &&
  a.measureCount === b.measureCount &&
  a.note === b.note;

const sameLine = (a: EditorFoodLine, b: EditorFoodLine | undefined) =>
  b !== undefined &&
  sameAmount(a, b) &&
  a.alternatives.length === b.alternatives.length &&
  a.alternatives.every((alternative, index) => sameAmount(alternative, b.alternatives[index]));
