import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/server/rich-text/sanitizer.ts';
import {
  richTextAllowedAttributes,
  richTextAllowedTags,
  richTextAllowedUriPattern,
} from '../../src/shared/rich-text.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The XSS corpus (tests/fixtures/xss-payloads.txt, well-known payloads) goes through the admin's blog
// route: what the server stores, and what the public blog answers, holds only allow-listed tags and
// attributes, no event handler, no script-capable URL, and sanitising it again changes nothing.

const payloads = readFileSync(new URL('../fixtures/xss-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('# '));

const allowedTags = new Set<string>(richTextAllowedTags);
const allowedAttributes = new Set<string>(richTextAllowedAttributes);

/** Every way the stored HTML could still run script or escape the allow-list; empty when it is safe. */
function findDangers(html: string): string[] {
  const dangers: string[] = [];
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!allowedTags.has(tag)) dangers.push(`tag <${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (!allowedAttributes.has(name)) dangers.push(`attribute ${name} on <${tag}>`);
      if (name.startsWith('on')) dangers.push(`handler ${name}`);
      if (name === 'href' && !richTextAllowedUriPattern.test(attribute.value.trim()))
        dangers.push(`href ${attribute.value}`);
      if (name === 'target' && attribute.value !== '_blank') dangers.push(`target ${attribute.value}`);
    }
    if (
      tag === 'a' &&
      element.getAttribute('target') === '_blank' &&
      !/noopener/.test(element.getAttribute('rel') ?? '')
    )
      dangers.push('target _blank without noopener');
  }
  if (/<\s*script/i.test(html) || /javascript\s*:/i.test(html.replace(/&[a-z]+;/gi, ''))) {
    // Text that merely mentions these is escaped; a live tag or URL would have been caught above.
    const live = document.body.querySelectorAll('script, [href^="javascript" i]');
    if (live.length > 0) dangers.push('live script');
  }
  return dangers;
}

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

describe('blog content XSS corpus', () => {
  it('has at least 100 known payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(100);
  });

  it('the allow-list check itself catches a live payload', () => {
    expect(findDangers('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(findDangers('<a href="javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(findDangers('<p>Güvenli <strong>metin</strong> ve <a href="https://ornek.com">bağlantı</a></p>')).toEqual(
      [],
    );
  });

  it('stores no payload alive, through the admin route and the public blog', async () => {
    const failures: string[] = [];
    for (const [index, payload] of payloads.entries()) {
      const saved = await admin.post('/api/admin/blog', {
        title: `XSS denemesi ${index + 1}`,
        summary: 'Güvenlik denemesi',
        author: 'Test',
        content: `<p>Giriş metni</p>${payload}`,
        readTime: 1,
        keywords: '',
        isActive: true,
      });
      if (saved.status !== 201) {
        failures.push(`#${index + 1} answered ${saved.status}: ${payload}`);
        continue;
      }
      const stored: string = saved.body.post.content;
      const published = await admin.get(`/api/content/blog-posts/${saved.body.post.slug}`);
      for (const html of [stored, published.body.post.content as string]) {
        const dangers = findDangers(html);
        if (dangers.length > 0) failures.push(`#${index + 1} ${payload} → ${html} (${dangers.join(', ')})`);
        if (sanitizeRichText(html) !== html) failures.push(`#${index + 1} not stable: ${html}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("keeps the editor's own formatting", async () => {
    const html =
      '<h2>Başlık</h2><p><strong>Kalın</strong>, <em>eğik</em>, <u>altı çizili</u>, <s>üstü çizili</s> ve <code>kod</code>.</p><ul><li><p>Bir</p></li></ul><ol start="3"><li><p>Üç</p></li></ol><blockquote><p>Alıntı</p></blockquote><pre><code>x = 1</code></pre><hr><p><a target="_blank" rel="noopener noreferrer nofollow" href="https://ornek.com">Bağlantı</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});
