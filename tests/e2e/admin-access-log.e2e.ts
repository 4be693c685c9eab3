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
import { createFreshClient } from './support/fresh-client.ts';

// Who saw what (issue #43, ADR 0084): the dietitian opens a client's report, and the read is in the
// report's 'Erişim kaydı' and in the client's own profile card 'Kayıtlarımı kimler görüntüledi'.

const browser = setUpBrowser();
const slow = { timeout: 15_000 };
// A client is made through the API and both areas are opened: more than the default minute on a busy machine.
const FLOW_TIMEOUT = 120_000;

const accessLogCard = (page: Page) => page.getByRole('region', { name: 'Erişim kaydı' });
const profileCard = (page: Page) => page.getByRole('region', { name: 'Kayıtlarımı kimler görüntüledi' });

describe('the access log (report and profile)', () => {
  for (const [label, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(
      `shows the admin's opening of the report on the report and in the client's profile (${label})`,
      async () => {
        const admin = await openPage(browser(), { signedInAs: demo.admin, viewport });
        const client = await createFreshClient(admin.page, 'Erisim');

        // Before anyone opened the record, the client's card says so.
        const own = await openPage(browser(), { signedInAs: client.email, viewport });
        await own.page.goto('/kullanici/profil');
        await expect
          .poll(() => profileCard(own.page).getByText('Kayıtlarınızı henüz ekipten kimse açmadı.').isVisible(), slow)
          .toBe(true);

        await admin.page.goto(`/client-report?client=${client.id}`);
        await admin.page.getByRole('heading', { level: 2, name: client.name }).waitFor(slow);
        const card = accessLogCard(admin.page);
        await card.scrollIntoViewIfNeeded();
        const row = card.getByRole('listitem').filter({ hasText: 'Rapor' });
        await expect.poll(() => row.count(), slow).toBe(1);
        expect(await row.innerText()).toMatch(/Rapor · Elif/);
        expect(await row.locator('time').innerText()).toMatch(/\d{1,2} \S+ \d{4}/);
        // The report also shows the client's consents, a screen of its own in the log.
        const rows = card.getByRole('listitem');
        await expect.poll(() => rows.count(), slow).toBe(2);
        expect(await rows.nth(1).innerText()).toMatch(/Onay Kayıtları · Elif|Rapor · Elif/);
        // Opening the report again within ten minutes adds no row.
        await admin.page.reload();
        await admin.page.getByRole('heading', { level: 2, name: client.name }).waitFor(slow);
        await accessLogCard(admin.page).getByRole('listitem').first().waitFor(slow);
        expect(await accessLogCard(admin.page).getByRole('listitem').count()).toBe(2);
        await expectAccessible(admin.page);
        expectNoConsoleErrors(admin);

        await own.page.reload();
        const ownRows = profileCard(own.page).getByRole('listitem');
        await expect.poll(() => ownRows.count(), slow).toBe(2);
        expect(await ownRows.filter({ hasText: 'Rapor' }).innerText()).toMatch(/Rapor · Elif/);
        // No internal ids on the client's side: only the screen, the name and the time.
        expect(await profileCard(own.page).innerText()).not.toContain(client.id);
        await expectAccessible(own.page);
        expectNoConsoleErrors(own);
      },
      FLOW_TIMEOUT,
    );
  }
});
