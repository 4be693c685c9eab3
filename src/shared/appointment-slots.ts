// The bookable slots of a day from the dietitian's working hours (shared: the server offers and
// checks them, the admin settings form previews them). Times are "HH:MM" in Europe/Istanbul.

export type TimeRange = { start: string; end: string };

export type Availability = {
  /** ISO weekdays the practice works: 1 = Monday … 7 = Sunday. */
  workingDays: number[];
  startTime: string;
  endTime: string;
  breaks: TimeRange[];
  slotMinutes: number;
};

/** A Turkish practice's usual week: weekdays 09:00–18:00, lunch 12:00–13:00, 45-minute sessions. */
export const defaultAvailability: Availability = {
  workingDays: [1, 2, 3, 4, 5],
  startTime: '09:00',
  endTime: '18:00',
  breaks: [{ start: '12:00', end: '13:00' }],
  slotMinutes: 45,
};

export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const fromMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** ISO weekday (1 = Monday) of a calendar day YYYY-MM-DD. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * Start times of the day's slots: from the opening time, one slot after another; a slot that would
 * overlap a break starts again at the break's end, and the last one must end by closing time.
 */
export function slotTimesOfDay(availability: Availability, day: string): string[] {
  if (!availability.workingDays.includes(isoWeekday(day))) return [];
  const close = toMinutes(availability.endTime);
  const breaks = availability.breaks
    .map((range) => ({ start: toMinutes(range.start), end: toMinutes(range.end) }))
    .sort((a, b) => a.start - b.start);
  const times: string[] = [];
  let start = toMinutes(availability.startTime);
  while (start + availability.slotMinutes <= close) {
    const end = start + availability.slotMinutes;
    const overlapping = breaks.find((range) => start < range.end && range.start < end);
    if (overlapping) {
      start = overlapping.end;
      continue;
    }
    times.push(fromMinutes(start));
    start = end;
  }
  return times;
}
