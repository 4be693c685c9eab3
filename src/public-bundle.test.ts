import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicPaths, serverRenderedPaths } from './shared/routes.ts';
import {
  privateAreaSources,
  publicPageSources,
  queryLayoutSource,
  serverRenderedFormPaths,
  shellPageSources,
  standalonePublicPages,
} from './web/app/pages/public-pages.ts';
import { islands } from './web/app/islands/island-registry.ts';
import { adminScreenSources, clientScreenSources } from './web/app/pages/screen-sources.ts';

// What a visitor of the public site downloads before the first interaction (ADR 0026, issues #12 and
// #17): the browser entry and, per public page, its chunk with everything those import statically.
// The app is built here, in memory, with the project's own Vite config (this test cannot rely on an
// earlier `npm run build`), and the bundle's real module graph is checked: no admin, client-area or
// editor code, no client-side sanitiser, and no zod before a form needs it.

const projectRoot = path.resolve(import.meta.dirname, '..');

/** Never in the entry nor in any public page's initial chunks. */
const privateCode = [
  /^src\/web\/features\/(admin|me)\//,
  /^src\/web\/app\/(private-routes\.tsx|guards\/|layouts\/(admin|client)-)/,
  /^src\/web\/app\/pages\/(admin|client)-pages\.ts$/,
  /node_modules\/(@tiptap|prosemirror-[a-z]+|recharts|dompurify|isomorphic-dompurify)\//,
];
/** Loaded with a form's first use or a toast, never with the entry or a server-rendered or sign-in page. */
const deferredLibraries = [/node_modules\/(zod|@hookform\/resolvers|sonner)\//];

type OutputChunk = Rollup.OutputChunk;
type RolldownOutput = Rollup.RollupOutput;

/** Used by the client-rendered pages only (query-layout.tsx); server-rendered pages read through loaders. */
const queryLibrary = [/node_modules\/@tanstack\//];

let chunks: OutputChunk[] = [];
/** The document pages' islands, built on their own with Preact in React's place (ADR 0029). */
let islandChunks: OutputChunk[] = [];

async function buildInMemory(config: string): Promise<OutputChunk[]> {
  const output = (await build({
    root: projectRoot,
    configFile: path.join(projectRoot, config),
    logLevel: 'silent',
    build: { write: false, manifest: false },
  })) as RolldownOutput | RolldownOutput[];
  return (Array.isArray(output) ? output : [output])
    .flatMap((result) => result.output)
    .filter((item): item is OutputChunk => item.type === 'chunk');
}

beforeAll(async () => {
  chunks = await buildInMemory('vite.config.ts');
  islandChunks = await buildInMemory('vite.islands.config.ts');
}, 180_000);

const relative = (id: string) => path.relative(projectRoot, id).split(path.sep).join('/');

/** Every module of the chunks a start chunk loads at once (its static imports, transitively). */
function initialModules(start: OutputChunk): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen].flatMap((file) => Object.keys(byFile.get(file)!.modules).map(relative));
}

/** The app's entry (index.html → main.tsx). */
const entryChunk = () => {
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
  expect(entry, 'the browser entry chunk').toBeDefined();
  return entry!;
};

const pageChunk = (source: string) => {
  const chunk = chunks.find((item) => item.facadeModuleId && relative(item.facadeModuleId) === source);
  expect(chunk, `the chunk of ${source}`).toBeDefined();
  return chunk!;
};

const matching = (modules: string[], patterns: RegExp[]) =>
  modules.filter((module) => patterns.some((pattern) => pattern.test(module)));

const signInPaths = Object.keys(standalonePublicPages);
const publicSources = { ...publicPageSources, ...shellPageSources };

describe('the public site’s initial JavaScript', () => {
  it('reads the module graph (sanity: the admin area is in the bundle, behind a dynamic import)', () => {
    const privateRoutes = pageChunk('src/web/app/private-routes.tsx');
    expect(entryChunk().dynamicImports).toContain(privateRoutes.fileName);
    expect(matching(initialModules(privateRoutes), privateCode)).toContain('src/web/app/guards/auth-guard.tsx');
    expect(chunks.some((chunk) => Object.keys(chunk.modules).some((id) => id.includes('/@tiptap/')))).toBe(true);
  });

  it('the entry carries no admin, client-area or editor code and none of the deferred libraries', () => {
    const modules = initialModules(entryChunk());
    expect(modules).toContain('src/web/app/layouts/public-layout.tsx');
    expect(matching(modules, [...privateCode, ...deferredLibraries, ...queryLibrary])).toEqual([]);
  });

  it('no public page loads admin, client-area or editor code with its chunk', () => {
    for (const pattern of publicPaths) {
      const source = publicSources[pattern];
      expect(source, `${pattern} has a source in public-pages.ts`).toBeDefined();
      expect(matching(initialModules(pageChunk(source!)), privateCode), pattern).toEqual([]);
    }
  });

  it('server-rendered and sign-in pages load zod, the form resolver and the toast library only when used', () => {
    for (const pattern of [...serverRenderedPaths, ...signInPaths]) {
      const modules = initialModules(pageChunk(publicSources[pattern]!));
      expect(matching(modules, deferredLibraries), pattern).toEqual([]);
    }
  });

  it('server-rendered pages load no TanStack Query (their data comes with the page)', () => {
    // The sign-in pages and the booking page are server-rendered for their first paint: it reads
    // nothing through a query, and their forms work through TanStack Query once the app runs.
    const formPaths = [...signInPaths, ...serverRenderedFormPaths];
    for (const pattern of serverRenderedPaths.filter((path) => !formPaths.includes(path))) {
      expect(matching(initialModules(pageChunk(publicSources[pattern]!)), queryLibrary), pattern).toEqual([]);
    }
  });

  it('every module the server preloads is a chunk of its own (else its modulepreload tag is silently missing)', () => {
    const screens = [...Object.values(adminScreenSources), ...Object.values(clientScreenSources)];
    for (const source of [queryLayoutSource, ...privateAreaSources.admin, ...privateAreaSources.client, ...screens]) {
      pageChunk(source);
    }
  });

  it('the most used signed-in screens and the areas around them paint without zod (their forms bring it when opened)', () => {
    const screens = [
      adminScreenSources['/panel'],
      adminScreenSources['/clients'],
      adminScreenSources['/client-report'],
      clientScreenSources['/kullanici'],
      clientScreenSources['/kullanici/kalori-gunlugu'],
      // The area's frame loads with every screen (the client header's bell listened for goal events
      // through the goals schema, and so brought zod to every client screen).
      ...privateAreaSources.admin,
      ...privateAreaSources.client,
    ];
    for (const source of screens) {
      expect(matching(initialModules(pageChunk(source)), [/node_modules\/zod\//]), source).toEqual([]);
    }
  });

  it('every preload source is the module its route imports', () => {
    const registry = readFileSync(path.join(import.meta.dirname, 'web/app/pages/public-pages.ts'), 'utf8');
    for (const source of Object.values(publicSources)) {
      const specifier = `../../${path.relative('src/web', source!).split(path.sep).join('/')}`;
      expect(registry, source).toContain(`import('${specifier}')`);
    }
  });

  it('the document pages’ islands are one file with Preact: no React, no React Router, no private or editor code', () => {
    const islandsBundle = islandChunks.filter((chunk) => chunk.isEntry);
    expect(islandChunks, 'one file: the islands entry and every island in it').toHaveLength(1);
    const modules = Object.keys(islandsBundle[0]!.modules).map(relative);
    const react = [/node_modules\/(react|react-dom|scheduler|react-router)\//];
    const sanity = initialModules(entryChunk());
    expect(matching(sanity, react).length, 'the app entry does carry React and React Router').toBeGreaterThan(0);
    expect(matching(modules, [/node_modules\/preact\//]).length, 'Preact renders the islands').toBeGreaterThan(0);
    expect(matching(modules, [...react, ...privateCode, ...deferredLibraries, ...queryLibrary])).toEqual([]);
  });

  it('the islands’ file carries every island of the registry, each through its own module', () => {
    const modules = Object.keys(islandChunks[0]?.modules ?? {}).map(relative);
    for (const name of Object.keys(islands)) expect(modules, name).toContain(`src/web/app/islands/${name}.ts`);
  });
});
