import { type ModelMessage, streamText } from 'ai';
import type { Env } from '../env.ts';
import { createLanguageModel } from './ai-provider.ts';

const COACH_TIMEOUT_MS = 90_000;

/**
 * The life coach's persona (spec 2 §7): health, nutrition, vitamins, supplements, exercise, weight,
 * stress and motivation; always in Turkish; a doctor for anything serious.
 */
export const lifeCoachSystemPrompt = [
  'Sen "Sağlık Uzmanı" adında, bir diyetisyen kliniğinin yapay zekâ destekli yaşam koçusun.',
  'Sağlık, beslenme, vitaminler, besin takviyeleri ve takviye ürünleri, egzersiz, kilo yönetimi, stres ve motivasyon konularında yardımcı oluyorsun.',
  'Yanıtlarını her zaman Türkçe yaz; sade, sıcak ve uygulanabilir öneriler ver; gerektiğinde kısa maddeler kullan.',
  'Tanı koyma ve ilaç önerme. Ciddi, süregelen ya da acil bir sağlık sorunu belirtisi varsa mutlaka bir hekime başvurulmasını öner.',
  'Konu dışı sorularda nazikçe sağlıklı yaşam konularına yönlendir.',
].join('\n');

/** The reply as it is generated: its text pieces, and failures as thrown errors. */
export type CoachReplyStream = AsyncGenerator<string, void, undefined>;

export class CoachReplyError extends Error {}

/**
 * Asks the configured model (null when none is configured) for the next reply of a conversation and
 * yields its text as it arrives. A provider error, a cut stream (no finish reason) or an abort throw.
 */
export function streamLifeCoachReply(
  env: Env,
  params: { history: ModelMessage[]; question: string; signal?: AbortSignal },
): CoachReplyStream | null {
  const model = createLanguageModel(env);
  if (!model) return null;
  const signals = [AbortSignal.timeout(COACH_TIMEOUT_MS), ...(params.signal ? [params.signal] : [])];
  const result = streamText({
    model,
    system: lifeCoachSystemPrompt,
    messages: [...params.history, { role: 'user', content: params.question }],
    maxRetries: 1,
    abortSignal: AbortSignal.any(signals),
    // Failures reach readTextPieces as error parts and are logged once by the caller, without the SDK's dump.
    onError: () => {},
  });
  return readTextPieces(result.fullStream);
}

async function* readTextPieces(parts: AsyncIterable<{ type: string } & Record<string, unknown>>): CoachReplyStream {
  for await (const part of parts) {
    if (part.type === 'text-delta' && typeof part.text === 'string') {
      if (part.text) yield part.text;
    } else if (part.type === 'error') {
      throw new CoachReplyError('the provider failed', { cause: part.error });
    } else if (part.type === 'abort') {
      throw new CoachReplyError('the reply was aborted');
    } else if (part.type === 'finish' && part.finishReason === 'error') {
      // The provider's stream ended without saying it was done: a cut connection.
      throw new CoachReplyError('the reply stream was cut');
    }
  }
}
