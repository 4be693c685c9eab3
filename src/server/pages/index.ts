// The pages the server sends (ADR 0014, 0027, 0035): the public site rendered with its islands, the
// private areas' pages with their session, the sign-in pages, the static files, and the client app's
// manifest and icons. The app mounts
// them through createWebRoutes; nothing else reaches into this folder except its tests.
export { createClientAppManifestRoutes } from './client-app-manifest.ts';
export { createWebRoutes } from './web-routes.ts';
export { createPageRenderer, ssrEntryPathOf } from './page-rendering.ts';
