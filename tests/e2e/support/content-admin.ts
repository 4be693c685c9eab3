import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

// What the CMS browser specs (admin-content-*.e2e.ts) share: longer waits for screens that write and
// then re-read, a stubbed 500 for the error texts, and a picture to upload.

export const slow = { timeout: 15_000 };
export const serverError = /status of 500/;

export const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

/** Matches one CMS API path, e.g. contentApi('sliders') for /api/admin/content/sliders. */
export const contentApi = (name: string) => (url: URL) => url.pathname === `/api/admin/content/${name}`;

/** A PNG of the given size, made here (no downloaded pictures). */
export const pngBytes = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();

/** Opens an admin screen and waits for its title. */
export async function openScreen(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible(), slow).toBe(true);
}

/** Waits until a text (an alert, a saved value) is on the page. */
export const shows = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), slow).toBe(true);
