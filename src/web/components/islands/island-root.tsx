import type { ReactNode } from 'react';
import { ThemeProvider } from '../ui/theme.tsx';
import { documentNavigation, SiteNavigationProvider } from '../../lib/site-navigation.tsx';

/**
 * What an island renders inside, on the server (React) and in the browser (Preact, ADR 0029): the
 * theme and plain document links. The same tree on both sides, each a root of its own.
 */
export function IslandRoot({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <ThemeProvider>
      <SiteNavigationProvider value={documentNavigation(pathname)}>{children}</SiteNavigationProvider>
    </ThemeProvider>
  );
}

/** The islands of the document pages (their components: app/islands/island-registry.ts). */
export type IslandName = 'site-header' | 'hero-slider' | 'services-carousel' | 'testimonials-carousel' | 'add-to-cart';

/** The attributes an island's element carries from the server to the islands entry. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set by the islands entry once the island is live (the browser tests wait for it). */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';
