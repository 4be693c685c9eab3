import type { Page } from 'playwright-core';
import { isoWeekday } from '../../../src/shared/appointment-slots.ts';
import { todayInIstanbul } from '../../../src/shared/dates.ts';
import { addDays } from './fresh-client.ts';

/** A weekday (a working day by default) some days ahead, so specs rarely meet on one day. */
export function randomWeekday(): string {
  let day = addDays(todayInIstanbul(), 2 + Math.floor(Math.random() * 80));
  while (isoWeekday(day) > 5) day = addDays(day, 1);
  return day;
}

export function nextSaturday(): string {
  let day = addDays(todayInIstanbul(), 1);
  while (isoWeekday(day) !== 6) day = addDays(day, 1);
  return day;
}

/** The free slots of a day, as the public form sees them. */
export async function freeSlotsOf(page: Page, date: string): Promise<string[]> {
  const response = await page.request.get(`/api/appointments/slots?date=${date}`);
  return ((await response.json()) as { slots: string[] }).slots;
}

/** Books through the public endpoint, as a visitor's form does; returns the booked time. */
export async function bookAsVisitor(page: Page, input: { clientName: string; date: string }): Promise<string> {
  const [time] = await freeSlotsOf(page, input.date);
  if (!time) throw new Error(`no free slot on ${input.date}`);
  const response = await page.request.post('/api/appointments', {
    data: {
      clientName: input.clientName,
      phone: '0532 765 43 21',
      purpose: 'weight_loss',
      date: input.date,
      time,
      website: '',
      privacyNoticeAccepted: true,
    },
  });
  if (response.status() !== 201) throw new Error(`booking failed: ${response.status()} ${await response.text()}`);
  return time;
}
