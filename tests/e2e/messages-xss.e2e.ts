import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEXT_MAX } from '../../src/shared/message-constants.ts';
import { demo, expectNoConsoleErrors, openPage, phoneViewport, setUpBrowser } from './support/browser.ts';
import { createFreshClient } from './support/fresh-client.ts';

// Issue #42's care: the project's XSS corpus (tests/fixtures/xss-payloads.txt) written as messages by
// both sides is shown as text in both threads, in real Chromium: no dialog opens, no script-capable
// element or handler appears, every link is an http(s) address.

const browser = setUpBrowser();

const payloads = readFileSync(new URL('../fixtures/xss-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('# '));

/** The corpus in as few messages as the text limit allows (the send rate limit is 20 a minute). */
function packIntoMessages(lines: string[], limit = MESSAGE_TEXT_MAX - 100): string[] {
  const messages: string[] = [];
  let current = '';
  for (const line of lines) {
    const next = current ? `${current}\n${line}` : line;
    if (next.length > limit && current) {
      messages.push(current);
      current = line;
    } else current = next;
  }
  if (current) messages.push(current);
  return messages;
}

/** Records any way a payload could have run: a dialog, or the page's alert/confirm/prompt/print called. */
async function watchForScript(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const hits: string[] = [];
    Object.assign(window, { __xssHits: hits });
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const)
      Object.assign(window, { [name]: (...args: unknown[]) => void hits.push(`${name}(${String(args[0])})`) });
  });
  return {
    dialogs,
    hits: () => page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits),
  };
}

/** What in a thread could run script or leave the page's control; empty when it is all text and safe links. */
const dangersIn = (page: Page, threadName: string) =>
  page.getByRole('list', { name: threadName }).evaluate((thread) => {
    const dangers: string[] = [];
    for (const element of thread.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'img', 'form', 'input', 'base', 'meta', 'style'].includes(tag))
        dangers.push(`<${tag}>`);
      for (const attribute of element.getAttributeNames())
        if (attribute.startsWith('on')) dangers.push(`${attribute} on <${tag}>`);
      if (tag === 'a' && !/^https?:\/\//i.test(element.getAttribute('href') ?? ''))
        dangers.push(`href ${element.getAttribute('href')}`);
    }
    return dangers;
  });

describe('messages under the XSS corpus', () => {
  it('shows every payload from either side as text, on the client’s phone and in the inbox', async () => {
    expect(payloads.length).toBeGreaterThanOrEqual(100);
    const half = Math.ceil(payloads.length / 2);
    const fromPractice = packIntoMessages([...payloads.slice(0, half), 'XSS-SON-PRATIK']);
    const fromClient = packIntoMessages([...payloads.slice(half), 'XSS-SON-DANISAN']);
    expect(fromPractice.length + fromClient.length).toBeLessThanOrEqual(20);

    const adminSession = await openPage(browser(), { signedInAs: demo.admin });
    const admin = adminSession.page;
    const client = await createFreshClient(admin, 'Xss Mesaj');
    for (const text of fromPractice) {
      const sent = await admin.request.post(`/api/admin/messages/${client.id}`, { data: { text } });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    const clientSession = await openPage(browser(), { signedInAs: client.email, viewport: phoneViewport });
    const page = clientSession.page;
    for (const text of fromClient) {
      const sent = await page.request.post('/api/me/messages', { data: { text } });
      expect(sent.status(), await sent.text()).toBe(201);
    }

    const clientWatch = await watchForScript(page);
    await page.goto('/kullanici/mesajlar');
    await page.getByText('XSS-SON-DANISAN').waitFor();
    await page.getByText('XSS-SON-PRATIK').waitFor();
    expect(await dangersIn(page, 'Diyetisyeninizle yazışmanız')).toEqual([]);
    expect(await page.getByText('<script>alert(1)</script>', { exact: false }).count()).toBeGreaterThan(0);

    const adminWatch = await watchForScript(admin);
    await admin.goto(`/messages?danisan=${client.id}`);
    await admin.getByText('XSS-SON-DANISAN').waitFor();
    await admin.getByText('XSS-SON-PRATIK').waitFor();
    expect(await dangersIn(admin, `${client.name} ile yazışma`)).toEqual([]);

    expect([...clientWatch.dialogs, ...(await clientWatch.hits())]).toEqual([]);
    expect([...adminWatch.dialogs, ...(await adminWatch.hits())]).toEqual([]);
    expectNoConsoleErrors(clientSession);
    expectNoConsoleErrors(adminSession);

    // The watch itself sees a script that runs, and the check sees a live element.
    await page.evaluate(() => alert('deneme'));
    expect(await clientWatch.hits()).toEqual(['alert(deneme)']);
    await page.getByRole('list', { name: 'Diyetisyeninizle yazışmanız' }).evaluate((thread) => {
      thread.insertAdjacentHTML('beforeend', '<li><img src="data:," onerror="void 0"></li>');
    });
    expect(await dangersIn(page, 'Diyetisyeninizle yazışmanız')).toEqual(['<img>', 'onerror on <img>']);
    // The page's Content Security Policy refuses even that handler, and says so on the console.
    expectNoConsoleErrors(clientSession, [/violates the following Content Security Policy directive 'script-src/]);
  });
});
