import type { ComponentType } from 'react';
import type { IslandName } from '../../components/islands/island-root.tsx';
import { IslandComponent as AddToCart } from './add-to-cart.ts';
import { IslandComponent as HeroSlider } from './hero-slider.ts';
import { IslandComponent as ServicesCarousel } from './services-carousel.ts';
import { IslandComponent as SiteHeader } from './site-header.ts';
import { IslandComponent as TestimonialsCarousel } from './testimonials-carousel.ts';

// Every island of the document pages (ADR 0027) and its component, for the islands entry
// (src/web/islands-main.tsx). The islands are one file of their own build (vite.islands.config.ts,
// ADR 0029), so the registry imports them statically. Each island has a module in this folder that
// re-exports its one component: through the feature's index.ts the islands' build would take the
// whole feature, React Router included (a test walks the islands' bundle).

// Each island declares its own props; the registry only names the component.
type AnyComponent = ComponentType<any>;

export const islands = {
  'site-header': SiteHeader,
  'hero-slider': HeroSlider,
  'services-carousel': ServicesCarousel,
  'testimonials-carousel': TestimonialsCarousel,
  'add-to-cart': AddToCart,
} satisfies Record<IslandName, AnyComponent>;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name);
