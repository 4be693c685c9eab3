import { eq, sql } from 'drizzle-orm';
import { defaultReminderSettings, type ReminderSettings } from '../../../shared/schemas/reminders.ts';
import type { Database } from '../../db/client.ts';
import { reminderSettings } from '../../db/schema/index.ts';

// The reminders the client sets in the profile (issue #41, ADR 0083): one row per client, read and
// replaced whole by the 'Hatırlatıcılar' card. The job that sends them is reminders-delivery-service.ts.

type ReminderSettingsRow = typeof reminderSettings.$inferSelect;

/** The row's columns as the card's shape; meals missing from an older row get their default. */
export const toReminderSettings = (row: ReminderSettingsRow): ReminderSettings => ({
  water: { isOn: row.isWaterOn, everyHours: row.waterEveryHours, from: row.waterFrom, until: row.waterUntil },
  meals: { ...defaultReminderSettings.meals, ...row.meals },
  weighIn: { isOn: row.isWeighInOn, day: row.weighInDay, time: row.weighInTime },
  quietHours: { isOn: row.isQuietOn, from: row.quietFrom, until: row.quietUntil },
  isEmailFallbackOn: row.isEmailFallbackOn,
});

export async function getReminderSettings(db: Database, params: { clientId: string }): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.clientId, params.clientId));
  return row ? toReminderSettings(row) : defaultReminderSettings;
}

/** Replaces the client's reminders with what the card sent; answers what is now kept. */
export async function saveReminderSettings(
  db: Database,
  params: { clientId: string; settings: ReminderSettings },
): Promise<ReminderSettings> {
  const { water, meals, weighIn, quietHours, isEmailFallbackOn } = params.settings;
  const values = {
    isWaterOn: water.isOn,
    waterEveryHours: water.everyHours,
    waterFrom: water.from,
    waterUntil: water.until,
    meals,
    isWeighInOn: weighIn.isOn,
    weighInDay: weighIn.day,
    weighInTime: weighIn.time,
    isQuietOn: quietHours.isOn,
    quietFrom: quietHours.from,
    quietUntil: quietHours.until,
    isEmailFallbackOn,
  };
  const [row] = await db
    .insert(reminderSettings)
    .values({ clientId: params.clientId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.clientId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('reminder settings were not saved');
  return toReminderSettings(row);
}
