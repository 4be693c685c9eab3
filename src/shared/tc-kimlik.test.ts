import { describe, expect, it } from 'vitest';
import { isValidTcKimlik } from './tc-kimlik.ts';

describe('isValidTcKimlik', () => {
  it('accepts numbers whose check digits are right', () => {
    // Well-known test numbers that satisfy the official algorithm.
    for (const valid of ['10000000146', '11111111110', '12345678950', '98765432150', '25431896794']) {
      expect(isValidTcKimlik(valid), valid).toBe(true);
    }
  });

  it('refuses a wrong 10th or 11th digit', () => {
    expect(isValidTcKimlik('10000000156')).toBe(false);
    expect(isValidTcKimlik('10000000147')).toBe(false);
    expect(isValidTcKimlik('12345678951')).toBe(false);
  });

  it('refuses a leading zero, wrong lengths and non-digits', () => {
    expect(isValidTcKimlik('01234567890')).toBe(false);
    expect(isValidTcKimlik('1000000014')).toBe(false);
    expect(isValidTcKimlik('100000001460')).toBe(false);
    expect(isValidTcKimlik('1000000014a')).toBe(false);
    expect(isValidTcKimlik('100 0000 0146')).toBe(false);
    expect(isValidTcKimlik('')).toBe(false);
  });
});
