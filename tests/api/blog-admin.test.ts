import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogPosts, storedImages } from '../../src/server/db/schema/index.ts';
import { type AdminBlogPost, blogErrorMessages, blogValidationMessages } from '../../src/shared/schemas/blog.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { makePng } from '../support/image-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Blog management through the real app: the list, add and edit with the Turkish slug made unique,
// sanitised HTML, the one-click Aktif/Pasif, delete, the image through the upload route, and the AI
// draft against a local provider that speaks the OpenAI protocol (as in reports-admin.test.ts). Every
// change shows on the public blog at once.

type ProviderMode = 'ok' | 'empty' | 'error';
let providerMode: ProviderMode = 'ok';
const providerPrompts: string[] = [];
let provider: Server;

function startProvider(): Promise<number> {
  provider = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(raw || '{}');
      providerPrompts.push(JSON.stringify(body.messages ?? []));
      if (providerMode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
        return;
      }
      const content =
        providerMode === 'empty'
          ? ''
          : '```html\n<h2>Giriş</h2><p>Su içmek <strong>önemlidir</strong>.</p><script>alert(1)</script><p onclick="x()">Sonuç</p>\n```';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  return new Promise((resolve) =>
    provider.listen(0, '127.0.0.1', () => resolve((provider.address() as AddressInfo).port)),
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-blogmail-blog-'));
let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  const port = await startProvider();
  server = await startTestServer({
    env: {
      DATA_DIR: dataDir,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'test',
      AI_MODEL: 'test-model',
    },
  });
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  visitor = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => provider?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  providerMode = 'ok';
});

const db = () => server.runtime.deps.db;
const postCount = async () => (await db().select({ n: count() }).from(blogPosts))[0]!.n;

const validPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'Çocuklarda Sağlıklı Öğün Düzeni',
  summary: 'Okul çağındaki çocuklar için öğün planı.',
  author: 'Dyt. Elif Demir',
  content: '<p>Kahvaltı <strong>atlanmamalı</strong>.</p>',
  readTime: 4,
  keywords: ' çocuk, öğün ,, beslenme ,çocuk',
  metaTitle: 'Çocuk Beslenmesi',
  metaDescription: 'Okul çağı çocuklar için öğün düzeni.',
  isActive: true,
  ...overrides,
});

async function uploadContentImage(bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'kapak.png');
  const response = await fetch(`${server.baseUrl}/api/admin/uploads/images?kind=content`, {
    method: 'POST',
    headers: { cookie: admin.cookieHeader, origin: server.baseUrl },
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { key: string; url: string };
}

describe('blog management (admin)', () => {
  it('lists every post, published or not, newest first', async () => {
    const response = await admin.get('/api/admin/blog');
    expect(response.status).toBe(200);
    const posts = response.body.posts as { createdAt: string; isActive: boolean }[];
    expect(posts.length).toBeGreaterThan(0);
    const times = posts.map((post) => post.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('adds a post with a slug from the Turkish title, trimmed keywords and sanitised HTML; it shows on the public blog at once', async () => {
    // Warm the public cache first: the change must drop it.
    await visitor.get('/api/content/blog-posts');
    const response = await admin.post(
      '/api/admin/blog',
      validPost({ content: '<p>Kahvaltı <strong>atlanmamalı</strong>.</p><img src=x onerror=alert(1)>' }),
    );
    expect(response.status).toBe(201);
    const post = response.body.post;
    expect(post).toMatchObject({
      title: 'Çocuklarda Sağlıklı Öğün Düzeni',
      slug: 'cocuklarda-saglikli-ogun-duzeni',
      keywords: ['çocuk', 'öğün', 'beslenme'],
      readTime: 4,
      isActive: true,
      viewCount: 0,
      imageUrl: null,
    });
    expect(post.content).toBe('<p>Kahvaltı <strong>atlanmamalı</strong>.</p>');
    const list = await visitor.get('/api/content/blog-posts');
    expect(list.body.posts.map((p: { slug: string }) => p.slug)).toContain('cocuklarda-saglikli-ogun-duzeni');
  });

  it('makes the slug unique with a numeric suffix', async () => {
    const title = 'İyi Uyku ve Kilo: Bağlantı Ne?';
    const first = await admin.post('/api/admin/blog', validPost({ title }));
    const second = await admin.post('/api/admin/blog', validPost({ title }));
    expect(first.body.post.slug).toBe('iyi-uyku-ve-kilo-baglanti-ne');
    expect(second.body.post.slug).toBe('iyi-uyku-ve-kilo-baglanti-ne-2');
  });

  it('defaults the read time to 5 and refuses less than 1', async () => {
    const { readTime: _readTime, ...withoutReadTime } = validPost({ title: 'Varsayılan Okuma Süresi' });
    const created = await admin.post('/api/admin/blog', withoutReadTime);
    expect(created.status).toBe(201);
    expect(created.body.post.readTime).toBe(5);

    const before = await postCount();
    const refused = await admin.post('/api/admin/blog', validPost({ title: 'Sıfır Dakika', readTime: 0 }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'validation',
      fieldErrors: { readTime: blogValidationMessages.readTimeMin },
    });
    expect(await postCount()).toBe(before);
  });

  it('refuses a form without title, summary, author or content with Turkish field messages and writes nothing', async () => {
    const before = await postCount();
    const response = await admin.post(
      '/api/admin/blog',
      validPost({ title: '  ', summary: '', author: '', content: '<p>  </p>' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toMatchObject({
      title: blogValidationMessages.titleRequired,
      summary: blogValidationMessages.summaryRequired,
      author: blogValidationMessages.authorRequired,
      content: blogValidationMessages.contentRequired,
    });
    const unknownImage = await admin.post('/api/admin/blog', validPost({ title: 'Resimsiz', imageKey: 'content/yok' }));
    expect(unknownImage.status).toBe(400);
    expect(await postCount()).toBe(before);
  });

  it('edits a post: a changed title moves the slug, the same title keeps it', async () => {
    const created = await admin.post('/api/admin/blog', validPost({ title: 'Eski Başlık' }));
    const id = created.body.post.id;
    const same = await admin.put(`/api/admin/blog/${id}`, {
      ...validPost({ title: 'Eski Başlık', summary: 'Yeni özet' }),
      version: created.body.post.version,
    });
    expect(same.status).toBe(200);
    expect(same.body.post).toMatchObject({ slug: 'eski-baslik', summary: 'Yeni özet' });
    const renamed = await admin.put(`/api/admin/blog/${id}`, {
      ...validPost({ title: 'Yeni Başlık Şöyle' }),
      version: same.body.post.version,
    });
    expect(renamed.body.post.slug).toBe('yeni-baslik-soyle');
    expect(Date.parse(renamed.body.post.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.body.post.updatedAt));
    const missing = await admin.put('/api/admin/blog/00000000-0000-4000-8000-000000000000', {
      ...validPost(),
      version: 1,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(blogErrorMessages.postNotFound);
    expect((await admin.put('/api/admin/blog/yok', validPost())).status).toBe(404);
  });

  it('attaches an uploaded image, replaces it, and removes it with the post', async () => {
    const first = await uploadContentImage(await makePng());
    const created = await admin.post('/api/admin/blog', validPost({ title: 'Resimli Yazı', imageKey: first.key }));
    expect(created.status).toBe(201);
    expect(created.body.post).toMatchObject({ imageKey: first.key, imageUrl: first.url });
    const [stored] = await db().select().from(storedImages).where(eq(storedImages.key, first.key));
    expect(stored?.attachedAt).not.toBeNull();

    const second = await uploadContentImage(await makePng());
    const id = created.body.post.id;
    const updated = await admin.put(`/api/admin/blog/${id}`, {
      ...validPost({ title: 'Resimli Yazı', imageKey: second.key }),
      version: created.body.post.version,
    });
    expect(updated.body.post.imageKey).toBe(second.key);
    expect(await db().select().from(storedImages).where(eq(storedImages.key, first.key))).toEqual([]);

    expect((await admin.delete(`/api/admin/blog/${id}`)).status).toBe(200);
    expect(await db().select().from(storedImages).where(eq(storedImages.key, second.key))).toEqual([]);
  });

  it('saves an edit only at the version its form read: a stale save is a 409 that writes nothing (issue #39)', async () => {
    const body = validPost({ title: 'İki Sekmeli Yazı' });
    const id = (await admin.post('/api/admin/blog', body)).body.post.id as string;
    const read = async () =>
      ((await admin.get('/api/admin/blog')).body.posts as AdminBlogPost[]).find((post) => post.id === id)!;
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: `/api/admin/blog/${id}`,
      read,
      first: { ...body, summary: 'Birinci sekmenin özeti' },
      second: { ...body, metaTitle: 'İkinci sekme' },
      savedOf: (answer) => answer.post,
      shows: ({ summary, metaTitle }) => ({ summary, metaTitle }),
    });
    expect(await read()).toMatchObject({ summary: body.summary, metaTitle: 'İkinci sekme' });
  });

  it("counts a visitor's read without making the dietitian's open form stale (the view count moves no version)", async () => {
    const created = (await admin.post('/api/admin/blog', validPost({ title: 'Okunan Yazı' }))).body.post;
    const read = await visitor.get(`/api/content/blog-posts/${created.slug}`);
    expect(read.status).toBe(200);
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, created.id));
    expect(row).toMatchObject({ viewCount: created.viewCount + 1, version: created.version });
    const saved = await admin.put(`/api/admin/blog/${created.id}`, {
      ...validPost({ title: 'Okunan Yazı', summary: 'Okunduktan sonra düzenlendi.' }),
      version: created.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.post).toMatchObject({ viewCount: created.viewCount + 1, version: created.version + 1 });
  });

  it('flips Aktif/Pasif in one call; a passive post leaves the public blog at once', async () => {
    const created = await admin.post('/api/admin/blog', validPost({ title: 'Gizlenecek Yazı' }));
    const { id, slug } = created.body.post;
    expect((await visitor.get(`/api/content/blog-posts/${slug}`)).status).toBe(200);
    const passive = await admin.patch(`/api/admin/blog/${id}/active`, { isActive: false });
    expect(passive.status).toBe(200);
    expect(passive.body.post.isActive).toBe(false);
    expect((await visitor.get(`/api/content/blog-posts/${slug}`)).status).toBe(404);
    const list = await visitor.get('/api/content/blog-posts');
    expect(list.body.posts.map((p: { slug: string }) => p.slug)).not.toContain(slug);
    const active = await admin.patch(`/api/admin/blog/${id}/active`, { isActive: true });
    expect(active.body.post.isActive).toBe(true);
    expect((await visitor.get(`/api/content/blog-posts/${slug}`)).status).toBe(200);
    expect((await admin.patch(`/api/admin/blog/${id}/active`, { isActive: 'evet' })).status).toBe(400);
  });

  it('deletes a post; a second delete is 404', async () => {
    const created = await admin.post('/api/admin/blog', validPost({ title: 'Silinecek Yazı' }));
    const { id, slug } = created.body.post;
    expect((await admin.delete(`/api/admin/blog/${id}`)).body).toEqual({ ok: true });
    expect((await visitor.get(`/api/content/blog-posts/${slug}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/blog/${id}`)).status).toBe(404);
  });
});

describe('AI content for the blog form', () => {
  it('asks for a title first', async () => {
    const response = await admin.post('/api/admin/blog/generate', { title: '  ' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Lütfen önce bir başlık girin');
  });

  it('writes a sanitised Turkish draft from the title through the server', async () => {
    const response = await admin.post('/api/admin/blog/generate', { title: 'Su İçmenin Faydaları' });
    expect(response.status).toBe(200);
    expect(response.body.content).toBe('<h2>Giriş</h2><p>Su içmek <strong>önemlidir</strong>.</p><p>Sonuç</p>');
    expect(providerPrompts.at(-1)).toContain('Su İçmenin Faydaları');
  });

  it('answers the spec text when the provider fails or answers nothing', async () => {
    providerMode = 'error';
    const failed = await admin.post('/api/admin/blog/generate', { title: 'Su İçmenin Faydaları' });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('Blog içeriği oluşturulurken bir hata oluştu');
    providerMode = 'empty';
    const empty = await admin.post('/api/admin/blog/generate', { title: 'Su İçmenin Faydaları' });
    expect(empty.status).toBe(502);
    expect(empty.body.message).toBe('Blog içeriği oluşturulurken bir hata oluştu');
  });

  it('says in Turkish that AI is not configured when no provider is set', async () => {
    const bare = await startTestServer();
    try {
      const bareAdmin = await signedIn(bare.baseUrl, 'admin', demoEmails.admin);
      const response = await bareAdmin.post('/api/admin/blog/generate', { title: 'Su İçmenin Faydaları' });
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(blogErrorMessages.aiNotConfigured);
    } finally {
      await bare.close();
    }
  });
});
