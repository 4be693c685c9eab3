import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../app-context.ts';
import { createLogger } from '../logging/logger.ts';
import { recordClientRead } from './client-reads.ts';

// Who saw what (ADR 0084): recording a read must never fail the read. A database that refuses the
// trail's row leaves the answer as it was and logs the failure.
describe('recordClientRead', () => {
  const clientId = '3d12e4cb-85ae-40e7-83dc-b2ce886018c0';

  function appWith(db: unknown, lines: string[]) {
    const deps = { db, logger: createLogger('info', { write: (line: string) => lines.push(line) }) };
    return new Hono<AppEnv>()
      .use('*', (c, next) => {
        c.set('deps', deps as unknown as AppDeps);
        c.set('user', { id: 'admin-1', role: 'admin' } as AppEnv['Variables']['user']);
        return next();
      })
      .use('/reports/:clientId', recordClientRead('report'))
      .get('/reports/:clientId', (c) => c.json({ ok: true }));
  }

  it('answers the read when the trail cannot be written, and logs it', async () => {
    const lines: string[] = [];
    const failing = { execute: () => Promise.reject(new Error('disk full')) };
    const response = await appWith(failing, lines).request(`/reports/${clientId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(lines.map((line) => JSON.parse(line).msg)).toContain('client read not recorded');
  });

  it('records nothing for a read that did not succeed or names no client', async () => {
    const calls: unknown[] = [];
    const db = { execute: (query: unknown) => calls.push(query) };
    const app = appWith(db, []);
    expect((await app.request('/reports/kimse')).status).toBe(200);
    expect(calls).toHaveLength(0);
    expect((await app.request(`/reports/${clientId}`)).status).toBe(200);
    expect(calls).toHaveLength(1);
  });
});
