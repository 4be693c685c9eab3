import { and, eq, gt, gte, lt, lte, or, sql } from 'drizzle-orm';
import { isoWeekday } from '../../../shared/appointment-slots.ts';
import { type MealType, mealTypes, weekDays } from '../../../shared/constants.ts';
import { addDays, toBusinessDay } from '../../../shared/dates.ts';
import type { ReminderSettings } from '../../../shared/schemas/reminders.ts';
import type { Database } from '../../db/client.ts';
import { calorieDiary, clients, reminderDeliveries, reminderSettings, waterIntake } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { queuePushes } from '../../push/push-outbox.ts';
import { istanbulInstant } from '../appointments/appointments-ics.ts';
import { hasRefusedHealthDataConsent } from '../consents/consents-service.ts';
import { readMailBrand } from '../settings/settings-mail-brand.ts';
import { toReminderSettings } from './reminders-service.ts';

// Sending the reminders the client set (issue #41, ADR 0083). The scheduled job runs every minute in
// every app process. Each reminder is one (client, kind, slot): the process that first inserts that
// key into reminder_deliveries queues its push (or its mail) in the same transaction; any other
// finds the key and sends nothing. A slot more than REMINDER_LATE_WINDOW_MS old (the server was down)
// is not sent late: a water reminder two hours late is noise. Nothing is sent in the client's quiet
// hours, and a water slot is skipped when a glass came since the slot before it (ADR 0083 amendment).

/** How late a reminder may still go out after its time. */
const REMINDER_LATE_WINDOW_MS = 30 * 60_000;
/** Delivery records older than this are of no more use to the once-rule and are pruned. */
const DELIVERY_KEPT_MS = 2 * 24 * 3600_000;

const DIARY_PATH = '/kullanici/kalori-gunlugu';
const HOME_PATH = '/kullanici';

type ReminderKind = 'water' | 'weigh_in' | `meal:${MealType}`;
type DueReminder = {
  kind: ReminderKind;
  slot: Date;
  day: string;
  /** The slot's Istanbul wall-clock time, 'HH:MM' (what quiet hours are compared with). */
  time: string;
  meal: MealType | null;
};
type Recipient = {
  clientId: string;
  name: string;
  email: string;
  /** A browser of the client is subscribed and the client has not muted reminders. */
  canPush: boolean;
  settings: ReminderSettings;
  /** When the client last saved the settings: a slot before it was not theirs to expect. */
  savedAt: Date;
};

/** The accusative of each meal in a sentence ('Öğle yemeğinizi kaydetmeyi unutmayın'). */
const mealObjects: Record<MealType, string> = {
  breakfast: 'Kahvaltınızı',
  morning_snack: 'Kuşluk ara öğününüzü',
  lunch: 'Öğle yemeğinizi',
  afternoon_snack: 'İkindi ara öğününüzü',
  dinner: 'Akşam yemeğinizi',
  evening_snack: 'Gece ara öğününüzü',
};

/** What a reminder says, the same words by push and by mail. */
function describeReminder(due: Pick<DueReminder, 'kind' | 'meal'>): {
  title: string;
  body: string;
  path: string;
} {
  if (due.meal)
    return {
      title: `${mealObjects[due.meal]} kaydetmeyi unutmayın`,
      body: 'Yediklerinizi şimdi kalori günlüğünüze ekleyin; sonraya kalınca hatırlamak zorlaşıyor.',
      path: DIARY_PATH,
    };
  if (due.kind === 'weigh_in')
    return {
      title: 'Tartılma günü',
      body: 'Bugün tartılma gününüz. Her hafta aynı saatte ve benzer kıyafetlerle tartılmak en doğru sonucu verir.',
      path: HOME_PATH,
    };
  return {
    title: 'Su içme zamanı',
    body: 'Bir bardak su içmenin tam zamanı. Gün boyu düzenli içmeyi unutmayın.',
    path: HOME_PATH,
  };
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every reminder the settings set for one Istanbul day. */
function remindersOfDay(settings: ReminderSettings, day: string): DueReminder[] {
  const reminders: DueReminder[] = [];
  const { water, meals, weighIn } = settings;
  const at = (time: string) => ({ slot: istanbulInstant(day, time), day, time });
  if (water.isOn) {
    for (let minute = toMinutes(water.from); minute <= toMinutes(water.until); minute += water.everyHours * 60)
      reminders.push({ kind: 'water', ...at(toTime(minute)), meal: null });
  }
  for (const meal of mealTypes) {
    const reminder = meals[meal];
    if (reminder.isOn) reminders.push({ kind: `meal:${meal}`, ...at(reminder.time), meal });
  }
  if (weighIn.isOn && weekDays[isoWeekday(day) - 1] === weighIn.day)
    reminders.push({ kind: 'weigh_in', ...at(weighIn.time), meal: null });
  return reminders;
}

/** Whether an Istanbul time falls in the client's quiet hours; from after until spans midnight. */
function isInQuietHours(quietHours: ReminderSettings['quietHours'], time: string): boolean {
  if (!quietHours.isOn) return false;
  const minute = toMinutes(time);
  const from = toMinutes(quietHours.from);
  const until = toMinutes(quietHours.until);
  return from < until ? minute >= from && minute < until : minute >= from || minute < until;
}

/** The reminders whose time has come at `now` and is not older than the late window (yesterday's late evening too). */
function findDueReminders(settings: ReminderSettings, now: Date): DueReminder[] {
  const today = toBusinessDay(now);
  return [addDays(today, -1), today]
    .flatMap((day) => remindersOfDay(settings, day))
    .filter(({ slot }) => slot.getTime() <= now.getTime() && now.getTime() - slot.getTime() < REMINDER_LATE_WINDOW_MS)
    .filter(({ time }) => !isInQuietHours(settings.quietHours, time));
}

/** Clients with a reminder on who can be reached: by push, or by the e-mail they chose for that case. */
async function listRecipients(db: Database): Promise<Recipient[]> {
  const canPush = sql<boolean>`exists (
    select 1 from push_subscriptions s
    where s.client_id = ${reminderSettings.clientId}
      and not exists (
        select 1 from push_preferences p where p.client_id = s.client_id and 'reminders' = any(p.muted_kinds)))`;
  const rows = await db
    .select({ settings: reminderSettings, name: clients.name, email: clients.email, canPush })
    .from(reminderSettings)
    .innerJoin(clients, eq(clients.id, reminderSettings.clientId))
    .where(
      and(
        or(
          eq(reminderSettings.isWaterOn, true),
          eq(reminderSettings.isWeighInOn, true),
          sql`jsonb_path_exists(${reminderSettings.meals}, '$.* ? (@.isOn == true)')`,
        ),
        or(canPush, eq(reminderSettings.isEmailFallbackOn, true)),
      ),
    );
  return rows.map((row) => ({
    clientId: row.settings.clientId,
    name: row.name,
    email: row.email,
    canPush: Boolean(row.canPush),
    settings: toReminderSettings(row.settings),
    savedAt: row.settings.updatedAt,
  }));
}

async function isMealLogged(db: Database, clientId: string, day: string, meal: MealType): Promise<boolean> {
  const [logged] = await db
    .select({ id: calorieDiary.id })
    .from(calorieDiary)
    .where(and(eq(calorieDiary.clientId, clientId), eq(calorieDiary.date, day), eq(calorieDiary.mealType, meal)))
    .limit(1);
  return logged !== undefined;
}

/**
 * Whether a glass was added since the water slot before this one (N hours earlier; for the day's first
 * slot, the N hours before it), up to now: the client is drinking, so the reminder would be noise.
 */
async function isWaterLoggedSince(
  db: Database,
  params: { clientId: string; due: DueReminder; everyHours: number; now: Date },
): Promise<boolean> {
  const since = new Date(params.due.slot.getTime() - params.everyHours * 3600_000);
  const [logged] = await db
    .select({ id: waterIntake.id })
    .from(waterIntake)
    .where(
      and(
        eq(waterIntake.clientId, params.clientId),
        gte(waterIntake.date, addDays(params.due.day, -1)),
        gt(waterIntake.lastGlassAt, since),
        lte(waterIntake.lastGlassAt, params.now),
      ),
    )
    .limit(1);
  return logged !== undefined;
}

/**
 * Records the reminder and queues its push, or its mail when push cannot reach the client and they
 * chose e-mail, in one transaction; false when another process sent it first or nothing can carry it.
 */
async function sendReminder(
  db: Database,
  recipient: Recipient,
  due: DueReminder,
  context: { now: Date; siteOrigin: string | undefined },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const key = { clientId: recipient.clientId, kind: due.kind, slot: due.slot };
    const [recorded] = await tx
      .insert(reminderDeliveries)
      .values({ ...key, channel: recipient.canPush ? 'push' : 'email', sentAt: context.now })
      .onConflictDoNothing()
      .returning({ kind: reminderDeliveries.kind });
    if (!recorded) return false;
    const { title, body, path } = describeReminder(due);
    if (recipient.canPush) {
      const queued = await queuePushes(tx, [
        {
          clientId: recipient.clientId,
          kind: 'reminders',
          title,
          body,
          url: path,
          tag: `reminder-${due.kind}-${due.slot.toISOString()}`,
        },
      ]);
      if (queued > 0) return true;
      // The last subscription went (the push service said 410) since the list was read.
      const keyMatches = and(
        eq(reminderDeliveries.clientId, key.clientId),
        eq(reminderDeliveries.kind, key.kind),
        eq(reminderDeliveries.slot, key.slot),
      );
      if (!recipient.settings.isEmailFallbackOn) {
        await tx.delete(reminderDeliveries).where(keyMatches);
        return false;
      }
      await tx.update(reminderDeliveries).set({ channel: 'email' }).where(keyMatches);
    }
    const brand = await readMailBrand(tx, context.siteOrigin);
    await enqueueMail(tx, {
      template: 'client-reminder',
      data: {
        clientName: recipient.name,
        title,
        body,
        url: context.siteOrigin ? new URL(path, context.siteOrigin).href : null,
        brand,
      },
      to: [recipient.email],
    });
    return true;
  });
}

/** The scheduled job's work: sends every reminder due at `now`; answers how many this call sent. */
export async function sendDueClientReminders(
  db: Database,
  params: { now?: Date; siteOrigin?: string } = {},
): Promise<number> {
  const now = params.now ?? new Date();
  await db.delete(reminderDeliveries).where(lt(reminderDeliveries.slot, new Date(now.getTime() - DELIVERY_KEPT_MS)));
  let sent = 0;
  for (const recipient of await listRecipients(db)) {
    // A reminder turned on at 10:10 for 10:00 does not arrive at once (nor after any other save).
    const due = findDueReminders(recipient.settings, now).filter(({ slot }) => slot >= recipient.savedAt);
    if (due.length === 0) continue;
    // A meal reminder asks the client to record health data: not to a client who refused açık rıza
    // (the diary would refuse the entry, ADR 0081). Water and weigh-in ask nothing of Denge.
    let isRefused: boolean | undefined;
    for (const reminder of due) {
      if (reminder.meal) {
        isRefused ??= await hasRefusedHealthDataConsent(db, { clientId: recipient.clientId });
        if (isRefused || (await isMealLogged(db, recipient.clientId, reminder.day, reminder.meal))) continue;
      }
      if (
        reminder.kind === 'water' &&
        (await isWaterLoggedSince(db, {
          clientId: recipient.clientId,
          due: reminder,
          everyHours: recipient.settings.water.everyHours,
          now,
        }))
      )
        continue;
      if (await sendReminder(db, recipient, reminder, { now, siteOrigin: params.siteOrigin })) sent++;
    }
  }
  return sent;
}
