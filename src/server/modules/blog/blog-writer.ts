import { generateText } from 'ai';
import { blogErrorMessages } from '../../../shared/schemas/blog.ts';
import { richTextToPlainText } from '../../../shared/rich-text.ts';
import { sanitizeRichText } from '../../rich-text/sanitizer.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { createLanguageModel } from '../../ai/ai-provider.ts';

const WRITING_TIMEOUT_MS = 120_000;

// The blog form's "generate with AI" (spec 3 §7 "Generative text call"): the title in, a Turkish SEO
// article of at least 500 words with sections out. The model is asked for simple HTML, and what it
// answers is sanitised with the app's allow-list before it reaches the editor (a model's output is
// untrusted text like any other).
const systemPrompt = [
  'Sen bir diyetisyen kliniği için Türkçe blog yazıları yazan deneyimli bir içerik yazarısın.',
  'Yanıtını yalnızca Türkçe yaz.',
  'Arama motorları için uygun, en az 500 kelimelik, bölümlere ayrılmış bir blog yazısı yaz.',
  'Biçim olarak yalnızca şu HTML etiketlerini kullan: <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>.',
  'Başlığı tekrar yazma; <html>, <body>, Markdown veya kod bloğu kullanma.',
  'Tıbbi tanı koyma; gerektiğinde bir uzmana başvurulmasını öner.',
].join('\n');

/** Strips a ```html fence some models wrap their answer in. */
const unfence = (text: string) =>
  text
    .replace(/^```(?:html)?\s*/i, '')
    .replace(/```\s*$/, '')
    .trim();

/**
 * Writes a draft article for a title. No provider: 503 with a Turkish text; a failure or an empty
 * answer: 502 with the spec's "Blog içeriği oluşturulurken bir hata oluştu".
 */
export async function generateBlogContent(env: Env, title: string): Promise<string> {
  const model = createLanguageModel(env);
  if (!model) throw new AppError('ai_not_configured', blogErrorMessages.aiNotConfigured);
  let text: string;
  try {
    const result = await generateText({
      model,
      system: systemPrompt,
      prompt: `Blog yazısının başlığı: ${title}`,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(WRITING_TIMEOUT_MS),
    });
    text = unfence(result.text.trim());
  } catch (error) {
    console.error('[ai] blog content failed:', error instanceof Error ? error.message : error);
    throw new AppError('ai_failed', blogErrorMessages.aiFailed, { cause: error });
  }
  const html = sanitizeRichText(/<[a-z][\s\S]*>/i.test(text) ? text : toParagraphs(text));
  if (!richTextToPlainText(html)) throw new AppError('ai_empty', blogErrorMessages.aiFailed);
  return html;
}

/** A plain-text answer becomes paragraphs (escaped; the sanitiser then sees plain text only). */
function toParagraphs(text: string): string {
  const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeText(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
