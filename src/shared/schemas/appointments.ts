import { type Availability, timePattern, toMinutes } from '../appointment-slots.ts';
import { isIsoDay, todayInIstanbul } from '../dates.ts';
import type { Page } from '../paging.ts';
import { typedNumber } from '../fields/number-field.ts';
import {
  type AppointmentPurpose,
  type AppointmentStatus,
  appointmentPurposes,
  appointmentStatuses,
  BOOKING_DAYS_AHEAD,
  CLIENT_NAME_MAX,
  type AppointmentMode,
  appointmentModes,
  lastBookableDayFrom,
  MEETING_CODE_PLACEHOLDER,
  MEETING_URL_MAX,
  type AppointmentSource,
  SELF_SERVICE_CUTOFF_MAX_HOURS,
  DEFAULT_SELF_SERVICE_CUTOFF_HOURS,
} from '../appointment-constants.ts';
import { z } from '../zod-turkish.ts';
import { bookingPrivacyNoticeField } from './consents.ts';
import { phoneField } from '../fields/phone-field.ts';
import { textField } from '../fields/text-field.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../fields/email-field.ts';
import { appointmentReminderMessages } from '../appointment-reminders.ts';

// Appointments (spec 2 "Appointments", §3–§5, §9; spec 3 §2.9 and §5 "Public appointment"): one
// schema for the admin wizard, the public form and their routes. "Today" is the business day in
// Europe/Istanbul, read when the value is checked.

// The fixed lists and numbers live in a zod-free module so that the public booking page paints
// without zod (ADR 0026); they are re-exported here for the server and the forms.
export {
  APPOINTMENTS_PAGE_SIZE,
  type AppointmentMode,
  appointmentModeLabels,
  appointmentModes,
  type AppointmentPurpose,
  type AppointmentStatus,
  appointmentPurposeLabels,
  appointmentPurposes,
  appointmentSources,
  appointmentStatuses,
  appointmentStatusLabels,
} from '../appointment-constants.ts';

export const appointmentsValidationMessages = {
  nameRequired: 'Ad soyad gerekli.',
  nameTooLong: `Ad soyad en fazla ${CLIENT_NAME_MAX} karakter olabilir.`,
  phoneRequired: 'Telefon numarası gerekli.',
  phoneInvalid: 'Geçerli bir telefon numarası giriniz',
  purposeRequired: 'Randevu amacı seçin.',
  dateRequired: 'Tarih gerekli.',
  dateInvalid: 'Geçerli bir tarih girin.',
  dateInPast: 'Randevu tarihi bugünden önce olamaz.',
  dateTooFar: `En fazla ${BOOKING_DAYS_AHEAD} gün sonrası için randevu alınabilir.`,
  timeRequired: 'Saat gerekli.',
  timeInvalid: 'Geçerli bir saat girin (ör. 09:45).',
  statusInvalid: 'Geçerli bir randevu durumu seçin.',
  workingDaysRequired: 'En az bir çalışma günü seçin.',
  endBeforeStart: 'Bitiş saati başlangıç saatinden sonra olmalıdır.',
  breakOutside: 'Mola, çalışma saatleri içinde olmalıdır.',
  breakEndBeforeStart: 'Mola bitişi, mola başlangıcından sonra olmalıdır.',
  slotMinutes: 'Randevu süresi 10 ile 240 dakika arasında olmalıdır.',
  modeInvalid: 'Görüşme şeklini seçin.',
  meetingUrlInvalid: 'Geçerli bir görüşme bağlantısı girin (https:// ile başlamalı).',
  meetingUrlRequired:
    'Online randevu için bir görüşme bağlantısı girin ya da Çalışma Saatleri’nde bir bağlantı şablonu belirleyin.',
  cutoffHours: `Değişiklik süresi 0 ile ${SELF_SERVICE_CUTOFF_MAX_HOURS} saat arasında olmalıdır.`,
  meetingTemplateInvalid: `Geçerli bir bağlantı şablonu girin (https:// ile başlamalı; oda kodu için ${MEETING_CODE_PLACEHOLDER} yazabilirsiniz).`,
} as const;

const m = appointmentsValidationMessages;

const dayField = z
  .string({ error: m.dateRequired })
  .trim()
  .min(1, m.dateRequired)
  .refine((value) => isIsoDay(value), m.dateInvalid)
  .refine((value) => !isIsoDay(value) || value >= todayInIstanbul(), m.dateInPast);

const timeField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).regex(timePattern, m.timeInvalid);

/** Optional on both forms (issue #44): where the reminders go; '' is none (stored as null). */
const reminderEmailField = textField()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, appointmentReminderMessages.emailInvalid)
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), appointmentReminderMessages.emailInvalid)
  .optional()
  .default('');

const appointmentFields = {
  clientName: textField({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(CLIENT_NAME_MAX, m.nameTooLong),
  phone: phoneField({ required: m.phoneRequired, invalid: m.phoneInvalid }),
  email: reminderEmailField,
  purpose: z.enum(appointmentPurposes, { error: m.purposeRequired }),
  date: dayField,
  time: timeField(m.timeRequired),
};

/** Whether a meeting link is a web address a video call opens at (never javascript: or a bare word). */
export function isMeetingUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname.includes('.');
}

/** Optional: an online appointment without one takes the practice's template (the server decides). */
const meetingUrlField = textField()
  .trim()
  .max(MEETING_URL_MAX, m.meetingUrlInvalid)
  .refine((value) => value === '' || isMeetingUrl(value), m.meetingUrlInvalid)
  .optional()
  .default('');

/** The admin wizard (create and edit): any time, also outside the working hours; in person or online. */
export const appointmentSchema = z.object({
  ...appointmentFields,
  mode: z.enum(appointmentModes, { error: m.modeInvalid }).optional().default('in_person'),
  meetingUrl: meetingUrlField,
});
export type AppointmentInput = z.input<typeof appointmentSchema>;
export type AppointmentValues = z.output<typeof appointmentSchema>;

/**
 * The public form: the same fields, a booking window, and a honeypot (`website`) that people never
 * see and bots fill in; the server refuses a filled one.
 */
export const bookingSchema = z.object({
  ...appointmentFields,
  date: dayField.refine((value) => !isIsoDay(value) || value <= lastBookableDayFrom(todayInIstanbul()), m.dateTooFar),
  website: textField().max(500).optional().default(''),
  /** The required 'Aydınlatma Metni'ni okudum' checkbox (issue #43, ADR 0081). */
  privacyNoticeAccepted: bookingPrivacyNoticeField,
});
export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;

export const appointmentStatusSchema = z.object({
  status: z.enum(appointmentStatuses, { error: m.statusInvalid }),
});

export const appointmentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Sayfa numarası en az 1 olmalıdır.').max(100_000).default(1),
});

export const slotsQuerySchema = z.object({
  date: z.string({ error: m.dateRequired }).refine((value) => isIsoDay(value), m.dateInvalid),
});

export const availabilitySchema = z
  .object({
    workingDays: z
      .array(z.number().int().min(1).max(7), { error: m.workingDaysRequired })
      .min(1, m.workingDaysRequired)
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
    startTime: timeField('Başlangıç saati gerekli.'),
    endTime: timeField('Bitiş saati gerekli.'),
    breaks: z
      .array(z.object({ start: timeField('Mola başlangıcı gerekli.'), end: timeField('Mola bitişi gerekli.') }))
      .max(5, 'En fazla 5 mola eklenebilir.')
      .default([]),
    slotMinutes: typedNumber(
      z.number({ error: m.slotMinutes }).int(m.slotMinutes).min(10, m.slotMinutes).max(240, m.slotMinutes),
    ),
    /** The online appointments' link, `{kod}` replaced by a new room code for each (issue #44); '' is none. */
    meetingUrlTemplate: textField()
      .trim()
      .max(MEETING_URL_MAX, m.meetingTemplateInvalid)
      .refine(
        (value) => value === '' || isMeetingUrl(value.replaceAll(MEETING_CODE_PLACEHOLDER, 'kod')),
        m.meetingTemplateInvalid,
      )
      .optional()
      .default(''),
    /** Until how many hours before its start a client may cancel or move an appointment (issue #44). */
    selfServiceCutoffHours: typedNumber(
      z
        .number({ error: m.cutoffHours })
        .int(m.cutoffHours)
        .min(0, m.cutoffHours)
        .max(SELF_SERVICE_CUTOFF_MAX_HOURS, m.cutoffHours),
    )
      .optional()
      .default(DEFAULT_SELF_SERVICE_CUTOFF_HOURS),
  })
  .superRefine((value, ctx) => {
    if (toMinutes(value.endTime) <= toMinutes(value.startTime))
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: m.endBeforeStart });
    value.breaks.forEach((range, index) => {
      if (toMinutes(range.end) <= toMinutes(range.start))
        ctx.addIssue({ code: 'custom', path: ['breaks', index, 'end'], message: m.breakEndBeforeStart });
      else if (range.start < value.startTime || range.end > value.endTime)
        ctx.addIssue({ code: 'custom', path: ['breaks', index, 'start'], message: m.breakOutside });
    });
  });
export type AvailabilityInput = z.input<typeof availabilitySchema>;

export const DAY_OFF_MAX_DAYS = 60;
export const DAY_OFF_LABEL_MAX = 80;

export const dayOffValidationMessages = {
  startRequired: 'Başlangıç tarihi gerekli.',
  dateInvalid: 'Geçerli bir tarih girin (gün.ay.yıl).',
  inPast: 'Geçmiş bir gün tatil olarak eklenemez.',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  tooLong: `Bir tatil veya izin en fazla ${DAY_OFF_MAX_DAYS} gün sürebilir.`,
  labelTooLong: `Açıklama en fazla ${DAY_OFF_LABEL_MAX} karakter olabilir.`,
  duplicate: 'Bu tarihler zaten tatil veya izin günleri arasında.',
} as const;

const d = dayOffValidationMessages;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A day off: one day, or a range when the end is given ('' is the start day itself). */
export const dayOffSchema = z
  .object({
    startDate: z
      .string({ error: d.startRequired })
      .trim()
      .min(1, d.startRequired)
      .refine((value) => isIsoDay(value), d.dateInvalid)
      .refine((value) => !isIsoDay(value) || value >= todayInIstanbul(), d.inPast),
    endDate: textField()
      .trim()
      .refine((value) => value === '' || isIsoDay(value), d.dateInvalid)
      .optional()
      .default(''),
    label: textField().trim().max(DAY_OFF_LABEL_MAX, d.labelTooLong).optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.endDate === '' || !isIsoDay(value.startDate) || !isIsoDay(value.endDate)) return;
    if (value.endDate < value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: d.endBeforeStart });
    else if (daysBetween(value.startDate, value.endDate) + 1 > DAY_OFF_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: d.tooLong });
  })
  .transform(({ startDate, endDate, label }) => ({ startDate, endDate: endDate || startDate, label }));
export type DayOffInput = z.input<typeof dayOffSchema>;
export type DayOffValues = z.output<typeof dayOffSchema>;
export type DayOff = { id: string; startDate: string; endDate: string; label: string };
/** The admin list of days off that have not ended yet, and the years the holiday preset would add. */
export type DaysOffList = { daysOff: DayOff[]; holidayYears: number[] };

/** The settings screen's hours, the online link template ('' is none) and the version it read them at (ADR 0053). */
export type VersionedAvailability = Availability & {
  meetingUrlTemplate: string;
  selfServiceCutoffHours: number;
  version: number;
};

export type Appointment = {
  id: string;
  clientName: string;
  phone: string;
  /** Where the reminders go; null when none was given. */
  email: string | null;
  purpose: AppointmentPurpose;
  date: string;
  time: string;
  status: AppointmentStatus;
  /** Who made it: the dietitian's panel, the public /randevu form, or the client from 'Randevularım'. */
  source: AppointmentSource;
  /** At the practice or by a video call (issue #44). */
  mode: AppointmentMode;
  /** The video call's link, for an online appointment only. */
  meetingUrl: string | null;
  createdAt: string;
  /** What the wizard sends back with its save (ADR 0053). */
  version: number;
};

export type AppointmentStatistics = {
  total: number;
  upcoming: number;
  completed: number;
  cancelled: number;
  /** Marked 'Gelmedi' (issue #44). */
  noShow: number;
  today: number;
};

/** The list screen in one answer: a page of appointments (date ascending) and the statistics. */
export type AppointmentPage = Page<Appointment> & { statistics: AppointmentStatistics };

export type FreeSlots = { date: string; slots: string[] };

/**
 * What the public booking page needs before a day is picked (GET /api/appointments/booking-calendar):
 * the days it may offer (today to BOOKING_DAYS_AHEAD days on, in Istanbul) and the practice's
 * working days (ISO weekdays, 1 = Monday), so the calendar offers no day without hours (issue #39),
 * and the window's closed days (days off and public holidays, ADR 0078).
 */
export type BookingCalendar = { firstDay: string; lastDay: string; workingDays: number[]; closedDays: string[] };

/** Where the booking page's loader reads: the API in the browser, the service on the server. */
export type PublicAppointmentsSource = { bookingCalendar: () => Promise<BookingCalendar> };

/** The admin wizard's steps (spec 2 §4: appointment 3 steps): personal, purpose, date and time. */
export const appointmentWizardSteps = [
  { title: 'Kişisel Bilgiler', fields: ['clientName', 'phone', 'email'] },
  { title: 'Randevu Amacı', fields: ['purpose', 'mode', 'meetingUrl'] },
  { title: 'Tarih ve Saat', fields: ['date', 'time'] },
] as const satisfies ReadonlyArray<{ title: string; fields: ReadonlyArray<keyof AppointmentInput> }>;

// Self-service (issue #44): a signed-in client's own appointments on 'Randevularım'. The client's
// name, phone and e-mail come from their account, never from the request.

/** A client's booking: what, how, when; the rest is the account's. */
export const myBookingSchema = z.object({
  purpose: z.enum(appointmentPurposes, { error: m.purposeRequired }),
  mode: z.enum(appointmentModes, { error: m.modeInvalid }).optional().default('in_person'),
  date: dayField.refine((value) => !isIsoDay(value) || value <= lastBookableDayFrom(todayInIstanbul()), m.dateTooFar),
  time: timeField(m.timeRequired),
});
export type MyBookingInput = z.input<typeof myBookingSchema>;
export type MyBooking = z.output<typeof myBookingSchema>;

/** Moving an appointment: the new day and time. */
export const moveAppointmentSchema = myBookingSchema.pick({ date: true, time: true });
export type MoveAppointmentInput = z.input<typeof moveAppointmentSchema>;

/** One of the client's own appointments as 'Randevularım' shows it. */
export type MyAppointment = {
  id: string;
  purpose: AppointmentPurpose;
  date: string;
  time: string;
  status: AppointmentStatus;
  mode: AppointmentMode;
  meetingUrl: string | null;
  /** Whether it may still be cancelled or moved: upcoming and the cut-off not yet reached (the server decides). */
  canChange: boolean;
};

/** GET /api/me/appointments: the whole screen in one answer. */
export type MyAppointments = {
  /** Upcoming ones, soonest first. */
  upcoming: MyAppointment[];
  /** Past, cancelled, completed and missed ones, latest first. */
  past: MyAppointment[];
  /** The practice's cut-off in hours (the explanation names it). */
  cutoffHours: number;
  /** The practice's phone for a change past the cut-off; null when the settings have none. */
  contactPhone: string | null;
  /** Whether an online appointment may be booked (the practice has a meeting-link template). */
  isOnlineAvailable: boolean;
  /** The bookable window, working days and closed days (as the public calendar). */
  calendar: BookingCalendar;
};
