// What the app shell needs from the public site feature: the layout's loader and frame.
export { PUBLIC_LAYOUT_ROUTE_ID, publicSiteLoader, usePublicSite } from './api/public-site-loader.ts';
export { SiteFooter } from './components/site-footer.tsx';
export { SiteHeader } from './components/site-header.tsx';
