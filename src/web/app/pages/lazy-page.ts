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
