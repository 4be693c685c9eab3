import { describe, expect, it } from 'vitest';
import { formatTurkishDate, toBusinessDay } from './dates.ts';

describe('business day in Europe/Istanbul', () => {
  it('is already the next day in Istanbul at 21:30 UTC', () => {
    expect(toBusinessDay(new Date('2026-03-14T21:30:00Z'))).toBe('2026-03-15');
  });

  it('is still the same day at 20:59 UTC', () => {
    expect(toBusinessDay(new Date('2026-03-14T20:59:00Z'))).toBe('2026-03-14');
  });

  it('formats a calendar day in Turkish without shifting it', () => {
    expect(formatTurkishDate('2026-01-01')).toBe('1 Ocak 2026');
  });
});
