import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  aboutSections,
  blogPosts,
  fixedSections,
  services,
  sliders,
  teamMembers,
  teamSettings,
  testimonials,
} from '../../src/server/db/schema/index.ts';
import { demoPosts } from '../../src/server/demo/data/content.ts';
import { createPublicContentSource } from '../../src/server/modules/content/content-service.ts';
import { forgetKept } from '../../src/server/realtime/kept-reads.ts';
import { createPublicAppointmentsSource } from '../../src/server/modules/appointments/appointments-availability-service.ts';
import { createPublicShopSource } from '../../src/server/modules/shop/shop-catalogue-service.ts';
import { isServerRenderedPath, serverRenderedPaths } from '../../src/shared/routes.ts';
import type { RenderedPublicPage } from '../../src/shared/ssr.ts';
import { publicPageSources, publicPages, standalonePublicPages } from '../../src/web/app/pages/public-pages.ts';
import { isIslandName } from '../../src/web/app/islands/island-registry.ts';
import { renderPublicPage } from '../../src/web/entry-server.tsx';
import { awaitEarlierLiveEvents } from '../support/live-events.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The public pages as the server renders them (src/web/entry-server.tsx, the HTML a search engine or
// a visitor without JavaScript gets), on the demo content with each section's show/hide flag
// flipped in the database; and sitemap.xml against published and unpublished posts.

let server: TestServer;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'denge-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ webRoot });
});
afterAll(async () => {
  await server?.close();
  rmSync(webRoot, { recursive: true, force: true });
});
beforeEach(() => forgetKept());

const db = () => server.runtime.deps.db;
const origin = 'https://denge.example';

async function render(pathname: string): Promise<Extract<RenderedPublicPage, { kind: 'page' }>> {
  const page = await renderPublicPage({
    request: new Request(`${origin}${pathname}`),
    content: createPublicContentSource(db()),
    shop: createPublicShopSource(db()),
    appointments: createPublicAppointmentsSource(db()),
    nonce: 'test-nonce',
    origin,
  });
  if (page.kind !== 'page') throw new Error(`expected a page, got a redirect to ${page.location}`);
  return page;
}

/** Runs `change`, renders the home page, then puts the demo content back. */
async function homeWith(change: () => Promise<unknown>, restore: () => Promise<unknown>) {
  await change();
  await awaitEarlierLiveEvents(server.runtime.deps);
  try {
    return (await render('/')).body;
  } finally {
    await restore();
    await awaitEarlierLiveEvents(server.runtime.deps);
  }
}

describe('server-rendered home page: each section shown or hidden by its rule', () => {
  it('shows every section of the demo content as a document page: islands, no hydration script', async () => {
    const page = await render('/');
    expect(page.status).toBe(200);
    for (const text of [
      'Kişiye özel beslenme, kalıcı sonuçlar',
      'Denge Beslenme Hakkında',
      'İlk görüşmede size özel bir yol haritası',
      'Hizmetlerimiz',
      'Sorularınız mı var? Bize ulaşın',
      'Ekibimiz',
      'Danışanlarımız Ne Diyor?',
      'Blog ve Duyurular',
      'WhatsApp ile yazın',
    ]) {
      expect(page.body).toContain(text);
    }
    // A document page (ADR 0027): no hydration data; its islands, each rendered as a root of its own
    // with its own prefix for React's ids, in the page's order; no module to preload but the islands
    // entry, which is one file (ADR 0029).
    expect(page.body).not.toContain('__staticRouterHydrationData');
    expect(page.body).not.toContain('<script');
    expect(page.entry).toBe('islands');
    const islandNames = [...page.body.matchAll(/<div data-island="([a-z-]+)"/g)].map((match) => match[1]);
    expect(islandNames).toEqual([
      'site-header',
      'hero-slider',
      'services-carousel',
      ...Array<string>(8).fill('add-to-cart'),
      'testimonials-carousel',
    ]);
    expect(islandNames.every((name) => isIslandName(name!))).toBe(true);
    expect(page.body).toMatch(/<div data-island="hero-slider" data-island-props="[^"]*" class="contents">/);
    expect(page.routeModules).toEqual([]);
    expect(page.head).toContain('<title>Denge Beslenme | Kadıköy Diyetisyen ve Online Beslenme Danışmanlığı</title>');
  });

  it('without slides shows the welcome block', async () => {
    const saved = await db().select().from(sliders);
    const body = await homeWith(
      () => db().delete(sliders),
      () => db().insert(sliders).values(saved),
    );
    expect(body).toContain('Hoş Geldiniz');
    expect(body).not.toContain('Öne çıkanlar');
  });

  it('hides about, hero and contact when inactive', async () => {
    const body = await homeWith(
      async () => {
        await db().update(aboutSections).set({ isActive: false });
        await db().update(fixedSections).set({ isActive: false });
      },
      async () => {
        await db().update(aboutSections).set({ isActive: true });
        await db().update(fixedSections).set({ isActive: true });
      },
    );
    expect(body).not.toContain('Denge Beslenme Hakkında');
    expect(body).not.toContain('İlk görüşmede size özel bir yol haritası');
    expect(body).not.toContain('Sorularınız mı var? Bize ulaşın');
    expect(body).toContain('Hizmetlerimiz');
  });

  it('hides the hero alone when only its fixed section is off', async () => {
    const body = await homeWith(
      () => db().update(fixedSections).set({ isActive: false }).where(eq(fixedSections.sectionType, 'hero')),
      () => db().update(fixedSections).set({ isActive: true }),
    );
    expect(body).not.toContain('İlk görüşmede size özel bir yol haritası');
    expect(body).toContain('Sorularınız mı var? Bize ulaşın');
  });

  it('hides the team when the section flag is off, and when no member is active', async () => {
    const flagOff = await homeWith(
      () => db().update(teamSettings).set({ isSectionActive: false }),
      () => db().update(teamSettings).set({ isSectionActive: true }),
    );
    expect(flagOff).not.toContain('Dyt. Burak Aydın');
    const noMembers = await homeWith(
      () => db().update(teamMembers).set({ isActive: false }),
      () => db().update(teamMembers).set({ isActive: true }),
    );
    expect(noMembers).not.toContain('Dyt. Burak Aydın');
    expect(noMembers).not.toContain('id="team-title"');
    expect(flagOff).not.toContain('id="team-title"');
  });

  it('leaves out inactive services and testimonials, and the carousels when none is active', async () => {
    const oneOff = await homeWith(
      () => db().update(services).set({ isActive: false }).where(eq(services.title, 'Sporcu Beslenmesi')),
      () => db().update(services).set({ isActive: true }),
    );
    expect(oneOff).not.toContain('Antrenman dönemine göre enerji');
    expect(oneOff).toContain('Kilo Yönetimi');
    const none = await homeWith(
      async () => {
        await db().update(services).set({ isActive: false });
        await db().update(testimonials).set({ isActive: false });
      },
      async () => {
        await db().update(services).set({ isActive: true });
        await db().update(testimonials).set({ isActive: true });
      },
    );
    expect(none).not.toContain('Hizmetlerimiz');
    expect(none).not.toContain('Danışanlarımız Ne Diyor?');
  });

  it('shows the three newest published posts in the teaser, skipping unpublished ones', async () => {
    const body = await homeWith(
      () => db().update(blogPosts).set({ isActive: false }).where(eq(blogPosts.slug, demoPosts[0]!.slug)),
      () => db().update(blogPosts).set({ isActive: true }),
    );
    expect(body).not.toContain(demoPosts[0]!.title);
    for (const post of demoPosts.slice(1, 4)) expect(body).toContain(post.title);
    expect(body).not.toContain(`>${demoPosts[4]!.title}<`);
  });
});

describe('server-rendered blog', () => {
  it('renders a post with its meta tags, and an unknown or unpublished one as a 404 page', async () => {
    const post = demoPosts[1]!;
    const page = await render(`/blog/${post.slug}`);
    expect(page.status).toBe(200);
    expect(page.head).toContain(`<link rel="canonical" href="${origin}/blog/${post.slug}">`);
    expect(page.head).toContain(`<meta property="og:title" content="${post.metaTitle}">`);
    expect(page.body).toContain('5 dk okuma süresi');

    const unknown = await render('/blog/yok-boyle-bir-yazi');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Yazı bulunamadı');

    await db().update(blogPosts).set({ isActive: false }).where(eq(blogPosts.slug, post.slug));
    try {
      expect((await render(`/blog/${post.slug}`)).status).toBe(404);
    } finally {
      await db().update(blogPosts).set({ isActive: true }).where(eq(blogPosts.slug, post.slug));
    }
  });

  it('escapes a hostile post title in the head and strips script from its content', async () => {
    const post = demoPosts[5]!;
    await db()
      .update(blogPosts)
      .set({
        metaTitle: '</title><script>alert(1)</script>',
        content: '<p>Merhaba</p><script>alert(2)</script><img src=x onerror="alert(3)">',
      })
      .where(eq(blogPosts.slug, post.slug));
    try {
      const page = await render(`/blog/${post.slug}`);
      expect(page.head).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
      const article = page.body.slice(0, page.body.indexOf('window.__staticRouterHydrationData'));
      expect(article).toContain('<p>Merhaba</p>');
      expect(article).not.toContain('alert(2)');
      expect(article).not.toContain('onerror');
      // The hydration data cannot close its script element.
      const hydration = page.body.slice(page.body.indexOf('window.__staticRouterHydrationData'));
      expect(hydration.indexOf('</script>')).toBe(hydration.lastIndexOf('</script>'));
    } finally {
      await db()
        .update(blogPosts)
        .set({ metaTitle: post.metaTitle, content: post.content })
        .where(eq(blogPosts.slug, post.slug));
    }
  });

  it('has a preload source for every server-rendered page, and only for those', () => {
    for (const pattern of serverRenderedPaths) {
      expect(publicPages[pattern] ?? standalonePublicPages[pattern]).toBeDefined();
      expect(existsSync(publicPageSources[pattern]!)).toBe(true);
    }
    expect(Object.keys(publicPageSources).every((pattern) => isServerRenderedPath(pattern.replace(':slug', 'x')))).toBe(
      true,
    );
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists home, the blog and every published post, and nothing unpublished', async () => {
    const hidden = demoPosts[2]!;
    await db().update(blogPosts).set({ isActive: false }).where(eq(blogPosts.slug, hidden.slug));
    await awaitEarlierLiveEvents(server.runtime.deps);
    try {
      const response = await fetch(`${server.baseUrl}/sitemap.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/xml');
      const sitemap = await response.text();
      const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
      // The shop's pages follow (tests/api/shop-public-pages.test.ts).
      expect(locs.filter((loc) => !loc?.includes('/urunler'))).toEqual([
        `${server.baseUrl}/`,
        `${server.baseUrl}/blog`,
        ...demoPosts.filter((post) => post !== hidden).map((post) => `${server.baseUrl}/blog/${post.slug}`),
      ]);
    } finally {
      await db().update(blogPosts).set({ isActive: true }).where(eq(blogPosts.slug, hidden.slug));
      await awaitEarlierLiveEvents(server.runtime.deps);
    }
  });

  it('points robots.txt to the sitemap and keeps the private areas out', async () => {
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /panel');
    expect(robots).toContain('Disallow: /api/');
  });
});
