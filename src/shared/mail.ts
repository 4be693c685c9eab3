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

/**
 * Where a mailbox provider POSTs when the reader presses its own 'unsubscribe' on a bulk mail (RFC 8058,
 * the List-Unsubscribe header; the recipient's token in the query). A server's POST carries no Origin and
 * a form body, so the API's cross-site check lets this one path through: the token is the key.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/mail/unsubscribe/one-click';
