import { legalTextPaths, legalTextTitles } from '../../../../shared/legal-text-constants.ts';
import type { BlogPost, PublicSite } from '../../../../shared/schemas/content.ts';
import type { CurrentLegalText } from '../../../../shared/schemas/legal-texts.ts';
import type { PageMeta } from '../../../../shared/ssr.ts';

// The pages' search-engine and sharing tags (rendered into <head> by the server, kept in step with
// client-side navigation by usePageTitle): the home page from the site settings, posts from their
// own meta fields, schema.org LocalBusiness/Dietitian for the practice and Article for posts.

export function practiceJsonLd(site: PublicSite, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'Dietitian'],
    name: site.siteName,
    description: site.metaDescription,
    url: `${origin}/`,
    image: `${origin}/demo/slide-1.webp`,
    telephone: site.contactPhone || undefined,
    email: site.contactEmail || undefined,
    address: site.contactAddress
      ? { '@type': 'PostalAddress', streetAddress: site.contactAddress, addressCountry: 'TR' }
      : undefined,
    sameAs: Object.values(site.socialLinks).filter(Boolean),
  };
}

export function homeMeta(site: PublicSite | undefined, origin: string): PageMeta {
  return {
    title: site?.metaTitle ?? 'Denge',
    description: site?.metaDescription ?? '',
    keywords: site?.metaKeywords,
    canonicalPath: '/',
    type: 'website',
    imagePath: '/demo/slide-1.webp',
    jsonLd: site ? [practiceJsonLd(site, origin)] : [],
  };
}

export function blogListMeta(site: PublicSite | undefined): PageMeta {
  const siteName = site?.siteName ?? 'Denge';
  return {
    title: `Blog | ${siteName}`,
    description: 'Beslenme, sağlıklı yaşam ve spor üzerine diyetisyenlerimizin güncel yazıları.',
    keywords: site?.metaKeywords,
    canonicalPath: '/blog',
    type: 'website',
    imagePath: '/demo/blog-healthy-eating.webp',
    jsonLd: [],
  };
}

export const blogPostTitle = (post: BlogPost, site: PublicSite | undefined) =>
  post.metaTitle || `${post.title} | ${site?.siteName ?? 'Denge'}`;

export function blogPostMeta(post: BlogPost, site: PublicSite | undefined, origin: string): PageMeta {
  const siteName = site?.siteName ?? 'Denge';
  const canonicalPath = `/blog/${post.slug}`;
  return {
    title: blogPostTitle(post, site),
    description: post.metaDescription || post.summary,
    keywords: post.keywords.join(', '),
    canonicalPath,
    type: 'article',
    imagePath: post.imageUrl,
    publishedTime: post.createdAt,
    modifiedTime: post.updatedAt,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: post.metaDescription || post.summary,
        image: post.imageUrl ? [new URL(post.imageUrl, origin).href] : undefined,
        author: { '@type': 'Person', name: post.author },
        publisher: { '@type': 'Organization', name: siteName },
        datePublished: post.createdAt,
        dateModified: post.updatedAt,
        keywords: post.keywords.join(', '),
        mainEntityOfPage: `${origin}${canonicalPath}`,
      },
    ],
  };
}

export const notFoundMeta = (site: PublicSite | undefined): PageMeta => ({
  title: `Yazı bulunamadı | ${site?.siteName ?? 'Denge'}`,
  description: 'Aradığınız yazı kaldırılmış ya da adresi değişmiş olabilir.',
  canonicalPath: '/blog',
  type: 'website',
  jsonLd: [],
});

export const legalTextTitle = (legalText: CurrentLegalText, site: PublicSite | undefined) =>
  `${legalTextTitles[legalText.kind]} | ${site?.siteName ?? 'Denge'}`;

export function legalTextMeta(legalText: CurrentLegalText, site: PublicSite | undefined): PageMeta {
  return {
    title: legalTextTitle(legalText, site),
    description: `${site?.siteName ?? 'Denge'} ${legalTextTitles[legalText.kind]}: yürürlükteki sürüm.`,
    canonicalPath: legalTextPaths[legalText.kind],
    type: 'website',
    modifiedTime: legalText.publishedAt,
    jsonLd: [],
  };
}
