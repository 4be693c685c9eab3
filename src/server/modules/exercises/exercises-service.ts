import { asc, eq } from 'drizzle-orm';
import type { ExerciseCategory } from '../../../shared/constants.ts';
import type { AdminExercise, Exercise, SaveExercise } from '../../../shared/schemas/exercises.ts';
import type { Database } from '../../db/client.ts';
import { exercises } from '../../db/schema/index.ts';
import { turkishOrder } from '../../db/turkish-order.ts';
import { notFound } from '../../errors.ts';
import { lockAtVersion } from '../../db/record-versions.ts';
import type { ImageChanges } from '../../storage/image-changes.ts';
import { withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';

export const exerciseColumns = {
  id: exercises.id,
  name: exercises.name,
  description: exercises.description,
  gifUrl: exercises.gifUrl,
  duration: exercises.duration,
  category: exercises.category,
};

const adminExerciseColumns = { ...exerciseColumns, imageKey: exercises.imageKey, version: exercises.version };

const byTurkishName = [asc(turkishOrder(exercises.name)), asc(exercises.id)];

/** The exercise library for clients, by name in Turkish alphabetical order (spec 1 §7). */
export async function listExercises(db: Database): Promise<Exercise[]> {
  const rows = await db
    .select(exerciseColumns)
    .from(exercises)
    .orderBy(...byTurkishName);
  return rows.map((row) => ({ ...row, category: row.category as ExerciseCategory }));
}

/** The same library as the admin keeps it (with the uploaded picture's key). */
export async function listAdminExercises(db: Database): Promise<AdminExercise[]> {
  const rows = await db
    .select(adminExerciseColumns)
    .from(exercises)
    .orderBy(...byTurkishName);
  return rows.map((row) => ({ ...row, category: row.category as ExerciseCategory }));
}

type Deps = { db: Database; storage: StorageDriver };

/** The picture to keep: a newly uploaded key is attached (400 if unknown); a URL clears the key. */
async function resolvePicture(
  images: ImageChanges,
  input: SaveExercise,
  current: { imageKey: string | null; gifUrl: string } | null,
): Promise<{ imageKey: string | null; gifUrl: string }> {
  if (input.imageKey && input.imageKey === current?.imageKey)
    return { imageKey: current.imageKey, gifUrl: current.gifUrl };
  if (input.imageKey) {
    const image = await images.attach(input.imageKey, 'exercise');
    await images.remove(current?.imageKey);
    return { imageKey: image.key, gifUrl: image.url };
  }
  await images.remove(current?.imageKey);
  return { imageKey: null, gifUrl: input.gifUrl };
}

const toAdminExercise = (row: typeof exercises.$inferSelect): AdminExercise => ({
  id: row.id,
  name: row.name,
  description: row.description,
  gifUrl: row.gifUrl,
  duration: row.duration,
  category: row.category as ExerciseCategory,
  imageKey: row.imageKey,
  version: row.version,
});

export async function createExercise(deps: Deps, input: SaveExercise): Promise<AdminExercise> {
  return withImageChanges(deps, async (tx, images) => {
    const picture = await resolvePicture(images, input, null);
    const [row] = await tx
      .insert(exercises)
      .values({
        name: input.name,
        description: input.description,
        category: input.category,
        duration: input.duration,
        ...picture,
      })
      .returning();
    if (!row) throw new Error('exercise insert returned no row');
    return toAdminExercise(row);
  });
}

/** Saves the edit form if the exercise is still at the version it read (409 stale_version otherwise). */
export async function updateExercise(
  deps: Deps,
  params: { id: string; version: number; input: SaveExercise },
): Promise<AdminExercise> {
  const { input } = params;
  return withImageChanges(deps, async (tx, images) => {
    const current = await lockAtVersion(
      tx,
      exercises,
      { id: params.id, version: params.version },
      'Egzersiz bulunamadı.',
    );
    const picture = await resolvePicture(images, input, current);
    const [row] = await tx
      .update(exercises)
      .set({
        name: input.name,
        description: input.description,
        category: input.category,
        duration: input.duration,
        ...picture,
      })
      .where(eq(exercises.id, params.id))
      .returning();
    if (!row) throw notFound('Egzersiz bulunamadı.');
    return toAdminExercise(row);
  });
}

export async function deleteExercise(deps: Deps, params: { id: string }): Promise<void> {
  await withImageChanges(deps, async (tx, images) => {
    const [row] = await tx
      .delete(exercises)
      .where(eq(exercises.id, params.id))
      .returning({ imageKey: exercises.imageKey });
    if (!row) throw notFound('Egzersiz bulunamadı.');
    await images.remove(row.imageKey);
  });
}
