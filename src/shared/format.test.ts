import { describe, expect, it } from 'vitest';
import { readTypedNumber } from './fields/number-field.ts';
import {
  formatCm,
  formatCount,
  formatGrams,
  formatKcal,
  formatKg,
  formatMoney,
  formatNumber,
  formatNumberForInput,
  formatMeasure,
  formatPercent,
  formatSignedMeasure,
  formatSignedNumber,
} from './format.ts';

describe('Turkish formatting', () => {
  it('groups thousands with a dot and uses the decimal comma', () => {
    expect(formatNumber(1706)).toBe('1.706');
    expect(formatNumber(37.5)).toBe('37,5');
    expect(formatNumber(37.56, 2)).toBe('37,56');
    expect(formatCount(10000)).toBe('10.000');
  });

  it('prints units after the number', () => {
    expect(formatKcal(1482.4)).toBe('1.482 kcal');
    expect(formatGrams(37.5)).toBe('37,5 g');
    expect(formatKg(72.25)).toBe('72,3 kg');
    expect(formatCm(180)).toBe('180 cm');
  });

  it('puts the percent sign first, as Turkish does', () => {
    expect(formatPercent(31.2)).toBe('%31,2');
    expect(formatPercent(31.84)).toBe('%31,8');
    expect(formatPercent(10, 0)).toBe('%10');
  });

  it('formats a measured value by its unit', () => {
    expect(formatMeasure(31.84, '%')).toBe('%31,8');
    expect(formatMeasure(1850, 'kcal')).toBe('1.850 kcal');
    expect(formatMeasure(72.5, 'kg')).toBe('72,5 kg');
    expect(formatMeasure(34, 'yaş')).toBe('34 yaş');
  });

  it('signs a change', () => {
    expect(formatSignedNumber(1.54)).toBe('+1,5');
    expect(formatSignedNumber(-2)).toBe('-2');
    expect(formatSignedNumber(0.01)).toBe('0');
    expect(formatSignedMeasure(-2.14, '%')).toBe('-%2,1');
    expect(formatSignedMeasure(1.5, 'kg')).toBe('+1,5 kg');
    expect(formatSignedMeasure(0, '%')).toBe('%0');
  });

  it('prints money with kuruş and the lira sign after the amount', () => {
    expect(formatMoney(1250)).toBe('1.250,00 ₺');
    expect(formatMoney(0.5)).toBe('0,50 ₺');
    expect(formatMoney(99.999)).toBe('100,00 ₺');
  });

  it('shows a stored number back in a field with the comma', () => {
    expect(formatNumberForInput(37.5)).toBe('37,5');
    expect(formatNumberForInput(null)).toBe('');
    expect(readTypedNumber(formatNumberForInput(1250.75))).toBe(1250.75);
  });
});
