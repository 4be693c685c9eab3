import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isIslandName, islands } from './app/islands/island-registry.ts';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  IslandRoot,
} from './components/islands/island-root.tsx';
import { countDocumentVisit } from './features/public/visits/index.ts';

// The browser entry of the document pages (the home page, the blog; ADR 0027). The server sent the
// whole page as HTML; only its islands (the top bar, the carousels, 'Sepete Ekle') are hydrated here,
// each as a root of its own with the props the server wrote beside it. No router, no page code: a
// link is a page load. The app's entry (main.tsx) serves every other page.

async function hydrateIsland(element: HTMLElement) {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  if (!isIslandName(name)) return;
  // The props are the ones the server rendered this island with (components/islands/island.tsx).
  const Component = (await islands[name].load()).IslandComponent as ComponentType<object>;
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  hydrateRoot(
    element,
    <IslandRoot pathname={window.location.pathname}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? undefined },
  );
}

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  hydrateIsland(element).catch((error: unknown) => console.error('[islands]', element.dataset.island, error));
}
// The cookie-less visitor counter (ADR "visitor counter"): one view per document page load.
countDocumentVisit(window.location.pathname);
