// What the dietitian's measurement form sends (POST /api/admin/measurements without the client, PUT as
// it is): an ordinary adult's values, each overridable.

export const measurementValues = (overrides: Record<string, unknown> = {}) => ({
  measurementDate: '2026-01-10',
  weight: 92.4,
  fatRatio: 31.2,
  waterRatio: 48.5,
  muscleRatio: 33.1,
  bodyComposition: 22.4,
  bellyFat: 14.5,
  boneMass: 3.4,
  dailyCalories: 2150,
  metabolicAge: 47,
  chest: 108.5,
  waist: 101.2,
  hip: 110,
  ...overrides,
});
