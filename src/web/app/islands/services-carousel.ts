// The 'services-carousel' island's module (island-registry.ts): a chunk of its own, preloaded by this file's name.
export { ServicesCarousel as IslandComponent } from '../../features/public/content/components/services-carousel.tsx';
