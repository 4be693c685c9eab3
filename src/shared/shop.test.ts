import { describe, expect, it } from 'vitest';
import { formatIban, isValidTurkishIban, normalizeIban } from './shop.ts';

describe('Turkish IBAN', () => {
  it('accepts a real Turkish IBAN written with or without spaces', () => {
    expect(isValidTurkishIban('TR330006100519786457841326')).toBe(true);
    expect(isValidTurkishIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length or another country', () => {
    expect(isValidTurkishIban('TR340006100519786457841326')).toBe(false);
    expect(isValidTurkishIban('TR33000610051978645784132')).toBe(false);
    expect(isValidTurkishIban('DE89370400440532013000')).toBe(false);
    expect(isValidTurkishIban('')).toBe(false);
  });

  it('stores without spaces and shows groups of four', () => {
    expect(normalizeIban(' tr33 0006 1005 1978 6457 8413 26 ')).toBe('TR330006100519786457841326');
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});
