import { Hono } from 'hono';
import { clientGoalListQuerySchema, createGoalSchema, updateClientGoalSchema } from '../../../shared/schemas/goals.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, uuidParam, queryOf, readUuidParam } from '../../http/input.ts';
import { createGoalForClients, deleteClientGoal, listClientGoals, setClientGoalCompleted } from './goals-service.ts';

/**
 * /api/admin/goals: create a goal and assign it to clients (with their notifications), and the
 * assigned goals (client goals: list, completion, removal; `:id` is the client goal's id).
 */
export const adminGoalsRoutes = new Hono<AppEnv>()
  .post('/', jsonBody(createGoalSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await createGoalForClients(c.var.deps.db, input), 201);
  })
  .get('/', queryOf(clientGoalListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await listClientGoals(c.var.deps.db, query));
  })
  .patch('/:id', uuidParam('id'), jsonBody(updateClientGoalSchema), async (c) => {
    const clientGoalId = readUuidParam(c, 'id');
    const { completed } = c.req.valid('json');
    return c.json({ clientGoal: await setClientGoalCompleted(c.var.deps.db, { clientGoalId, completed }) });
  })
  .delete('/:id', async (c) => {
    await deleteClientGoal(c.var.deps.db, { clientGoalId: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
