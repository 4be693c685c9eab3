import { Hono } from 'hono';
import {
  createFoodSchema,
  foodListQuerySchema,
  foodPicksQuerySchema,
  updateFoodMeasuresSchema,
} from '../../../shared/schemas/foods.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import {
  addFavouriteFood,
  createFood,
  deleteFood,
  listFoodPicks,
  listFoods,
  removeFavouriteFood,
  updateFoodMeasures,
} from './foods-service.ts';

/**
 * /api/admin/foods: the food database of the calorie tool (Kalori Aracı): search, add, set a food's
 * category and measure weights, delete; and the programme editor's picker with the admin's own
 * favourites (ADR 0075, stop 54).
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
  .get('/picks', queryOf(foodPicksQuerySchema), async (c) =>
    c.json({ foods: await listFoodPicks(c.var.deps.db, { adminId: c.var.user.id, ...c.req.valid('query') }) }),
  )
  .put('/:id/favourite', uuidParam('id'), async (c) => {
    await addFavouriteFood(c.var.deps.db, { adminId: c.var.user.id, foodId: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  })
  .delete('/:id/favourite', uuidParam('id'), async (c) => {
    await removeFavouriteFood(c.var.deps.db, { adminId: c.var.user.id, foodId: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  })
  .delete('/:id', uuidParam('id'), async (c) => {
    await deleteFood(c.var.deps.db, { foodId: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
