import path from 'node:path';
import cluster from 'node:cluster';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { isDatabasePrepared, processIndex, reportListening } from './app-processes.ts';
import { bootstrap } from './bootstrap.ts';
import type { Env } from './env.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/** One process serving requests: alone, or one of several started by the primary (ADR 0031). */
export async function serveRequests(env: Env, log: (line: string) => void): Promise<void> {
  const runtime = await bootstrap({
    env,
    webRoot: path.resolve(env.WEB_ROOT),
    log,
    isDatabasePrepared: isDatabasePrepared(),
  });
  const app = createApp(runtime.deps);
  const server = createAdaptorServer({ fetch: app.fetch });
  // Each of several processes opens the port itself (SO_REUSEPORT) and the kernel spreads connections
  // over them. Through cluster's primary instead, a connection handed to a process that has just died
  // hangs until the client gives up.
  const isOneOfSeveral = cluster.isWorker;
  server.listen({ port: env.PORT, host: env.HOST, exclusive: isOneOfSeveral, reusePort: isOneOfSeveral }, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    log(`[http] Denge listening on http://localhost:${port} (${runtime.database.kind})`);
    reportListening();
  });
  // One process runs the mail worker and the scheduled jobs; the others serve requests only.
  if (env.RUN_WORKERS && processIndex() === 0) await runtime.workers.start();

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    log(`[http] ${signal}: finishing in-flight requests`);
    // Live event streams never end by themselves: close them first so server.close() can complete.
    const forceTimer = setTimeout(() => {
      console.error('[http] shutdown grace period over, closing remaining connections');
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, SHUTDOWN_GRACE_MS);
    forceTimer.unref();
    await runtime.deps.realtime.close();
    await runtime.workers.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await runtime.database.close();
    log('[http] stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
