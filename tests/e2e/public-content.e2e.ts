import { describe, expect, it } from 'vitest';
import { demoPosts } from '../../src/server/demo/data/content.ts';
import {
  baseUrl,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  waitForHydration,
} from './support/browser.ts';

const browser = setUpBrowser();
const firstPost = demoPosts[0]!;

describe('home page (/)', () => {
  it('arrives server-rendered with every section in the spec order and hydrates without errors', async () => {
    const session = await openPage(browser(), { path: '/' });
    const { page } = session;
    await waitForHydration(page);
    expect(await page.title()).toBe('Denge Beslenme | Kadıköy Diyetisyen ve Online Beslenme Danışmanlığı');

    const slider = page.getByRole('region', { name: 'Öne çıkanlar' });
    await slider.getByRole('heading', { level: 1, name: 'Kişiye özel beslenme, kalıcı sonuçlar' }).waitFor();
    const headings = await page.locator('main h1, main h2').allTextContents();
    const order = [
      'Kişiye özel beslenme, kalıcı sonuçlar',
      'Denge Beslenme Hakkında',
      'İlk görüşmede size özel bir yol haritası',
      'Hizmetlerimiz',
      'Sorularınız mı var? Bize ulaşın',
      'Ekibimiz',
      'Danışanlarımız Ne Diyor?',
      'Blog ve Duyurular',
    ];
    const positions = order.map((title) => headings.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // Services: six cards; team: four members; blog teaser: the three newest posts.
    expect(await page.getByRole('region', { name: 'Hizmetlerimiz' }).getByRole('heading', { level: 3 }).count()).toBe(
      6,
    );
    expect(await page.getByRole('region', { name: 'Ekibimiz' }).getByRole('listitem').count()).toBe(4);
    const teaser = page.getByRole('region', { name: 'Blog ve Duyurular' });
    expect(await teaser.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      demoPosts.slice(0, 3).map((post) => post.title),
    );
    expect(await teaser.getByRole('link', { name: 'Tüm Yazılar' }).getAttribute('href')).toBe('/blog');

    // Testimonials: the stars equal the rating (Can Y. gave 4).
    const testimonials = page.getByRole('region', { name: 'Danışanlarımız Ne Diyor?' });
    const canRating = testimonials.getByRole('group').filter({ hasText: 'Can Y.' }).getByRole('img');
    expect(await canRating.getAttribute('aria-label')).toBe('5 üzerinden 4 yıldız');
    expect(await canRating.locator('[data-filled="true"]').count()).toBe(4);

    // Floating buttons from the settings: WhatsApp with the default message, and a phone call.
    const whatsapp = page.getByRole('link', { name: 'WhatsApp ile yazın' });
    expect(await whatsapp.getAttribute('href')).toBe(
      `https://wa.me/905325551234?text=${encodeURIComponent('Merhaba, randevu ve beslenme programları hakkında bilgi almak istiyorum.')}`,
    );
    expect(await page.getByRole('link', { name: 'Hemen arayın' }).getAttribute('href')).toBe('tel:+902165551234');

    // Footer: the spec's links, social links from settings, the current year.
    const footer = page.getByRole('contentinfo');
    for (const label of ['Ana Sayfa', 'Hakkımızda', 'Hizmetler', 'Blog', 'İletişim']) {
      await footer.getByRole('link', { name: label, exact: true }).waitFor();
    }
    expect(await footer.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/dengebeslenme',
    );
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Denge Beslenme`);
    expectNoConsoleErrors(session);
  });

  it('carries the practice as LocalBusiness/Dietitian structured data and its meta tags', async () => {
    const response = await fetch(`${baseUrl()}/`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<meta name="description" content="Kadıköy’de diyetisyen');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/">`);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({ '@type': ['LocalBusiness', 'Dietitian'], name: 'Denge Beslenme' });
    // A document page (ADR 0027): no inline script at all (no hydration data; the islands carry their
    // props as attributes), only the islands entry; neither the app's entry nor a page chunk.
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)([^>]*)>/g)];
    expect(inlineScripts).toHaveLength(0);
    // The islands are one file (ADR 0029), fetched after the stylesheet and the slide: low priority.
    expect(html).toMatch(
      /<script type="module" crossorigin fetchpriority="low" src="\/assets\/islands-[\w-]+\.js"><\/script>/,
    );
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/\/assets\/(index|home-page)-[\w-]+\.js/);
    expect(html).toMatch(/<div data-island="hero-slider"/);
    expect(response.headers.get('content-security-policy')).not.toContain("unsafe-inline'; style");
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
  });

  it('moves the slider and the services carousel with their buttons', async () => {
    const session = await openPage(browser(), { path: '/' });
    const { page } = session;
    await waitForHydration(page);
    const slider = page.getByRole('region', { name: 'Öne çıkanlar' });
    await slider.getByRole('button', { name: 'Otomatik geçişi durdur' }).click();
    await slider.getByRole('button', { name: '3 / 3. slayta git' }).click();
    await expect
      .poll(() => slider.getByRole('button', { name: '3 / 3. slayta git' }).getAttribute('aria-current'))
      .toBe('true');
    await slider.getByRole('button', { name: 'Sonraki' }).click();
    // The slider loops: after the last slide comes the first.
    await expect
      .poll(() => slider.getByRole('button', { name: '1 / 3. slayta git' }).getAttribute('aria-current'))
      .toBe('true');

    // Services: three cards side by side from 1024 px; the next button moves on by one.
    const services = page.getByRole('region', { name: 'Hizmetlerimiz' }).last();
    await services.getByRole('button', { name: 'Otomatik geçişi durdur' }).click();
    await services.getByRole('button', { name: /^1 \/ \d+\. slayta git$/ }).click();
    const slideWidth = await services
      .getByRole('group')
      .first()
      .evaluate((slide) => slide.getBoundingClientRect().width);
    const viewportWidth = await services
      .getByRole('group')
      .first()
      .evaluate((slide) => slide.parentElement!.getBoundingClientRect().width);
    expect(Math.round(viewportWidth / slideWidth)).toBe(3);
    await services.getByRole('button', { name: 'Sonraki' }).click();
    await expect
      .poll(() => services.getByRole('button', { name: /^2 \/ \d+\. slayta git$/ }).getAttribute('aria-current'))
      .toBe('true');
    expectNoConsoleErrors(session);
  });

  it('autoplays the slider, and stands still for visitors who prefer reduced motion', async () => {
    const moving = await openPage(browser(), { path: '/' });
    await waitForHydration(moving.page);
    const slider = moving.page.getByRole('region', { name: 'Öne çıkanlar' });
    await expect
      .poll(() => slider.getByRole('button', { name: '2 / 3. slayta git' }).getAttribute('aria-current'), {
        timeout: 9000,
      })
      .toBe('true');

    const still = await browser().newContext({
      baseURL: baseUrl(),
      reducedMotion: 'reduce',
      viewport: desktopViewport,
    });
    // The page's clock is the test's: six seconds pass for the slider (past its 5 s autoplay) at once.
    await still.clock.install();
    const page = await still.newPage();
    await page.goto('/');
    await waitForHydration(page);
    const stillSlider = page.getByRole('region', { name: 'Öne çıkanlar' });
    expect(await stillSlider.getByRole('button', { name: 'Otomatik geçişi durdur' }).count()).toBe(0);
    await page.clock.runFor(6000);
    expect(await stillSlider.getByRole('button', { name: '1 / 3. slayta git' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('renders the home page and a post fully without JavaScript', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: phoneViewport,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Kişiye özel beslenme, kalıcı sonuçlar' }).waitFor();
    await page.getByRole('heading', { name: 'Denge Beslenme Hakkında' }).waitFor();
    await page.getByText('Dyt. Burak Aydın').waitFor();
    // The phone menu is a <details> disclosure: it opens without JavaScript too.
    await page.getByLabel('Menüyü aç').click();
    await page
      .getByRole('navigation', { name: 'Site menüsü' })
      .getByRole('link', { name: 'Sporcu Beslenmesi' })
      .waitFor();

    await page.goto(`/blog/${firstPost.slug}`);
    await page.getByRole('heading', { level: 1, name: firstPost.title }).waitFor();
    await page.getByRole('heading', { name: '1. Öğün atlamayın' }).waitFor();
    await page.getByText('6 dk okuma süresi').waitFor();
  });

  it('toggles dark mode, remembers it, and reloads dark without a hydration error', async () => {
    const session = await openPage(browser(), { path: '/' });
    const { page } = session;
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Koyu temaya geç' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: 'Açık temaya geç' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Açık temaya geç' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expectNoConsoleErrors(session);
  });

  it('shows the cart count from the stored cart', async () => {
    const session = await openPage(browser(), { path: '/' });
    const { page } = session;
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          { id: 'a', name: 'Protein bar', price: 45, quantity: 2 },
          { id: 'b', name: 'Çay', price: 90, quantity: 1 },
        ]),
      ),
    );
    await page.reload();
    await waitForHydration(page);
    // After hydration the cart is the dropdown's button (tests/e2e/public-shop.e2e.ts).
    await page.getByRole('button', { name: 'Sepet, 3 ürün' }).waitFor();
    await page.evaluate(() => localStorage.setItem('cart', '{bozuk'));
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sepet, 0 ürün' }).waitFor();
    expectNoConsoleErrors(session);
  });
});

describe('top bar menu', () => {
  it('opens a dropdown on hover and from the keyboard, and closes it with Escape', async () => {
    const session = await openPage(browser(), { path: '/blog' });
    const { page } = session;
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Site menüsü' });
    const child = nav.getByRole('link', { name: 'Sporcu Beslenmesi' });
    expect(await child.isVisible()).toBe(false);
    await nav.getByRole('link', { name: 'Hizmetler' }).hover();
    await child.waitFor();
    await page.mouse.move(5, 600);
    await child.waitFor({ state: 'hidden' });

    const toggle = nav.getByRole('button', { name: 'Hizmetler alt menüsü' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kilo Yönetimi');
    await page.keyboard.press('Escape');
    await child.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // A top-level entry without children is a plain link (a document page has no router).
    await nav.getByRole('link', { name: 'Ana Sayfa' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Kişiye özel beslenme, kalıcı sonuçlar' }).waitFor();
    expectNoConsoleErrors(session);
  });

  it('on a phone, opens the menu with both levels, navigates and closes it', async () => {
    const session = await openPage(browser(), { path: '/', viewport: phoneViewport });
    const { page } = session;
    await waitForHydration(page);
    await page.getByLabel('Menüyü aç').click();
    const nav = page.getByRole('navigation', { name: 'Site menüsü' });
    await nav.getByRole('link', { name: 'Gebelik ve Emzirme' }).waitFor();
    await expectAccessible(page);
    await nav.getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await nav.waitFor({ state: 'hidden' });
    expectNoConsoleErrors(session);
  });
});

describe('blog', () => {
  it('lists the posts as cards and opens one with its details; each load counts one view', async () => {
    const session = await openPage(browser(), { path: '/blog' });
    const { page } = session;
    await waitForHydration(page);
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBe(demoPosts.length);
    const card = cards.filter({ hasText: firstPost.title });
    await card.getByText(firstPost.summary).waitFor();
    await card.getByText(firstPost.author).waitFor();
    await card.getByText('6 dk').waitFor();
    await card.getByRole('link', { name: `Devamını Oku: ${firstPost.title}` }).click();

    await page.waitForURL((url) => url.pathname === `/blog/${firstPost.slug}`);
    await page.getByRole('heading', { level: 1, name: firstPost.title }).waitFor();
    expect(await page.title()).toBe(firstPost.metaTitle);
    await page.getByText('6 dk okuma süresi').waitFor();
    const keywords = page.getByRole('list', { name: 'Anahtar kelimeler' });
    expect(await keywords.getByRole('listitem').allTextContents()).toEqual(firstPost.keywords);
    const updated = await page.getByText(/^Son güncelleme:/).textContent();
    expect(updated).toMatch(
      /^Son güncelleme: \d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/,
    );

    const viewsOf = async () => Number((await page.getByTestId('view-count').textContent())!.replace(/\D/g, ''));
    const before = await viewsOf();
    await page.reload();
    await waitForHydration(page);
    // One more per successful load, and hydration does not count it a second time.
    expect(await viewsOf()).toBe(before + 1);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('is accessible on phone and desktop (list and post)', async () => {
    for (const viewport of [phoneViewport, desktopViewport]) {
      const { page } = await openPage(browser(), { path: '/blog', viewport });
      await waitForHydration(page);
      await expectAccessible(page);
      await page.goto(`/blog/${demoPosts[3]!.slug}`);
      await waitForHydration(page);
      await expectAccessible(page);
      await page.goto('/');
      await waitForHydration(page);
      await expectAccessible(page);
    }
  });

  it('answers an unknown post with a real 404 page that leads back to the blog', async () => {
    const response = await fetch(`${baseUrl()}/blog/boyle-bir-yazi-yok`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Yazı bulunamadı | Denge Beslenme</title>');

    const session = await openPage(browser(), { path: '/blog/boyle-bir-yazi-yok' });
    const { page } = session;
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Yazı bulunamadı' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Tüm yazılara dön' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    expectNoConsoleErrors(session, [/status of 404/]);
  });

  it("puts a post's title, description, keywords, canonical URL and Open Graph tags into the server's HTML", async () => {
    const html = await (await fetch(`${baseUrl()}/blog/${firstPost.slug}`)).text();
    const canonical = `${baseUrl()}/blog/${firstPost.slug}`;
    expect(html).toContain(`<title>${firstPost.metaTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${firstPost.metaDescription}">`);
    expect(html).toContain(`<meta name="keywords" content="${firstPost.keywords.join(', ')}">`);
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(`<meta property="og:title" content="${firstPost.metaTitle}">`);
    expect(html).toContain(`<meta property="og:description" content="${firstPost.metaDescription}">`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    expect(html).toContain(`<meta property="og:image" content="${baseUrl()}/demo/blog-blood-sugar.webp">`);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: firstPost.title, author: { name: firstPost.author } });
    // Only one title and one description: the SPA shell's defaults are replaced, not duplicated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // A document page (ADR 0027): one script, the islands' file (ADR 0029) with the top bar in it;
    // the post itself ships no code.
    const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(['/page-init.js', expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/blog-post-page-[\w-]+\.js/);
  });

  it('lists home, the blog and every post in sitemap.xml, and points robots.txt to it', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const post of demoPosts) expect(sitemap).toContain(`<loc>${baseUrl()}/blog/${post.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${baseUrl()}/</loc>`);
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    expect(robots).toContain('Disallow: /panel');
  });
});
