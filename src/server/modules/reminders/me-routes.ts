import { Hono } from 'hono';
import { reminderSettingsSchema } from '../../../shared/schemas/reminders.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody } from '../../http/input.ts';
import { getReminderSettings, saveReminderSettings } from './reminders-service.ts';

/**
 * /api/me/reminders: the reminders the signed-in client sets (issue #41, ADR 0083): water, meals and
 * weigh-in, and whether an unreachable push falls back to e-mail. Not behind the açık rıza gate:
 * these are times, not health data.
 */
export const meRemindersRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ reminders: await getReminderSettings(c.var.deps.db, { clientId: c.var.user.id }) }))
  .put('/', jsonBody(reminderSettingsSchema), async (c) =>
    c.json({
      reminders: await saveReminderSettings(c.var.deps.db, {
        clientId: c.var.user.id,
        settings: c.req.valid('json'),
      }),
    }),
  );
