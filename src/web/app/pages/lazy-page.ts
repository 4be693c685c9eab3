import type { ComponentType } from 'react';

/** A screen module loaded on demand; it exports `Component` (React Router's lazy route convention). */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

export const loadPendingPage: LazyPage = () => import('./pending-page.tsx');
