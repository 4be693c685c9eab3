// `npm start` builds the web app only when needed: when dist/web(-ssr) is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const stamp = 'dist/web-ssr/entry-server.js';
const sources = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build-web.ts',
  'scripts/build-service-worker.ts',
  'package-lock.json',
];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestModification(path.join(entry, name))));
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestModification));
if (builtAt < changedAt) {
  console.log('[build] building the web app...');
  execFileSync(process.execPath, ['scripts/build-web.ts'], { stdio: 'inherit' });
}
