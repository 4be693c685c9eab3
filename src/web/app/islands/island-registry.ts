import type { ComponentType } from 'react';
import type { IslandName } from '../../components/islands/island-root.tsx';

// Every island of the document pages (ADR 0027): its name, its module loaded on demand by the
// islands entry (src/web/islands-main.tsx), and that module's source file, which the server looks up
// in Vite's manifest to preload the island's chunk with the page. Each island has a module of its own
// (this folder) because its component is also imported statically by the app: only a module nothing
// else imports becomes a chunk the manifest names. A test checks that each source is the module its
// loader imports and that no island's chunk carries React Router.

// Each island declares its own props; the registry only loads the component.
type AnyComponent = ComponentType<any>;
type IslandModule = { IslandComponent: AnyComponent };
type IslandEntry = { source: string; load: () => Promise<IslandModule> };

export const islands = {
  'site-header': { source: 'src/web/app/islands/site-header.ts', load: () => import('./site-header.ts') },
  'hero-slider': { source: 'src/web/app/islands/hero-slider.ts', load: () => import('./hero-slider.ts') },
  'services-carousel': {
    source: 'src/web/app/islands/services-carousel.ts',
    load: () => import('./services-carousel.ts'),
  },
  'testimonials-carousel': {
    source: 'src/web/app/islands/testimonials-carousel.ts',
    load: () => import('./testimonials-carousel.ts'),
  },
  'add-to-cart': { source: 'src/web/app/islands/add-to-cart.ts', load: () => import('./add-to-cart.ts') },
} satisfies Record<IslandName, IslandEntry>;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name);
