import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayField, LATEST_DAY } from './day-field.ts';

const messages = { required: 'Tarih girin.', invalid: 'Geçersiz tarih.', tooEarly: 'Çok eski.', inFuture: 'Gelecek.' };
const issuesOf = (schema: ReturnType<typeof dayField>, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('dayField', () => {
  afterEach(() => vi.useRealTimers());

  const bounded = dayField(messages, { earliest: '2000-01-01' });
  const notAfterToday = dayField(messages, { earliest: '2000-01-01', notAfterToday: true });

  it('takes a real day inside the window, trimmed', () => {
    expect(bounded.parse(' 2024-02-29 ')).toBe('2024-02-29');
    expect(bounded.parse('2000-01-01')).toBe('2000-01-01');
    expect(bounded.parse(LATEST_DAY)).toBe(LATEST_DAY);
  });

  it('says first that a missing or empty day is required', () => {
    expect(issuesOf(bounded, undefined)[0]).toBe(messages.required);
    expect(issuesOf(bounded, '  ')[0]).toBe(messages.required);
  });

  it('says a day that does not exist is invalid, and only that', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2023-02-29', '2100-02-29', '26-01-01', '2026-1-01', '+02026-01-01'])
      expect(issuesOf(bounded, day), day).toEqual([messages.invalid]);
  });

  it('says a day before the earliest is too early', () => {
    expect(issuesOf(bounded, '1999-12-31')).toEqual([messages.tooEarly]);
  });

  it('refuses a day after the window', () => {
    expect(issuesOf(bounded, '2101-01-01')).toEqual([messages.invalid]);
  });

  it('with notAfterToday, takes today in Istanbul and refuses tomorrow', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 21:30 UTC is already the 15th in Istanbul (UTC+3)
    vi.setSystemTime(new Date('2026-03-14T21:30:00Z'));
    expect(notAfterToday.parse('2026-03-15')).toBe('2026-03-15');
    expect(issuesOf(notAfterToday, '2026-03-16')).toEqual([messages.inFuture]);
  });

  it('moves today on at Istanbul midnight, not a moment later', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-14T20:59:59.999Z'));
    expect(issuesOf(notAfterToday, '2026-03-15')).toEqual([messages.inFuture]);
    vi.setSystemTime(new Date('2026-03-14T21:00:00Z'));
    expect(notAfterToday.parse('2026-03-15')).toBe('2026-03-15');
  });
});
