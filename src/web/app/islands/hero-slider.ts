// The 'hero-slider' island (island-registry.ts): its one component, not the feature's index.ts and all it brings.
export { HeroSlider as IslandComponent } from '../../features/public/content/components/hero-slider.tsx';
