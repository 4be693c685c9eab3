import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A screen module loaded on demand; it exports `Component` (React Router's lazy route convention). */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

export const loadPendingPage: LazyPage = () => import('./pending-page.tsx');

/** A route of one screen; a path without its screen yet shows the "hazırlanıyor" page. */
export const toRoute = (path: string, load: LazyPage | undefined): RouteObject => ({
  path,
  lazy: load ?? loadPendingPage,
});

/** A source path (src/web/…) as Vite's glob import from this folder names it. */
const globKeyOf = (source: string) => `../../${source.replace(/^src\/web\//, '')}`;

/** Each path's screen loader, found by its source file among a glob import's loaders. */
export function loadersOf(
  sources: Record<string, string>,
  modules: Record<string, () => Promise<unknown>>,
): Partial<Record<string, LazyPage>> {
  return Object.fromEntries(
    Object.entries(sources).map(([path, source]) => [path, modules[globKeyOf(source)] as LazyPage | undefined]),
  );
}
