import { describe, expect, it } from 'vitest';
import { toTelHref } from './phone.ts';

describe('toTelHref', () => {
  it('gives one international link for every way a Turkish number is stored or typed', () => {
    for (const typed of ['+90 216 555 12 34', '0216 555 12 34', '(0216) 555-12-34', '2165551234'])
      expect(toTelHref(typed)).toBe('tel:+902165551234');
    expect(toTelHref('0532 123 45 67')).toBe('tel:+905321234567');
  });

  it('keeps the digits and the plus of a number that is not Turkish', () => {
    expect(toTelHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
