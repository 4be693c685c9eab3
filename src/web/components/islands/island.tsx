import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import { useSitePathname } from '../../lib/site-navigation.tsx';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName, IslandRoot } from './island-root.tsx';

/**
 * How the server renders the islands of a document page (src/web/entry-server.tsx provides it; none
 * in the app): each island as a root of its own.
 */
export type IslandRendering = {
  /** renderToString of one island's tree with React's identifier prefix (react-dom/server stays out of the app). */
  renderIsland: (tree: ReactNode, identifierPrefix: string) => string;
  /** How many islands the page has rendered so far: each gets its own prefix for React's generated ids. */
  count: number;
};

export const IslandRenderingContext = createContext<IslandRendering | null>(null);

/**
 * An interactive part of a page (ADR 0027). In the app (client-side navigation, the SPA, a page
 * hydrated whole) it is just its child. On a document page rendered by the server, the child is
 * rendered as its own root into an element that names it and carries its props as JSON, and only
 * that element comes alive in the browser (Preact, ADR 0029): the rest of the page stays server HTML
 * and ships no code.
 * The child's props must survive JSON (no functions, no dates), and its code must not use React
 * Router (links through lib/site-navigation.tsx).
 */
export function Island({ name, children }: { name: IslandName; children: ReactElement<object> }) {
  const rendering = useContext(IslandRenderingContext);
  const pathname = useSitePathname();
  if (!rendering) return children;
  // Separate renders each count React's ids from zero: the prefix keeps them unique in the page
  // (the server's one-pass render, so counting here is safe).
  const identifierPrefix = `${name}-${rendering.count}-`;
  rendering.count += 1;
  const html = rendering.renderIsland(<IslandRoot pathname={pathname}>{children}</IslandRoot>, identifierPrefix);
  const attributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(children.props) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of the island
  return <div {...attributes} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
