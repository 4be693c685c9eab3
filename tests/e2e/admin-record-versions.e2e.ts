import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordVersionMessages } from '../../src/shared/record-versions.ts';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  waitForHydration,
} from './support/browser.ts';
import { keepDemoContent } from './support/demo-content.ts';
import { openScreen, shows, slow } from './support/content-admin.ts';

// Issue #39 item 2, ADR 0053: two tabs of one admin edit the same record. Tab B saves first; tab A,
// still showing the old values, saves a change of its own and is told, in the one Turkish text, that
// the record changed meanwhile; nothing of B's is lost, and 'Güncel hâlini yükle' puts the current
// values in A's form so the change can be made again on top of them. One test per form shape: a
// dialog of a CMS list (a team member), a settings screen (home page settings), a page form (a blog
// post), on a desktop and on a phone.

const browser = setUpBrowser();
// The demo's public content is put back after each test, passed or failed (the home page's tests read it).
keepDemoContent();
const viewports = [
  ['desktop', desktopViewport],
  ['phone', phoneViewport],
] as const;

/** Tab B: a second page of the same browser (the same signed-in session), at `path`. */
async function openSecondTab(context: BrowserContext, path: string, title: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(path);
  await waitForHydration(tab);
  await expect.poll(() => tab.getByRole('heading', { name: title, level: 1 }).isVisible(), slow).toBe(true);
  return tab;
}

/** A's save was refused: the one text and the reload button, and nothing else about it. */
async function expectStaleNotice(page: Page) {
  await shows(page, recordVersionMessages.stale);
  expect(await page.getByText(recordVersionMessages.stale).count()).toBe(1);
  await expect
    .poll(() => page.getByRole('button', { name: recordVersionMessages.reload }).isVisible(), slow)
    .toBe(true);
}

/** 'Güncel hâlini yükle', then the form says it holds the current values. */
async function reloadCurrentValues(page: Page) {
  await page.getByRole('button', { name: recordVersionMessages.reload }).click();
  await shows(page, recordVersionMessages.reloaded);
  expect(await page.getByText(recordVersionMessages.stale).count()).toBe(0);
}

describe('two tabs editing a team member in the list dialog (/panel/team-settings)', () => {
  it.each(viewports)(
    'on a %s: the stale save is refused with the Turkish text and loses nothing',
    async (_, viewport) => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page, context } = session;
      const name = `Dyt. İki Sekme ${Date.now() % 100000}`;
      const created = await context.request.post('/api/admin/content/team/members', {
        data: { fullName: name, title: 'Diyetisyen' },
      });
      expect(created.status()).toBe(201);
      const memberId = ((await created.json()) as { member: { id: string } }).member.id;

      await openScreen(page, '/panel/team-settings', 'Ekip Ayarları');
      const editButton = (tab: Page) => tab.getByRole('button', { name: `${name} düzenle` }).first();
      await editButton(page).click();
      const dialogA = page.getByRole('dialog', { name: 'Üyeyi Düzenle' });
      await expect.poll(() => dialogA.getByLabel('Ad Soyad').inputValue(), slow).toBe(name);

      const tabB = await openSecondTab(context, '/panel/team-settings', 'Ekip Ayarları');
      await editButton(tabB).click();
      const dialogB = tabB.getByRole('dialog', { name: 'Üyeyi Düzenle' });
      await dialogB.getByLabel('Ünvan').fill('Uzman Diyetisyen');
      await dialogB.getByRole('button', { name: 'Kaydet' }).click();
      await shows(tabB, 'Üye başarıyla güncellendi');

      await dialogA.getByLabel('Açıklama (isteğe bağlı)').fill('Sporcu beslenmesi');
      await dialogA.getByRole('button', { name: 'Kaydet' }).click();
      await expectStaleNotice(page);
      await expectAccessible(page);
      await reloadCurrentValues(page);
      expect(await dialogA.getByLabel('Ünvan').inputValue()).toBe('Uzman Diyetisyen');
      await dialogA.getByLabel('Açıklama (isteğe bağlı)').fill('Sporcu beslenmesi');
      await dialogA.getByRole('button', { name: 'Kaydet' }).click();
      await shows(page, 'Üye başarıyla güncellendi');

      const team = (await (await context.request.get('/api/admin/content/team')).json()) as {
        members: { id: string; title: string; description: string | null }[];
      };
      expect(team.members.find((member) => member.id === memberId)).toMatchObject({
        title: 'Uzman Diyetisyen',
        description: 'Sporcu beslenmesi',
      });
      expect((await context.request.delete(`/api/admin/content/team/members/${memberId}`)).status()).toBe(200);
      expectNoConsoleErrors(session);
    },
  );
});

describe('two tabs on a settings screen (/site-settings/index)', () => {
  it.each(viewports)(
    'on a %s: the stale save is refused with the Turkish text and loses nothing',
    async (_, viewport) => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page, context } = session;
      await openScreen(page, '/site-settings/index', 'Ana Sayfa Ayarları');
      await expect.poll(() => page.getByLabel('Meta Başlık').inputValue(), slow).not.toBe('');
      const original = {
        metaTitle: await page.getByLabel('Meta Başlık').inputValue(),
        metaKeywords: await page.getByLabel('Anahtar Kelimeler').inputValue(),
      };
      const stamp = String(Date.now() % 100000);

      const tabB = await openSecondTab(context, '/site-settings/index', 'Ana Sayfa Ayarları');
      await expect.poll(() => tabB.getByLabel('Meta Başlık').inputValue(), slow).not.toBe('');
      await tabB.getByLabel('Meta Başlık').fill(`İkinci sekme ${stamp}`);
      await tabB.getByRole('button', { name: 'Ayarları Kaydet' }).click();
      await shows(tabB, 'Ayarlar başarıyla kaydedildi');

      await page.getByLabel('Anahtar Kelimeler').fill(`birinci, sekme, ${stamp}`);
      await page.getByRole('button', { name: 'Ayarları Kaydet' }).click();
      await expectStaleNotice(page);
      await expectAccessible(page);
      await reloadCurrentValues(page);
      expect(await page.getByLabel('Meta Başlık').inputValue()).toBe(`İkinci sekme ${stamp}`);
      expect(await page.getByLabel('Anahtar Kelimeler').inputValue()).toBe(original.metaKeywords);
      await page.getByLabel('Anahtar Kelimeler').fill(`birinci, sekme, ${stamp}`);
      await page.getByRole('button', { name: 'Ayarları Kaydet' }).click();
      await shows(page, 'Ayarlar başarıyla kaydedildi');

      const saved = (await (await context.request.get('/api/admin/content/site-settings')).json()) as {
        siteSettings: { metaTitle: string; metaKeywords: string; version: number } & Record<string, unknown>;
      };
      expect(saved.siteSettings).toMatchObject({ metaTitle: `İkinci sekme ${stamp}` });
      expect(saved.siteSettings.metaKeywords).toContain(stamp);
      // Put the demo's texts back for the other browser tests.
      const { version, whatsappNumber: _n, whatsappMessage: _m, ...settings } = saved.siteSettings;
      const restored = await context.request.put('/api/admin/content/site-settings', {
        data: { ...settings, ...original, version },
      });
      expect(restored.status()).toBe(200);
      expectNoConsoleErrors(session);
    },
  );
});

describe('two tabs editing a blog post in the page form (/blog-settings)', () => {
  it.each(viewports)(
    'on a %s: the stale save is refused with the Turkish text and loses nothing',
    async (_, viewport) => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page, context } = session;
      const title = `İki sekmeli yazı ${Date.now() % 100000}`;
      const created = await context.request.post('/api/admin/blog', {
        data: {
          title,
          summary: 'İlk özet.',
          author: 'Dyt. Elif Demir',
          content: '<p>Metin</p>',
          readTime: 4,
          keywords: 'iki, sekme',
          metaTitle: 'İki sekme',
          metaDescription: 'İki sekmeli yazı.',
          isActive: false,
        },
      });
      expect(created.status()).toBe(201);
      const postId = ((await created.json()) as { post: { id: string } }).post.id;
      const editButton = (tab: Page) => tab.getByRole('button', { name: `${title}: Düzenle` }).first();

      await openScreen(page, '/blog-settings', 'Blog Yönetimi');
      await editButton(page).click();
      await expect.poll(() => page.getByLabel('Başlık', { exact: true }).inputValue(), slow).toBe(title);

      const tabB = await openSecondTab(context, '/blog-settings', 'Blog Yönetimi');
      await editButton(tabB).click();
      await expect.poll(() => tabB.getByLabel('Başlık', { exact: true }).inputValue(), slow).toBe(title);
      await tabB.getByLabel('Özet').fill('İkinci sekmenin özeti.');
      await tabB.getByRole('button', { name: 'Güncelle' }).click();
      await shows(tabB, 'Blog yazısı başarıyla güncellendi');

      await page.getByLabel('Yazar').fill('Dyt. Birinci Sekme');
      await page.getByRole('button', { name: 'Güncelle' }).click();
      await expectStaleNotice(page);
      await expectAccessible(page);
      await reloadCurrentValues(page);
      expect(await page.getByLabel('Özet').inputValue()).toBe('İkinci sekmenin özeti.');
      await page.getByLabel('Yazar').fill('Dyt. Birinci Sekme');
      await page.getByRole('button', { name: 'Güncelle' }).click();
      await shows(page, 'Blog yazısı başarıyla güncellendi');

      const posts = (await (await context.request.get('/api/admin/blog')).json()) as {
        posts: { id: string; summary: string; author: string }[];
      };
      expect(posts.posts.find((post) => post.id === postId)).toMatchObject({
        summary: 'İkinci sekmenin özeti.',
        author: 'Dyt. Birinci Sekme',
      });
      expect((await context.request.delete(`/api/admin/blog/${postId}`)).status()).toBe(200);
      expectNoConsoleErrors(session);
    },
  );
});
