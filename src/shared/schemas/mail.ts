import { UUID_PATTERN } from '../fields/id-field.ts';
import { textField } from '../fields/text-field.ts';
import { z } from '../zod-turkish.ts';

// Bulk mail (spec 3 §2.10 "Mail management", §4 "Mail", §5 "Mail", §8 "Mail") under the Turkish
// commercial e-mail rules (İYS): only clients who consented receive it, and every mail carries a link
// that withdraws the consent without signing in. One schema for the composer and the route.

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_CONTENT_MAX = 20_000;
export const MAIL_RECIPIENTS_MAX = 1000;
export const MAIL_RECENT_SENDS = 20;

export const mailValidationMessages = {
  subjectAndContent: 'Lütfen konu ve içerik alanlarını doldurun',
  noClient: 'Lütfen en az bir danışan seçin',
  invalidClient: 'Geçersiz danışan seçimi.',
} as const;

export const mailErrorMessages = {
  noConsentingRecipient:
    'Seçilen danışanların hiçbiri ticari e-posta almaya izin vermemiş. İzin vermeyen danışanlara toplu mail gönderilemez.',
  unknownClient: 'Seçilen danışanlardan biri bulunamadı. Listeyi yenileyip tekrar deneyin.',
  invalidUnsubscribeLink: 'Abonelikten çıkma bağlantısı geçersiz veya eski. Lütfen e-postadaki bağlantıyı kullanın.',
} as const;

export const sendBulkMailSchema = z.object({
  subject: textField({ error: mailValidationMessages.subjectAndContent })
    .trim()
    .min(1, mailValidationMessages.subjectAndContent)
    .max(MAIL_SUBJECT_MAX, `Konu en fazla ${MAIL_SUBJECT_MAX} karakter olabilir.`),
  content: textField({ error: mailValidationMessages.subjectAndContent, multiline: true })
    .trim()
    .min(1, mailValidationMessages.subjectAndContent)
    .max(MAIL_CONTENT_MAX, `İçerik en fazla ${MAIL_CONTENT_MAX} karakter olabilir.`),
  clientIds: z
    .array(z.string().regex(UUID_PATTERN, mailValidationMessages.invalidClient), {
      error: mailValidationMessages.noClient,
    })
    .min(1, mailValidationMessages.noClient)
    .max(MAIL_RECIPIENTS_MAX, `Bir seferde en fazla ${MAIL_RECIPIENTS_MAX} danışana mail gönderilebilir.`),
});
export type SendBulkMailInput = z.input<typeof sendBulkMailSchema>;
export type SendBulkMail = z.output<typeof sendBulkMailSchema>;

export const mailRecipientQuerySchema = z.object({
  search: textField().trim().max(100, 'Arama en fazla 100 karakter olabilir.').default(''),
});

/** A client in the composer's picker, with the state of their commercial e-mail consent. */
export type MailRecipient = {
  id: string;
  name: string;
  email: string;
  hasConsent: boolean;
  /** When the consent was last given or withdrawn; null when the client never answered. */
  consentChangedAt: string | null;
};
export type MailRecipientList = { recipients: MailRecipient[]; total: number; consentingTotal: number };

export type SendBulkMailResult = { sendId: string; queuedCount: number; skippedCount: number };

export const mailDeliveryStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailDeliveryStatus = (typeof mailDeliveryStatuses)[number];
export const mailDeliveryStatusLabels: Record<MailDeliveryStatus, string> = {
  pending: 'Kuyrukta',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  failed: 'Gönderilemedi',
};

export type MailSendRecipient = {
  name: string;
  email: string;
  status: MailDeliveryStatus;
  sentAt: string | null;
  lastError: string | null;
};
export type MailSendSummary = {
  id: string;
  subject: string;
  createdAt: string;
  recipientCount: number;
  skippedCount: number;
  recipients: MailSendRecipient[];
};
export type MailSendList = { sends: MailSendSummary[] };

/** The client's own consent (profile area). */
export type MailConsent = { isConsented: boolean; changedAt: string | null };
export const mailConsentSchema = z.object({ isConsented: z.boolean({ error: 'İzin durumu belirtilmeli.' }) });

/** The one-click address's query (RFC 8058): the token; anything else in it is ignored. */
export const oneClickUnsubscribeQuerySchema = z.object({
  token: textField({ error: mailErrorMessages.invalidUnsubscribeLink })
    .trim()
    .min(1, mailErrorMessages.invalidUnsubscribeLink)
    .max(200, mailErrorMessages.invalidUnsubscribeLink),
});

export const unsubscribeSchema = z.object({
  token: textField({ error: mailErrorMessages.invalidUnsubscribeLink })
    .trim()
    .min(1, mailErrorMessages.invalidUnsubscribeLink)
    .max(200, mailErrorMessages.invalidUnsubscribeLink),
});
