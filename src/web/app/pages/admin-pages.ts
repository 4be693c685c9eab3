import { type LazyPage, loadersOf } from './lazy-page.ts';
import { adminScreenSources } from './screen-sources.ts';

// Screens of the admin group by path, loaded on demand from the files screen-sources.ts names, so
// the public bundle never carries admin code. A feature adds its screen there.
const screenModules = import.meta.glob<Awaited<ReturnType<LazyPage>>>('../../features/admin/*/pages/*-page.tsx');

export const adminPages = loadersOf(adminScreenSources, screenModules);
