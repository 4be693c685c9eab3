import type { Database } from '../db/client.ts';
import { seedDemoAccounts } from './seed-accounts.ts';
import { seedClientDemo } from './seed-client-demo.ts';
import { seedExercises } from './seed-exercises.ts';
import { seedFoods } from './seed-foods.ts';
import { seedNutritionDemo } from './seed-nutrition-demo.ts';

/**
 * Loads the demo practice. Every step checks what is already there, so running it again (or on a
 * database that has some of it) adds only what is missing. Later features add their step here.
 */
export async function seedDemoPractice(db: Database): Promise<boolean> {
  const steps = [seedDemoAccounts, seedClientDemo, seedFoods, seedExercises, seedNutritionDemo];
  let changed = 0;
  for (const step of steps) changed += await step(db);
  return changed > 0;
}
