import { addDays } from './dates.ts';

// Turkish public holidays (Law 2429, "Ulusal Bayram ve Genel Tatiller Hakkında Kanun") as a preset
// of days off (issue #44, ADR 0078). Zod-free: the admin screen labels its button from here.

export type HolidayRange = { startDate: string; endDate: string; label: string };

/** The fixed holidays: month and day, the same every year. */
const fixedHolidays: ReadonlyArray<{ monthDay: string; label: string }> = [
  { monthDay: '01-01', label: 'Yılbaşı' },
  { monthDay: '04-23', label: 'Ulusal Egemenlik ve Çocuk Bayramı' },
  { monthDay: '05-01', label: 'Emek ve Dayanışma Günü' },
  { monthDay: '05-19', label: 'Atatürk’ü Anma, Gençlik ve Spor Bayramı' },
  { monthDay: '07-15', label: 'Demokrasi ve Millî Birlik Günü' },
  { monthDay: '08-30', label: 'Zafer Bayramı' },
  { monthDay: '10-29', label: 'Cumhuriyet Bayramı' },
];

/**
 * The religious holidays follow the lunar Hijri calendar and move about 11 days earlier each year.
 * Source: the Diyanet İşleri Başkanlığı's calendar of religious days ("Dini Günler Takvimi",
 * diyanet.gov.tr) for 2026 and 2027. The arife (eve) is a half day from 13:00 and is not listed:
 * a day off here closes the whole day. EXTEND THIS TABLE EACH YEAR (ADR 0078): a year missing here
 * gets its fixed holidays only.
 */
export const religiousHolidays: Readonly<Record<number, ReadonlyArray<HolidayRange>>> = {
  2026: [
    { startDate: '2026-03-20', endDate: '2026-03-22', label: 'Ramazan Bayramı' },
    { startDate: '2026-05-27', endDate: '2026-05-30', label: 'Kurban Bayramı' },
  ],
  2027: [
    { startDate: '2027-03-09', endDate: '2027-03-11', label: 'Ramazan Bayramı' },
    { startDate: '2027-05-16', endDate: '2027-05-19', label: 'Kurban Bayramı' },
  ],
};

/** The public holidays of a year, in date order. */
export function turkishPublicHolidays(year: number): HolidayRange[] {
  const fixed = fixedHolidays.map(({ monthDay, label }) => {
    const day = `${year}-${monthDay}`;
    return { startDate: day, endDate: day, label };
  });
  return [...fixed, ...(religiousHolidays[year] ?? [])].sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/**
 * The preset's holidays seen from a day: those of its year and the next that have not ended yet.
 * `years` are the years that still have one (the button's label).
 */
export function upcomingPublicHolidays(today: string): { years: number[]; holidays: HolidayRange[] } {
  const year = Number(today.slice(0, 4));
  const holidays = [year, year + 1].flatMap(turkishPublicHolidays).filter((range) => range.endDate >= today);
  const years = [...new Set(holidays.map((range) => Number(range.startDate.slice(0, 4))))];
  return { years, holidays };
}

/** Every day YYYY-MM-DD of a range, both ends included. */
export function daysOfRange(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) days.push(day);
  return days;
}
