// Builds the client area's service worker (src/web/service-worker/client-service-worker.ts, ADR 0071)
// into <outDir>/kullanici-sw.js, after the app's build (scripts/build-web.ts). Its precache list is the
// client area's part of the app, read from Vite's manifest: the entry and everything it reaches, except
// the admin panel's and the public site's screens, plus the app shell (index.html, at CLIENT_APP_SHELL_URL) and the app icons. Hashed files need no
// revision; the shell and the icons get their content's hash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { CLIENT_APP_SHELL_URL } from '../src/shared/client-app.ts';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
type PrecacheEntry = { url: string; revision: string | null };

const outDir = path.resolve(process.argv[2] ?? 'dist/web');
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The admin panel and the public site's own screens: not the client area's, never precached. */
const isOtherAreaChunk = (key: string) =>
  key.startsWith('src/web/features/admin/') ||
  /^src\/web\/features\/public\/[^/]+\/pages\//.test(key) ||
  key === 'src/web/app/layouts/admin-layout.tsx' ||
  key === 'src/web/features/auth/pages/admin-login-page.tsx';

/** The files the client area can load: the entry's whole graph, never stepping into another area. */
function collectClientAreaFiles(): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || isOtherAreaChunk(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return files;
}

const revisionOf = (file: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(outDir, file)))
    .digest('hex')
    .slice(0, 16);

const precache: PrecacheEntry[] = [
  ...[...collectClientAreaFiles()].sort().map((file) => ({ url: `/${file}`, revision: null })),
  // The server answers the shell's address with index.html (src/server/pages/web-routes.ts).
  { url: CLIENT_APP_SHELL_URL, revision: revisionOf('index.html') },
  ...['page-init.js', 'favicon.svg', 'icons/denge-192.png'].map((file) => ({
    url: `/${file}`,
    revision: revisionOf(file),
  })),
];

await build({
  configFile: false,
  logLevel: 'warn',
  define: {
    __CLIENT_AREA_PRECACHE__: JSON.stringify(precache),
    // Workbox logs in development builds only.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    lib: {
      entry: path.resolve('src/web/service-worker/client-service-worker.ts'),
      // A classic script: every browser that installs web apps runs it.
      formats: ['iife'],
      name: 'dengeClientServiceWorker',
      fileName: () => 'kullanici-sw.js',
    },
  },
});
console.log(`[build] service worker: ${precache.length} files precached`);
