// The 'services-carousel' island (island-registry.ts): its one component, not the feature's index.ts and all it brings.
export { ServicesCarousel as IslandComponent } from '../../features/public/content/components/services-carousel.tsx';
