import { Hono } from 'hono';
import {
  createProductSchema,
  saveProductSchema,
  setProductActiveSchema,
  setProductImageSchema,
} from '../../../shared/schemas/products.ts';
import { saveCouponSchema, setCouponActiveSchema } from '../../../shared/schemas/products-coupons.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, jsonBodyAtVersion, readUuidParam, uuidParam } from '../../http/input.ts';
import { createCoupon, deleteCoupon, listCoupons, setCouponActive, updateCoupon } from './products-coupons-service.ts';
import {
  createProduct,
  deleteProduct,
  listAdminProducts,
  setProductActive,
  setProductImage,
  updateProduct,
} from './products-service.ts';

/** /api/admin/products: product management (spec 3 §2.10) and the coupons of the shop. */
export const adminProductsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ products: await listAdminProducts(c.var.deps.db) }))
  .post('/', jsonBody(createProductSchema), async (c) => {
    const product = await createProduct(c.var.deps.db, { input: c.req.valid('json'), createdBy: c.var.user.id });
    return c.json({ product }, 201);
  })
  .get('/coupons', async (c) => c.json({ coupons: await listCoupons(c.var.deps.db) }))
  .post('/coupons', jsonBody(saveCouponSchema), async (c) => {
    const coupon = await createCoupon(c.var.deps.db, c.req.valid('json'));
    return c.json({ coupon }, 201);
  })
  .put('/coupons/:id', uuidParam('id'), jsonBodyAtVersion(saveCouponSchema), async (c) => {
    const { version, input } = c.req.valid('json');
    const coupon = await updateCoupon(c.var.deps.db, { id: readUuidParam(c, 'id'), version, input });
    return c.json({ coupon });
  })
  .patch('/coupons/:id', uuidParam('id'), jsonBody(setCouponActiveSchema), async (c) => {
    const { isActive } = c.req.valid('json');
    return c.json({ coupon: await setCouponActive(c.var.deps.db, { id: readUuidParam(c, 'id'), isActive }) });
  })
  .delete('/coupons/:id', uuidParam('id'), async (c) => {
    await deleteCoupon(c.var.deps.db, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  })
  .put('/:id', uuidParam('id'), jsonBodyAtVersion(saveProductSchema), async (c) => {
    const { version, input } = c.req.valid('json');
    const product = await updateProduct(c.var.deps.db, { id: readUuidParam(c, 'id'), version, input });
    return c.json({ product });
  })
  .patch('/:id', uuidParam('id'), jsonBody(setProductActiveSchema), async (c) => {
    const { isActive } = c.req.valid('json');
    return c.json({ product: await setProductActive(c.var.deps.db, { id: readUuidParam(c, 'id'), isActive }) });
  })
  .put('/:id/image', uuidParam('id'), jsonBody(setProductImageSchema), async (c) => {
    const { imageKey } = c.req.valid('json');
    return c.json({ product: await setProductImage(c.var.deps, { id: readUuidParam(c, 'id'), imageKey }) });
  })
  .delete('/:id', uuidParam('id'), async (c) => {
    await deleteProduct(c.var.deps, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
