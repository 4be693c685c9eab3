import { Hono } from 'hono';
import {
  cartPricingSchema,
  catalogueQuerySchema,
  placeOrderSchema,
  orderStatusQuerySchema,
} from '../../../shared/schemas/shop.ts';
import type { AppEnv } from '../../app-context.ts';
import { notFound } from '../../errors.ts';
import { jsonBody, queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import { priceCart } from './shop-cart-service.ts';
import { getPublicCatalogue, getPublicProduct } from './shop-catalogue-service.ts';
import { getPublicOrderStatus, orderStatusErrorMessages } from './shop-order-status-service.ts';
import { limitOrderAttemptsPerAddress, readBuyerNetworkKey } from './shop-order-limits.ts';
import { consentOriginOf } from '../consents/consent-origin.ts';
import { listPublicBankAccounts, placeOrder } from './shop-orders-service.ts';

/**
 * /api/shop: the catalogue and a product (spec 3 §2.5–§2.6), the cart priced by the server (§2.7),
 * the bank accounts of checkout step 2 and the order itself (§2.8, within the limits of ADR 0067), and an order's status for the
 * buyer who holds its link (ADR 0058). Open to every visitor.
 */
export const publicShopRoutes = new Hono<AppEnv>()
  .get('/products', queryOf(catalogueQuerySchema), async (c) =>
    c.json(await getPublicCatalogue(c.var.deps.db, c.req.valid('query'))),
  )
  .get('/products/:id', uuidParam('id'), async (c) =>
    c.json(await getPublicProduct(c.var.deps.db, readUuidParam(c, 'id'))),
  )
  .post('/cart', jsonBody(cartPricingSchema), async (c) => c.json(await priceCart(c.var.deps.db, c.req.valid('json'))))
  .get('/bank-accounts', async (c) => c.json(await listPublicBankAccounts(c.var.deps.db)))
  .post('/orders', limitOrderAttemptsPerAddress, jsonBody(placeOrderSchema), async (c) => {
    const { db, env } = c.var.deps;
    const buyer = {
      networkKey: readBuyerNetworkKey(c),
      unpaidOrderLimit: env.SHOP_UNPAID_ORDER_LIMIT,
      unpaidStockShare: env.SHOP_UNPAID_STOCK_SHARE,
    };
    const { order, isNew } = await placeOrder(db, c.req.valid('json'), buyer, {
      mail: { siteOrigin: env.PUBLIC_URL },
      consentOrigin: consentOriginOf(c),
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ order }, isNew ? 201 : 200);
  })
  .get('/orders/:code', queryOf(orderStatusQuerySchema), async (c) => {
    const order = await getPublicOrderStatus(c.var.deps.db, c.req.param('code'), c.req.valid('query').token ?? '');
    if (!order) throw notFound(orderStatusErrorMessages.notFound);
    c.header('Cache-Control', 'no-store');
    return c.json({ order });
  });
