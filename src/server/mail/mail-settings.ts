import type { Env } from '../env.ts';

/** Mail as the app sees it: configured only when both SMTP_URL and MAIL_FROM are set. */
export type MailSettings = { isConfigured: boolean; smtpUrl: string | null; from: string | null };

export function readMailSettings(env: Env): MailSettings {
  const smtpUrl = env.SMTP_URL ?? null;
  const from = env.MAIL_FROM ?? null;
  return { isConfigured: Boolean(smtpUrl && from), smtpUrl, from };
}
