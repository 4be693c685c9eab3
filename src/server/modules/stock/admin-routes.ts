import { Hono } from 'hono';
import { createStockMovementSchema, orderUnitLimitSchema } from '../../../shared/schemas/stock.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, jsonBodyAtVersion, readUuidParam, uuidParam } from '../../http/input.ts';
import { saveShopOrderRules } from './unpaid-holds-service.ts';
import { getStockReport } from './stock-report-service.ts';
import { addStockMovement } from './stock-service.ts';

/**
 * /api/admin/stock: the stock screen's report in one answer (with what unpaid orders hold), its
 * stock-movement dialog, and the shop's order rules it edits (ADR 0067).
 */
export const adminStockRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getStockReport(c.var.deps.db)))
  .post('/products/:id/movements', uuidParam('id'), jsonBody(createStockMovementSchema), async (c) => {
    const movement = await addStockMovement(c.var.deps.db, {
      productId: readUuidParam(c, 'id'),
      ...c.req.valid('json'),
      createdBy: c.var.user.id,
    });
    return c.json({ movement }, 201);
  })
  .put('/order-rules', jsonBodyAtVersion(orderUnitLimitSchema), async (c) =>
    c.json({ orderRules: await saveShopOrderRules(c.var.deps.db, c.req.valid('json')) }),
  );
