import { typedNumber } from '../fields/number-field.ts';
import { textField } from '../fields/text-field.ts';
import { richTextToPlainText } from '../rich-text.ts';
import { z } from '../zod-turkish.ts';

// Blog management (spec 3 §2.10 "Blog management", §5 "Blog", §9): one schema for the admin's blog
// form and the route. The slug is made by the server from the title (src/shared/text.ts slugify, made
// unique); the HTML content is sanitised by the server on save (src/shared/rich-text.ts).

export const BLOG_TITLE_MAX = 200;
export const BLOG_SUMMARY_MAX = 600;
export const BLOG_AUTHOR_MAX = 120;
export const BLOG_CONTENT_MAX = 200_000;
export const BLOG_META_TITLE_MAX = 200;
export const BLOG_META_DESCRIPTION_MAX = 500;
export const BLOG_READ_TIME_DEFAULT = 5;
export const BLOG_READ_TIME_MIN = 1;
export const BLOG_READ_TIME_MAX = 600;
export const BLOG_KEYWORDS_MAX = 30;
/** The spec's editor height (§9). */
export const BLOG_EDITOR_HEIGHT_PX = 500;

export const blogValidationMessages = {
  titleRequired: 'Başlık gerekli.',
  summaryRequired: 'Özet gerekli.',
  authorRequired: 'Yazar gerekli.',
  contentRequired: 'İçerik gerekli.',
  readTimeMin: 'Okuma süresi en az 1 dakika olmalıdır.',
  readTimeInteger: 'Okuma süresi tam sayı olmalıdır.',
  titleForAi: 'Lütfen önce bir başlık girin',
} as const;

/** "a, b ,, c" → ["a", "b", "c"]: comma-separated, trimmed, empty ones dropped, each once (spec §5). */
export function parseKeywords(text: string): string[] {
  const keywords = text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return [...new Set(keywords)];
}

const optionalText = (max: number, label: string) =>
  textField()
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir.`)
    .nullish()
    .transform((value) => (value ? value : null));

export const blogPostInputSchema = z.object({
  title: textField({ error: blogValidationMessages.titleRequired })
    .trim()
    .min(1, blogValidationMessages.titleRequired)
    .max(BLOG_TITLE_MAX, `Başlık en fazla ${BLOG_TITLE_MAX} karakter olabilir.`),
  summary: textField({ error: blogValidationMessages.summaryRequired, multiline: true })
    .trim()
    .min(1, blogValidationMessages.summaryRequired)
    .max(BLOG_SUMMARY_MAX, `Özet en fazla ${BLOG_SUMMARY_MAX} karakter olabilir.`),
  author: textField({ error: blogValidationMessages.authorRequired })
    .trim()
    .min(1, blogValidationMessages.authorRequired)
    .max(BLOG_AUTHOR_MAX, `Yazar en fazla ${BLOG_AUTHOR_MAX} karakter olabilir.`),
  content: textField({ error: blogValidationMessages.contentRequired, multiline: true })
    .max(BLOG_CONTENT_MAX, 'İçerik çok uzun.')
    .refine((html) => richTextToPlainText(html) !== '', blogValidationMessages.contentRequired),
  readTime: typedNumber(
    z
      .number({ error: blogValidationMessages.readTimeInteger })
      .int(blogValidationMessages.readTimeInteger)
      .min(BLOG_READ_TIME_MIN, blogValidationMessages.readTimeMin)
      .max(BLOG_READ_TIME_MAX, `Okuma süresi en fazla ${BLOG_READ_TIME_MAX} dakika olabilir.`)
      .default(BLOG_READ_TIME_DEFAULT),
  ),
  /** Comma-separated in the form; stored as a list. */
  keywords: textField()
    .max(2000, 'Anahtar kelimeler çok uzun.')
    .default('')
    .transform(parseKeywords)
    .refine((list) => list.length <= BLOG_KEYWORDS_MAX, `En fazla ${BLOG_KEYWORDS_MAX} anahtar kelime girilebilir.`),
  metaTitle: optionalText(BLOG_META_TITLE_MAX, 'Meta başlık'),
  metaDescription: optionalText(BLOG_META_DESCRIPTION_MAX, 'Meta açıklama'),
  /** The key of an image uploaded through the upload field (kind 'content'); null for none. */
  imageKey: textField()
    .max(200)
    .nullish()
    .transform((value) => value ?? null),
  isActive: z.boolean().default(true),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostValues = z.output<typeof blogPostInputSchema>;

export const blogPostActiveSchema = z.object({ isActive: z.boolean({ error: 'Durum belirtilmeli.' }) });

export const blogContentRequestSchema = z.object({
  title: textField({ error: blogValidationMessages.titleForAi })
    .trim()
    .min(1, blogValidationMessages.titleForAi)
    .max(BLOG_TITLE_MAX, `Başlık en fazla ${BLOG_TITLE_MAX} karakter olabilir.`),
});

/** A post as the admin screen sees it (every field, also unpublished ones). */
export type AdminBlogPost = {
  id: string;
  /** What the edit form sends back with its save (ADR 0053). */
  version: number;
  title: string;
  slug: string;
  summary: string;
  author: string;
  content: string;
  imageUrl: string | null;
  imageKey: string | null;
  readTime: number;
  isActive: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string[];
  viewCount: number;
  createdAt: string;
  updatedAt: string;
};

export type AdminBlogList = { posts: AdminBlogPost[] };

export const blogErrorMessages = {
  postNotFound: 'Blog yazısı bulunamadı.',
  slugTaken: 'Bu başlıkla bir yazı zaten var. Lütfen başlığı değiştirin.',
  aiFailed: 'Blog içeriği oluşturulurken bir hata oluştu',
  aiNotConfigured:
    'Yapay zekâ ile içerik oluşturma yapılandırılmamış. Bu özelliği kullanmak için sunucu yöneticisinin bir yapay zekâ sağlayıcısı tanımlaması gerekir.',
} as const;
