// Appointment reminders (issue #44): an e-mail 24 hours and 2 hours before the appointment, to the
// address the booking gave. Zod-free: the booking page and the server both read these.

export const appointmentReminderKinds = ['day_before', 'two_hours_before'] as const;
export type AppointmentReminderKind = (typeof appointmentReminderKinds)[number];

/** How long before the start each reminder is due. */
export const REMINDER_LEAD_MS: Record<AppointmentReminderKind, number> = {
  day_before: 24 * 3600_000,
  two_hours_before: 2 * 3600_000,
};

export const appointmentReminderMessages = {
  emailLabel: 'E-posta (isteğe bağlı)',
  emailHint: 'Randevunuzdan 24 saat ve 2 saat önce hatırlatma e-postası gönderilir.',
  emailInvalid: 'Geçerli bir e-posta adresi giriniz',
} as const;
