// What the public site's frame and home page need from the shop: the top bar's cart and the home grid.
export { CartMenu } from './components/cart-menu.tsx';
export { HomeProducts } from './components/home-products.tsx';
