// What the public site's frame and home page need from the shop: the top bar's cart and the home grid;
// and its texts, for the server's <noscript> notes of the cart and the checkout (entry-server.tsx).
export { CartMenu } from './components/cart-menu.tsx';
export { HomeProducts } from './components/home-products.tsx';
export { publicShopMessages } from './messages.ts';
