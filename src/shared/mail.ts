// Mail status as the admin panel shows it (GET /api/admin/mail/status).

export const mailNotConfiguredMessage =
  'E-posta gönderimi yapılandırılmamış. Mailler kuyrukta bekliyor; SMTP ayarları (SMTP_URL, MAIL_FROM) girildiğinde gönderilecek.';

export type MailStatusSummary = {
  isConfigured: boolean;
  /** The Turkish notice to show when mail is not configured; null when it is. */
  message: string | null;
  /** Waiting to be sent (including retries after a failed attempt). */
  queued: number;
  /** Given up after repeated rejections by the SMTP server. */
  failed: number;
  sentLast24Hours: number;
  /** The last error of a mail still waiting, for the admin to see why. */
  lastError: string | null;
};
