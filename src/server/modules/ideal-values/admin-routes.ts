import { Hono } from 'hono';
import { abdominalFatSchema, ageFatRatiosSchema, bodyCompositionSchema } from '../../../shared/schemas/ideal-values.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, jsonBodyAtVersion } from '../../http/input.ts';
import {
  getAgeFatRatios,
  getIdealValues,
  saveAbdominalFat,
  saveAgeFatRatios,
  saveBodyComposition,
} from './ideal-values-service.ts';

/**
 * /api/admin/ideal-values: the two ideal-value forms (latest row in force, a save adds a row) and the
 * age-based fat table (İdeal Yağ Değerleri: 2 genders × 9 bands, saved all at once).
 */
export const adminIdealValuesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getIdealValues(c.var.deps.db)))
  .post('/body-composition', jsonBody(bodyCompositionSchema), async (c) => {
    const values = c.req.valid('json');
    const bodyComposition = await saveBodyComposition(c.var.deps.db, { values, userId: c.var.user.id });
    return c.json({ bodyComposition }, 201);
  })
  .post('/abdominal-fat', jsonBody(abdominalFatSchema), async (c) => {
    const values = c.req.valid('json');
    const abdominalFat = await saveAbdominalFat(c.var.deps.db, { values, userId: c.var.user.id });
    return c.json({ abdominalFat }, 201);
  })
  .get('/age-fat-ratios', async (c) => c.json(await getAgeFatRatios(c.var.deps.db)))
  .put('/age-fat-ratios', jsonBodyAtVersion(ageFatRatiosSchema), async (c) =>
    c.json(await saveAgeFatRatios(c.var.deps.db, c.req.valid('json'))),
  );
