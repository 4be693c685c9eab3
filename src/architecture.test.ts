import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The import boundaries of ARCHITECTURE.md and docs/CODE_STYLE.md, checked on RESOLVED paths (so a
// file one folder deeper cannot slip past a relative-path pattern; see docs/decisions/0010).
// Every import of every file under src/ is read (static, re-export, dynamic), resolved against the
// importing file, and judged by where it really points.

const srcRoot = path.resolve(import.meta.dirname);

type Import = { from: string; specifier: string; target: string | null; isTypeOnly: boolean };

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : listSourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const staticImport = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
const dynamicImport = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
const sideEffectImport = /(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

/** `import { type A, type B }` is as type-only as `import type { A, B }`. */
function isTypeOnlyClause(typeKeyword: string | undefined, clause: string): boolean {
  if (typeKeyword) return true;
  const names = clause.match(/^\{([\s\S]*)\}$/)?.[1];
  if (!names) return false;
  const specifiers = names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return specifiers.length > 0 && specifiers.every((name) => name.startsWith('type '));
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.resolve(path.dirname(from), specifier);
}

function readImports(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const imports: Import[] = [];
  for (const match of text.matchAll(staticImport)) {
    const specifier = match[4]!;
    imports.push({
      from: file,
      specifier,
      target: resolve(file, specifier),
      isTypeOnly: isTypeOnlyClause(match[2], match[3]!.trim()),
    });
  }
  for (const match of [...text.matchAll(dynamicImport), ...text.matchAll(sideEffectImport)]) {
    const specifier = match[1]!;
    imports.push({ from: file, specifier, target: resolve(file, specifier), isTypeOnly: false });
  }
  return imports;
}

const rel = (file: string) => path.relative(srcRoot, file).split(path.sep).join('/');
const files = listSourceFiles(srcRoot).filter((file) => !file.endsWith('.test.ts'));
const imports = files.flatMap(readImports);
const describeImport = (item: Import) => `${rel(item.from)} -> ${item.specifier}`;

/** The feature a web file belongs to: 'admin/goals', 'me/diary', 'auth'; null outside features/. */
function featureOf(relative: string): string | null {
  const parts = relative.split('/');
  if (parts[0] !== 'web' || parts[1] !== 'features') return null;
  return ['admin', 'me', 'public'].includes(parts[2]!) ? `${parts[2]}/${parts[3]}` : parts[2]!;
}

/** The folders every module may use and none of which may use a module (CODE_STYLE §2). */
const infrastructure = /^server\/(http|db|auth|realtime|storage|mail|jobs|logging|audit|ai|rich-text)\//;
/**
 * The pages the server sends (server/pages, issue #46): above the modules, like the API's routes. They
 * read the content, the shop and the logo; the app reaches them through their index.ts only.
 */
const pagesFolder = /^server\/pages\//;

/** Each import cycle among the files (type-only imports included), as its files in import order. */
function findImportCycles(edges: Import[]): string[][] {
  const targetsOf = new Map<string, string[]>();
  for (const item of edges) {
    if (!item.target) continue;
    const from = rel(item.from);
    targetsOf.set(from, [...(targetsOf.get(from) ?? []), rel(item.target)]);
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    trail.push(file);
    for (const target of targetsOf.get(file) ?? []) {
      if (state.get(target) === 'visiting') cycles.push([...trail.slice(trail.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of targetsOf.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

const violations = (test: (item: Import, from: string, to: string) => boolean) =>
  imports.filter((item) => item.target && test(item, rel(item.from), rel(item.target))).map(describeImport);

describe('import boundaries (resolved paths)', () => {
  it('reads the tree (sanity)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports.length).toBeGreaterThan(500);
  });

  it('every relative import points at a file that exists', () => {
    expect(imports.filter((item) => item.target && !existsSync(item.target)).map(describeImport)).toEqual([]);
  });

  it('src/shared imports neither server nor web code, nor Node built-ins', () => {
    expect(
      violations(
        (_item, from, to) => from.startsWith('shared/') && (to.startsWith('server/') || to.startsWith('web/')),
      ),
    ).toEqual([]);
    expect(
      imports
        .filter((item) => rel(item.from).startsWith('shared/') && item.specifier.startsWith('node:'))
        .map(describeImport),
    ).toEqual([]);
  });

  it('src/server never imports browser code', () => {
    expect(violations((_item, from, to) => from.startsWith('server/') && to.startsWith('web/'))).toEqual([]);
  });

  it('src/web imports server code only as types, and only the route types of src/server/routes.ts', () => {
    expect(
      violations(
        (item, from, to) =>
          from.startsWith('web/') && to.startsWith('server/') && (!item.isTypeOnly || to !== 'server/routes.ts'),
      ),
    ).toEqual([]);
  });

  it('a feature uses another feature only through its index.ts', () => {
    expect(
      violations((_item, from, to) => {
        const source = featureOf(from);
        const target = featureOf(to);
        return source !== null && target !== null && source !== target && !to.endsWith(`/${target}/index.ts`);
      }),
    ).toEqual([]);
  });

  it('the app shell reaches features through their index.ts or their lazy pages', () => {
    // An island's module (app/islands/, ADR 0027) re-exports the one component it hydrates: through an
    // index.ts every island's chunk would carry the whole feature, React Router included.
    const isIslandModule = (from: string, to: string) =>
      /^web\/app\/islands\/[a-z-]+\.ts$/.test(from) && /\/components\/[a-z-]+\.tsx$/.test(to);
    expect(
      violations((_item, from, to) => {
        const target = featureOf(to);
        return (
          from.startsWith('web/app/') &&
          target !== null &&
          !to.endsWith(`/${target}/index.ts`) &&
          !/\/pages\/[a-z-]+-page\.tsx$/.test(to) &&
          !isIslandModule(from, to)
        );
      }),
    ).toEqual([]);
  });

  it('route files are mounted only by src/server/routes.ts; modules share services, never routes', () => {
    expect(
      violations((_item, from, to) => /^server\/modules\/.+-routes\.ts$/.test(to) && from !== 'server/routes.ts'),
    ).toEqual([]);
  });

  it('infrastructure never imports a module: modules use it, never the other way round', () => {
    expect(
      violations(
        (_item, from, to) => infrastructure.test(from) && (to.startsWith('server/modules/') || pagesFolder.test(to)),
      ),
    ).toEqual([]);
  });

  it('the server-rendered pages are reached through server/pages/index.ts, and no module reaches them', () => {
    expect(
      violations(
        (_item, from, to) => pagesFolder.test(to) && !pagesFolder.test(from) && to !== 'server/pages/index.ts',
      ),
    ).toEqual([]);
    expect(violations((_item, from, to) => from.startsWith('server/modules/') && pagesFolder.test(to))).toEqual([]);
  });

  it("the web's shared components and lib never import a feature or the app shell", () => {
    expect(
      violations((_item, from, to) => /^web\/(components|lib)\//.test(from) && /^web\/(features|app)\//.test(to)),
    ).toEqual([]);
  });

  it('no file imports itself through others: there is no import cycle anywhere in src', () => {
    expect(findImportCycles(imports).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
