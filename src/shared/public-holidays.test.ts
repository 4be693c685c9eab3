import { describe, expect, it } from 'vitest';
import { daysOfRange, turkishPublicHolidays, upcomingPublicHolidays } from './public-holidays.ts';

describe('Turkish public holidays', () => {
  it('lists the fixed and the religious holidays of 2027 in date order', () => {
    expect(turkishPublicHolidays(2027).map((range) => [range.startDate, range.endDate, range.label])).toEqual([
      ['2027-01-01', '2027-01-01', 'Yılbaşı'],
      ['2027-03-09', '2027-03-11', 'Ramazan Bayramı'],
      ['2027-04-23', '2027-04-23', 'Ulusal Egemenlik ve Çocuk Bayramı'],
      ['2027-05-01', '2027-05-01', 'Emek ve Dayanışma Günü'],
      ['2027-05-16', '2027-05-19', 'Kurban Bayramı'],
      ['2027-05-19', '2027-05-19', 'Atatürk’ü Anma, Gençlik ve Spor Bayramı'],
      ['2027-07-15', '2027-07-15', 'Demokrasi ve Millî Birlik Günü'],
      ['2027-08-30', '2027-08-30', 'Zafer Bayramı'],
      ['2027-10-29', '2027-10-29', 'Cumhuriyet Bayramı'],
    ]);
  });

  it('has the 2026 bayrams from the Diyanet calendar', () => {
    const bayrams = turkishPublicHolidays(2026).filter((range) => range.startDate !== range.endDate);
    expect(bayrams).toEqual([
      { startDate: '2026-03-20', endDate: '2026-03-22', label: 'Ramazan Bayramı' },
      { startDate: '2026-05-27', endDate: '2026-05-30', label: 'Kurban Bayramı' },
    ]);
  });

  it('gives a year without a table entry its fixed holidays only', () => {
    expect(turkishPublicHolidays(2040)).toHaveLength(7);
  });

  it('offers only the holidays not yet over, and the years they fall in', () => {
    const late = upcomingPublicHolidays('2026-11-28');
    expect(late.years).toEqual([2027]);
    expect(late.holidays[0]).toEqual({ startDate: '2027-01-01', endDate: '2027-01-01', label: 'Yılbaşı' });
    const during = upcomingPublicHolidays('2026-05-28');
    expect(during.years).toEqual([2026, 2027]);
    expect(during.holidays[0]?.label).toBe('Kurban Bayramı');
  });

  it('spells out the days of a range', () => {
    expect(daysOfRange('2026-12-31', '2027-01-02')).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysOfRange('2027-01-01', '2027-01-01')).toEqual(['2027-01-01']);
  });
});
