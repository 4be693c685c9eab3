// The appointments' fixed lists and numbers (spec 2 "Appointments", spec 3 §2.9), without zod: the
// public booking page imports them from here so that it paints without the validation library
// (ADR 0026). src/shared/schemas/appointments.ts re-exports them for the schemas, server and forms.

import { addDays } from './dates.ts';

export const appointmentPurposes = ['weight_loss', 'weight_gain', 'skin_care'] as const;
export type AppointmentPurpose = (typeof appointmentPurposes)[number];
export const appointmentPurposeLabels: Record<AppointmentPurpose, string> = {
  weight_loss: 'Kilo Verme',
  weight_gain: 'Kilo Alma',
  skin_care: 'Cilt Bakımı',
};

/** The spec's three, and 'Gelmedi' for a client who did not come (issue #44). */
export const appointmentStatuses = ['upcoming', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  upcoming: 'Yaklaşan',
  completed: 'Tamamlandı',
  cancelled: 'İptal Edildi',
  no_show: 'Gelmedi',
};

export const CLIENT_NAME_MAX = 120;
export const APPOINTMENTS_PAGE_SIZE = 20;
/** How far ahead a visitor may book (the public form's date picker stops there too). */
export const BOOKING_DAYS_AHEAD = 90;

/** The last day a visitor may book, counted from today (YYYY-MM-DD in Istanbul). */
export const lastBookableDayFrom = (today: string) => addDays(today, BOOKING_DAYS_AHEAD);

/** How the appointment is held (issue #44): at the practice, or by a video call. */
export const appointmentModes = ['in_person', 'online'] as const;
export type AppointmentMode = (typeof appointmentModes)[number];
export const appointmentModeLabels: Record<AppointmentMode, string> = {
  in_person: 'Yüz yüze',
  online: 'Online',
};

export const MEETING_URL_MAX = 500;
/** Where the practice's link template puts a new room's code, e.g. https://meet.jit.si/denge-{kod}. */
export const MEETING_CODE_PLACEHOLDER = '{kod}';

/** Who made an appointment: the dietitian's panel, the public /randevu form, or a client from 'Randevularım'. */
export const appointmentSources = ['admin', 'public', 'client'] as const;
export type AppointmentSource = (typeof appointmentSources)[number];

/** How many hours before its start a client may cancel or move an appointment, unless the practice sets otherwise. */
export const DEFAULT_SELF_SERVICE_CUTOFF_HOURS = 24;
/** The longest cut-off the settings accept: two weeks. */
export const SELF_SERVICE_CUTOFF_MAX_HOURS = 336;

/** What a client did to an appointment from 'Randevularım', as the admins' live event says it. */
export type SelfServiceAction = 'booked' | 'cancelled' | 'moved';

/** The admins' live event of a client's change (APPOINTMENT_CHANGED_EVENT). */
export type AppointmentChange = {
  appointmentId: string;
  action: SelfServiceAction;
  clientName: string;
  date: string;
  time: string;
};

/** The explanation a client sees where the buttons were, and the server's 409 past the cut-off. */
export function describeCutoffPassed(cutoffHours: number, contactPhone: string | null): string {
  const call = contactPhone ? `Lütfen bizi arayın: ${contactPhone}` : 'Lütfen bizi arayın.';
  return `Randevunuza ${cutoffHours} saatten az kaldığı için değişiklik yapılamaz. ${call}`;
}

/** The booking page's address parameter that opens the waitlist's leave box with the mail's token (ADR 0088). */
export const WAITLIST_LEAVE_PARAM = 'bekleme-listesinden-cik';

/** The booking page's address parameter that opens a visitor's appointment from its mail's signed link (ADR 0089). */
export const VISITOR_APPOINTMENT_PARAM = 'randevum';
