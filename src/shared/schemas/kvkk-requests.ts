import { emailField } from '../fields/email-field.ts';
import { queryInteger } from '../fields/number-field.ts';
import { textField } from '../fields/text-field.ts';
import {
  KVKK_ANSWER_TEXT_MAX,
  KVKK_NAME_MAX,
  KVKK_REQUEST_TEXT_MAX,
  type KvkkRequestKind,
  kvkkRequestKinds,
  type KvkkRequestStatus,
} from '../kvkk-request-constants.ts';
import type { Page } from '../paging.ts';
import { z } from '../zod-turkish.ts';

// KVKK Article 11 requests (issue #43, ADR 0085): one schema for the client's form in 'Verilerim',
// the visitor's public form (with name and e-mail), the e-mail link's token, and the dietitian's answer.

export {
  KVKK_ANSWER_TEXT_MAX,
  KVKK_REQUEST_TEXT_MAX,
  kvkkRequestKindLabels,
  kvkkRequestKindShortLabels,
  kvkkRequestStatusLabels,
} from '../kvkk-request-constants.ts';

export const kvkkRequestsValidationMessages = {
  kindRequired: 'Başvuru konusunu seçin.',
  bodyRequired: 'Talebinizi kısaca açıklayın.',
  bodyTooLong: `Açıklama en fazla ${KVKK_REQUEST_TEXT_MAX} karakter olabilir.`,
  nameRequired: 'Ad soyad gerekli.',
  nameTooLong: `Ad soyad en fazla ${KVKK_NAME_MAX} karakter olabilir.`,
  emailRequired: 'E-posta adresi gerekli.',
  emailInvalid: 'Geçerli bir e-posta adresi girin.',
  tokenInvalid: 'Onay bağlantısı geçersiz.',
  outcomeRequired: 'Sonucu seçin: yanıtlandı ya da reddedildi.',
  answerRequired: 'Başvuru sahibine gönderilecek yanıtı yazın.',
  answerTooLong: `Yanıt en fazla ${KVKK_ANSWER_TEXT_MAX} karakter olabilir.`,
} as const;

const m = kvkkRequestsValidationMessages;

const requestFields = {
  kind: z.enum(kvkkRequestKinds, { error: m.kindRequired }),
  body: textField({ error: m.bodyRequired, multiline: true })
    .trim()
    .min(1, m.bodyRequired)
    .max(KVKK_REQUEST_TEXT_MAX, m.bodyTooLong),
};

/** The client's request from 'Verilerim': who they are comes from the session. */
export const createKvkkRequestSchema = z.object(requestFields);
export type CreateKvkkRequest = z.output<typeof createKvkkRequestSchema>;
export type CreateKvkkRequestInput = z.input<typeof createKvkkRequestSchema>;

/** The visitor's request from the public form: queued only once the e-mailed link is opened. */
export const publicKvkkRequestSchema = z.object({
  name: textField({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(KVKK_NAME_MAX, m.nameTooLong),
  email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
  ...requestFields,
});
export type PublicKvkkRequest = z.output<typeof publicKvkkRequestSchema>;
export type PublicKvkkRequestInput = z.input<typeof publicKvkkRequestSchema>;

/** The e-mail link's token, posted by the confirming page. */
export const verifyKvkkRequestSchema = z.object({
  token: textField({ error: m.tokenInvalid }).trim().min(20, m.tokenInvalid).max(100, m.tokenInvalid),
});

/** The dietitian's queue: open (Yeni, İşlemde) or closed (Yanıtlandı, Reddedildi), paged. */
export const kvkkRequestListQuerySchema = z.object({
  state: z.enum(['open', 'closed'], { error: 'Geçersiz filtre.' }).optional().default('open'),
  page: queryInteger({ min: 1, max: 100_000, fallback: 1, message: 'Sayfa numarası en az 1 olmalıdır.' }),
});
export type KvkkRequestListQuery = z.output<typeof kvkkRequestListQuerySchema>;

/** The dietitian's answer, which closes the request and is mailed to the requester. */
export const answerKvkkRequestSchema = z.object({
  outcome: z.enum(['answered', 'rejected'], { error: m.outcomeRequired }),
  answer: textField({ error: m.answerRequired, multiline: true })
    .trim()
    .min(1, m.answerRequired)
    .max(KVKK_ANSWER_TEXT_MAX, m.answerTooLong),
});
export type AnswerKvkkRequest = z.output<typeof answerKvkkRequestSchema>;
export type AnswerKvkkRequestInput = z.input<typeof answerKvkkRequestSchema>;

/** A request as the client sees it in 'Verilerim'. */
export type MyKvkkRequest = {
  id: string;
  kind: KvkkRequestKind;
  body: string;
  status: KvkkRequestStatus;
  receivedAt: string;
  /** The last day of the answer (Istanbul, YYYY-MM-DD): 30 days after it was received. */
  deadlineDay: string;
  answer: string | null;
  answeredAt: string | null;
};

/** A request in the dietitian's queue. */
export type KvkkRequestItem = MyKvkkRequest & {
  requesterName: string;
  requesterEmail: string;
  /** Null for a visitor without an account. */
  clientId: string | null;
  /** Days until the deadline day, today (Istanbul) counted as 0; negative once it has passed. */
  daysLeft: number;
};

export type KvkkRequestPage = Page<KvkkRequestItem>;
