import { type MealType, mealTypes, type WeekDay, weekDays } from '../constants.ts';
import { z } from '../zod-turkish.ts';

// The reminders the client sets in the profile (issue #41, ADR 0083): water every N hours between two
// times (skipped when a glass was logged since the last one), each meal at its own time (skipped when
// that meal is already in the diary), a weigh-in day, and quiet hours when none is sent. Times are 'HH:MM' in Europe/Istanbul.

export const remindersValidationMessages = {
  time: 'Saati SS:DD biçiminde girin (ör. 09:00).',
  waterRange: 'Bitiş saati başlangıç saatinden sonra olmalı.',
  everyHours: 'Su hatırlatması 1 ile 4 saat arasında bir aralıkla gönderilebilir.',
  meal: 'Geçerli bir öğün seçin.',
  weekDay: 'Geçerli bir gün seçin.',
  flag: 'Açık ya da kapalı seçin.',
  quietRange: 'Sessiz saatlerin başlangıcı ve bitişi aynı olamaz.',
} as const;

/** How often the water reminder may come, in hours. */
export const waterReminderHourChoices = [1, 2, 3, 4] as const;

const timeField = () =>
  z
    .string({ error: remindersValidationMessages.time })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, remindersValidationMessages.time);
const flag = () => z.boolean({ error: remindersValidationMessages.flag });

const mealReminderSchema = z.object({ isOn: flag(), time: timeField() });

export const reminderSettingsSchema = z.object({
  water: z
    .object({
      isOn: flag(),
      everyHours: z
        .number({ error: remindersValidationMessages.everyHours })
        .int(remindersValidationMessages.everyHours)
        .min(1, remindersValidationMessages.everyHours)
        .max(4, remindersValidationMessages.everyHours),
      from: timeField(),
      until: timeField(),
    })
    .refine((water) => water.from < water.until, { path: ['until'], message: remindersValidationMessages.waterRange }),
  meals: z.record(z.enum(mealTypes, remindersValidationMessages.meal), mealReminderSchema),
  weighIn: z.object({
    isOn: flag(),
    day: z.enum(weekDays, remindersValidationMessages.weekDay),
    time: timeField(),
  }),
  /**
   * Quiet hours (ADR 0083 amendment): no reminder is sent from `from` until `until`, Istanbul time;
   * `from` after `until` spans midnight (22:00–08:00). A reminder falling in them is skipped, not
   * delayed, like the phone's own 'Rahatsız Etmeyin'.
   */
  quietHours: z
    .object({ isOn: flag(), from: timeField(), until: timeField() })
    .refine((quiet) => quiet.from !== quiet.until, {
      path: ['until'],
      message: remindersValidationMessages.quietRange,
    }),
  /** Where push cannot reach the client, send the reminder by e-mail instead. */
  isEmailFallbackOn: flag(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export type MealReminder = { isOn: boolean; time: string };

/** A client who has set nothing: every reminder off, with times a form can start from. */
export const defaultReminderSettings: ReminderSettings = {
  water: { isOn: false, everyHours: 2, from: '09:00', until: '21:00' },
  meals: {
    breakfast: { isOn: false, time: '08:30' },
    morning_snack: { isOn: false, time: '10:30' },
    lunch: { isOn: false, time: '12:30' },
    afternoon_snack: { isOn: false, time: '16:00' },
    dinner: { isOn: false, time: '19:00' },
    evening_snack: { isOn: false, time: '21:30' },
  } satisfies Record<MealType, MealReminder>,
  weighIn: { isOn: false, day: 'monday' satisfies WeekDay, time: '08:00' },
  quietHours: { isOn: false, from: '22:00', until: '08:00' },
  isEmailFallbackOn: false,
};
