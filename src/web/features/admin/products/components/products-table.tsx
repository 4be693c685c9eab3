import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { formatMoney } from '../../../../../shared/format.ts';
import type { AdminProduct } from '../../../../../shared/schemas/products.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TableFrame, tableHeadClass, tdClass, thClass, trClass } from '../../../../components/ui/table-frame.tsx';
import { adminProductsMessages as messages } from '../messages.ts';

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
  return (
    <TableFrame label={messages.tableLabel}>
      <thead className={tableHeadClass}>
        <tr>
          <th scope="col" className={thClass}>
            {messages.columnImage}
          </th>
          <th scope="col" className={thClass}>
            {messages.columnProduct}
          </th>
          <th scope="col" className={thClass}>
            {messages.columnCategory}
          </th>
          <th scope="col" className={`${thClass} text-right`}>
            {messages.columnSalePrice}
          </th>
          <th scope="col" className={`${thClass} text-right`}>
            {messages.columnPurchasePrice}
          </th>
          <th scope="col" className={`${thClass} text-right`}>
            {messages.columnStock}
          </th>
          <th scope="col" className={thClass}>
            {messages.columnStatus}
          </th>
          <th scope="col" className={thClass}>
            {messages.columnActions}
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id} className={trClass}>
            <td className={tdClass}>
              {product.imageUrl ? (
                <img src={product.imageUrl} alt="" className="size-12 rounded-md object-cover" />
              ) : (
                <span className="flex size-12 items-center justify-center rounded-md bg-slate-100 dark:bg-slate-800">
                  <ImageOff aria-hidden="true" className="size-5 text-slate-400" />
                </span>
              )}
            </td>
            <th scope="row" className={`${tdClass} text-left font-medium`}>
              <span className="block">{product.name}</span>
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{product.code}</span>
            </th>
            <td className={tdClass}>{product.category}</td>
            <td className={`${tdClass} text-right whitespace-nowrap`}>{formatMoney(product.salePrice)}</td>
            <td className={`${tdClass} text-right whitespace-nowrap`}>{formatMoney(product.purchasePrice)}</td>
            <td className={`${tdClass} text-right whitespace-nowrap`}>
              <span className={product.isCritical ? 'font-semibold text-red-700 dark:text-red-400' : undefined}>
                {product.stockQuantity}
              </span>
              {product.isCritical && (
                <Badge tone="danger" className="ml-2">
                  {messages.criticalLevel}
                </Badge>
              )}
            </td>
            <td className={tdClass}>
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
            </td>
            <td className={tdClass}>
              <div className="flex gap-1">
                <Button variant="ghost" aria-label={messages.edit(product.name)} onClick={() => onEdit(product)}>
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="ghost" aria-label={messages.delete(product.name)} onClick={() => onDelete(product)}>
                  <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
