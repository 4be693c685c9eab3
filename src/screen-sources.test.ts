import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminPaths, clientPaths } from './shared/routes.ts';
import { adminPages } from './web/app/pages/admin-pages.ts';
import { clientPages } from './web/app/pages/client-pages.ts';
import { adminScreenSources, clientScreenSources } from './web/app/pages/screen-sources.ts';

// The admin and client screens' source list (src/web/app/pages/screen-sources.ts) is what both the browser (its loaders) and the server (its preloads) go
// by: each source must exist, be a path of its area, and be found by the area's glob import.

const projectRoot = path.resolve(import.meta.dirname, '..');

describe.each([
  { area: 'admin', sources: adminScreenSources as Record<string, string>, pages: adminPages, paths: adminPaths },
  { area: 'client', sources: clientScreenSources as Record<string, string>, pages: clientPages, paths: clientPaths },
])('the $area screens', ({ sources, pages, paths }) => {
  it('name existing files of routes of the area', () => {
    for (const [pathname, source] of Object.entries(sources)) {
      expect(paths, pathname).toContain(pathname);
      expect(existsSync(path.join(projectRoot, source)), source).toBe(true);
    }
  });

  it('each have a loader that brings the screen', async () => {
    for (const pathname of Object.keys(sources)) {
      const load = pages[pathname];
      expect(load, pathname).toBeTypeOf('function');
    }
    const [first] = Object.keys(sources);
    const screen = await pages[first!]!();
    expect(screen.Component).toBeTypeOf('function');
  });
});
