import { Hono } from 'hono';
import { createStockMovementSchema } from '../../../shared/schemas/stock.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, readUuidParam, uuidParam } from '../../http/input.ts';
import { getStockReport } from './stock-report-service.ts';
import { addStockMovement } from './stock-service.ts';

/** /api/admin/stock: the stock screen's report in one answer, and its stock-movement dialog. */
export const adminStockRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getStockReport(c.var.deps.db)))
  .post('/products/:id/movements', uuidParam('id'), jsonBody(createStockMovementSchema), async (c) => {
    const movement = await addStockMovement(c.var.deps.db, {
      productId: readUuidParam(c, 'id'),
      ...c.req.valid('json'),
      createdBy: c.var.user.id,
    });
    return c.json({ movement }, 201);
  });
