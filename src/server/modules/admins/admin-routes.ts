import { Hono } from 'hono';
import { adminListQuerySchema, createAdminSchema } from '../../../shared/schemas/admins.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, queryOf, readUuidParam } from '../../http/input.ts';
import { signOut } from '../auth/auth-service.ts';
import { createAdmin, deleteAdmin, listAdmins } from './admins-service.ts';

/**
 * /api/admin/admins: admin management (Yönetici Yönetimi): the list with its search, 'Yeni Yönetici'
 * and delete. Deleting one's own account also clears the session cookie (signed out).
 */
export const adminAdminsRoutes = new Hono<AppEnv>()
  .get('/', queryOf(adminListQuerySchema), async (c) => {
    const { search } = c.req.valid('query');
    return c.json({ admins: await listAdmins(c.var.deps.db, { search, selfId: c.var.user.id }) });
  })
  .post('/', jsonBody(createAdminSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json({ admin: await createAdmin(c.var.deps.db, { ...input, selfId: c.var.user.id }) }, 201);
  })
  .delete('/:id', async (c) => {
    const id = readUuidParam(c, 'id');
    const result = await deleteAdmin(c.var.deps.db, { id, selfId: c.var.user.id });
    // The account's sessions are gone: this process forgets them at once (others on the announcement).
    c.var.deps.sessions.forgetUser(id);
    if (result.signedOut) {
      // The session row is already gone with the account; this only clears the browser's cookies.
      for (const cookie of await signOut(c.var.deps.auth, c.req.raw.headers))
        c.header('Set-Cookie', cookie, { append: true });
    }
    return c.json(result);
  });
