import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { DEMO_PASSWORD, demoEmails } from '../../../src/server/demo/demo-accounts.ts';

// Flags that work on this machine (ARCHITECTURE.md): no sandbox as root, no background networking.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A server-rendered page is hydrated: a document page (ADR 0027) when every island is live, any
 * other page when React has attached to #root (a client-side link click no longer reloads).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const isAttached = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactContainer'));
    // A document page's islands (Preact, ADR 0029) say so once they are live (src/web/islands-main.tsx).
    const islands = [...document.querySelectorAll('[data-island]')];
    if (islands.length > 0) return islands.every((island) => island.hasAttribute('data-island-ready'));
    const root = document.getElementById('root');
    return root !== null && isAttached(root);
  });
}

export const phoneViewport = { width: 390, height: 844 };
export const desktopViewport = { width: 1366, height: 900 };

export const baseUrl = () => inject('baseUrl');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

/**
 * One Chromium per spec file: launched before its tests, closed after them. Returns a getter
 * because the browser exists only once `beforeAll` has run. After every test, passed or failed,
 * each browser context the test opened (openPage, newContext) is closed: tests never close their
 * own contexts.
 */
export function setUpBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('setUpBrowser(): the browser is launched in beforeAll');
    return browser;
  };
}

export type PageSession = { context: BrowserContext; page: Page; consoleErrors: string[] };

/**
 * A fresh browser context (its own cookies and storage) and page, closed after the test by
 * setUpBrowser. Unexpected console errors are
 * collected, and `expectNoConsoleErrors` fails the test on them; expected ones (a 401 the test
 * provokes) are filtered by the caller's `allow` patterns.
 */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; path?: string; locale?: string } = {},
): Promise<PageSession> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    // Writes through context.request (API helpers) carry Origin as the browser's own fetches do; the
    // API refuses writes that name no origin (issue #16).
    extraHTTPHeaders: { origin: baseUrl() },
    viewport: options.viewport ?? desktopViewport,
    locale: options.locale ?? 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  waitForLivePagesOnGoto(page);
  if (options.path) await page.goto(options.path);
  return { context, page, consoleErrors };
}

/**
 * A private area's page comes rendered by the server and inert until the app has hydrated it (ADR
 * 0035): a person cannot use it before then, so neither does a test. Playwright waits by itself for an
 * element to be non-inert before a click or a fill, but not before setInputFiles or keyboard input:
 * every goto and reload of this page returns once the page works.
 */
function waitForLivePagesOnGoto(page: Page) {
  const untilLive = () => page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilLive();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilLive();
    return response;
  };
}

/** Failed HTTP answers the test provoked on purpose show up as console errors in Chromium. */
const expectedNoise = [/Failed to load resource: the server responded with a status of (401|403|404|409|400|429)/];

export function expectNoConsoleErrors(session: PageSession, allow: RegExp[] = []) {
  const unexpected = session.consoleErrors.filter(
    (text) => ![...expectedNoise, ...allow].some((pattern) => pattern.test(text)),
  );
  expect(unexpected).toEqual([]);
}

/** Runs axe on the page as it is now and fails on any violation (WCAG 2.1 A/AA rules). */
export async function expectAccessible(page: Page) {
  // Measure the settled page: a colour caught halfway through a CSS transition is not what people see.
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(violations).toEqual([]);
}

/** The demo accounts (src/server/demo/demo-accounts.ts, the list the server seeds). */
export const demoPassword = DEMO_PASSWORD;
export const demo = demoEmails;

export async function signInAsAdmin(page: Page, email: string = demo.admin) {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(demoPassword);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function signInAsClient(page: Page, email: string = demo.clientA) {
  await page.goto('/kullanici/giris');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(demoPassword);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/kullanici');
}

/**
 * axe on the admin panel in its light and its dark theme (the layout's `dark` class, which a saved dark
 * colour mode sets), each with the page as it is. axe files text drawn in its background's own colour
 * (a 1:1 ratio) under "incomplete", not as a violation; here that fails too: it is the unreadable text
 * issue #39 found ('Açık Tema'/'Koyu Tema' in the dark theme). The page is left in its own theme.
 */
export async function expectAccessibleInBothThemes(page: Page) {
  const appearance = page.locator('[data-admin-appearance]');
  const wasDark = ((await appearance.getAttribute('class')) ?? '').split(/\s+/).includes('dark');
  for (const isDark of [false, true]) {
    await appearance.evaluate((element, dark) => element.classList.toggle('dark', dark), isDark);
    await expectAccessible(page);
    const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    const invisible = contrast.incomplete
      .flatMap((result) => result.nodes)
      .filter((node) =>
        node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio'),
      )
      .map((node) => node.target.join(' '));
    expect({ theme: isDark ? 'dark' : 'light', invisible }).toEqual({
      theme: isDark ? 'dark' : 'light',
      invisible: [],
    });
  }
  await appearance.evaluate((element, dark) => element.classList.toggle('dark', dark), wasDark);
}
