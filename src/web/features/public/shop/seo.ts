import { useEffect } from 'react';
import type { PublicSite } from '../../../../shared/schemas/content.ts';
import type { ProductDetail, PublicOrderStatus } from '../../../../shared/schemas/shop.ts';
import type { PageMeta } from '../../../../shared/ssr.ts';

// The shop pages' search-engine and sharing tags (rendered into <head> by the server): the catalogue
// as a page of the site, each product with schema.org Product structured data (price in TRY and its
// availability). The static "5.0 (12)" rating of the page is not put into the structured data:
// search engines require ratings from real reviews.

const siteNameOf = (site: PublicSite | undefined) => site?.siteName ?? 'Denge';

export const catalogueTitle = (site: PublicSite | undefined) => `Ürünlerimiz | ${siteNameOf(site)}`;

export function catalogueMeta(site: PublicSite | undefined): PageMeta {
  return {
    title: catalogueTitle(site),
    description:
      'Diyetisyen onaylı sağlıklı atıştırmalıklar, bitki çayları, tarif kitapları ve mutfak yardımcıları. Banka havalesi ile güvenli alışveriş.',
    keywords: 'sağlıklı atıştırmalık, bitki çayı, protein bar, mutfak tartısı, diyet ürünleri',
    canonicalPath: '/urunler',
    type: 'website',
    imagePath: '/demo/product-herbal-tea.webp',
    jsonLd: [],
  };
}

export const productTitle = (product: ProductDetail, site: PublicSite | undefined) =>
  `${product.name} | ${siteNameOf(site)}`;

const shorten = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`);

export function productMeta(product: ProductDetail, site: PublicSite | undefined, origin: string): PageMeta {
  const canonicalPath = `/urunler/${product.id}`;
  const description = shorten(product.description || product.name, 160);
  return {
    title: productTitle(product, site),
    description,
    canonicalPath,
    type: 'website',
    imagePath: product.imageUrl,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.description || undefined,
        sku: product.code,
        category: product.category || undefined,
        image: product.imageUrl ? [new URL(product.imageUrl, origin).href] : undefined,
        brand: { '@type': 'Brand', name: siteNameOf(site) },
        offers: {
          '@type': 'Offer',
          url: `${origin}${canonicalPath}`,
          price: product.price.toFixed(2),
          priceCurrency: 'TRY',
          availability: product.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          seller: { '@type': 'Organization', name: siteNameOf(site) },
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Ürünler', item: `${origin}/urunler` },
          { '@type': 'ListItem', position: 3, name: product.name, item: `${origin}${canonicalPath}` },
        ],
      },
    ],
  };
}

export const productNotFoundMeta = (site: PublicSite | undefined): PageMeta => ({
  title: `Ürün Bulunamadı | ${siteNameOf(site)}`,
  description: 'Aradığınız ürün satıştan kaldırılmış ya da adresi değişmiş olabilir.',
  canonicalPath: '/urunler',
  type: 'website',
  jsonLd: [],
});

/** An order's status page: for its buyer alone (its address carries the order's secret), so never indexed. */
export const orderStatusMeta = (order: PublicOrderStatus, site: PublicSite | undefined): PageMeta => ({
  title: `Sipariş ${order.orderCode} | ${siteNameOf(site)}`,
  description: 'Siparişinizin durumu, ödeme bilgileri ve ürünleri.',
  canonicalPath: '/urunler',
  type: 'website',
  jsonLd: [],
  isPrivate: true,
});

export const orderNotFoundMeta = (site: PublicSite | undefined): PageMeta => ({
  title: `Sipariş Bulunamadı | ${siteNameOf(site)}`,
  description: 'Bağlantı eksik ya da hatalı olabilir.',
  canonicalPath: '/urunler',
  type: 'website',
  jsonLd: [],
  isPrivate: true,
});

/** Keeps the tab title in step on client-side navigation (the server already wrote it into <head>). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
