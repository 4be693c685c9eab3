import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { todayInIstanbul } from '../../../shared/dates.ts';
import { daysOfRange, upcomingPublicHolidays } from '../../../shared/public-holidays.ts';
import {
  type DayOff,
  type DayOffValues,
  type DaysOffList,
  dayOffValidationMessages,
} from '../../../shared/schemas/appointments.ts';
import type { Database } from '../../db/client.ts';
import { appointmentDaysOff } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';

// The practice's closed days (issue #44, ADR 0078): single days or ranges, entered by hand or from
// the Turkish public-holiday preset. The public free-slot list and booking obey them.

const toDayOff = (row: typeof appointmentDaysOff.$inferSelect): DayOff => ({
  id: row.id,
  startDate: row.startDate,
  endDate: row.endDate,
  label: row.label,
});

/** GET /api/admin/appointments/days-off: the days off that have not ended yet, in date order. */
export async function listDaysOff(db: Database): Promise<DaysOffList> {
  const today = todayInIstanbul();
  const rows = await db
    .select()
    .from(appointmentDaysOff)
    .where(gte(appointmentDaysOff.endDate, today))
    .orderBy(asc(appointmentDaysOff.startDate), asc(appointmentDaysOff.endDate));
  return { daysOff: rows.map(toDayOff), holidayYears: upcomingPublicHolidays(today).years };
}

/** The days off that overlap a window, both ends included. */
async function daysOffBetween(db: Database, from: string, to: string) {
  return db
    .select({ startDate: appointmentDaysOff.startDate, endDate: appointmentDaysOff.endDate })
    .from(appointmentDaysOff)
    .where(and(lte(appointmentDaysOff.startDate, to), gte(appointmentDaysOff.endDate, from)));
}

/** Whether a day is closed (a day off or a holiday covers it). */
export async function isDayOff(db: Database, date: string): Promise<boolean> {
  return (await daysOffBetween(db, date, date)).length > 0;
}

/** Every closed day YYYY-MM-DD inside a window, in order (the public calendar's). */
export async function closedDaysBetween(db: Database, from: string, to: string): Promise<string[]> {
  const days = new Set<string>();
  for (const range of await daysOffBetween(db, from, to)) {
    for (const day of daysOfRange(
      range.startDate < from ? from : range.startDate,
      range.endDate > to ? to : range.endDate,
    ))
      days.add(day);
  }
  return [...days].sort();
}

/**
 * A new day off; one whose every day is already closed is refused as a duplicate (400, on the start
 * date's field), so a range entered twice is not listed twice.
 */
export async function addDayOff(db: Database, values: DayOffValues): Promise<DayOff> {
  const closed = await closedDaysBetween(db, values.startDate, values.endDate);
  if (closed.length === daysOfRange(values.startDate, values.endDate).length) throw duplicate();
  const [row] = await db.insert(appointmentDaysOff).values(values).onConflictDoNothing().returning();
  if (!row) throw duplicate();
  return toDayOff(row);
}

const duplicate = () =>
  new AppError('bad_request', dayOffValidationMessages.duplicate, {
    fieldErrors: { startDate: dayOffValidationMessages.duplicate },
  });

export async function deleteDayOff(db: Database, params: { dayOffId: string }): Promise<void> {
  const deleted = await db
    .delete(appointmentDaysOff)
    .where(eq(appointmentDaysOff.id, params.dayOffId))
    .returning({ id: appointmentDaysOff.id });
  if (deleted.length === 0) throw notFound('Tatil veya izin günü bulunamadı.');
}

/**
 * POST /api/admin/appointments/days-off/public-holidays: the Turkish public holidays of this year
 * and the next that have not ended yet. A holiday already there (same range) is skipped, so the
 * preset run twice adds nothing the second time.
 */
export async function addPublicHolidays(db: Database): Promise<{ added: number } & DaysOffList> {
  const { holidays } = upcomingPublicHolidays(todayInIstanbul());
  const added =
    holidays.length === 0
      ? []
      : await db
          .insert(appointmentDaysOff)
          .values(holidays)
          .onConflictDoNothing()
          .returning({ id: appointmentDaysOff.id });
  return { added: added.length, ...(await listDaysOff(db)) };
}
