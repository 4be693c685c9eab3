import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../app-context.ts';
import { createLogger } from './logger.ts';
import { requestLog } from './request-log.ts';

// The server's own time of a request goes back in Server-Timing (issue #17: the scale benchmark
// measures route latency by it, without the network and the load generator's own time).
describe('requestLog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers with the request id and the server time in Server-Timing', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    // The request's own clock moves 30 ms while the route works (a faked performance.now, no waiting).
    vi.useFakeTimers({ toFake: ['performance'] });
    const app = new Hono<AppEnv>().use('*', requestLog(logger)).get('/slow', async (c) => {
      vi.advanceTimersByTime(30);
      return c.json({ ok: true });
    });
    const response = await app.request('/slow');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const timing = /^app;dur=(\d+(?:\.\d)?)$/.exec(response.headers.get('server-timing') ?? '');
    expect(timing).not.toBeNull();
    const duration = Number(timing![1]);
    expect(duration).toBe(30);
    // The header and the log line tell the same time.
    expect(JSON.parse(lines[0]!).ms).toBe(duration);
  });
});
