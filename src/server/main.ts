import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { EnvError, parseEnv } from './env.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function start() {
  const env = parseEnv();
  const log = env.LOG_LEVEL === 'silent' ? () => {} : (line: string) => console.log(line);
  const runtime = await bootstrap({ env, webRoot: path.resolve(env.WEB_ROOT), log });
  const app = createApp(runtime.deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log(`[http] Denge listening on http://localhost:${info.port} (${runtime.database.kind})`);
  });
  if (env.RUN_WORKERS) await runtime.workers.start();

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

start().catch((error) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('[startup] failed:', error);
  }
  process.exit(1);
});
