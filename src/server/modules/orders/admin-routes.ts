import { Hono } from 'hono';
import {
  orderFilterSchema,
  orderListQuerySchema,
  setOrderStatusSchema,
  setPaymentStatusSchema,
} from '../../../shared/schemas/orders.ts';
import { toBusinessDay } from '../../../shared/dates.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import { exportOrdersCsv } from './orders-export-service.ts';
import { getAdminOrder, listAdminOrders, setOrderStatus, setPaymentStatus } from './orders-service.ts';

/** /api/admin/orders: the orders screen (spec 3 §2.10): paged list, CSV export, detail, status selectors. */
export const adminOrdersRoutes = new Hono<AppEnv>()
  .get('/', queryOf(orderListQuerySchema), async (c) =>
    c.json(await listAdminOrders(c.var.deps.db, c.req.valid('query'))),
  )
  .get('/export', queryOf(orderFilterSchema), async (c) => {
    const csv = await exportOrdersCsv(c.var.deps.db, c.req.valid('query'));
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="siparisler-${toBusinessDay()}.csv"`,
      'cache-control': 'no-store',
    });
  })
  .get('/:id', uuidParam('id'), async (c) =>
    c.json({ order: await getAdminOrder(c.var.deps.db, { id: readUuidParam(c, 'id') }) }),
  )
  .patch('/:id/order-status', uuidParam('id'), jsonBody(setOrderStatusSchema), async (c) => {
    const id = readUuidParam(c, 'id');
    await setOrderStatus(c.var.deps.db, { id, orderStatus: c.req.valid('json').orderStatus });
    return c.json({ order: await getAdminOrder(c.var.deps.db, { id }) });
  })
  .patch('/:id/payment-status', uuidParam('id'), jsonBody(setPaymentStatusSchema), async (c) => {
    const id = readUuidParam(c, 'id');
    await setPaymentStatus(c.var.deps.db, { id, paymentStatus: c.req.valid('json').paymentStatus });
    return c.json({ order: await getAdminOrder(c.var.deps.db, { id }) });
  });
