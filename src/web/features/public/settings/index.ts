// What the app shell uses of the public settings: the site logo for the client area's header.
export { useSiteLogo } from './api/get-site-logo.ts';
