// The 'site-header' island's module (island-registry.ts): a chunk of its own, preloaded by this file's name.
export { SiteHeader as IslandComponent } from '../../features/public/content/components/site-header.tsx';
