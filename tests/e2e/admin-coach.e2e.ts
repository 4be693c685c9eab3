import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  demo,
} from './support/browser.ts';
import { createGate } from '../support/gate.ts';

// The e2e server has no AI provider (the streaming protocol itself is tested against a local
// provider in tests/api/coach-admin.test.ts); here the page is shown answers in the server's own
// formats: the conversation, the NDJSON event stream, and the error bodies.

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
const failure = 'Üzgünüm, şu anda yanıt üretirken bir hata oluştu. Lütfen tekrar deneyin.';
const isConversation = (url: URL) => url.pathname === '/api/admin/coach';
const isQuestion = (url: URL) => url.pathname === '/api/admin/coach/messages';

const ndjson = (events: object[]) => events.map((event) => `${JSON.stringify(event)}\n`).join('');
const message = (role: 'user' | 'assistant', content: string) => ({
  id: crypto.randomUUID(),
  role,
  content,
  createdAt: new Date().toISOString(),
});

async function openCoach(page: Page) {
  await page.goto('/health-expert');
  await expect.poll(() => page.getByRole('heading', { name: 'Yaşam Koçu', level: 1 }).isVisible(), slow).toBe(true);
}

describe('life coach (/health-expert)', () => {
  it('says in Turkish that no provider is configured; shows the kept conversation, clears it to the suggestions', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openCoach(page);
    for (const title of ['Yapay Zekâ Destekli', 'Kişiselleştirilmiş Öneriler', 'Beslenme Danışmanlığı'])
      expect(await page.getByText(title, { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'yapılandırılmamış' }).isVisible(), slow)
      .toBe(true);
    expect(await page.getByPlaceholder('Sağlıklı yaşam hakkında bir soru sorun...').isDisabled()).toBe(true);
    // The demo dietitian's kept conversation, then 'Sohbeti Temizle' back to the welcome and suggestions.
    await expect
      .poll(() => page.getByTestId('assistant-bubble').first().textContent(), slow)
      .toContain('Ara öğünlerde');
    expect(await page.getByText('Sağlık Uzmanı', { exact: true }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sohbeti Temizle' }).click();
    await expect.poll(() => page.getByText('Sohbet temizlendi').isVisible(), slow).toBe(true);
    expect(await page.getByRole('button', { name: 'Günde kaç litre su içmeliyim?' }).isVisible()).toBe(true);
    expect(await page.getByText('Merhaba! Ben Sağlık Uzmanınız.').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText('Merhaba! Ben Sağlık Uzmanınız.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('streams an answer into a Sağlık Uzmanı bubble; suggestions fill the input and vanish after', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isConversation, (route) => route.fulfill({ json: { messages: [], isConfigured: true } }));
    const answerHeld = createGate();
    await page.route(isQuestion, async (route: Route) => {
      const question = (route.request().postDataJSON() as { content: string }).content;
      await answerHeld.passed;
      await route.fulfill({
        contentType: 'application/x-ndjson; charset=utf-8',
        body: ndjson([
          { type: 'delta', text: 'Günde ortalama ' },
          { type: 'delta', text: '2-2,5 litre su ' },
          { type: 'delta', text: 'içmeniz önerilir.' },
          {
            type: 'done',
            question: message('user', question),
            answer: message('assistant', 'Günde ortalama 2-2,5 litre su içmeniz önerilir.'),
          },
        ]),
      });
    });
    await openCoach(page);
    const input = page.getByPlaceholder('Sağlıklı yaşam hakkında bir soru sorun...');
    const send = page.getByRole('button', { name: 'Gönder' });
    expect(await send.isDisabled()).toBe(true);
    // An empty question (Enter on a blank box): the spec's text.
    await input.press('Enter');
    await expect
      .poll(() => page.getByText('Lütfen bir soru sorun veya danışmak istediğiniz konuyu belirtin.').isVisible())
      .toBe(true);

    await page.getByRole('button', { name: 'Günde kaç litre su içmeliyim?' }).click();
    expect(await input.inputValue()).toBe('Günde kaç litre su içmeliyim?');
    await send.click();
    await expect.poll(() => page.getByTestId('typing-indicator').isVisible(), slow).toBe(true);
    expect(await page.getByTestId('user-bubble').textContent()).toBe('Günde kaç litre su içmeliyim?');
    expect(await page.getByRole('button', { name: 'Günde kaç litre su içmeliyim?' }).count()).toBe(0);
    expect(await send.isDisabled()).toBe(true);
    await expectAccessible(page);

    answerHeld.open();
    await expect
      .poll(() => page.getByTestId('assistant-bubble').textContent(), slow)
      .toBe('Günde ortalama 2-2,5 litre su içmeniz önerilir.');
    expect(await page.getByText('Sağlık Uzmanı', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('typing-indicator').count()).toBe(0);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the failure bubble for a failed answer and a cut stream, and the load error', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.admin });
    const { page } = session;
    await page.route(isConversation, (route) =>
      route.fulfill({
        json: {
          messages: [message('user', 'Merhaba'), message('assistant', 'Merhaba! Size nasıl yardımcı olabilirim?')],
          isConfigured: true,
        },
      }),
    );
    let answer: 'failed' | 'cut' = 'failed';
    await page.route(isQuestion, (route) =>
      answer === 'failed'
        ? route.fulfill({ status: 502, json: { code: 'ai_failed', message: failure } })
        : route.fulfill({
            contentType: 'application/x-ndjson',
            body: ndjson([{ type: 'delta', text: 'Stresle başa çıkmak için ' }]),
          }),
    );
    await openCoach(page);
    // The kept conversation is shown, without the suggestions.
    await expect.poll(() => page.getByText('Merhaba! Size nasıl yardımcı olabilirim?').isVisible(), slow).toBe(true);
    expect(await page.getByRole('button', { name: 'Günde kaç litre su içmeliyim?' }).count()).toBe(0);

    const input = page.getByPlaceholder('Sağlıklı yaşam hakkında bir soru sorun...');
    await input.fill('Kilo vermek için ne yapmalıyım?');
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect.poll(() => page.getByText(failure).count(), slow).toBe(1);

    answer = 'cut';
    await input.fill('Stresle nasıl başa çıkabilirim?');
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect.poll(() => page.getByText(failure).count(), slow).toBe(2);
    await expectAccessible(page);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route(isConversation, (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'x' } }),
    );
    await page.reload();
    await expect
      .poll(() => page.getByText('Sohbet yüklenirken bir hata oluştu').isVisible(), { timeout: 15_000 })
      .toBe(true);
    expectNoConsoleErrors(session, [/status of (500|502)/]);
  });
});
