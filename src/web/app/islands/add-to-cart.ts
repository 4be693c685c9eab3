// The 'add-to-cart' island's module (island-registry.ts): a chunk of its own, preloaded by this file's name.
export { AddToCartButton as IslandComponent } from '../../features/public/shop/components/add-to-cart-button.tsx';
