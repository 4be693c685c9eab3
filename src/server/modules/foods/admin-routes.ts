import { Hono } from 'hono';
import { createFoodSchema, foodListQuerySchema } from '../../../shared/schemas/foods.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import { createFood, deleteFood, listFoods } from './foods-service.ts';

/** /api/admin/foods: the food database of the calorie tool (Kalori Aracı): search, add, delete. */
export const adminFoodsRoutes = new Hono<AppEnv>()
  .get('/', queryOf(foodListQuerySchema), async (c) => c.json(await listFoods(c.var.deps.db, c.req.valid('query'))))
  .post('/', jsonBody(createFoodSchema), async (c) => {
    const food = await createFood(c.var.deps.db, c.req.valid('json'));
    return c.json({ food }, 201);
  })
  .delete('/:id', uuidParam('id'), async (c) => {
    await deleteFood(c.var.deps.db, { foodId: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
