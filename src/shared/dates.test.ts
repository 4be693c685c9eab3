import { describe, expect, it } from 'vitest';
import { formatTurkishDate, isoDayToTurkish, maskTurkishDate, toBusinessDay, turkishToIsoDay } from './dates.ts';

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

describe('Turkish date field text', () => {
  it('shows an ISO day as gün.ay.yıl and reads it back', () => {
    expect(isoDayToTurkish('2026-11-21')).toBe('21.11.2026');
    expect(isoDayToTurkish('')).toBe('');
    expect(turkishToIsoDay('21.11.2026')).toBe('2026-11-21');
    expect(turkishToIsoDay('1.2.2026')).toBe('2026-02-01');
  });

  it('refuses what is not a real day', () => {
    expect(turkishToIsoDay('30.02.2026')).toBeNull();
    expect(turkishToIsoDay('21.13.2026')).toBeNull();
    expect(turkishToIsoDay('11/21/2026')).toBeNull();
    expect(turkishToIsoDay('21.11')).toBeNull();
  });

  it('adds the dots while the day is typed', () => {
    expect(maskTurkishDate('2')).toBe('2');
    expect(maskTurkishDate('211')).toBe('21.1');
    expect(maskTurkishDate('21112026')).toBe('21.11.2026');
    expect(maskTurkishDate('21.11.2026')).toBe('21.11.2026');
    expect(maskTurkishDate('21/11/20269')).toBe('21.11.2026');
  });
});
