import { Hono } from 'hono';
import {
  createMeasurementSchema,
  measurementInputSchema,
  measurementListQuerySchema,
} from '../../../shared/schemas/measurements.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, jsonBodyAtVersion, uuidParam, queryOf, readUuidParam } from '../../http/input.ts';
import {
  createMeasurement,
  deleteMeasurement,
  listClientMeasurements,
  updateMeasurement,
} from './measurements-service.ts';

/** /api/admin/measurements: the measurements screen (history, 4-step wizard, inline edit, delete). */
export const adminMeasurementsRoutes = new Hono<AppEnv>()
  .get('/', queryOf(measurementListQuerySchema), async (c) => {
    const { clientId } = c.req.valid('query');
    return c.json(await listClientMeasurements(c.var.deps.db, { clientId }));
  })
  .post('/', jsonBody(createMeasurementSchema), async (c) => {
    const { clientId, ...values } = c.req.valid('json');
    return c.json({ measurement: await createMeasurement(c.var.deps.db, { clientId, values }) }, 201);
  })
  .put('/:id', uuidParam('id'), jsonBodyAtVersion(measurementInputSchema), async (c) => {
    const id = readUuidParam(c, 'id');
    const { version, input: values } = c.req.valid('json');
    return c.json({ measurement: await updateMeasurement(c.var.deps.db, { id, version, values }) });
  })
  .delete('/:id', async (c) => {
    await deleteMeasurement(c.var.deps.db, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
