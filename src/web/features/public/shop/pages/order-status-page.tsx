import { CheckCircle2, CircleAlert, Copy } from 'lucide-react';
import { useState } from 'react';
import { data, isRouteErrorResponse, Link, type LoaderFunctionArgs, useLoaderData, useRouteError } from 'react-router';
import { formatMoney, formatTurkishDateTime } from '../../../../../shared/format.ts';
import type { PublicOrderStatus } from '../../../../../shared/schemas/shop.ts';
import {
  formatIban,
  ORDER_STATUS_TOKEN_PARAM,
  orderStatusLabels,
  paymentStatusLabels,
} from '../../../../../shared/shop.ts';
import type { PublicRouteHandle } from '../../../../../shared/ssr.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { WizardSteps } from '../../../../components/ui/wizard-steps.tsx';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { usePublicSite } from '../../content/index.ts';
import { shopSourceOf } from '../api/shop-source.ts';
import { ShopNotFound } from '../components/shop-not-found.tsx';
import { publicShopMessages as text } from '../messages.ts';
import { orderNotFoundMeta, orderStatusMeta, useDocumentTitle } from '../seo.ts';

type LoadedOrder = { order: PublicOrderStatus };

/**
 * The order with its own secret from the address (`?anahtar=`, ADR 0058); anything else, an unknown
 * code or a wrong secret alike, is the 404 page 'Sipariş Bulunamadı'.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoadedOrder> {
  const token = new URL(request.url).searchParams.get(ORDER_STATUS_TOKEN_PARAM) ?? '';
  const result = token ? await shopSourceOf(context).orderStatus(params.code ?? '', token) : null;
  if (!result) throw data(null, { status: 404 });
  return result;
}

export const handle: PublicRouteHandle = {
  meta: ({ data: loaded, site }) =>
    loaded ? orderStatusMeta((loaded as LoadedOrder).order, site) : orderNotFoundMeta(site),
};

const isAwaitingPayment = (order: PublicOrderStatus) =>
  order.paymentStatus === 'pending' && order.orderStatus !== 'canceled';

/**
 * /siparis/{code} (issue #39): what the buyer needs after checkout, for as long as they need it: the
 * order's state, the amount, the account and IBAN to transfer to (with a copy button), the deadline
 * and the items. The checkout's third step ('Tamamlandı') goes here, so a reload keeps it; the
 * confirmation mail links here. Rendered by the server (it works before the scripts and without
 * them), never indexed and never stored by a cache.
 */
export function Component() {
  const { order } = useLoaderData<LoadedOrder>();
  useDocumentTitle(orderStatusMeta(order, usePublicSite()).title);
  const isAwaiting = isAwaitingPayment(order);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      {isAwaiting && <WizardSteps steps={text.steps} current={2} />}
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <OrderHeadline order={order} />
        <dl className="mt-6 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-2">
          <dt className="font-medium">{text.orderCode}</dt>
          <dd className="mb-2 font-mono font-bold sm:mb-0" data-testid="order-code">
            {order.orderCode}
          </dd>
          <dt className="font-medium">{text.orderDate}</dt>
          <dd className="mb-2 sm:mb-0">{formatTurkishDateTime(order.createdAt)}</dd>
          <dt className="font-medium">{text.orderStatus}</dt>
          <dd className="mb-2 sm:mb-0">
            <Badge tone={order.orderStatus === 'canceled' ? 'danger' : 'info'}>
              {orderStatusLabels[order.orderStatus]}
            </Badge>
          </dd>
          <dt className="font-medium">{text.paymentStatus}</dt>
          <dd className="mb-2 sm:mb-0">
            <Badge
              tone={
                order.paymentStatus === 'paid' ? 'success' : order.paymentStatus === 'failed' ? 'danger' : 'warning'
              }
            >
              {paymentStatusLabels[order.paymentStatus]}
            </Badge>
          </dd>
          <dt className="font-medium">{isAwaiting ? text.amount : text.paidAmount}</dt>
          <dd className="mb-2 font-bold sm:mb-0" data-testid="order-amount">
            {formatMoney(order.totalAmount)}
          </dd>
          {isAwaiting && <PaymentDetails order={order} />}
        </dl>
        {isAwaiting && <p className="mt-6 text-sm">{text.paymentNotice}</p>}
        <OrderItems order={order} />
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">{text.keepThisPage}</p>
        <Link
          to="/urunler"
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {text.continueShopping}
        </Link>
      </section>
    </div>
  );
}

/** The page's heading, by where the order stands: placed and awaiting payment, paid, failed or cancelled. */
function OrderHeadline({ order }: { order: PublicOrderStatus }) {
  if (order.orderStatus === 'canceled' || order.paymentStatus === 'failed') {
    return (
      <h1 className="flex items-center gap-2 text-2xl font-bold text-red-800 dark:text-red-300">
        <CircleAlert aria-hidden="true" className="size-7 shrink-0" />
        {order.orderStatus === 'canceled' ? text.orderCanceled : text.orderPaymentFailed}
      </h1>
    );
  }
  return (
    <h1 className="flex items-center gap-2 text-2xl font-bold text-emerald-800 dark:text-emerald-300">
      <CheckCircle2 aria-hidden="true" className="size-7 shrink-0" />
      {order.paymentStatus === 'paid' ? text.orderPaid : text.orderSuccess}
    </h1>
  );
}

/** Where to transfer the money: bank, holder, the IBAN in fours with a copy button, the deadline. */
function PaymentDetails({ order }: { order: PublicOrderStatus }) {
  const [isCopied, setIsCopied] = useState(false);
  // The button copies with the app's script: until it runs, it is shown but off.
  const isHydrated = useHydrated();
  return (
    <>
      <dt className="font-medium">{text.bankName}</dt>
      <dd className="mb-2 sm:mb-0">{order.bankAccount.bankName}</dd>
      <dt className="font-medium">{text.accountHolder}</dt>
      <dd className="mb-2 sm:mb-0">{order.bankAccount.accountHolder}</dd>
      <dt className="font-medium">{text.iban}</dt>
      <dd className="mb-2 flex flex-wrap items-center gap-2 sm:mb-0">
        <span className="font-mono break-all" data-testid="order-iban">
          {formatIban(order.bankAccount.iban)}
        </span>
        <Button
          variant="secondary"
          disabled={!isHydrated}
          onClick={async () => {
            await navigator.clipboard?.writeText(order.bankAccount.iban).catch(() => undefined);
            setIsCopied(true);
          }}
        >
          <Copy aria-hidden="true" className="size-4" />
          {text.copyIban}
        </Button>
        <span aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
          {isCopied ? text.ibanCopied : ''}
        </span>
      </dd>
      <dt className="font-medium">{text.paymentDue}</dt>
      <dd className="mb-2 sm:mb-0">{formatTurkishDateTime(order.paymentDueAt)}</dd>
    </>
  );
}

/** The items as ordered, with the coupon's discount and the total (the prices of the moment of ordering). */
function OrderItems({ order }: { order: PublicOrderStatus }) {
  return (
    <section aria-labelledby="order-items-title" className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-700">
      <h2 id="order-items-title" className="text-lg font-semibold">
        {text.orderItems}
      </h2>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600 dark:text-slate-300">
            <th scope="col" className="py-1 font-medium">
              {text.product}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {text.quantity}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {text.lineAmount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {order.items.map((item) => (
            <tr key={`${item.name}-${item.unitPrice}`} data-testid="order-item">
              <td className="py-2 pr-2">{item.name}</td>
              <td className="py-2 text-right tabular-nums">{item.quantity}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-700">
        <dt>{text.subtotal}</dt>
        <dd className="text-right tabular-nums">{formatMoney(order.subtotalAmount)}</dd>
        {order.coupon && (
          <>
            <dt>
              {text.discount(order.coupon.percent)} · {order.coupon.code}
            </dt>
            <dd className="text-right text-emerald-800 tabular-nums dark:text-emerald-300" data-testid="order-discount">
              −{formatMoney(order.discountAmount)}
            </dd>
          </>
        )}
        <dt>{text.shipping}</dt>
        <dd className="text-right font-medium text-emerald-800 dark:text-emerald-300">{text.free}</dd>
        <dt className="text-base font-bold">{text.total}</dt>
        <dd className="text-right text-base font-bold tabular-nums">{formatMoney(order.totalAmount)}</dd>
      </dl>
    </section>
  );
}

/** 'Sipariş Bulunamadı' (status 404): an unknown code and a wrong or missing secret look the same. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <ShopNotFound title={text.orderNotFound} detail={text.orderNotFoundText} />;
}
