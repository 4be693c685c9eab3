import { isIsoDay, todayInIstanbul } from '../dates.ts';
import { z } from '../zod-turkish.ts';
import { CLIENT_NAME_MAX, lastBookableDayFrom } from '../appointment-constants.ts';
import { emailField } from '../fields/email-field.ts';
import { phoneField } from '../fields/phone-field.ts';
import { textField } from '../fields/text-field.ts';

// The waitlist of a full day (issue #44, ADR 0088): the public form (visitor), the client's join
// from 'Randevularım' (the account's name and e-mail) and the leave link's token.

export const waitlistValidationMessages = {
  nameRequired: 'Ad soyad gerekli.',
  nameTooLong: `Ad soyad en fazla ${CLIENT_NAME_MAX} karakter olabilir.`,
  emailRequired: 'E-posta adresi gerekli.',
  emailInvalid: 'Geçerli bir e-posta adresi girin.',
  phoneRequired: 'Telefon numarası gerekli.',
  phoneInvalid: 'Geçerli bir telefon numarası giriniz',
  dateRequired: 'Tarih gerekli.',
  dateInvalid: 'Geçerli bir tarih girin.',
  dateInPast: 'Geçmiş bir gün için bekleme listesine katılamazsınız.',
  dateTooFar: 'Bu gün için henüz randevu alınamıyor.',
  tokenInvalid: 'Bağlantı geçersiz.',
} as const;

const m = waitlistValidationMessages;

const waitlistDayField = textField({ error: m.dateRequired })
  .trim()
  .min(1, m.dateRequired)
  .refine((value) => isIsoDay(value), m.dateInvalid)
  .refine((value) => !isIsoDay(value) || value >= todayInIstanbul(), m.dateInPast)
  .refine((value) => !isIsoDay(value) || value <= lastBookableDayFrom(todayInIstanbul()), m.dateTooFar);

/** A visitor joins the waitlist of a full day: name, e-mail and phone; `website` is the honeypot. */
export const waitlistJoinSchema = z.object({
  date: waitlistDayField,
  name: textField({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(CLIENT_NAME_MAX, m.nameTooLong),
  email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
  phone: phoneField({ required: m.phoneRequired, invalid: m.phoneInvalid }),
  website: textField().max(500).optional().default(''),
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** A signed-in client joins: only the day; the rest is their account's. */
export const myWaitlistJoinSchema = z.object({ date: waitlistDayField });
export type MyWaitlistJoinInput = z.input<typeof myWaitlistJoinSchema>;

/** The leave link's token (from the mail). */
export const waitlistLeaveSchema = z.object({
  token: textField({ error: m.tokenInvalid }).trim().min(20, m.tokenInvalid).max(100, m.tokenInvalid),
});

/** The answer to a join: the day, nothing of the person. */
export type WaitlistJoined = { date: string };

/** One person waiting (or already offered a slot) on the dietitian's list, 'Bekleme Listesi'. */
export type AdminWaitlistEntry = {
  id: string;
  date: string;
  name: string;
  email: string;
  phone: string | null;
  /** A signed-in client's entry (their account); null for a visitor's. */
  clientId: string | null;
  joinedAt: string;
  /** When the freed slot's mail went to them, and which time it offered; null while still waiting. */
  notifiedAt: string | null;
  notifiedTime: string | null;
};
