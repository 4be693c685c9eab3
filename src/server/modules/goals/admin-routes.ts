import { Hono } from 'hono';
import { clientGoalListQuerySchema, createGoalSchema, updateClientGoalSchema } from '../../../shared/schemas/goals.ts';
import type { AppEnv } from '../../app-context.ts';
import { parseInput, readJson, readUuidParam } from '../../http/read-json.ts';
import { createGoalForClients, deleteClientGoal, listClientGoals, setClientGoalCompleted } from './goals-service.ts';

/**
 * /api/admin/goals: create a goal and assign it to clients (with their notifications), and the
 * assigned goals (client goals: list, completion, removal; `:id` is the client goal's id).
 */
export const adminGoalsRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const input = await readJson(c, createGoalSchema);
    return c.json(await createGoalForClients(c.var.deps.db, input), 201);
  })
  .get('/', async (c) => {
    const query = parseInput(clientGoalListQuerySchema, c.req.query());
    return c.json(await listClientGoals(c.var.deps.db, query));
  })
  .patch('/:id', async (c) => {
    const clientGoalId = readUuidParam(c, 'id');
    const { completed } = await readJson(c, updateClientGoalSchema);
    return c.json(await setClientGoalCompleted(c.var.deps.db, { clientGoalId, completed }));
  })
  .delete('/:id', async (c) => {
    await deleteClientGoal(c.var.deps.db, { clientGoalId: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
