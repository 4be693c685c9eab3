// The 'site-header' island (island-registry.ts): its one component, not the feature's index.ts and all it brings.
export { SiteHeader as IslandComponent } from '../../features/public/content/components/site-header.tsx';
