import type { NutritionTarget } from './schemas/nutrition-programs.ts';

// The daily kcal target a diet list's day totals are compared with (issue #40, ADR 0075 amendment):
// the target the dietitian set on the programme wins; without one, the newest measurement's daily
// calories; without either, none. The server answers it, the editor works it out live while typing.

export function resolveNutritionTarget(
  programTarget: number | null,
  measurementTarget: NutritionTarget | null,
): NutritionTarget | null {
  if (programTarget !== null) return { dailyCalories: programTarget, source: 'program', measurementDate: null };
  return measurementTarget;
}
