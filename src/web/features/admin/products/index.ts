// What other features use from product management: the stock screen's add-product dialog and delete.
export { useDeleteProduct } from './api/delete-product.ts';
export { ProductFormDialog } from './components/product-form-dialog.tsx';
