import { type ComponentChild, render } from 'preact';
import type { ComponentType } from 'react';
import { isIslandName, islands } from './app/islands/island-registry.ts';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  IslandRoot,
} from './components/islands/island-root.tsx';
import { countDocumentVisit } from './features/public/visits/index.ts';

// The browser entry of the document pages (the home page, the blog; ADR 0027). The server sent the
// whole page as HTML; only its islands (the top bar, the carousels, 'Sepete Ekle') come alive here,
// each as a root of its own with the props the server wrote beside it. No router, no page code: a
// link is a page load. The app's entry (main.tsx) serves every other page.
//
// This file and the islands are built with Preact in React's place (vite.islands.config.ts, ADR
// 0029). Preact's render, given an element that holds the server's markup, reuses those elements in
// place and brings their attributes and text up to date: the visitor's theme, cart count and Preact's
// own generated ids. (Its hydrate would keep the server's attributes as they are.)

function renderIsland(element: HTMLElement) {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  if (!isIslandName(name)) return;
  const Component = islands[name] as ComponentType<object>;
  // The props are the ones the server rendered this island with (components/islands/island.tsx).
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  const tree = (
    <IslandRoot pathname={window.location.pathname}>
      <Component {...props} />
    </IslandRoot>
  );
  // The tree is typed with React's JSX; the build makes it Preact's (preact/compat).
  render(tree as unknown as ComponentChild, element);
  element.setAttribute(ISLAND_READY_ATTRIBUTE, '');
}

/** The next task, after the browser has had its turn (a frame, input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** The next task after the next frame: the page's first paint does not wait for the islands. */
const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The server's page is whole and readable without the islands, so they start after its first frame,
 * one per task (the top bar first, in page order): the browser can paint the large slide and answer
 * input between them instead of waiting behind one long task.
 */
async function renderIslands() {
  await afterNextFrame();
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    try {
      renderIsland(element);
    } catch (error) {
      console.error('[islands]', element.dataset.island, error);
    }
    await nextTask();
  }
}

void renderIslands();
// The cookie-less visitor counter (ADR "visitor counter"): one view per document page load.
countDocumentVisit(window.location.pathname);
