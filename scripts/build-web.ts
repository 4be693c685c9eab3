// Builds the web app: the browser bundle (with Vite's manifest) into <outDir>, the document pages'
// islands (vite.islands.config.ts: Preact in React's place, ADR 0029) beside it, the client area's
// service worker (scripts/build-service-worker.ts, ADR 0071), and the
// server-rendering entry (src/web/entry-server.tsx) into <outDir>-ssr, which the server loads to
// render the public pages. `npm run build`, `npm start` (when stale) and the browser tests use it.
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const outDir = path.resolve(process.argv[2] ?? 'dist/web');
const ssrDir = `${outDir}-ssr`;
const vite = (args: string[]) =>
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' });

vite(['--outDir', outDir]);
vite(['--config', 'vite.islands.config.ts', '--outDir', outDir]);
vite(['--ssr', 'src/web/entry-server.tsx', '--outDir', ssrDir]);
// The client area's service worker, with the app's chunks it precaches (ADR 0071).
execFileSync(process.execPath, ['scripts/build-service-worker.ts', outDir], { stdio: 'inherit' });

// The SSR bundle imports its dependencies (react, react-router, …) from node_modules at run time.
// Built outside the project (the browser tests build into a temporary folder), it finds them here.
const modulesLink = path.join(ssrDir, 'node_modules');
const isInsideProject = !path.relative(process.cwd(), ssrDir).startsWith('..');
if (!isInsideProject && !existsSync(modulesLink)) symlinkSync(path.resolve('node_modules'), modulesLink, 'dir');
