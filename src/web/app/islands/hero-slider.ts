// The 'hero-slider' island's module (island-registry.ts): a chunk of its own, preloaded by this file's name.
export { HeroSlider as IslandComponent } from '../../features/public/content/components/hero-slider.tsx';
