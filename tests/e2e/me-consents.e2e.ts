import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demo,
  demoPassword,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { createFreshClient } from './support/fresh-client.ts';

// Consent with proof (issue #43, ADR 0081): a new client meets the consent step before any screen of
// the client area, then sees, withdraws and gives again their açık rıza in 'Profil › Onaylarım'.

const browser = setUpBrowser();
const slow = { timeout: 15_000 };
// Each flow creates a client through the dietitian's API and signs in first: more than the default minute on a busy machine.
const FLOW_TIMEOUT = 150_000;
const stepHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Kişisel verileriniz hakkında' });
const diaryHeadingHtml = /<h1[^>]*>[^<]*Kalori Günlüğü/;
const consentsCard = (page: Page) => page.getByRole('region', { name: 'Onaylarım' });

/** A client of this test, signed in on a context of its own without passing the consent step. */
async function newClientPage(viewport: { width: number; height: number }) {
  const admin = await openPage(browser(), { signedInAs: demo.admin, path: '/' });
  const client = await createFreshClient(admin.page, 'Riza');
  const session = await openPage(browser(), { viewport });
  const signedIn = await session.page.request.post('/api/auth/client/sign-in', {
    data: { email: client.email, password: demoPassword },
  });
  expect(signedIn.status()).toBe(200);
  return { session, client };
}

describe('the consent step and Onaylarım (client area)', () => {
  for (const [label, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(
      `asks a new client first, refuses an empty answer in Turkish, then opens the screen (${label})`,
      async () => {
        const { session } = await newClientPage(viewport);
        const { page } = session;
        // The page itself says the step comes first: its first paint holds no screen to glimpse while
        // the step's texts load, where a client who has decided gets the screen at once.
        const firstPaint = await (await page.request.get('/kullanici/kalori-gunlugu')).text();
        expect(firstPaint).toContain('"consentStepNeeded":true');
        expect(firstPaint).not.toMatch(diaryHeadingHtml);
        const decided = await openPage(browser(), { signedInAs: demo.clientA });
        const decidedPaint = await (await decided.page.request.get('/kullanici/kalori-gunlugu')).text();
        expect(decidedPaint).toContain('"consentStepNeeded":false');
        expect(decidedPaint).toMatch(diaryHeadingHtml);
        await page.goto('/kullanici/kalori-gunlugu');
        await expect.poll(() => stepHeading(page).isVisible(), slow).toBe(true);
        // The health screen is not shown behind it.
        expect(await page.getByRole('heading', { level: 1, name: 'Kalori Günlüğü' }).count()).toBe(0);
        expect(await page.getByText('Veri sorumlusu').first().isVisible()).toBe(true);

        await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
        await expect
          .poll(
            () => page.getByText('Devam etmek için Aydınlatma Metni’ni okuduğunuzu onaylamalısınız.').isVisible(),
            slow,
          )
          .toBe(true);
        expect(
          await page.getByText('Açık rıza için bir seçim yapmalısınız: veriyorum ya da vermiyorum.').isVisible(),
        ).toBe(true);
        await expectAccessible(page);

        await page.getByRole('checkbox', { name: 'Okudum, anladım' }).check();
        await page.getByRole('radio', { name: 'Açık rıza veriyorum' }).check();
        await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
        await expect.poll(() => stepHeading(page).count(), slow).toBe(0);
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: 'Kalori Günlüğü' }).isVisible(), slow)
          .toBe(true);
        expectNoConsoleErrors(session);
      },
      FLOW_TIMEOUT,
    );

    it(
      `lists the consents in Onaylarım, withdraws after the dialog and gives again (${label})`,
      async () => {
        const { session } = await newClientPage(viewport);
        const { page } = session;
        const made = await page.request.post('/api/me/consents', {
          data: { privacyNoticeAcknowledged: true, explicitConsent: 'given' },
        });
        expect(made.status()).toBe(201);
        await page.goto('/kullanici/profil');
        const card = consentsCard(page);
        await card.waitFor();
        await expect.poll(() => card.getByText('Verildi', { exact: true }).isVisible(), slow).toBe(true);
        expect(await card.getByText('· İlk girişte onay ekranı').count()).toBe(2);

        await card.getByRole('button', { name: 'Rızamı geri çek' }).click();
        const dialog = page.getByRole('dialog', { name: 'Açık rızanızı geri çekmek istiyor musunuz?' });
        await dialog.waitFor();
        expect(await dialog.getByText(/yeni sağlık verisi .* kaydedilemez/).isVisible()).toBe(true);
        await expectAccessible(page);
        await dialog.getByRole('button', { name: 'Geri çek' }).click();
        await expect.poll(() => card.getByText('Geri çekildi', { exact: true }).isVisible(), slow).toBe(true);
        expect(await card.getByText(/^Geri çekildi: /).isVisible()).toBe(true);

        await card.getByRole('button', { name: 'Açık rıza ver' }).click();
        await expect.poll(() => card.getByText('Verildi', { exact: true }).isVisible(), slow).toBe(true);
        expect(await card.getByText('· Profil · Onaylarım').isVisible()).toBe(true);
        expectNoConsoleErrors(session);
      },
      FLOW_TIMEOUT,
    );
  }

  it(
    'shows the server’s Turkish message when the step cannot be saved',
    async () => {
      const { session } = await newClientPage(phoneViewport);
      const { page } = session;
      await page.route('**/api/me/consents', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } })
          : route.fallback(),
      );
      await page.goto('/kullanici');
      await expect.poll(() => stepHeading(page).isVisible(), slow).toBe(true);
      await page.getByRole('checkbox', { name: 'Okudum, anladım' }).check();
      await page.getByRole('radio', { name: 'Açık rıza vermiyorum' }).check();
      expect(
        await page.getByText(/Sağlık verileriniz \(ölçümler, kalori günlüğü, su takibi\) kaydedilemez/).isVisible(),
      ).toBe(true);
      await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
      await expect
        .poll(() => page.getByText('Onayınız kaydedilirken bir hata oluştu. Lütfen tekrar deneyin.').isVisible(), slow)
        .toBe(true);
      expect(await stepHeading(page).isVisible()).toBe(true);
      await expectAccessible(page);
      expectNoConsoleErrors(session, [/status of 500/]);
    },
    FLOW_TIMEOUT,
  );
});
