import { describe, expect, it } from 'vitest';
import { computeTrend, roundToOneDecimal, sortNewestFirst, toneOf, waterDayStatusLabel } from './report-trends.ts';
import type { Measurement } from './schemas/measurements.ts';

const base: Omit<Measurement, 'id' | 'measurementDate' | 'createdAt'> = {
  clientId: 'c',
  version: 1,
  weight: 80,
  fatRatio: 30,
  waterRatio: 50,
  muscleRatio: 35,
  bodyComposition: 20,
  bellyFat: 12,
  boneMass: 3,
  dailyCalories: 1800,
  metabolicAge: 40,
  chest: 100,
  waist: 90,
  hip: 105,
};
const at = (measurementDate: string, values: Partial<Measurement> = {}, createdAt = `${measurementDate}T10:00:00Z`) =>
  ({ ...base, id: measurementDate + createdAt, measurementDate, createdAt, ...values }) as Measurement;

describe('measurement trend (newest versus oldest, one decimal)', () => {
  it('compares the newest with the oldest whatever the input order', () => {
    const rows = [
      at('2026-03-01', { weight: 78.4 }),
      at('2026-01-01', { weight: 82.15 }),
      at('2026-02-01', { weight: 70 }),
    ];
    expect(computeTrend(rows, 'weight')).toEqual({ change: -3.8, latest: 78.4, oldest: 82.15, tone: 'good' });
  });

  it('shows a decrease as good for weight, fat, belly fat and circumferences, an increase as bad', () => {
    for (const key of ['weight', 'fatRatio', 'bellyFat', 'chest', 'waist', 'hip'] as const) {
      const down = computeTrend([at('2026-01-01', { [key]: 50 }), at('2026-02-01', { [key]: 48.5 })], key);
      expect(down?.tone, key).toBe('good');
      expect(down?.change, key).toBe(-1.5);
      const up = computeTrend([at('2026-01-01', { [key]: 50 }), at('2026-02-01', { [key]: 51 })], key);
      expect(up?.tone, key).toBe('bad');
    }
  });

  it('shows more muscle as good and treats neutral measures as neutral', () => {
    expect(computeTrend([at('2026-01-01'), at('2026-02-01', { muscleRatio: 36.2 })], 'muscleRatio')?.tone).toBe('good');
    expect(toneOf(5, 'neutral')).toBe('neutral');
    expect(toneOf(0, 'lower-is-better')).toBe('neutral');
  });

  it('orders two measurements of one day by creation time', () => {
    const earlier = at('2026-02-01', { weight: 80 }, '2026-02-01T08:00:00Z');
    const later = at('2026-02-01', { weight: 79 }, '2026-02-01T18:00:00Z');
    expect(sortNewestFirst([earlier, later])[0]).toBe(later);
    expect(computeTrend([later, earlier], 'weight')?.change).toBe(-1);
  });

  it('has no change with one measurement and no trend with none', () => {
    expect(computeTrend([at('2026-01-01')], 'weight')).toMatchObject({ change: 0, tone: 'neutral' });
    expect(computeTrend([], 'weight')).toBeNull();
  });

  it('rounds to one decimal half away from zero without float noise', () => {
    expect(roundToOneDecimal(1.25)).toBe(1.3);
    expect(roundToOneDecimal(-1.25)).toBe(-1.3);
    expect(roundToOneDecimal(0.1 + 0.2)).toBe(0.3);
    expect(roundToOneDecimal(78.4 - 82.15)).toBe(-3.8);
    expect(roundToOneDecimal(-0.04)).toBe(0);
  });
});

describe('water day status', () => {
  it("is 'Tamamlandı' at 8 glasses or more, else 'Devam Ediyor'", () => {
    expect(waterDayStatusLabel(8)).toBe('Tamamlandı');
    expect(waterDayStatusLabel(11)).toBe('Tamamlandı');
    expect(waterDayStatusLabel(7)).toBe('Devam Ediyor');
    expect(waterDayStatusLabel(0)).toBe('Devam Ediyor');
  });
});
