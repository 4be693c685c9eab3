import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  aboutSections,
  blogPosts,
  fixedSections,
  menus,
  sliders,
  teamMembers,
  teamSettings,
} from '../../src/server/db/schema/index.ts';
import { demoPosts } from '../../src/server/demo/data/content.ts';
import { seedContent } from '../../src/server/demo/seed-content.ts';
import { CONTENT_CHANGED_EVENT, forgetKept } from '../../src/server/realtime/kept-reads.ts';
import { publishLiveEvent } from '../../src/server/realtime/hub.ts';
import type { PublicBlogList, PublicBlogPost, PublicHome, PublicSite } from '../../src/shared/schemas/content.ts';
import { ApiClient } from '../support/api-client.ts';
import { awaitEarlierLiveEvents } from '../support/live-events.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let visitor: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});
// A late announcement of an earlier test's change would drop the cache a test has just filled.
beforeEach(async () => {
  await awaitEarlierLiveEvents(server.runtime.deps);
  forgetKept();
});

const db = () => server.runtime.deps.db;
const getHome = async () => {
  const [homeResponse, siteResponse] = await Promise.all([
    visitor.get<PublicHome>('/api/content/home'),
    visitor.get<PublicSite>('/api/content/site'),
  ]);
  expect(homeResponse.status).toBe(200);
  expect(siteResponse.status).toBe(200);
  return { ...homeResponse.body, site: siteResponse.body };
};

describe('GET /api/content/home', () => {
  it('answers the whole demo home page: site, two-level menu, slides, about, hero, services, team, testimonials, newest posts', async () => {
    const home = await getHome();
    expect(home.site.siteName).toBe('Denge Beslenme');
    expect(home.site.whatsappNumber).toBe('905325551234');
    expect(home.site.menu.map((item) => item.title)).toEqual(['Ana Sayfa', 'Hizmetler', 'Blog', 'Ürünler', 'Kurumsal']);
    expect(home.site.menu[1]!.children.map((item) => item.title)).toEqual([
      'Kilo Yönetimi',
      'Sporcu Beslenmesi',
      'Gebelik ve Emzirme',
      'Online Danışmanlık',
    ]);
    expect(home.site.menu[1]!.icon).toBe('salad');
    expect(home.slides).toHaveLength(3);
    expect(home.slides[0]!.title).toBe('Kişiye özel beslenme, kalıcı sonuçlar');
    expect(home.about?.title).toBe('Denge Beslenme Hakkında');
    expect(home.hero?.buttonLink).toBe('/randevu');
    expect(home.contact?.title).toBe('Sorularınız mı var? Bize ulaşın');
    expect(home.services.map((service) => service.title)).toHaveLength(6);
    expect(home.services[0]!.title).toBe('Kilo Yönetimi');
    expect(home.team?.title).toBe('Ekibimiz');
    expect(home.team?.members).toHaveLength(4);
    expect(home.testimonials).toHaveLength(5);
    expect(home.testimonials[1]).toMatchObject({ clientName: 'Mehmet D.', rating: 5 });
    // The three newest published posts, newest first.
    expect(home.latestPosts.map((post) => post.slug)).toEqual(demoPosts.slice(0, 3).map((post) => post.slug));
  });

  it('shows only active rows and hides about, hero, contact and team by their flags', async () => {
    const [kurumsal] = await db().select().from(menus).where(eq(menus.title, 'Kurumsal'));
    await db().update(menus).set({ isActive: false }).where(eq(menus.title, 'Blog'));
    await db().update(menus).set({ isActive: false }).where(eq(menus.title, 'Ekibimiz'));
    await db().update(aboutSections).set({ isActive: false });
    await db().update(fixedSections).set({ isActive: false });
    await db().update(teamSettings).set({ isSectionActive: false });
    await awaitEarlierLiveEvents(server.runtime.deps);
    try {
      const home = await getHome();
      expect(home.site.menu.map((item) => item.title)).not.toContain('Blog');
      const kurumsalItem = home.site.menu.find((item) => item.id === kurumsal!.id)!;
      expect(kurumsalItem.children.map((item) => item.title)).toEqual(['Hakkımızda', 'İletişim']);
      expect(home.about).toBeNull();
      expect(home.hero).toBeNull();
      expect(home.contact).toBeNull();
      expect(home.team).toBeNull();

      // Section on, but no active member: still hidden.
      await db().update(teamSettings).set({ isSectionActive: true });
      await db().update(teamMembers).set({ isActive: false });
      await awaitEarlierLiveEvents(server.runtime.deps);
      expect((await getHome()).team).toBeNull();
    } finally {
      await db().update(menus).set({ isActive: true });
      await db().update(aboutSections).set({ isActive: true });
      await db().update(fixedSections).set({ isActive: true });
      await db().update(teamSettings).set({ isSectionActive: true });
      await db().update(teamMembers).set({ isActive: true });
      await awaitEarlierLiveEvents(server.runtime.deps);
    }
  });

  it('keeps the home page briefly and drops it when a table it reads changes, or another process says so (NOTIFY)', async () => {
    const before = await getHome();
    const slideId = before.slides[0]!.id;
    // A write the triggers do not see (as if its announcement were lost): the kept copy stays.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(sliders).set({ title: 'Yeni başlık' }).where(eq(sliders.id, slideId));
    });
    await awaitEarlierLiveEvents(server.runtime.deps);
    expect((await getHome()).slides[0]!.title).toBe(before.slides[0]!.title);
    // Another process's announcement arrives as a NOTIFY; this process drops its copy.
    await publishLiveEvent(db(), { type: CONTENT_CHANGED_EVENT, clientId: '', data: null });
    await expect.poll(async () => (await getHome()).slides[0]!.title, { timeout: 5000 }).toBe('Yeni başlık');
    // A write straight to the table, made around every service: its trigger announces it.
    await db().update(sliders).set({ title: before.slides[0]!.title }).where(eq(sliders.id, slideId));
    await expect.poll(async () => (await getHome()).slides[0]!.title, { timeout: 5000 }).toBe(before.slides[0]!.title);
  });

  it('answers an empty site (no content rows at all) with empty sections and the default site name', async () => {
    const emptyServer = await startTestServer();
    try {
      const emptyDb = emptyServer.runtime.deps.db;
      await emptyDb.execute(
        sql`truncate menus, sliders, about_sections, services, testimonials, fixed_sections, team_settings, team_members, site_settings, blog_posts`,
      );
      forgetKept();
      const emptyVisitor = new ApiClient(emptyServer.baseUrl);
      const response = await emptyVisitor.get<PublicHome>('/api/content/home');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        slides: [],
        about: null,
        hero: null,
        contact: null,
        services: [],
        team: null,
        testimonials: [],
        latestPosts: [],
      });
      const site = await emptyVisitor.get<PublicSite>('/api/content/site');
      expect(site.body).toMatchObject({ siteName: 'Denge', menu: [] });
      // The seed fills empty tables again and adds nothing the second time.
      expect(await seedContent(emptyDb)).toBeGreaterThan(0);
      expect(await seedContent(emptyDb)).toBe(0);
    } finally {
      await emptyServer.close();
    }
  });
});

describe('GET /api/content/blog-posts', () => {
  it('lists every published post newest first and nothing unpublished', async () => {
    const hidden = demoPosts[1]!.slug;
    await db().update(blogPosts).set({ isActive: false }).where(eq(blogPosts.slug, hidden));
    await awaitEarlierLiveEvents(server.runtime.deps);
    try {
      const response = await visitor.get<PublicBlogList>('/api/content/blog-posts');
      expect(response.status).toBe(200);
      expect(response.body.posts.map((post) => post.slug)).toEqual(
        demoPosts.filter((post) => post.slug !== hidden).map((post) => post.slug),
      );
      expect(response.body.posts[0]).toMatchObject({ author: 'Dyt. Elif Yılmaz', readTime: 6 });
    } finally {
      await db().update(blogPosts).set({ isActive: true }).where(eq(blogPosts.slug, hidden));
      await awaitEarlierLiveEvents(server.runtime.deps);
    }
  });
});

describe('GET /api/content/blog-posts/:slug', () => {
  const slug = demoPosts[0]!.slug;
  const viewsOf = async () => (await db().select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0]!.viewCount;

  it('answers the post with its content, keywords and meta fields, counting one view per successful load', async () => {
    const before = await viewsOf();
    const response = await visitor.get<PublicBlogPost>(`/api/content/blog-posts/${slug}`);
    expect(response.status).toBe(200);
    expect(response.body.post).toMatchObject({
      slug,
      title: 'Kan Şekerini Dengede Tutmanın 7 Yolu',
      keywords: ['kan şekeri', 'insülin direnci', 'lif', 'sağlıklı atıştırmalık'],
      viewCount: before + 1,
    });
    expect(response.body.post.content).toContain('<h2>1. Öğün atlamayın</h2>');
    expect(await viewsOf()).toBe(before + 1);
  });

  it('counts concurrent loads atomically: ten readers at once add exactly ten', async () => {
    const before = await viewsOf();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => visitor.get(`/api/content/blog-posts/${slug}`)),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(await viewsOf()).toBe(before + 10);
  });

  it('sends rich text sanitised also when a row was written around the CMS (the browser renders it as is)', async () => {
    const hostile =
      '<p>Merhaba</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const [post] = await db().select().from(blogPosts).where(eq(blogPosts.slug, slug));
    const [about] = await db().select().from(aboutSections).where(eq(aboutSections.isActive, true));
    await db().update(blogPosts).set({ content: hostile }).where(eq(blogPosts.slug, slug));
    await db().update(aboutSections).set({ content: hostile }).where(eq(aboutSections.id, about!.id));
    try {
      const response = await visitor.get<PublicBlogPost>(`/api/content/blog-posts/${slug}`);
      const home = await getHome();
      for (const content of [response.body.post.content, home.about!.content]) {
        expect(content).toContain('<p>Merhaba</p>');
        expect(content).not.toMatch(/<script|onerror|<img|javascript:/i);
      }
    } finally {
      await db().update(blogPosts).set({ content: post!.content }).where(eq(blogPosts.slug, slug));
      await db().update(aboutSections).set({ content: about!.content }).where(eq(aboutSections.id, about!.id));
    }
  });

  it('answers 404 with a Turkish message for an unknown or unpublished post, and counts nothing', async () => {
    const unknown = await visitor.get('/api/content/blog-posts/boyle-bir-yazi-yok');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found', message: 'Yazı bulunamadı.' });

    const hidden = demoPosts[2]!.slug;
    await db().update(blogPosts).set({ isActive: false }).where(eq(blogPosts.slug, hidden));
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.slug, hidden));
    const response = await visitor.get(`/api/content/blog-posts/${hidden}`);
    expect(response.status).toBe(404);
    const [after] = await db().select().from(blogPosts).where(eq(blogPosts.slug, hidden));
    expect(after!.viewCount).toBe(row!.viewCount);
    await db().update(blogPosts).set({ isActive: true }).where(eq(blogPosts.slug, hidden));
  });
});
