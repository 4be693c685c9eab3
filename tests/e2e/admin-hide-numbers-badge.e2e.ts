import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { createFreshClient, type FreshClient } from './support/fresh-client.ts';

// Hide-numbers mode (issue #44, ADR 0090): the dietitian's screens mark such a client with 'Sayılar
// gizli' beside the name, on the client's card in the list and in the client detail's header
// (Ölçümler), with a full sentence for a screen reader; a client without it has no badge.

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
const BADGE = 'Sayılar gizli';
const spokenLabel = (name: string) =>
  `${name}: sayılar gizli. Danışan kalori, kilo ve yağ oranı sayılarını görmüyor; sizin ekranlarınız değişmez.`;

async function saveHideNumbers(page: Page, client: FreshClient, hideNumbers: boolean) {
  const current = (await (await page.request.get(`/api/admin/clients/${client.id}`)).json()) as {
    client: { name: string; email: string; phone: string; gender: string; age: number; version: number };
  };
  const { name, email, phone, gender, age, version } = current.client;
  const response = await page.request.put(`/api/admin/clients/${client.id}`, {
    data: { name, email, phone, gender, age, version, hideNumbers },
  });
  expect(response.status()).toBe(200);
}

describe("the 'Sayılar gizli' badge on the dietitian's screens", () => {
  for (const viewport of [phoneViewport, desktopViewport]) {
    it(`marks a hide-numbers client on the list card and the detail header, not another (${viewport.width} px)`, async () => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      const hidden = await createFreshClient(page, 'Rozetli');
      const plain = await createFreshClient(page, 'Rozetsiz');
      await saveHideNumbers(page, hidden, true);

      await page.goto('/clients');
      const cardOf = (client: FreshClient) => page.getByRole('listitem').filter({ hasText: client.email });
      await page.getByLabel('Danışan ara').fill(hidden.name);
      await expect.poll(() => cardOf(hidden).count(), slow).toBe(1);
      expect(await cardOf(hidden).getByText(BADGE, { exact: true }).isVisible()).toBe(true);
      expect(await cardOf(hidden).getByText(spokenLabel(hidden.name)).count()).toBe(1);
      await expectAccessible(page);
      await page.getByLabel('Danışan ara').fill(plain.name);
      await expect.poll(() => cardOf(plain).count(), slow).toBe(1);
      expect(await cardOf(plain).getByText(BADGE).count()).toBe(0);

      // The detail opened by its address: no badge for the plain client.
      await page.goto(`/client-details?client=${plain.id}`);
      const headingOf = (client: FreshClient) => page.getByRole('heading', { name: `${client.name}: ölçüm geçmişi` });
      await expect.poll(() => headingOf(plain).isVisible(), slow).toBe(true);
      expect(await page.getByText(BADGE, { exact: true }).count()).toBe(0);
      // Picked in the picker: the choice keeps the mode, and the header shows the badge.
      await page.getByLabel('Danışan seç').fill(hidden.name);
      await page.getByRole('button', { name: new RegExp(hidden.name) }).click();
      await expect.poll(() => headingOf(hidden).isVisible(), slow).toBe(true);
      await expect.poll(() => page.getByText(BADGE, { exact: true }).isVisible(), slow).toBe(true);
      expect(await page.getByText(spokenLabel(hidden.name)).count()).toBe(1);
      await expectAccessible(page);
      // Opened by its address (a reload): the same.
      await page.goto(`/client-details?client=${hidden.id}`);
      await expect.poll(() => headingOf(hidden).isVisible(), slow).toBe(true);
      await expect.poll(() => page.getByText(BADGE, { exact: true }).isVisible(), slow).toBe(true);

      // Switched off: the badge goes.
      await saveHideNumbers(page, hidden, false);
      await page.goto('/clients');
      await page.getByLabel('Danışan ara').fill(hidden.name);
      await expect.poll(() => cardOf(hidden).count(), slow).toBe(1);
      expect(await cardOf(hidden).getByText(BADGE).count()).toBe(0);
      expectNoConsoleErrors(session);
    });
  }
});
