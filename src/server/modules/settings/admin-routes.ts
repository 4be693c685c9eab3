import { Hono } from 'hono';
import { updateAppearanceSchema, updateLogoSchema } from '../../../shared/schemas/settings.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, jsonBodyAtVersion } from '../../http/input.ts';
import { getAdminAppearance, resetSiteLogo, setSiteLogo, updateAdminAppearance } from './settings-service.ts';

/**
 * /api/admin/settings: the admin panel's look for every admin (General settings: colour mode and four
 * colours) and the site logo (Logo settings: set from an upload of kind 'logo', or reset).
 */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ appearance: await getAdminAppearance(c.var.deps.db) }))
  .put('/appearance', jsonBodyAtVersion(updateAppearanceSchema), async (c) =>
    c.json({ appearance: await updateAdminAppearance(c.var.deps.db, c.req.valid('json')) }),
  )
  .put('/logo', jsonBody(updateLogoSchema), async (c) =>
    c.json({ appearance: await setSiteLogo(c.var.deps, c.req.valid('json')) }),
  )
  .delete('/logo', async (c) => c.json({ appearance: await resetSiteLogo(c.var.deps) }));
