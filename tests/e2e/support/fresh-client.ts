import type { APIRequestContext, Page } from 'playwright-core';
import { demoPassword, passConsentStep } from './browser.ts';

export type FreshClient = { id: string; name: string; email: string };

/**
 * Creates a client of this test only, through the dietitian's API (the page must be signed in as the
 * dietitian), so tests that write goals, notifications or diary rows never change the demo accounts
 * other specs read. The password is the demo password.
 */
export async function createFreshClient(page: Page, label: string): Promise<FreshClient> {
  const token = crypto.randomUUID().slice(0, 8);
  const name = `${label} ${token}`;
  const email = `${label.toLowerCase().replace(/[^a-z]+/g, '-')}-${token}@example.com`;
  const response = await page.request.post('/api/admin/clients', {
    data: {
      name,
      gender: 'female',
      age: 34,
      email,
      password: demoPassword,
      passwordRepeat: demoPassword,
      phone: '0555 123 45 67',
    },
  });
  if (response.status() !== 201)
    throw new Error(`creating ${email} failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { client: { id: string } };
  return { id: body.client.id, name, email };
}

/** Signs a client in on an API context of its own (no page), for setting up the client's own data. */
export async function signInClientApi(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/client/sign-in', { data: { email, password: demoPassword } });
  if (response.status() !== 200) throw new Error(`client sign-in of ${email} failed: ${response.status()}`);
  // Past the consent step (ADR 0081), as the demo clients are: these tests are about other screens.
  await passConsentStep(request);
}

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
