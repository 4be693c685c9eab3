import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  createMeasurementSchema,
  measurementInputSchema,
  measurementListQuerySchema,
  measurementsValidationMessages,
} from '../../../shared/schemas/measurements.ts';
import { importMeasurementsSchema, MEASUREMENT_IMPORT_MAX_BYTES } from '../../../shared/schemas/measurements-import.ts';
import type { AppEnv } from '../../app-context.ts';
import { badRequest } from '../../errors.ts';
import { jsonBody, jsonBodyAtVersion, uuidParam, queryOf, readUuidParam } from '../../http/input.ts';
import { limitUploadBody, MULTIPART_OVERHEAD_BYTES } from '../../storage/upload-body.ts';
import {
  createMeasurement,
  deleteMeasurement,
  listClientMeasurements,
  updateMeasurement,
} from './measurements-service.ts';
import { importFileErrors, importMeasurements, previewMeasurementImport } from './measurements-import-service.ts';

/** The analyser's CSV as multipart: `clientId` (the client chosen on the screen) and one `file`. */
const readImportFileForm = createMiddleware<
  AppEnv,
  string,
  { in: { form: { clientId: string; file: File } }; out: { form: { clientId: string; file: Uint8Array } } }
>(async (c, next) => {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw importFileErrors.noFile();
  const body = await c.req.parseBody().catch(() => {
    throw importFileErrors.noFile();
  });
  const { file } = body;
  // The same rule and text as the history's query: a client picked on the screen, by its id.
  const client = measurementListQuerySchema.safeParse({ clientId: body.clientId });
  if (!client.success) throw badRequest(measurementsValidationMessages.clientRequired, 'validation');
  const { clientId } = client.data;
  if (!(file instanceof File) || file.size === 0) throw importFileErrors.noFile();
  if (file.size > MEASUREMENT_IMPORT_MAX_BYTES) throw importFileErrors.tooLarge();
  c.req.addValidatedData('form', { clientId, file: new Uint8Array(await file.arrayBuffer()) });
  await next();
});

/** /api/admin/measurements: the measurements screen (history, 4-step wizard, inline edit, delete, device import). */
export const adminMeasurementsRoutes = new Hono<AppEnv>()
  .get('/', queryOf(measurementListQuerySchema), async (c) => {
    const { clientId } = c.req.valid('query');
    return c.json(await listClientMeasurements(c.var.deps.db, { clientId }));
  })
  .post('/', jsonBody(createMeasurementSchema), async (c) => {
    const { clientId, ...values } = c.req.valid('json');
    return c.json({ measurement: await createMeasurement(c.var.deps.db, { clientId, values }) }, 201);
  })
  .post(
    '/import/preview',
    limitUploadBody(() => MEASUREMENT_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, importFileErrors.tooLarge),
    readImportFileForm,
    async (c) => c.json(await previewMeasurementImport(c.var.deps.db, c.req.valid('form'))),
  )
  .post('/import', jsonBody(importMeasurementsSchema), async (c) =>
    c.json(await importMeasurements(c.var.deps.db, c.req.valid('json'))),
  )
  .put('/:id', uuidParam('id'), jsonBodyAtVersion(measurementInputSchema), async (c) => {
    const id = readUuidParam(c, 'id');
    const { version, input: values } = c.req.valid('json');
    return c.json({ measurement: await updateMeasurement(c.var.deps.db, { id, version, values }) });
  })
  .delete('/:id', async (c) => {
    await deleteMeasurement(c.var.deps.db, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
