import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { exercises } from '../db/schema/index.ts';
import { demoExercises, exerciseImagePath } from './data/exercises.ts';

/**
 * Fills the exercise library with the demo exercises when it is empty (the dietitian's own list is
 * never touched). Images are Denge's own illustrations under /exercises/.
 */
export async function seedExercises(db: Database): Promise<number> {
  const [existing] = await db.select({ value: count() }).from(exercises);
  if ((existing?.value ?? 0) > 0) return 0;
  await db.insert(exercises).values(
    demoExercises.map((exercise) => ({
      name: exercise.name,
      description: exercise.description,
      gifUrl: exerciseImagePath(exercise.slug),
      duration: exercise.duration,
      category: exercise.category,
    })),
  );
  return demoExercises.length;
}
