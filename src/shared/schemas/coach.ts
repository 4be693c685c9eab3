import { textField } from '../fields/text-field.ts';
import { z } from '../zod-turkish.ts';

// The life-coach chat (spec 2 "Life-coach chat", §5, §7, §8): one conversation per admin, answered by
// the configured AI provider on the server and streamed to the page as it is generated.

export const coachMessageRoles = ['user', 'assistant'] as const;
export type CoachMessageRole = (typeof coachMessageRoles)[number];

export const COACH_QUESTION_MAX = 2000;
/** How many earlier messages go to the model with a new question (the conversation's context). */
export const COACH_HISTORY_LIMIT = 20;

export const coachValidationMessages = {
  /** Spec 2 §5/§8: the empty-question text. */
  emptyQuestion: 'Lütfen bir soru sorun veya danışmak istediğiniz konuyu belirtin.',
  tooLong: `Soru en fazla ${COACH_QUESTION_MAX} karakter olabilir.`,
} as const;

export const coachErrorTexts = {
  /** Spec 2 §8: the failure bubble. */
  failed: 'Üzgünüm, şu anda yanıt üretirken bir hata oluştu. Lütfen tekrar deneyin.',
  notConfigured:
    'Yaşam koçu yapılandırılmamış: sunucuda bir yapay zekâ sağlayıcısı tanımlı değil. Lütfen sistem yöneticinize başvurun.',
} as const;

export const askCoachSchema = z.object({
  content: textField({ multiline: true, error: coachValidationMessages.emptyQuestion })
    .trim()
    .min(1, coachValidationMessages.emptyQuestion)
    .max(COACH_QUESTION_MAX, coachValidationMessages.tooLong),
});

export type CoachMessage = { id: string; role: CoachMessageRole; content: string; createdAt: string };

/** The chat screen in one answer: the admin's conversation and whether a provider is configured. */
export type CoachConversation = { messages: CoachMessage[]; isConfigured: boolean };

/**
 * The answer of POST /api/admin/coach/messages once the reply has begun: newline-delimited JSON
 * events. `delta` carries the next piece of the reply, `done` the stored pair, `error` a failure
 * after the reply had begun (nothing is stored then).
 */
export type CoachStreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; question: CoachMessage; answer: CoachMessage }
  | { type: 'error'; message: string };
