import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import type { AdminProduct } from '../../../../../shared/schemas/products.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete.ts';
import { useEditDialog } from '../../../../lib/use-managed-rows.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useProducts } from '../api/get-products.ts';
import { useSetProductActive } from '../api/set-product-active.ts';
import { CouponsSection } from '../components/coupons-section.tsx';
import { ProductFormDialog } from '../components/product-form-dialog.tsx';
import { ProductsTable } from '../components/products-table.tsx';
import { adminProductsMessages as messages } from '../messages.ts';
import { AddButton } from '../../../../components/ui/add-button.tsx';

/**
 * Ürün Yönetimi (/products/management): the product table and its add/edit modal (image uploaded
 * after saving), the one-click active switch, delete with confirmation, and the shop's coupons. A
 * product that an order under way holds cannot be deleted (issue #39): the server says why, and the
 * dialog offers to deactivate it instead.
 */
export function Component() {
  const showAlert = useAlert();
  const products = useProducts();
  const setActive = useSetProductActive();
  const form = useEditDialog<AdminProduct>();
  const [undeletable, setUndeletable] = useState<{ product: AdminProduct; reason: string } | null>(null);
  const removal = useConfirmedDelete<AdminProduct, unknown>(useDeleteProduct(), {
    deletedText: messages.deleted,
    errorText: messages.deleteError,
    isServerMessageShown: true,
    catchError: (error, product) => {
      if (!(error instanceof ApiError && error.code === 'product_in_open_orders')) return false;
      setUndeletable({ product, reason: error.message });
      return true;
    },
  });
  const toggle = (product: AdminProduct, onDone?: () => void) =>
    setActive.mutate(
      { id: product.id, isActive: !product.isActive },
      {
        onSuccess: ({ product: saved }) =>
          showAlert('success', saved.isActive ? messages.activated : messages.deactivated),
        onError: () => showAlert('error', messages.statusError),
        onSettled: onDone,
      },
    );

  return (
    <section>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={<AddButton onClick={() => form.open(null)}>{messages.newProduct}</AddButton>}
      />
      <QueryState
        query={products}
        errorText={messages.loadError}
        retryText={messages.retry}
        isEmpty={(data) => data.products.length === 0}
        empty={<EmptyState text={messages.empty} icon={ShoppingBag} />}
      >
        {(data) => (
          <ProductsTable
            products={data.products}
            onEdit={form.open}
            onDelete={removal.ask}
            onToggleActive={toggle}
            busyId={setActive.isPending ? (setActive.variables?.id ?? null) : null}
          />
        )}
      </QueryState>
      <CouponsSection />
      <ProductFormDialog isOpen={form.isOpen} product={form.record} onClose={form.close} />
      <ConfirmDialog title={messages.confirmDelete} {...removal.dialog} />
      <Dialog
        isOpen={undeletable !== null}
        onClose={() => setUndeletable(null)}
        title={messages.cannotDelete}
        className="max-w-md"
      >
        <p className="text-slate-700 dark:text-slate-300">{undeletable?.reason}</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setUndeletable(null)} disabled={setActive.isPending}>
            {messages.close}
          </Button>
          {undeletable?.product.isActive && (
            <Button
              isBusy={setActive.isPending}
              onClick={() => toggle(undeletable.product, () => setUndeletable(null))}
            >
              {messages.deactivateInstead}
            </Button>
          )}
        </div>
      </Dialog>
    </section>
  );
}
