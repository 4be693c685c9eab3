import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { getSiteLogo } from './settings-logo-service.ts';

/** /api/settings/logo: the site logo for pages outside the public site's own data (the client area). */
export const publicSettingsRoutes = new Hono<AppEnv>().get('/logo', async (c) =>
  c.json(await getSiteLogo(c.var.deps.db)),
);
