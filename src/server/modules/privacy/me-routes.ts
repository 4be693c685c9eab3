import { Hono } from 'hono';
import { toBusinessDay } from '../../../shared/dates.ts';
import type { AppEnv } from '../../app-context.ts';
import { recordDataRead } from '../../audit/data-reads.ts';
import { requestIdOf } from '../../logging/request-log.ts';
import { exportClientData } from './privacy-service.ts';

/** /api/me/privacy: the client's rights under KVKK Article 11; the data download ('Verilerim', issue #43). */
export const mePrivacyRoutes = new Hono<AppEnv>().get('/data-export', async (c) => {
  const { db } = c.var.deps;
  const user = c.var.user;
  const data = await exportClientData(db, { clientId: user.id });
  // A download carries all the client's health data out of the practice: the trail keeps that it did.
  await recordDataRead(db, {
    actor: { id: user.id, role: user.role, requestId: requestIdOf(c) },
    entity: 'data-export',
    clientId: user.id,
  });
  return c.json(data, 200, {
    'content-disposition': `attachment; filename="denge-verilerim-${toBusinessDay()}.json"`,
    'cache-control': 'no-store',
  });
});
