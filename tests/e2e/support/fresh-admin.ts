import type { Page } from 'playwright-core';

export type FreshAdmin = { id: string; name: string; surname: string; email: string; password: string };

export const freshAdminPassword = 'Papatya-Bahcesi-2026';

/**
 * Creates an admin of this test only, through the admin API (the page must be signed in as an
 * admin), so tests that delete admins or turn on two-factor sign-in never touch the demo dietitian.
 */
export async function createFreshAdmin(page: Page, surname: string): Promise<FreshAdmin> {
  const token = crypto.randomUUID().slice(0, 8);
  const admin = {
    name: 'Test',
    surname: `${surname} ${token}`,
    email: `yonetici-${token}@example.com`,
    password: freshAdminPassword,
  };
  const response = await page.request.post('/api/admin/admins', { data: admin });
  if (response.status() !== 201)
    throw new Error(`creating ${admin.email} failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { admin: { id: string } };
  return { id: body.admin.id, ...admin };
}

/** Signs in on /login with e-mail and password (no code step expected). */
export async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}
