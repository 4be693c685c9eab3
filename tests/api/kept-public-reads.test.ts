import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicBlogList, PublicHome, PublicSite } from '../../src/shared/schemas/content.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { type AppProcess, startAppProcess } from '../support/app-process.ts';
import { createTestDatabase, type TestDatabaseTarget } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// ADR 0064: every public read a process keeps (the site, the home page, the blog list, the shop's
// products) is dropped when a table it reads changes, announced by that table's trigger to every
// process. Each kind of public data is changed here through the admin API on one process and read
// by a visitor on another (PostgreSQL: two real app processes), or on the same one (PGlite, which
// runs inside one process). The visitor reads first, so the reader keeps the old answer.

const onPostgres = Boolean(process.env.DENGE_TEST_POSTGRES_URL);
const SHOWN_WITHIN_MS = 5000;

type AdminTestimonials = { testimonials: { id: string; isActive: boolean }[] };
type AdminBlogPosts = { posts: { id: string; slug: string; isActive: boolean }[] };
type AdminProducts = { products: { id: string; isActive: boolean }[] };

/** Changes each kind of public data as `admin` (signed in on the writer) and reads it as a visitor of `readerUrl`. */
function describeEachKindOfPublicData(name: string, servers: () => { admin: ApiClient; readerUrl: string }) {
  describe(name, () => {
    const visitor = () => new ApiClient(servers().readerUrl);
    const admin = () => servers().admin;
    const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: SHOWN_WITHIN_MS, interval: 20 });

    it('shows a testimonial the admin turned off (content: the home page)', async () => {
      const homeTestimonials = async () =>
        (await visitor().get<PublicHome>('/api/content/home')).body.testimonials.map((item) => item.id);
      const listed = await admin().get<AdminTestimonials>('/api/admin/content/testimonials');
      const testimonial = listed.body.testimonials.find((item) => item.isActive)!;
      expect(await homeTestimonials()).toContain(testimonial.id);

      const off = await admin().patch(`/api/admin/content/testimonials/${testimonial.id}/active`, { isActive: false });
      expect(off.status).toBe(200);
      await eventually(homeTestimonials).not.toContain(testimonial.id);

      expect(
        (await admin().patch(`/api/admin/content/testimonials/${testimonial.id}/active`, { isActive: true })).status,
      ).toBe(200);
      await eventually(homeTestimonials).toContain(testimonial.id);
    });

    it("shows the WhatsApp number the admin saved (settings: every page's site data)", async () => {
      const whatsappNumber = async () => (await visitor().get<PublicSite>('/api/content/site')).body.whatsappNumber;
      const before = await whatsappNumber();
      const settingsVersion = async (): Promise<number> =>
        (await admin().get('/api/admin/content/site-settings')).body.siteSettings.version;
      const saved = await admin().put('/api/admin/content/whatsapp', {
        whatsappNumber: '+90 555 000 11 22',
        whatsappMessage: 'Merhaba',
        version: await settingsVersion(),
      });
      expect(saved.status).toBe(200);
      await eventually(whatsappNumber).toBe('905550001122');
      expect(
        (
          await admin().put('/api/admin/content/whatsapp', {
            whatsappNumber: before ?? '',
            whatsappMessage: '',
            version: await settingsVersion(),
          })
        ).status,
      ).toBe(200);
      await eventually(whatsappNumber).toBe(before);
    });

    it('drops a blog post the admin unpublished from the blog list', async () => {
      const listedSlugs = async () =>
        (await visitor().get<PublicBlogList>('/api/content/blog-posts')).body.posts.map((post) => post.slug);
      const posts = await admin().get<AdminBlogPosts>('/api/admin/blog');
      const post = posts.body.posts.find((item) => item.isActive)!;
      expect(await listedSlugs()).toContain(post.slug);

      expect((await admin().patch(`/api/admin/blog/${post.id}/active`, { isActive: false })).status).toBe(200);
      await eventually(listedSlugs).not.toContain(post.slug);

      expect((await admin().patch(`/api/admin/blog/${post.id}/active`, { isActive: true })).status).toBe(200);
      await eventually(listedSlugs).toContain(post.slug);
    });

    it('drops a product the admin turned off from its page', async () => {
      const listed = await admin().get<AdminProducts>('/api/admin/products');
      const product = listed.body.products.find((item) => item.isActive)!;
      const productStatus = async () => (await visitor().get(`/api/shop/products/${product.id}`)).status;
      expect(await productStatus()).toBe(200);

      expect((await admin().patch(`/api/admin/products/${product.id}`, { isActive: false })).status).toBe(200);
      await eventually(productStatus).toBe(404);

      expect((await admin().patch(`/api/admin/products/${product.id}`, { isActive: true })).status).toBe(200);
      await eventually(productStatus).toBe(200);
    });
  });
}

describe.runIf(onPostgres)('two app processes on one PostgreSQL', () => {
  let database: TestDatabaseTarget | undefined;
  let processes: AppProcess[] = [];
  let admin: ApiClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    const databaseUrl = database.databaseUrl ?? '';
    const writer = await startAppProcess(databaseUrl, { SEED_DEMO: 'true' });
    processes = [writer];
    processes.push(await startAppProcess(databaseUrl));
    admin = await signedIn(writer.baseUrl, 'admin', demoEmails.admin);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((app) => app.stop()));
    await database?.drop();
  }, 60_000);

  describeEachKindOfPublicData('a change saved on one process, read on the other', () => ({
    admin,
    readerUrl: processes[1]!.baseUrl,
  }));
});

describe.skipIf(onPostgres)('one process on PGlite', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  });
  afterAll(async () => {
    await server?.close();
  });

  describeEachKindOfPublicData('a change saved and read on the same process', () => ({
    admin,
    readerUrl: server.baseUrl,
  }));
});
