import { Hono } from 'hono';
import { clientAuditQuerySchema } from '../../../shared/schemas/clients-audit.ts';
import { clientOptionsQuerySchema } from '../../../shared/schemas/clients-options.ts';
import {
  clientAccountCheckSchema,
  clientListQuerySchema,
  createClientSchema,
  eraseClientSchema,
  updateClientSchema,
} from '../../../shared/schemas/clients.ts';
import { toBusinessDay } from '../../../shared/dates.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, jsonBodyAtVersion, uuidParam, queryOf, readUuidParam } from '../../http/input.ts';
import { sendClientDataExport, sendClientDataPdf } from '../privacy/data-export-response.ts';
import { eraseClient } from '../privacy/erasure-service.ts';
import { listClientAudit } from './clients-audit-service.ts';
import { searchClientOptions } from './clients-options-service.ts';
import {
  checkNewClientAccount,
  createClient,
  deleteClient,
  getClient,
  listClients,
  updateClient,
} from './clients-service.ts';

/**
 * /api/admin/clients: the client list (Danışanlar), the add wizard, one client (the edit form reads it
 * again after a stale save), the edit form (saved at the version it read) and delete, and
 * /options, the choices of every client picker (report, measurements, goals, notifications), and
 * /:id/audit, who changed what of one client and when (the KVKK audit trail, issue #16), and
 * /account-check, the add wizard's account step judged on that step (issue #39), and /:id/erase,
 * the KVKK erasure (issue #43, ADR 0077), confirmed by the client's name typed, and /:id/data-export,
 * the client's data as their own download has it (ADR 0073), JSON or PDF (/:id/data-export/pdf).
 */
export const adminClientsRoutes = new Hono<AppEnv>()
  .get('/', queryOf(clientListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await listClients(c.var.deps.db, query));
  })
  .get('/options', queryOf(clientOptionsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json({ clients: await searchClientOptions(c.var.deps.db, query) });
  })
  .post('/account-check', jsonBody(clientAccountCheckSchema), async (c) => {
    await checkNewClientAccount(c.var.deps.db, c.req.valid('json'));
    return c.json({ ok: true as const });
  })
  .post('/', jsonBody(createClientSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json({ client: await createClient(c.var.deps.db, input) }, 201);
  })
  .get('/:id', uuidParam('id'), async (c) => {
    return c.json({ client: await getClient(c.var.deps.db, { id: readUuidParam(c, 'id') }) });
  })
  .put('/:id', uuidParam('id'), jsonBodyAtVersion(updateClientSchema), async (c) => {
    const id = readUuidParam(c, 'id');
    const { version, input } = c.req.valid('json');
    const client = await updateClient(c.var.deps.db, { id, version, input });
    // A kept session carries the client's name and e-mail: this process forgets it at once (others on
    // the announcement of migration 0007's trigger).
    c.var.deps.sessions.forgetUser(id);
    return c.json({ client });
  })
  .get('/:id/audit', uuidParam('id'), queryOf(clientAuditQuerySchema), async (c) => {
    const clientId = readUuidParam(c, 'id');
    const { page } = c.req.valid('query');
    return c.json(await listClientAudit(c.var.deps.db, { clientId, page }));
  })
  // The client's data as the client's own download has it, for answering an Article 11 request (ADR 0073).
  .get('/:id/data-export', uuidParam('id'), (c) => {
    const clientId = readUuidParam(c, 'id');
    return sendClientDataExport(c, {
      clientId,
      fileName: `danisan-verileri-${toBusinessDay()}-${clientId.slice(0, 8)}.json`,
    });
  })
  // The same as a readable PDF (ADR 0073, amendment 2026-11-28).
  .get('/:id/data-export/pdf', uuidParam('id'), (c) => {
    const clientId = readUuidParam(c, 'id');
    return sendClientDataPdf(c, {
      clientId,
      fileName: `danisan-verileri-${toBusinessDay()}-${clientId.slice(0, 8)}.pdf`,
    });
  })
  .post('/:id/erase', uuidParam('id'), jsonBody(eraseClientSchema), async (c) => {
    const clientId = readUuidParam(c, 'id');
    const { confirmationName } = c.req.valid('json');
    const { db, storage } = c.var.deps;
    const erasure = await eraseClient(db, storage, { clientId, actorId: c.var.user.id, confirmationName });
    c.var.deps.sessions.forgetUser(clientId);
    return c.json(erasure);
  })
  .delete('/:id', async (c) => {
    const clientId = readUuidParam(c, 'id');
    await deleteClient(c.var.deps, { id: clientId });
    c.var.deps.sessions.forgetUser(clientId);
    return c.json({ ok: true });
  });
