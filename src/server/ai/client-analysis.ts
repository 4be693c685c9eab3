import { generateText } from 'ai';
import { genderLabels } from '../../shared/constants.ts';
import { type Measurement, measurementFields, measurementKeys } from '../../shared/schemas/measurements.ts';
import type { Env } from '../env.ts';
import { AppError } from '../errors.ts';
import { reportAnalysisMessages } from '../../shared/schemas/reports.ts';
import { createLanguageModel } from './ai-provider.ts';

export const aiNotConfiguredError = () => new AppError('ai_not_configured', reportAnalysisMessages.notConfigured);

const ANALYSIS_TIMEOUT_MS = 60_000;

const systemPrompt = [
  'Sen deneyimli bir diyetisyen asistanısın. Bir diyetisyene, danışanının vücut ölçümlerini yorumlamasında yardım ediyorsun.',
  'Yanıtını yalnızca Türkçe yaz.',
  'Ölçümleri değerlendir: kilo, yağ, su ve kas oranı, karın yağı, kemik kütlesi, metabolik yaş ve çevre ölçümleri.',
  'Birden çok ölçüm varsa zaman içindeki değişimi yorumla; olumlu gelişmeleri ve dikkat gereken noktaları belirt.',
  'Beslenme, su tüketimi ve egzersiz için somut, uygulanabilir öneriler ver.',
  'Tanı koyma; ciddi bir sağlık sorunu işareti görürsen bir hekime başvurulmasını öner.',
  'Kısa başlıklar ve maddeler kullan; 250-400 kelimeyi geçme.',
].join('\n');

export type AnalysisSubject = {
  gender: keyof typeof genderLabels;
  age: number;
  /** Newest first; the newest few are sent. */
  measurements: Measurement[];
};

/** The user prompt: no name, e-mail or phone leaves the server, only what the analysis needs. */
export function buildAnalysisPrompt(subject: AnalysisSubject): string {
  const lines = subject.measurements.map((m) => {
    const values = measurementKeys.map((key) => {
      const field = measurementFields[key];
      return `${field.label}: ${m[key]}${field.unit === 'yaş' ? '' : ` ${field.unit}`}`;
    });
    return `- ${m.measurementDate}: ${values.join(', ')}`;
  });
  return [
    `Danışan: ${genderLabels[subject.gender]}, ${subject.age} yaşında.`,
    `Son ölçümler (en yeniden eskiye):`,
    ...lines,
    '',
    'Bu ölçümlere göre danışanın durumunu analiz et ve önerilerini yaz.',
  ].join('\n');
}

/**
 * Asks the configured model for a Turkish analysis of the latest measurements. No provider: 503 with
 * a Turkish text; a failure or an empty reply (spec 2 §7): 502 with the spec's analysis failure text.
 */
export async function generateClientAnalysis(env: Env, subject: AnalysisSubject): Promise<string> {
  const model = createLanguageModel(env);
  if (!model) throw aiNotConfiguredError();
  let text: string;
  try {
    const result = await generateText({
      model,
      system: systemPrompt,
      prompt: buildAnalysisPrompt(subject),
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(ANALYSIS_TIMEOUT_MS),
    });
    text = result.text.trim();
  } catch (error) {
    console.error('[ai] client analysis failed:', error instanceof Error ? error.message : error);
    throw new AppError('ai_failed', reportAnalysisMessages.failed, { cause: error });
  }
  if (!text) throw new AppError('ai_empty', reportAnalysisMessages.failed);
  return text;
}
