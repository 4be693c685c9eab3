import { DAILY_WATER_GOAL_GLASSES } from './constants.ts';
import type { Measurement, MeasurementKey } from './schemas/measurements.ts';
import { formatNumber } from './format.ts';

// The client report's numbers (spec 2 §9: "Measurement trend: newest versus oldest, one decimal").
// Pure functions, shared so the server and the browser agree and unit tests pin them down.

/** Which way is good for a measure: for weight, fat, belly fat and circumferences a decrease is. */
export type TrendDirection = 'lower-is-better' | 'higher-is-better' | 'neutral';

export const measurementTrendDirection: Record<MeasurementKey, TrendDirection> = {
  weight: 'lower-is-better',
  fatRatio: 'lower-is-better',
  bellyFat: 'lower-is-better',
  chest: 'lower-is-better',
  waist: 'lower-is-better',
  hip: 'lower-is-better',
  metabolicAge: 'lower-is-better',
  waterRatio: 'higher-is-better',
  muscleRatio: 'higher-is-better',
  bodyComposition: 'neutral',
  boneMass: 'neutral',
  dailyCalories: 'neutral',
};

export type TrendTone = 'good' | 'bad' | 'neutral';

export type MeasurementTrend = {
  /** Newest value minus oldest value, rounded to one decimal; 0 with fewer than two measurements. */
  change: number;
  latest: number;
  oldest: number;
  tone: TrendTone;
};

/** Rounds half away from zero to one decimal, without binary-float surprises (1.25 → 1.3, -1.25 → -1.3). */
export function roundToOneDecimal(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Number((Math.abs(value) * 10).toPrecision(12)))) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** The trend of one measure from measurements in any order (they are sorted by date here). */
export function computeTrend(
  measurements: ReadonlyArray<Pick<Measurement, 'measurementDate' | 'createdAt'> & Record<MeasurementKey, number>>,
  key: MeasurementKey,
): MeasurementTrend | null {
  if (measurements.length === 0) return null;
  const ordered = sortNewestFirst(measurements);
  const latest = ordered[0]![key];
  const oldest = ordered[ordered.length - 1]![key];
  const change = ordered.length < 2 ? 0 : roundToOneDecimal(latest - oldest);
  return { change, latest, oldest, tone: toneOf(change, measurementTrendDirection[key]) };
}

export function toneOf(change: number, direction: TrendDirection): TrendTone {
  if (change === 0 || direction === 'neutral') return 'neutral';
  const isDecrease = change < 0;
  return isDecrease === (direction === 'lower-is-better') ? 'good' : 'bad';
}

/** Newest first by measurement day, then by creation time (two measurements on one day). */
export function sortNewestFirst<T extends Pick<Measurement, 'measurementDate' | 'createdAt'>>(
  rows: ReadonlyArray<T>,
): T[] {
  return [...rows].sort((a, b) =>
    a.measurementDate === b.measurementDate
      ? b.createdAt.localeCompare(a.createdAt)
      : b.measurementDate.localeCompare(a.measurementDate),
  );
}

/** Spec 1 §4: a water day with 8 or more glasses is 'Tamamlandı', fewer is 'Devam Ediyor'. */
export const waterDayStatusLabel = (glasses: number) =>
  glasses >= DAILY_WATER_GOAL_GLASSES ? 'Tamamlandı' : 'Devam Ediyor';

/** A measurement value the Turkish way, at most one decimal: 78,4 / 1.850. */
export const formatMeasurementValue = (value: number) => formatNumber(value, 1);
