// The 'add-to-cart' island (island-registry.ts): its one component, not the feature's index.ts and all it brings.
export { AddToCartButton as IslandComponent } from '../../features/public/shop/components/add-to-cart-button.tsx';
