import cluster from 'node:cluster';
import { decideProcessCount, runPrimary } from './app-processes.ts';
import { checkServerEnv, EnvError, parseEnv } from './env.ts';

async function start() {
  const env = parseEnv();
  checkServerEnv(env);
  // What the settings say (production unless told otherwise) is what libraries read too: React's
  // server renderer, loaded later with the pages, would otherwise run its development build under
  // a plain `npm start`, several times slower per page.
  process.env.NODE_ENV = env.NODE_ENV;
  const log = env.LOG_LEVEL === 'silent' ? () => {} : (line: string) => console.log(line);
  const count = decideProcessCount(env);
  if (count > 1 && cluster.isPrimary) {
    runPrimary({ count, log });
    return;
  }
  // Imported here, not at the top: the primary of several processes never loads the app (ADR 0031).
  const { serveRequests } = await import('./serve-requests.ts');
  await serveRequests(env, log);
}

start().catch((error) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('[startup] failed:', error);
  }
  process.exit(1);
});
