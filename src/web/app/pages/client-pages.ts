import { type LazyPage, loadersOf } from './lazy-page.ts';
import { clientScreenSources } from './screen-sources.ts';

// Screens of the client area by path (see admin-pages.ts).
const screenModules = import.meta.glob<Awaited<ReturnType<LazyPage>>>('../../features/me/*/pages/*-page.tsx');

export const clientPages = loadersOf(clientScreenSources, screenModules);
