import { asc } from 'drizzle-orm';
import type { ExerciseCategory } from '../../../shared/constants.ts';
import type { Exercise } from '../../../shared/schemas/exercises.ts';
import type { Database } from '../../db/client.ts';
import { exercises } from '../../db/schema/index.ts';

const collator = new Intl.Collator('tr', { sensitivity: 'base' });

/** The exercise library for clients, by name in Turkish alphabetical order (spec 1 §7). */
export async function listExercises(db: Database): Promise<Exercise[]> {
  const rows = await db
    .select({
      id: exercises.id,
      name: exercises.name,
      description: exercises.description,
      gifUrl: exercises.gifUrl,
      duration: exercises.duration,
      category: exercises.category,
    })
    .from(exercises)
    .orderBy(asc(exercises.name));
  return rows
    .map((row) => ({ ...row, category: row.category as ExerciseCategory }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
