import axe from 'axe-core';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { DEMO_PASSWORD, demoEmails } from '../../../src/server/demo/demo-accounts.ts';
import { adminHomePath, clientHomePath } from '../../../src/shared/routes.ts';

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

/**
 * The address of this test worker's own server (global-setup.ts starts one per worker): the spec
 * files of a worker share its data, those of two workers never meet.
 */
export function baseUrl(): string {
  const baseUrls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = baseUrls[worker - 1];
  if (!url) throw new Error(`no e2e server for test worker ${worker} (${baseUrls.length} started)`);
  return url;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

/**
 * A Chromium with a profile on disk (a browser context of `launchBrowser` is incognito, where Chromium
 * never offers to install an app), signed in as the account by its saved session's cookies. The
 * caller closes it and removes the folder.
 */
export async function launchProfileSignedInAs(userDataDir: string, email: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL: baseUrl(),
    serviceWorkers: 'allow',
  });
  await context.addCookies((await savedSessionOf(email)).cookies);
  return context;
}

// The worker's Chromium (vitest.e2e.config.ts: isolate false, so this module lives as long as the worker):
// launched by the first spec file that asks, used by every later one, and closed by Playwright when the
// worker exits. A launch and close cost 1.5 to 2.5 s on the loaded machine, once per spec file before.
let workerBrowser: Promise<Browser> | undefined;

async function browserOfWorker(): Promise<Browser> {
  const current = await workerBrowser;
  if (current?.isConnected()) return current;
  workerBrowser = launchBrowser().then((browser) => {
    watchEveryContext(browser);
    return browser;
  });
  return workerBrowser;
}

/**
 * The worker's Chromium for a spec file's tests (one per worker, launched once). Returns a getter
 * because the browser exists only once `beforeAll` has run. After every test, passed or failed,
 * each browser context the test opened (openPage, newContext) is closed: tests never close their
 * own contexts, and no spec file sees another's pages or cookies. Every page of every context is
 * watched for console errors, and a test whose pages logged one it did not declare (openPage's
 * `allowConsoleErrors`, expectNoConsoleErrors' `allow`) fails after it has run, whether or not it
 * calls expectNoConsoleErrors itself.
 */
export function setUpBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await browserOfWorker();
  });
  afterEach(async (context) => {
    const unexpected = watchedContexts.flatMap(unexpectedConsoleErrors);
    watchedContexts.length = 0;
    await Promise.all((browser?.contexts() ?? []).map((browserContext) => browserContext.close()));
    // A test that has already failed keeps its own failure as the message.
    if (unexpected.length > 0 && context.task.result?.state !== 'fail')
      throw new Error(`console errors the test did not expect:\n${unexpected.join('\n')}`);
  });
  afterAll(async () => {
    // A spec file that opened contexts outside its tests (beforeAll) leaves none to the next one.
    await Promise.all((browser?.contexts() ?? []).map((browserContext) => browserContext.close()));
  });
  return () => {
    if (!browser) throw new Error('setUpBrowser(): the browser is launched in beforeAll');
    return browser;
  };
}

export type PageSession = {
  context: BrowserContext;
  page: Page;
  /** Every console error and uncaught exception of the context's pages so far, as Chromium wrote it. */
  consoleErrors: string[];
};

type ConsoleError = { text: string; url: string };
type WatchedContext = { context: BrowserContext; errors: ConsoleError[]; texts: string[]; allow: RegExp[] };

// The contexts of the test now running, in the order they were opened (setUpBrowser checks them).
const watchedContexts: WatchedContext[] = [];

/** Collects the console errors of every page a context opens, from the first. */
function watchContext(context: BrowserContext): WatchedContext {
  const watched: WatchedContext = { context, errors: [], texts: [], allow: [] };
  const record = (text: string, url: string) => {
    watched.errors.push({ text, url });
    watched.texts.push(text);
  };
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') record(message.text(), message.location().url);
    });
    page.on('pageerror', (error) => record(error.message, page.url()));
  });
  watchedContexts.push(watched);
  return watched;
}

function watchedOf(context: BrowserContext): WatchedContext {
  return watchedContexts.find((watched) => watched.context === context) ?? watchContext(context);
}

/** Every context a test opens with `browser().newContext()` is watched too, not only openPage's. */
function watchEveryContext(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watchedOf(context);
    return context;
  };
}

/**
 * A fresh browser context (its own cookies and storage) and page, closed after the test by
 * setUpBrowser. `signedInAs` (an e-mail of the demo practice, or a client's made by the test with the
 * demo password) starts the context signed in by a saved session (`savedSessionOf`), without the
 * sign-in form. `allowConsoleErrors` declares the console errors the test provokes on purpose (a
 * stubbed 500, an aborted script); any other fails the test.
 */
export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    path?: string;
    locale?: string;
    signedInAs?: string;
    allowConsoleErrors?: RegExp[];
    /**
     * The client area's service worker (ADR 0071) fetches its pages' requests itself, where a page's
     * `page.route` stubs never see them: blocked unless a test is about it.
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<PageSession> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    // Writes through context.request (API helpers) carry Origin as the browser's own fetches do; the
    // API refuses writes that name no origin (issue #16).
    extraHTTPHeaders: { origin: baseUrl() },
    viewport: options.viewport ?? desktopViewport,
    locale: options.locale ?? 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.signedInAs ? { storageState: await savedSessionOf(options.signedInAs) } : {}),
  });
  const watched = watchedOf(context);
  watched.allow.push(...(options.allowConsoleErrors ?? []));
  const page = await context.newPage();
  waitForLivePagesOnGoto(page);
  if (options.path) await page.goto(options.path);
  return { context, page, consoleErrors: watched.texts };
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

/**
 * Chromium writes "Failed to load resource: … status of 4xx" to the console for every fetch the
 * server answers with a 4xx, also when the app expects and handles that answer: the API's 401 to a
 * signed-out visitor's session check, a 400 or 409 whose Turkish message the test then reads on the
 * page. Those are no console errors of the app, as long as the resource is the API: a 4xx of a script,
 * a style sheet or a picture, and every 5xx, is one.
 */
function isHandledApiRefusal(error: ConsoleError): boolean {
  if (!/^Failed to load resource: the server responded with a status of 4\d\d/.test(error.text)) return false;
  const url = URL.parse(error.url);
  return url?.pathname.startsWith('/api/') ?? false;
}

function unexpectedConsoleErrors(watched: WatchedContext): string[] {
  return watched.errors
    .filter((error) => !isHandledApiRefusal(error) && !watched.allow.some((pattern) => pattern.test(error.text)))
    .map((error) => (error.url ? `${error.text} (${error.url})` : error.text));
}

/**
 * Fails the test now on a console error of the session's pages that is not a handled API refusal or
 * matched by `allow`; `allow` also holds for the rest of the test (setUpBrowser checks every page
 * again after the test).
 */
export function expectNoConsoleErrors(session: PageSession, allow: RegExp | RegExp[] = []) {
  const watched = watchedOf(session.context);
  watched.allow.push(...[allow].flat());
  expect(unexpectedConsoleErrors(watched)).toEqual([]);
}

/**
 * axe-core run in the page as one `axe.run`, injected only into a document that does not hold it yet.
 * @axe-core/playwright's analyze() evaluated the 580 kB script three times per check (the page, each
 * frame again, and a blank page it opens to merge the frames' partial results), 0.25 s each; a screen
 * checked in two viewports and themes paid it over and over. Denge's pages have no frames, so the
 * per-frame run bought nothing.
 */
async function runAxe(page: Page, runOnly: axe.RunOnly): Promise<axe.AxeResults> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axe.source);
  return page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), {
    runOnly,
  } satisfies axe.RunOptions);
}

const wcagTags: axe.RunOnly = { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] };

/** Runs axe on the page as it is now (WCAG 2.1 A/AA rules) and fails on any violation; returns the results. */
export async function expectAccessible(page: Page): Promise<axe.AxeResults> {
  // Measure the settled page: a colour caught halfway through a CSS transition is not what people see.
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
  const results = await runAxe(page, wcagTags);
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(violations).toEqual([]);
  return results;
}

/** The demo accounts (src/server/demo/demo-accounts.ts, the list the server seeds). */
export const demoPassword = DEMO_PASSWORD;
export const demo = demoEmails;

type SavedSession = Awaited<ReturnType<APIRequestContext['storageState']>>;

// Sessions made once per test worker (each worker tests against a server of its own: vitest.e2e.config.ts), by e-mail.
const savedSessions = new Map<string, Promise<SavedSession>>();

/**
 * A signed-in session of the account (the demo dietitian signs in as admin, every other e-mail as a
 * client with the demo password), made by the sign-in API the first time it is asked for and saved
 * (its cookies, as Playwright's storage state): every later page that starts signed in as it takes
 * the same cookies, without the sign-in form and without another password hash on the server. A
 * session a test has ended (signed out, password changed, account deleted) is made anew.
 */
export async function savedSessionOf(email: string): Promise<SavedSession> {
  const saved = savedSessions.get(email);
  if (saved && (await isSessionAlive(await saved))) return saved;
  const made = signInByApi(email);
  savedSessions.set(email, made);
  made.catch(() => savedSessions.delete(email));
  return made;
}

async function signInByApi(email: string): Promise<SavedSession> {
  const role = email === demo.admin ? 'admin' : 'client';
  const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  try {
    const response = await api.post(`/api/auth/${role}/sign-in`, { data: { email, password: demoPassword } });
    if (response.status() !== 200) throw new Error(`${role} sign-in of ${email} failed: ${response.status()}`);
    // A client made by a test has not been through the consent step (ADR 0081): the tests of other
    // screens start past it, as the demo clients do; tests/e2e/me-consents.e2e.ts signs in without it.
    if (role === 'client') await passConsentStep(api);
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

/** Records the consent step's answers (notice read, açık rıza given) when the client has not yet. */
export async function passConsentStep(api: APIRequestContext) {
  const consents = await api.get('/api/me/consents');
  if (!consents.ok() || !((await consents.json()) as { isStepNeeded: boolean }).isStepNeeded) return;
  const made = await api.post('/api/me/consents', {
    data: { privacyNoticeAcknowledged: true, explicitConsent: 'given' },
  });
  if (made.status() !== 201) throw new Error(`consent step failed: ${made.status()}`);
}

async function isSessionAlive(session: SavedSession): Promise<boolean> {
  const cookie = session.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const response = await fetch(`${baseUrl()}/api/auth/session`, { headers: { cookie } });
  return response.ok && ((await response.json()) as { user: unknown }).user !== null;
}

/**
 * Signs the page's context in as an admin by the saved session (savedSessionOf) and opens the panel's
 * home, where the sign-in form would have led. A test that opens another screen next starts with
 * `openPage(browser(), { signedInAs: demo.admin, path })` instead and skips the home page.
 */
export async function signInAsAdmin(page: Page, email: string = demo.admin) {
  await page.context().addCookies((await savedSessionOf(email)).cookies);
  await page.goto(adminHomePath);
}

/** As signInAsAdmin, for a client (demo client A unless named), to the client area's home. */
export async function signInAsClient(page: Page, email: string = demo.clientA) {
  await page.context().addCookies((await savedSessionOf(email)).cookies);
  await page.goto(clientHomePath);
}

/**
 * Signs in by typing into the sign-in form, as a person does: for the tests of the sign-in flows
 * themselves (sign-in.e2e.ts), and of what a new session does. Every other test signs in by a saved
 * session.
 */
export async function signInThroughForm(page: Page, role: 'admin' | 'client', email: string) {
  await page.goto(role === 'admin' ? '/login' : '/kullanici/giris');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(demoPassword);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === (role === 'admin' ? adminHomePath : clientHomePath));
}

/**
 * Counts the live streams (GET /api/me/events) the page's app has seen 'ready' on, from the next page
 * load on: with `waitForLiveStream` a test sends what the stream should bring only once it is
 * subscribed, instead of waiting a guessed while. Call before the page opens the signed-in area.
 */
export async function countReadyLiveStreams(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { readyLiveStreams: number; openedLiveStreams: number };
    counted.readyLiveStreams = 0;
    counted.openedLiveStreams = 0;
    const Original = window.EventSource;
    window.EventSource = class extends Original {
      constructor(...args: ConstructorParameters<typeof EventSource>) {
        super(...args);
        counted.openedLiveStreams += 1;
        this.addEventListener('ready', () => {
          counted.readyLiveStreams += 1;
        });
      }
    };
  });
}

/** How many live streams (EventSource) the page has opened since countReadyLiveStreams. */
export const openedLiveStreams = (page: Page) =>
  page.evaluate(() => (window as unknown as { openedLiveStreams?: number }).openedLiveStreams ?? 0);

/** Waits until the page's live stream has said 'ready' `count` times (countReadyLiveStreams). */
export async function waitForLiveStream(page: Page, count = 1) {
  await page.waitForFunction(
    (expected) => (window as unknown as { readyLiveStreams?: number }).readyLiveStreams! >= expected,
    count,
  );
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
    // The WCAG run's own colour-contrast results: the rule is in its tags.
    const contrast = await expectAccessible(page);
    const invisible = contrast.incomplete
      .filter((result) => result.id === 'color-contrast')
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
