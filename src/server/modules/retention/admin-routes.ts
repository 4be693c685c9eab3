import { Hono } from 'hono';
import { updateRetentionSchema } from '../../../shared/schemas/retention.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBodyAtVersion } from '../../http/input.ts';
import { getRetentionOverview, updateRetentionSettings } from './retention-service.ts';

/**
 * /api/admin/retention: 'Saklama ve İmha' (issue #43, ADR 0087): the retention period of each kind of
 * data, saved at the version the form read, and the latest periodic destruction records.
 */
export const adminRetentionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getRetentionOverview(c.var.deps.db)))
  .put('/', jsonBodyAtVersion(updateRetentionSchema), async (c) =>
    c.json({ settings: await updateRetentionSettings(c.var.deps.db, c.req.valid('json')) }),
  );
