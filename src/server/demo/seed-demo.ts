import type { Database } from '../db/client.ts';
import { demoPracticeLoads } from '../db/schema/index.ts';
import { seedDemoAccounts } from './seed-accounts.ts';
import { seedClientDemo } from './seed-client-demo.ts';
import { seedContent } from './seed-content.ts';
import { seedExercises } from './seed-exercises.ts';
import { seedConsents } from './seed-consents.ts';
import { seedMailConsents } from './seed-mail-consent.ts';
import { seedNutritionDemo } from './seed-nutrition-demo.ts';
import { seedShop } from './seed-shop.ts';
import { seedShopAdminDemo } from './seed-shop-admin-demo.ts';
import { seedAdminPanelDemo } from './seed-admin-panel.ts';

/**
 * The steps of the demo practice, in order. Later features add their step here; seedShopAdminDemo
 * stays after the visitors' shop seed (it uses the products and accounts that one creates). Each step
 * still leaves a table alone that already has rows (`npm run db:seed` on a practice's own database
 * never overwrites its exercises or shop). The foods are not a step: the curated food database is
 * reference data, added before the demo on every database (addNewCuratedFoods, ADR 0075).
 */
const demoPracticeSteps = [
  seedDemoAccounts,
  seedClientDemo,
  seedExercises,
  seedNutritionDemo,
  seedContent,
  seedMailConsents,
  seedConsents,
  seedShop,
  seedShopAdminDemo,
  seedAdminPanelDemo,
];

/**
 * Loads the demo practice once per database (ADR 0055): the steps and the demo_practice_loads row that
 * records them commit in one transaction. A database that has the row is never seeded again, so demo
 * clients, conversations or products the practice deleted stay deleted across restarts. Two processes
 * (or `npm start` and `npm run db:seed`) racing on a new database: the second waits on the row's key
 * and then finds it taken. Returns whether this call loaded it.
 */
export async function loadDemoPracticeOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(demoPracticeLoads)
      .values({ isLoaded: true })
      .onConflictDoNothing()
      .returning({ loadedAt: demoPracticeLoads.loadedAt });
    if (recorded.length === 0) return false;
    for (const step of demoPracticeSteps) await step(tx);
    return true;
  });
}
