// The 'testimonials-carousel' island's module (island-registry.ts): a chunk of its own, preloaded by this file's name.
export { TestimonialsCarousel as IslandComponent } from '../../features/public/content/components/testimonials-carousel.tsx';
