import { Hono } from 'hono';
import { publishLegalTextSchema } from '../../../shared/schemas/legal-texts.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody } from '../../http/input.ts';
import { readLegalTextKind, readLegalTextVersion } from './legal-text-params.ts';
import {
  getAdminLegalText,
  getLegalTextVersion,
  listAdminLegalTexts,
  publishLegalText,
} from './legal-texts-service.ts';

/**
 * /api/admin/legal-texts: the 'KVKK Metinleri' screen (issue #43, ADR 0076). A save publishes a new
 * version; nothing is edited in place. The public pages drop their kept copy by the table's trigger.
 */
export const adminLegalTextsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ legalTexts: await listAdminLegalTexts(c.var.deps.db) }))
  .get('/:kind', async (c) => c.json(await getAdminLegalText(c.var.deps.db, readLegalTextKind(c))))
  .get('/:kind/versions/:version', async (c) => {
    const params = { kind: readLegalTextKind(c), version: readLegalTextVersion(c) };
    return c.json({ legalText: await getLegalTextVersion(c.var.deps.db, params) });
  })
  .post('/:kind/versions', jsonBody(publishLegalTextSchema), async (c) => {
    const kind = readLegalTextKind(c);
    const { body, requiresReconsent } = c.req.valid('json');
    const legalText = await publishLegalText(c.var.deps.db, { kind, body, requiresReconsent, adminId: c.var.user.id });
    return c.json({ legalText }, 201);
  });
