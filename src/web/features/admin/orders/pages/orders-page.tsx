import { ArrowDown, ArrowUp, ArrowUpDown, Download, Eye, Package } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, formatTurkishDateTime } from '../../../../../shared/format.ts';
import type { AdminOrderListItem } from '../../../../../shared/schemas/orders.ts';
import { orderStatuses, orderStatusLabels, paymentStatuses, paymentStatusLabels } from '../../../../../shared/shop.ts';
import { useStepBackFromEmptyPage } from '../../../../components/screen/paged-list.tsx';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { SearchInput } from '../../../../components/ui/search-input.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TableFrame, tableHeadClass, tdClass, thClass, trClass } from '../../../../components/ui/table-frame.tsx';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { type OrderListFilter, ordersCsvUrl, useOrders } from '../api/get-orders.ts';
import { OrderDetailDialog } from '../components/order-detail-dialog.tsx';
import { adminOrdersMessages as messages } from '../messages.ts';

type SortColumn = OrderListFilter['sort'];

const columns: Array<{ key: SortColumn; label: string; alignRight?: boolean }> = [
  { key: 'order_code', label: messages.columnCode },
  { key: 'customer_name', label: messages.columnCustomer },
  { key: 'total_amount', label: messages.columnTotal, alignRight: true },
  { key: 'created_at', label: messages.columnDate },
];

const orderTone = {
  new: 'info',
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
  canceled: 'danger',
} as const;
const paymentTone = { pending: 'warning', paid: 'success', failed: 'danger' } as const;

/**
 * Siparişler (/products/orders): filters by order and payment status, search by code, name or e-mail,
 * sortable columns (newest first), server-side paging, the detail modal and the CSV export.
 */
export function Component() {
  const [orderStatus, setOrderStatus] = useState('');
  const [paymentStatus, setPaymentStatus] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortColumn>('created_at');
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminOrderListItem | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const filter: OrderListFilter = { orderStatus, paymentStatus, search: debouncedSearch, sort, direction };
  const orders = useOrders(filter, page);
  const isFiltered = orderStatus !== '' || paymentStatus !== '' || debouncedSearch !== '';

  useStepBackFromEmptyPage(orders.data, setPage);

  const sortBy = (column: SortColumn) => {
    if (column === sort) setDirection((current) => (current === 'asc' ? 'desc' : 'asc'));
    else {
      setSort(column);
      setDirection(column === 'created_at' || column === 'total_amount' ? 'desc' : 'asc');
    }
    setPage(1);
  };

  return (
    <section>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <a
            href={ordersCsvUrl(filter)}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            <Download aria-hidden="true" className="size-4" />
            {messages.exportCsv}
          </a>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col justify-end">
          <SearchInput
            id="order-search"
            label={messages.searchLabel}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            isLoading={orders.isFetching && debouncedSearch !== ''}
            placeholder={messages.searchPlaceholder}
          />
        </div>
        <SelectField
          label={messages.orderStatusFilter}
          value={orderStatus}
          onChange={(event) => {
            setOrderStatus(event.target.value);
            setPage(1);
          }}
          options={[
            { value: '', label: messages.all },
            ...orderStatuses.map((value) => ({ value, label: orderStatusLabels[value] })),
          ]}
        />
        <SelectField
          label={messages.paymentStatusFilter}
          value={paymentStatus}
          onChange={(event) => {
            setPaymentStatus(event.target.value);
            setPage(1);
          }}
          options={[
            { value: '', label: messages.all },
            ...paymentStatuses.map((value) => ({ value, label: paymentStatusLabels[value] })),
          ]}
        />
      </div>
      <QueryState
        query={orders}
        errorText={messages.loadError}
        retryText={messages.retry}
        keepDataOnError
        isEmpty={(data) => data.total === 0}
        empty={<EmptyState text={isFiltered ? messages.noMatch : messages.empty} icon={Package} />}
      >
        {(data) => (
          <>
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{messages.count(data.total)}</p>
            <TableFrame label={messages.tableLabel}>
              <thead className={tableHeadClass}>
                <tr>
                  {columns.map((column) => {
                    const isSorted = column.key === sort;
                    const Icon = !isSorted ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
                    return (
                      <th
                        key={column.key}
                        scope="col"
                        aria-sort={isSorted ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                        className={`${thClass} ${column.alignRight ? 'text-right' : ''}`}
                      >
                        <button
                          type="button"
                          onClick={() => sortBy(column.key)}
                          className="inline-flex min-h-9 items-center gap-1 rounded hover:underline"
                        >
                          {column.label}
                          <Icon aria-hidden="true" className="size-3.5" />
                        </button>
                      </th>
                    );
                  })}
                  <th scope="col" className={thClass}>
                    {messages.columnOrderStatus}
                  </th>
                  <th scope="col" className={thClass}>
                    {messages.columnPaymentStatus}
                  </th>
                  <th scope="col" className={thClass}>
                    {messages.columnActions}
                  </th>
                </tr>
              </thead>
              <tbody aria-busy={orders.isFetching || undefined}>
                {data.items.map((order) => (
                  <tr key={order.id} className={trClass}>
                    <th scope="row" className={`${tdClass} text-left font-mono font-medium whitespace-nowrap`}>
                      {order.orderCode}
                    </th>
                    <td className={tdClass}>
                      <span className="block">{order.customerName}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{order.customerEmail}</span>
                    </td>
                    <td className={`${tdClass} text-right whitespace-nowrap`}>{formatMoney(order.totalAmount)}</td>
                    <td className={`${tdClass} whitespace-nowrap`}>{formatTurkishDateTime(order.createdAt)}</td>
                    <td className={tdClass}>
                      <Badge tone={orderTone[order.orderStatus]}>{orderStatusLabels[order.orderStatus]}</Badge>
                    </td>
                    <td className={tdClass}>
                      <Badge tone={paymentTone[order.paymentStatus]}>{paymentStatusLabels[order.paymentStatus]}</Badge>
                    </td>
                    <td className={tdClass}>
                      <Button
                        variant="ghost"
                        aria-label={messages.detailsLabel(order.orderCode)}
                        onClick={() => setSelected(order)}
                      >
                        <Eye aria-hidden="true" className="size-4" />
                        <span className="hidden lg:inline">{messages.details}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <Pagination
              page={data.page}
              total={data.total}
              pageSize={data.pageSize}
              onPageChange={setPage}
              label={messages.pageLabel}
              isBusy={orders.isFetching}
            />
          </>
        )}
      </QueryState>
      <OrderDetailDialog order={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
