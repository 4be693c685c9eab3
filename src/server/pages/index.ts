// The pages the server sends (ADR 0014, 0027, 0035): the public site rendered with its islands, the
// private areas' pages with their session, the sign-in pages, and the static files. The app mounts
// them through createWebRoutes; nothing else reaches into this folder except its tests.
export { createWebRoutes } from './web-routes.ts';
export { createPageRenderer, ssrEntryPathOf } from './page-rendering.ts';
