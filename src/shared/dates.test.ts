import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatTurkishDate,
  isIsoDay,
  isoDayToTurkish,
  maskTurkishDate,
  toBusinessDay,
  todayInIstanbul,
  turkishToIsoDay,
} from './dates.ts';

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

describe('isIsoDay', () => {
  it('takes the real calendar days, leap days by the Gregorian rule', () => {
    for (const day of ['2026-01-31', '2026-04-30', '2024-02-29', '2000-02-29', '1900-02-28', '2026-12-31'])
      expect(isIsoDay(day), day).toBe(true);
  });

  it('refuses what is not one', () => {
    for (const day of [
      '2026-04-31',
      '2026-02-29',
      '1900-02-29',
      '2100-02-29',
      '2026-00-10',
      '2026-13-01',
      '2026-01-00',
    ])
      expect(isIsoDay(day), day).toBe(false);
    for (const text of ['2026-1-01', '20260101', ' 2026-01-01', '2026-01-01T00:00', '+02026-01-01', ''])
      expect(isIsoDay(text), text).toBe(false);
  });
});

describe('todayInIstanbul', () => {
  afterEach(() => vi.useRealTimers());

  it('is the Istanbul day, and turns at Istanbul midnight however often it was asked before', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T20:45:00Z'));
    expect(todayInIstanbul()).toBe('2026-11-26');
    vi.setSystemTime(new Date('2026-11-26T20:59:59.999Z'));
    expect(todayInIstanbul()).toBe('2026-11-26');
    vi.setSystemTime(new Date('2026-11-26T21:00:00Z'));
    expect(todayInIstanbul()).toBe('2026-11-27');
    // and back, as a clock set back would
    vi.setSystemTime(new Date('2026-11-26T20:59:00Z'));
    expect(todayInIstanbul()).toBe('2026-11-26');
  });
});
