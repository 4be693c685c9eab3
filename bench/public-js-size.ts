// `npm run bench:js`: the JavaScript a visitor downloads before the first interaction on the public
// pages (issues #12, #17). The built app (`npm run build`, made first when stale) runs as `npm start`
// runs it, on a throw-away demo practice; each page is opened in Chromium (playwright-core) and every
// script response is recorded until the network is idle: the entry, the modulepreloaded chunks and
// anything hydration imports. Sizes are the files' raw bytes and their gzip (level 9, as a
// compressing proxy or CDN sends them). Results go to bench/results/ as JSON and Markdown. Reports
// only: it never fails on a size.
//
//   npm run bench:js                 build when stale, then measure
//   npm run bench:js -- --no-build   measure dist/web as it is
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { makeBenchAppEnv, freePort, stopProcess, waitUntilUp } from './app-under-load.ts';

const resultsDir = path.resolve('bench/results');
const withBuild = !process.argv.includes('--no-build');
const pages = [
  '/',
  '/blog',
  '/blog/kan-sekerini-dengede-tutmanin-7-yolu',
  '/urunler',
  '/randevu',
  '/login',
  '/kullanici/giris',
];

type ScriptFile = { file: string; rawBytes: number; gzipBytes: number; initiator: 'html' | 'later' };
type PageRow = { page: string; status: number; files: ScriptFile[]; rawKb: number; gzipKb: number };

async function startApp() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-bench-js-'));
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      ...makeBenchAppEnv({ port, dataDir, webRoot: path.resolve('dist/web'), databaseUrl: '', isDemoSeeded: true }),
      RUN_WORKERS: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/api/health`, child);
  return {
    baseUrl,
    close: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function measure(baseUrl: string): Promise<PageRow[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const rows: PageRow[] = [];
  try {
    for (const page of pages) {
      // A fresh context per page: an empty cache, as a first visit.
      const context = await browser.newContext();
      const tab = await context.newPage();
      const files = new Map<string, Promise<ScriptFile>>();
      let htmlScripts = new Set<string>();
      tab.on('response', (response) => {
        const url = new URL(response.url());
        if (!url.pathname.endsWith('.js') || files.has(url.pathname)) return;
        files.set(
          url.pathname,
          response.body().then((body) => ({
            file: url.pathname,
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            initiator: 'later',
          })),
        );
      });
      const response = await tab.goto(`${baseUrl}${page}`, { waitUntil: 'networkidle' });
      const html = (await response?.text()) ?? '';
      htmlScripts = new Set(
        [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1] ?? ''),
      );
      const measured = (await Promise.all(files.values()))
        .map((file) => ({ ...file, initiator: htmlScripts.has(file.file) ? ('html' as const) : ('later' as const) }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
      rows.push({
        page,
        status: response?.status() ?? 0,
        files: measured,
        rawKb: kb(measured.reduce((sum, file) => sum + file.rawBytes, 0)),
        gzipKb: kb(measured.reduce((sum, file) => sum + file.gzipBytes, 0)),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function toMarkdown(startedAt: string, rows: PageRow[]): string {
  const lines = [
    `# Public JavaScript before the first interaction, ${startedAt}`,
    '',
    'Every script response from opening the page in Chromium (empty cache) until the network is idle;',
    'gzip level 9. "html" = referenced by the page (script or modulepreload), "later" = imported while starting.',
    '',
    '| page | files | raw KB | gzip KB |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.page} | ${row.files.length} | ${row.rawKb} | **${row.gzipKb}** |`),
  ];
  for (const row of rows) {
    lines.push(
      '',
      `## ${row.page} (HTTP ${row.status})`,
      '',
      '| file | from | raw KB | gzip KB |',
      '|---|---|---|---|',
    );
    for (const file of row.files) {
      lines.push(`| ${path.basename(file.file)} | ${file.initiator} | ${kb(file.rawBytes)} | ${kb(file.gzipBytes)} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  if (withBuild) execFileSync(process.execPath, ['scripts/ensure-build.ts'], { stdio: 'inherit' });
  mkdirSync(resultsDir, { recursive: true });
  const startedAt = new Date().toISOString();
  const app = await startApp();
  let rows: PageRow[];
  try {
    rows = await measure(app.baseUrl);
  } finally {
    await app.close();
  }
  const stamp = `public-js-${startedAt.replace(/[:.]/g, '-')}`;
  const markdown = toMarkdown(startedAt, rows);
  writeFileSync(path.join(resultsDir, `${stamp}.json`), `${JSON.stringify({ startedAt, pages: rows }, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, `${stamp}.md`), markdown);
  console.log(`\n${markdown}`);
  console.log(`[bench:js] written to bench/results/${stamp}.{json,md}`);
}

main().catch((error) => {
  console.error('[bench:js] failed:', error);
  process.exitCode = 1;
});
