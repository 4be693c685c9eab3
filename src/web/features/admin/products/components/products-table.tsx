import { ImageOff } from 'lucide-react';
import { formatMoney } from '../../../../../shared/format.ts';
import type { AdminProduct } from '../../../../../shared/schemas/products.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { type Column, DataTable } from '../../../../components/ui/data-table.tsx';
import { adminProductsMessages as messages } from '../messages.ts';
import { EditDeleteButtons } from '../../../../components/ui/edit-delete-buttons.tsx';

/** A money or count column: right-aligned, on one line. */
const amountColumn = { className: 'text-right whitespace-nowrap', headerClassName: 'text-right' };

/** The product table (spec 3 §2.10): image, name and code, category, prices, stock, status, actions. */
export function ProductsTable({
  products,
  onEdit,
  onDelete,
  onToggleActive,
  busyId,
}: {
  products: AdminProduct[];
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  onToggleActive: (product: AdminProduct) => void;
  busyId: string | null;
}) {
  const columns: Column<AdminProduct>[] = [
    {
      header: messages.columnImage,
      cell: (product) =>
        product.imageUrl ? (
          <img src={product.imageUrl} alt="" className="size-12 rounded-md object-cover" />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-md bg-slate-100 dark:bg-slate-800">
            <ImageOff aria-hidden="true" className="size-5 text-slate-400" />
          </span>
        ),
    },
    {
      header: messages.columnProduct,
      isRowHeader: true,
      className: 'font-medium',
      cell: (product) => (
        <>
          <span className="block">{product.name}</span>
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{product.code}</span>
        </>
      ),
    },
    { header: messages.columnCategory, cell: (product) => product.category },
    {
      header: messages.columnSalePrice,
      ...amountColumn,
      cell: (product) => formatMoney(product.salePrice),
    },
    {
      header: messages.columnPurchasePrice,
      ...amountColumn,
      cell: (product) => formatMoney(product.purchasePrice),
    },
    {
      header: messages.columnStock,
      ...amountColumn,
      cell: (product) => (
        <>
          <span className={product.isCritical ? 'font-semibold text-red-700 dark:text-red-400' : undefined}>
            {product.stockQuantity}
          </span>
          {product.isCritical && (
            <Badge tone="danger" className="ml-2">
              {messages.criticalLevel}
            </Badge>
          )}
        </>
      ),
    },
    {
      header: messages.columnStatus,
      cell: (product) => (
        <button
          type="button"
          aria-pressed={product.isActive}
          aria-label={messages.toggle(product.name, product.isActive)}
          disabled={busyId === product.id}
          onClick={() => onToggleActive(product)}
          className="min-h-9 rounded-full"
        >
          <Badge tone={product.isActive ? 'success' : 'neutral'}>
            {product.isActive ? messages.active : messages.passive}
          </Badge>
        </button>
      ),
    },
    {
      header: messages.columnActions,
      cell: (product) => (
        <EditDeleteButtons
          editLabel={messages.edit(product.name)}
          deleteLabel={messages.delete(product.name)}
          onEdit={() => onEdit(product)}
          onDelete={() => onDelete(product)}
        />
      ),
    },
  ];
  return <DataTable label={messages.tableLabel} columns={columns} rows={products} getKey={(product) => product.id} />;
}
