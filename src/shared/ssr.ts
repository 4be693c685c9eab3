import type { PublicAppointmentsSource } from './schemas/appointments.ts';
import type { PublicContentSource, PublicSite } from './schemas/content.ts';
import type { SessionResponse } from './schemas/auth.ts';
import type { AdminAppearance, SiteLogo } from './schemas/settings.ts';
import type { PublicShopSource } from './schemas/shop.ts';

// The contract between the server (src/server/pages/page-rendering.ts) and the server-rendering entry
// of the web app (src/web/entry-server.tsx, built by Vite into <webRoot>-ssr/entry-server.js).

/** What the public routes' loaders get as React Router's `context` on the server. */
export type PublicLoadContext = {
  content: PublicContentSource;
  shop: PublicShopSource;
  appointments: PublicAppointmentsSource;
  isServer: true;
};

/** A page's search-engine and sharing tags (spec: title, description, keywords, canonical, Open Graph, JSON-LD). */
export type PageMeta = {
  title: string;
  description: string;
  keywords?: string;
  /** Path of the canonical URL (the origin is the server's). */
  canonicalPath: string;
  type: 'website' | 'article';
  imagePath?: string | null;
  publishedTime?: string;
  modifiedTime?: string;
  /** schema.org objects for <script type="application/ld+json">. */
  jsonLd: Record<string, unknown>[];
  /**
   * A page for one person (an order's status, whose address carries its secret): `noindex`, no
   * canonical or sharing tags, and never stored by a cache.
   */
  isPrivate?: true;
};

/** A route's `handle`: how its page describes itself from its loader data and the site's settings. */
export type PublicRouteHandle = {
  meta?: (args: { data: unknown; site: PublicSite | undefined; origin: string }) => PageMeta;
  /**
   * A document page (ADR 0027): the server's HTML is the page and only its islands are hydrated, by
   * the islands entry; no router and no page code reach the browser. Without it the app hydrates the
   * whole page.
   */
  isDocument?: true;
  /** The route's own module when it has no path to look its source up by (the TanStack Query layout). */
  moduleSource?: string;
};

export type RenderPublicPageInput = {
  request: Request;
  content: PublicContentSource;
  shop: PublicShopSource;
  appointments: PublicAppointmentsSource;
  /** The CSP nonce of this response: the hydration data is an inline script. */
  nonce: string;
  /** e.g. https://dengebeslenme.com.tr (PUBLIC_URL; never the request's Host). */
  origin: string;
};

export type RenderedPublicPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Tags for <head>: title, meta, canonical, Open Graph, JSON-LD. */
      head: string;
      /** The rendered app for <div id="root">; for a page the app hydrates, with the hydration data script. */
      body: string;
      /**
       * Source paths of the modules the browser loads first (for modulepreload from the Vite manifest):
       * the lazy route modules of a page the app hydrates (none for a document page: its islands entry is one file).
       */
      routeModules: string[];
      /** Which browser entry starts the page: the app (main.tsx) or the islands entry (islands-main.tsx). */
      entry: 'app' | 'islands';
      /** The page's meta says it is for one person (PageMeta.isPrivate): sent with no-store. */
      isPrivate: boolean;
    };

export type RenderPublicPage = (input: RenderPublicPageInput) => Promise<RenderedPublicPage>;

/**
 * What a private area's frame shows besides the session, read by the server with the page (ADR 0035):
 * the admin panel's appearance, or the site logo of the client area's header and whether the client
 * must pass the consent step first. The page is rendered
 * with it and carries it, so the browser's first render is the server's.
 */
export type PageFrameData = {
  adminAppearance?: AdminAppearance;
  siteLogo?: SiteLogo;
  /** The client must pass the consent step first (ADR 0081): the area shows no screen until it has the step's texts. */
  consentStepNeeded?: boolean;
};

/** The id of the element in which a private area's page carries its frame data (JSON, never run). */
export const PAGE_FRAME_ELEMENT_ID = 'denge-frame';

export type RenderPrivatePageInput = {
  request: Request;
  /** The session the server read from the request's cookie, with a user of the area's role. */
  session: SessionResponse;
  frame: PageFrameData;
  /** The CSP nonce of this response: the hydration data is an inline script. */
  nonce: string;
};

export type RenderedPrivatePage = {
  /** The rendered area and screen for <div id="root">, with the hydration data script. */
  body: string;
  /** Source paths of the modules the browser loads before it hydrates (the area and the screen). */
  routeModules: string[];
  /** The page's tab title (an admin screen's is its menu entry's, 'Danışanlar · Denge'). */
  title: string;
};

export type RenderPrivatePage = (input: RenderPrivatePageInput) => Promise<RenderedPrivatePage>;

/**
 * Source paths of the modules a client-rendered page (sign-in, booking, cart, the admin and client
 * areas) loads before its first paint, for modulepreload tags in the app shell (issue #17).
 */
export type ShellModulesOf = (pathname: string) => string[];

/**
 * The <noscript> note of a client-rendered public page (the cart, the checkout), as HTML for the
 * app shell: what a visitor without JavaScript reads instead of a blank page (issue #39). '' for none.
 */
export type ShellNoscriptOf = (pathname: string) => string;

/**
 * The id of the element in which the server hands a private area's page the session it read from the
 * request's cookie (`<script type="application/json">`), so the area's guard starts without a
 * round trip (issue #17, ADR 0033).
 */
export const PAGE_SESSION_ELEMENT_ID = 'denge-session';

/** JSON to put inside a `<script>` element: '<' escaped, so that no string in it can close the element. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
