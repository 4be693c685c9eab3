import { ArrowLeftRight, Boxes, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../../../shared/format.ts';
import type { StockReport, StockReportProduct } from '../../../../../shared/schemas/stock.ts';
import { matchesSearch } from '../../../../../shared/text.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../../components/ui/search-input.tsx';
import { TableFrame, tableHeadClass, tdClass, thClass, trClass } from '../../../../components/ui/table-frame.tsx';
import { ProductFormDialog, useDeleteProduct } from '../../products/index.ts';
import { useStockReport } from '../api/get-stock-report.ts';
import { OrderRulesCard } from '../components/order-rules-card.tsx';
import { StockMovementDialog } from '../components/stock-movement-dialog.tsx';
import { adminStockMessages as messages } from '../messages.ts';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete.ts';
import { AddButton } from '../../../../components/ui/add-button.tsx';

/**
 * Stok Yönetimi (/stock): the summary cards, what unpaid orders hold and the order rule (ADR 0067), 'Ürün ara...', the 'Detayları Göster/Gizle' columns, the
 * product table with 'Kritik Seviye', the add-product and stock-movement dialogs, delete with
 * confirmation (spec 2 §2). One request: the report is computed by the server.
 */
export function Component() {
  const removal = useConfirmedDelete<StockReportProduct, unknown>(useDeleteProduct(), {
    deletedText: messages.productDeleted,
    errorText: messages.productDeleteError,
  });
  const report = useStockReport();
  const [search, setSearch] = useState('');
  const [showDetails, setShowDetails] = useState(false);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [moving, setMoving] = useState<StockReportProduct | null>(null);

  return (
    <section>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={<AddButton onClick={() => setIsFormOpen(true)}>{messages.newProduct}</AddButton>}
      />
      <QueryState
        query={report}
        errorText={messages.loadError}
        retryText={messages.retry}
        isEmpty={(data) => data.products.length === 0}
        empty={<EmptyState text={messages.empty} icon={Boxes} />}
      >
        {(data) => (
          <>
            <SummaryCards totals={data.totals} />
            <OrderRulesCard report={data} />
            <div className="mb-4 flex flex-wrap items-center gap-3">
              <SearchInput
                id="stock-search"
                label={messages.searchLabel}
                wrapperClassName="w-full max-w-md"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={messages.searchPlaceholder}
              />
              <Button variant="secondary" aria-pressed={showDetails} onClick={() => setShowDetails((shown) => !shown)}>
                {showDetails ? messages.hideDetails : messages.showDetails}
              </Button>
            </div>
            <StockTable
              products={data.products.filter(
                (product) => matchesSearch(product.name, search) || matchesSearch(product.code, search),
              )}
              showDetails={showDetails}
              onMove={setMoving}
              onDelete={removal.ask}
            />
          </>
        )}
      </QueryState>
      <ProductFormDialog isOpen={isFormOpen} product={null} onClose={() => setIsFormOpen(false)} />
      <StockMovementDialog product={moving} onClose={() => setMoving(null)} />
      <ConfirmDialog title={messages.confirmDelete} {...removal.dialog} />
    </section>
  );
}

function SummaryCards({ totals }: { totals: StockReport['totals'] }) {
  const cards = [
    [messages.totalProfit, totals.totalProfit],
    [messages.totalSales, totals.totalSales],
    [messages.totalPurchases, totals.totalPurchases],
  ] as const;
  return (
    <ul aria-label={messages.summaryLabel} className="mb-6 grid gap-4 sm:grid-cols-3">
      {cards.map(([label, value]) => (
        <li key={label}>
          <Card className="p-4">
            <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
            <p className="mt-1 text-2xl font-semibold">{formatMoney(value)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function StockTable({
  products,
  showDetails,
  onMove,
  onDelete,
}: {
  products: StockReportProduct[];
  showDetails: boolean;
  onMove: (product: StockReportProduct) => void;
  onDelete: (product: StockReportProduct) => void;
}) {
  if (products.length === 0) return <EmptyState text={messages.noMatch} icon={Boxes} />;
  return (
    <TableFrame label={messages.tableLabel}>
      <thead className={tableHeadClass}>
        <tr>
          <th scope="col" className={thClass}>
            {messages.columnProduct}
          </th>
          <th scope="col" className={thClass}>
            {messages.columnCode}
          </th>
          <th scope="col" className={thClass}>
            {messages.columnCategory}
          </th>
          <th scope="col" className={`${thClass} text-right`}>
            {messages.columnStock}
          </th>
          <th scope="col" className={`${thClass} text-right`}>
            {messages.columnMinStock}
          </th>
          <th scope="col" className={`${thClass} text-right`}>
            {messages.columnPurchasePrice}
          </th>
          <th scope="col" className={`${thClass} text-right`}>
            {messages.columnSalePrice}
          </th>
          {showDetails && (
            <>
              <th scope="col" className={`${thClass} text-right`}>
                {messages.columnTotalSales}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {messages.columnTotalProfit}
              </th>
            </>
          )}
          <th scope="col" className={thClass}>
            {messages.columnActions}
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id} className={trClass}>
            <th scope="row" className={`${tdClass} text-left font-medium`}>
              {product.name}
            </th>
            {/* A product code is one word: never broken at its hyphen (issue #39). */}
            <td className={`${tdClass} whitespace-nowrap`}>{product.code}</td>
            <td className={tdClass}>{product.category}</td>
            <td className={`${tdClass} text-right whitespace-nowrap`}>
              <span className={product.isCritical ? 'font-semibold text-red-700 dark:text-red-400' : undefined}>
                {product.stockQuantity}
              </span>
              {product.isCritical && (
                <Badge tone="danger" className="ml-2">
                  {messages.criticalLevel}
                </Badge>
              )}
              {product.heldUnits > 0 && (
                <span className="block text-xs text-amber-800 dark:text-amber-300">
                  {messages.heldUnits(product.heldUnits)}
                </span>
              )}
            </td>
            <td className={`${tdClass} text-right`}>{product.minStockLevel}</td>
            <td className={`${tdClass} text-right whitespace-nowrap`}>{formatMoney(product.purchasePrice)}</td>
            <td className={`${tdClass} text-right whitespace-nowrap`}>{formatMoney(product.salePrice)}</td>
            {showDetails && (
              <>
                <td className={`${tdClass} text-right whitespace-nowrap`}>{formatMoney(product.totalSales)}</td>
                <td className={`${tdClass} text-right whitespace-nowrap`}>{formatMoney(product.totalProfit)}</td>
              </>
            )}
            <td className={tdClass}>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  aria-label={messages.movementButton(product.name)}
                  onClick={() => onMove(product)}
                  className="whitespace-nowrap"
                >
                  <ArrowLeftRight aria-hidden="true" className="size-4" />
                  <span className="hidden lg:inline">{messages.movement}</span>
                </Button>
                <Button
                  variant="ghost"
                  aria-label={messages.deleteButton(product.name)}
                  onClick={() => onDelete(product)}
                >
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
