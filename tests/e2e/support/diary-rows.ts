import type { Browser, Locator } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { type FreshClient, signInClientApi } from './fresh-client.ts';

// Issue #39 item 4: totals that add up. These helpers write diary rows whose shown values round up
// (x,55–x,75 kcal each), so a total made by rounding the exact sum shows one less than the rows it
// adds, and read the numbers a screen shows back from its text.

type Food = { id: string; name: string; calories: number; servingSize: number };

/** The first portion (grams) from 100 g on whose kcal has a fraction of 0,55 to 0,75. */
function portionRoundingUp(food: Food): number {
  for (let grams = 100; grams <= 500; grams++) {
    const kcal = (food.calories * grams) / food.servingSize;
    const fraction = kcal - Math.floor(kcal);
    if (fraction >= 0.55 && fraction <= 0.75) return grams;
  }
  throw new Error(`no portion of ${food.name} rounds up`);
}

/**
 * The client writes two rows into `mealType` on `date` through their own diary API, each shown
 * rounded up: the meal's exact sum is one kcal below the sum of its rows as shown. Returns the foods'
 * names.
 */
export async function writeRowsRoundingUp(
  browser: Browser,
  client: FreshClient,
  date: string,
  mealType = 'lunch',
): Promise<string[]> {
  const context = await browser.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  try {
    const request = context.request;
    await signInClientApi(request, client.email);
    const foods = ((await (await request.get('/api/me/foods')).json()).foods as Food[]).filter(
      (food) => food.calories > 0,
    );
    const chosen = [foods[0], foods[1]].filter((food): food is Food => food !== undefined);
    expect(chosen).toHaveLength(2);
    for (const food of chosen) {
      const response = await request.post('/api/me/diary', {
        data: { foodItemId: food.id, date, mealType, portionGrams: portionRoundingUp(food) },
      });
      expect(response.status()).toBe(201);
    }
    return chosen.map((food) => food.name);
  } finally {
    await context.close();
  }
}

/** The number in a shown text: "1.234 kcal" → 1234, "12,5 g" → 12.5. */
export const readShownNumber = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/** The numbers of every element the locator finds, read from their texts. */
export async function readShownNumbers(locator: Locator): Promise<number[]> {
  return (await locator.allTextContents()).map(readShownNumber);
}

export const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
