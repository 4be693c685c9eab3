import { Hono } from 'hono';
import { createFoodSchema, foodListQuerySchema, updateFoodMeasuresSchema } from '../../../shared/schemas/foods.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import { createFood, deleteFood, listFoods, updateFoodMeasures } from './foods-service.ts';

/**
 * /api/admin/foods: the food database of the calorie tool (Kalori Aracı): search, add, set a food's
 * category and measure weights, delete.
 */
export const adminFoodsRoutes = new Hono<AppEnv>()
  .get('/', queryOf(foodListQuerySchema), async (c) => c.json(await listFoods(c.var.deps.db, c.req.valid('query'))))
  .post('/', jsonBody(createFoodSchema), async (c) => {
    const food = await createFood(c.var.deps.db, c.req.valid('json'));
    return c.json({ food }, 201);
  })
  .patch('/:id', uuidParam('id'), jsonBody(updateFoodMeasuresSchema), async (c) => {
    const food = await updateFoodMeasures(c.var.deps.db, {
      foodId: readUuidParam(c, 'id'),
      input: c.req.valid('json'),
    });
    return c.json({ food });
  })
  .delete('/:id', uuidParam('id'), async (c) => {
    await deleteFood(c.var.deps.db, { foodId: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
