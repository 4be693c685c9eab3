import { Hono } from 'hono';
import { clientOptionsQuerySchema } from '../../../shared/schemas/clients-options.ts';
import { clientListQuerySchema, createClientSchema, updateClientSchema } from '../../../shared/schemas/clients.ts';
import type { AppEnv } from '../../app-context.ts';
import { parseInput, readJson, readUuidParam } from '../../http/read-json.ts';
import { searchClientOptions } from './clients-options-service.ts';
import { createClient, deleteClient, listClients, updateClient } from './clients-service.ts';

/**
 * /api/admin/clients: the client list (Danışanlar), the add wizard, the edit form and delete, and
 * /options, the choices of every client picker (report, measurements, goals, notifications).
 */
export const adminClientsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseInput(clientListQuerySchema, c.req.query());
    return c.json(await listClients(c.var.deps.db, query));
  })
  .get('/options', async (c) => {
    const query = parseInput(clientOptionsQuerySchema, c.req.query());
    return c.json({ clients: await searchClientOptions(c.var.deps.db, query) });
  })
  .post('/', async (c) => {
    const input = await readJson(c, createClientSchema);
    return c.json({ client: await createClient(c.var.deps.db, input) }, 201);
  })
  .put('/:id', async (c) => {
    const id = readUuidParam(c, 'id');
    const input = await readJson(c, updateClientSchema);
    return c.json({ client: await updateClient(c.var.deps.db, { id, input }) });
  })
  .delete('/:id', async (c) => {
    await deleteClient(c.var.deps.db, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
