// The 'testimonials-carousel' island (island-registry.ts): its one component, not the feature's index.ts and all it brings.
export { TestimonialsCarousel as IslandComponent } from '../../features/public/content/components/testimonials-carousel.tsx';
