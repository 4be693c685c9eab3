import type { Database } from '../db/client.ts';
import { seedDemoAccounts } from './seed-accounts.ts';
import { seedClientDemo } from './seed-client-demo.ts';
import { seedContent } from './seed-content.ts';
import { seedExercises } from './seed-exercises.ts';
import { seedFoods } from './seed-foods.ts';
import { seedMailConsents } from './seed-mail-consent.ts';
import { seedNutritionDemo } from './seed-nutrition-demo.ts';
import { seedShop } from './seed-shop.ts';
import { seedShopAdminDemo } from './seed-shop-admin-demo.ts';
import { seedAdminPanelDemo } from './seed-admin-panel.ts';

/**
 * Loads the demo practice. Every step checks what is already there, so running it again (or on a
 * database that has some of it) adds only what is missing. Later features add their step here;
 * seedShopAdminDemo stays after the visitors' shop seed (it uses the products and accounts that one creates).
 */
export async function seedDemoPractice(db: Database): Promise<boolean> {
  const steps = [
    seedDemoAccounts,
    seedClientDemo,
    seedFoods,
    seedExercises,
    seedNutritionDemo,
    seedContent,
    seedMailConsents,
    seedShop,
    seedShopAdminDemo,
    seedAdminPanelDemo,
  ];
  let changed = 0;
  for (const step of steps) changed += await step(db);
  return changed > 0;
}
