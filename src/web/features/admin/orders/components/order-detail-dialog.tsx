import type { ReactNode } from 'react';
import { formatMoney, formatTurkishDateTime } from '../../../../../shared/format.ts';
import type { AdminOrder } from '../../../../../shared/schemas/orders.ts';
import {
  formatIban,
  type OrderStatus,
  orderStatuses,
  orderStatusLabels,
  type PaymentStatus,
  paymentStatuses,
  paymentStatusLabels,
} from '../../../../../shared/shop.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TableFrame, tableHeadClass, tdClass, thClass, trClass } from '../../../../components/ui/table-frame.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useOrder } from '../api/get-order.ts';
import { useSetOrderStatus, useSetPaymentStatus } from '../api/set-order-status.ts';
import { adminOrdersMessages as messages } from '../messages.ts';

const orderStatusOptions = orderStatuses.map((value) => ({ value, label: orderStatusLabels[value] }));
const paymentStatusOptions = paymentStatuses.map((value) => ({ value, label: paymentStatusLabels[value] }));

/** The detail modal (spec 3 §2.10): items, customer, the bank account, and the two status selectors. */
export function OrderDetailDialog({
  order,
  onClose,
}: {
  order: { id: string; orderCode: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen={order !== null}
      onClose={onClose}
      title={order ? messages.detailTitle(order.orderCode) : ''}
      className="max-w-3xl"
    >
      {order && <OrderDetail id={order.id} />}
    </Dialog>
  );
}

function OrderDetail({ id }: { id: string }) {
  const order = useOrder(id);
  return (
    <QueryState query={order} errorText={messages.detailLoadError} retryText={messages.retry}>
      {(data) => <OrderDetailBody order={data.order} />}
    </QueryState>
  );
}

function Facts({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <section>
      <h3 className="mb-2 font-semibold">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function OrderDetailBody({ order }: { order: AdminOrder }) {
  const showAlert = useAlert();
  const setOrderStatus = useSetOrderStatus();
  const setPaymentStatus = useSetPaymentStatus();
  // One message: the latest change's. A failure of the other field's change is no longer news.
  const changeOrderStatus = (orderStatus: OrderStatus) => {
    setPaymentStatus.reset();
    setOrderStatus.mutate(
      { id: order.id, orderStatus },
      {
        onSuccess: () => showAlert('success', messages.orderStatusUpdated),
      },
    );
  };
  const changePaymentStatus = (paymentStatus: PaymentStatus) => {
    setOrderStatus.reset();
    setPaymentStatus.mutate(
      { id: order.id, paymentStatus },
      {
        onSuccess: () => showAlert('success', messages.paymentStatusUpdated),
      },
    );
  };
  const failure = setOrderStatus.error ?? setPaymentStatus.error;

  return (
    <div className="flex flex-col gap-6">
      {failure && (
        <ErrorBox
          message={userMessageOr(
            failure,
            setOrderStatus.error ? messages.orderStatusError : messages.paymentStatusError,
          )}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={messages.columnOrderStatus}
          value={order.orderStatus}
          options={orderStatusOptions}
          disabled={setOrderStatus.isPending}
          hint={messages.cancelNote}
          onChange={(event) => changeOrderStatus(event.target.value as OrderStatus)}
        />
        <SelectField
          label={messages.columnPaymentStatus}
          value={order.paymentStatus}
          options={paymentStatusOptions}
          disabled={setPaymentStatus.isPending}
          onChange={(event) => changePaymentStatus(event.target.value as PaymentStatus)}
        />
      </div>
      <section>
        <h3 className="mb-2 font-semibold">{messages.items}</h3>
        <TableFrame label={messages.itemsLabel}>
          <thead className={tableHeadClass}>
            <tr>
              <th scope="col" className={thClass}>
                {messages.product}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {messages.unitPrice}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {messages.quantity}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {messages.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className={trClass}>
                <th scope="row" className={`${tdClass} text-left font-medium`}>
                  {item.name}
                </th>
                <td className={`${tdClass} text-right whitespace-nowrap`}>{formatMoney(item.unitPrice)}</td>
                <td className={`${tdClass} text-right`}>{item.quantity}</td>
                <td className={`${tdClass} text-right whitespace-nowrap`}>{formatMoney(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
        <dl className="mt-3 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>{messages.subtotal}</dt>
          <dd className="text-right">{formatMoney(order.subtotalAmount)}</dd>
          {order.discountAmount > 0 && (
            <>
              <dt>{messages.discount(order.couponCode ?? '', order.couponPercent ?? 0)}</dt>
              <dd className="text-right">−{formatMoney(order.discountAmount)}</dd>
            </>
          )}
          <dt>{messages.shipping}</dt>
          <dd className="text-right">{messages.free}</dd>
          <dt className="font-semibold">{messages.total}</dt>
          <dd className="text-right font-semibold">{formatMoney(order.totalAmount)}</dd>
        </dl>
      </section>
      <div className="grid gap-6 sm:grid-cols-2">
        <Facts
          title={messages.customer}
          rows={[
            [messages.name, order.customerName],
            [messages.tc, order.customerTc],
            [messages.phone, order.customerPhone],
            [messages.email, order.customerEmail],
            // The address as the buyer typed it, line breaks and all.
            [
              messages.address,
              <span key="address" className="whitespace-pre-line">
                {order.customerAddress}
              </span>,
            ],
            [messages.postalCode, order.customerPostalCode ?? '—'],
          ]}
        />
        <Facts
          title={messages.bankAccount}
          rows={[
            [messages.bankName, order.bankAccount.bankName],
            [messages.accountHolder, order.bankAccount.accountHolder],
            [
              messages.iban,
              // Groups of four that may wrap between groups: the whole number stays readable in the
              // dialog's half-width column (one unbreakable line was cut off at 1366 px; issue #39).
              <span key="iban" className="font-mono">
                {formatIban(order.bankAccount.iban)}
              </span>,
            ],
            [messages.accountNumber, order.bankAccount.accountNumber ?? '—'],
          ]}
        />
        <Facts
          title={messages.dates}
          rows={[
            [messages.createdAt, formatTurkishDateTime(order.createdAt)],
            [messages.paymentDueAt, formatTurkishDateTime(order.paymentDueAt)],
            [messages.paidAt, order.paidAt ? formatTurkishDateTime(order.paidAt) : '—'],
            [messages.canceledAt, order.canceledAt ? formatTurkishDateTime(order.canceledAt) : '—'],
          ]}
        />
      </div>
    </div>
  );
}
