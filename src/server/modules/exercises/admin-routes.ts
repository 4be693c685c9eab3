import { Hono } from 'hono';
import { saveExerciseSchema } from '../../../shared/schemas/exercises.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, jsonBodyAtVersion, readUuidParam, uuidParam } from '../../http/input.ts';
import { createExercise, deleteExercise, listAdminExercises, updateExercise } from './exercises-service.ts';

/** /api/admin/exercises: the exercise library the client area shows (list, create, edit, delete). */
export const adminExercisesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ exercises: await listAdminExercises(c.var.deps.db) }))
  .post('/', jsonBody(saveExerciseSchema), async (c) => {
    const exercise = await createExercise(c.var.deps, c.req.valid('json'));
    return c.json({ exercise }, 201);
  })
  .put('/:id', uuidParam('id'), jsonBodyAtVersion(saveExerciseSchema), async (c) => {
    const { version, input } = c.req.valid('json');
    const exercise = await updateExercise(c.var.deps, { id: readUuidParam(c, 'id'), version, input });
    return c.json({ exercise });
  })
  .delete('/:id', uuidParam('id'), async (c) => {
    await deleteExercise(c.var.deps, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
