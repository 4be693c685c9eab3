import { describe, expect, it } from 'vitest';
import { averageDayCalories, scaleFactorFor, scaleFoodLines } from '../../shared/diet-scaling.ts';
import type { FoodLineLike, MeasureGrams } from '../../shared/diet-totals.ts';
import type { FoodCategory } from '../../shared/food-categories.ts';
import foodDatabase from './data/foods.json' with { type: 'json' };
import { demoProgramTemplates, demoTemplateMeals } from './demo-program-templates.ts';

// The demo library's templates (ADR 0086 amendment): built from foods the seeded database has, each
// near its own target, and each scaled week landing within a few percent of any sensible target.

const foods = new Map(
  foodDatabase.foods.map((food) => [
    food.name,
    {
      id: food.name,
      name: food.name,
      calories: food.calories,
      protein: food.protein,
      carbs: food.carbs,
      fat: food.fat,
      servingSize: food.serving_size,
      // The seeded food's own household-measure weights (ADR 0075): the templates' measures weigh these.
      category: food.category as FoodCategory,
      measureGrams: food.measureGrams as MeasureGrams,
    },
  ]),
);

function linesOf(template: (typeof demoProgramTemplates)[number]): FoodLineLike[] {
  return demoTemplateMeals(template).flatMap((meal) =>
    meal.lines.map((line): FoodLineLike => {
      const food = foods.get(line[0]);
      if (!food) throw new Error(`'${line[0]}' is not in the seeded food database`);
      return line.length === 2
        ? { day: meal.day, meal: meal.meal, food, grams: line[1], measure: null, measureCount: null }
        : { day: meal.day, meal: meal.meal, food, grams: null, measure: line[2], measureCount: line[1] };
    }),
  );
}

describe('the demo template library', () => {
  it.each(demoProgramTemplates.map((template) => [template.name, template] as const))(
    '%s: every food is in the database, every meal has text, the week is within 10 %% of its target',
    (_name, template) => {
      const lines = linesOf(template);
      expect(demoTemplateMeals(template).every((meal) => meal.text.trim() !== '' && meal.lines.length > 0)).toBe(true);
      const average = averageDayCalories(lines)!;
      expect(Math.abs(average / template.dailyCaloriesTarget - 1)).toBeLessThan(0.1);
    },
  );

  it.each(demoProgramTemplates.map((template) => [template.name, template] as const))(
    '%s: scaled to any target from 1200 to 3000 kcal, its average day lands within 5 %% of it',
    (_name, template) => {
      const lines = linesOf(template);
      const average = averageDayCalories(lines)!;
      for (let target = 1200; target <= 3000; target += 50) {
        const scaled = averageDayCalories(scaleFoodLines(lines, scaleFactorFor(target, average)))!;
        expect(Math.abs(scaled / target - 1), `${target} kcal → ${scaled} kcal`).toBeLessThan(0.05);
      }
    },
  );
});
