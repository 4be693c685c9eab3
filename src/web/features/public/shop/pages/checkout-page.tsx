import { CheckCircle2, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { formatMoney, formatTurkishDateTime } from '../../../../../shared/format.ts';
import type { CheckoutCustomer, PlacedOrder } from '../../../../../shared/schemas/shop.ts';
import { shopValidationMessages } from '../../../../../shared/schemas/shop.ts';
import { formatIban } from '../../../../../shared/shop.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { WizardSteps } from '../../../../components/ui/wizard-steps.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { usePublicSite } from '../../content/index.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { toPricingLines, useCartPricing } from '../api/price-cart.ts';
import { clearCart, useCart, useCouponCode } from '../cart-store.ts';
import { CartSummary } from '../components/cart-summary.tsx';
import { CheckoutCustomerForm } from '../components/checkout-customer-form.tsx';
import { DistanceContractText, KvkkNotice, PreContractText, type SellerInfo } from '../components/contract-texts.tsx';
import { publicShopMessages as text } from '../messages.ts';
import { useDocumentTitle } from '../seo.ts';

/** One key per checkout visit: a retry or a double click sends it again and gets the same order. */
function makeIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * /checkout (spec 3 §2.8): 1 customer information, 2 bank selection and summary (with the contracts
 * and the KVKK notice), 3 done. The order is priced, checked and written by the server; an empty cart
 * goes to /urunler.
 */
export function Component() {
  useDocumentTitle(`${text.checkoutTitle} | ${usePublicSite().siteName}`);
  const lines = useCart();
  const couponCode = useCouponCode();
  const pricing = useCartPricing(toPricingLines(lines), couponCode);
  const [step, setStep] = useState(0);
  const [customer, setCustomer] = useState<CheckoutCustomer | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  if (placed) return <CheckoutDone order={placed} />;
  if (lines.length === 0) return <Navigate to="/urunler" replace />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{text.checkoutTitle}</h1>
      <WizardSteps steps={text.steps} current={step} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section
          aria-label={text.steps[step]}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {step === 0 ? (
            <CheckoutCustomerForm
              initial={customer}
              onNext={(values) => {
                setCustomer(values);
                setStep(1);
              }}
            />
          ) : (
            customer && (
              <BankStep
                customer={customer}
                couponCode={couponCode}
                lines={lines}
                expectedTotal={pricing.data?.total ?? null}
                hasProblems={pricing.data?.lines.some((line) => line.status !== 'ok') ?? false}
                onBack={() => setStep(0)}
                onPlaced={(order) => {
                  setPlaced(order);
                  clearCart();
                }}
              />
            )
          )}
        </section>
        <div>
          {pricing.isError && <ErrorBox message={userMessageOr(pricing.error, text.pricingError)} />}
          {pricing.data ? (
            <CartSummary pricing={pricing.data}>
              <ul className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-700">
                {pricing.data.lines.map((line) => (
                  <li key={line.productId} className="flex justify-between gap-2">
                    <span>
                      {line.name ?? '—'} × {line.quantity}
                    </span>
                    <span className="tabular-nums">
                      {line.price === null ? '—' : formatMoney(line.price * line.quantity)}
                    </span>
                  </li>
                ))}
              </ul>
            </CartSummary>
          ) : (
            !pricing.isError && <Spinner label={text.refreshing} />
          )}
        </div>
      </div>
    </div>
  );
}

type BankStepProps = {
  customer: CheckoutCustomer;
  couponCode: string | null;
  lines: ReturnType<typeof useCart>;
  expectedTotal: number | null;
  hasProblems: boolean;
  onBack: () => void;
  onPlaced: (order: PlacedOrder) => void;
};

/** Step 2: the bank account (the first preselected), the notice, the contracts, and ordering. */
function BankStep({ customer, couponCode, lines, expectedTotal, hasProblems, onBack, onPlaced }: BankStepProps) {
  const accounts = useBankAccounts();
  const placeOrder = usePlaceOrder();
  const site = usePublicSite();
  const [idempotencyKey] = useState(makeIdempotencyKey);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [isAccepted, setIsAccepted] = useState(false);
  const [shownErrors, setShownErrors] = useState<{ bank?: string; contracts?: string }>({});
  const [openText, setOpenText] = useState<'pre' | 'distance' | null>(null);
  const contractsId = useId();
  const contractsErrorId = useId();
  const bankErrorId = useId();
  const seller: SellerInfo = {
    name: site.siteName,
    phone: site.contactPhone,
    email: site.contactEmail,
    address: site.contactAddress,
  };

  if (accounts.isPending) return <Spinner label={text.bankSelection} />;
  if (accounts.isError) return <ErrorBox message={text.bankAccountsLoadError} />;
  const list = accounts.data.bankAccounts;
  const selectedId = chosenId ?? list[0]?.id ?? null;

  const submit = () => {
    const errors = {
      bank: selectedId ? undefined : shopValidationMessages.bankAccountRequired,
      contracts: isAccepted ? undefined : shopValidationMessages.contractsRequired,
    };
    setShownErrors(errors);
    if (errors.bank || errors.contracts || !selectedId || expectedTotal === null) return;
    placeOrder.mutate(
      {
        idempotencyKey,
        lines: toPricingLines(lines),
        couponCode: couponCode ?? undefined,
        customer,
        bankAccountId: selectedId,
        contractsAccepted: true,
        expectedTotal,
      },
      { onSuccess: ({ order }) => onPlaced(order) },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <fieldset aria-describedby={shownErrors.bank ? bankErrorId : undefined}>
        <legend className="mb-2 font-semibold">{text.bankSelection}</legend>
        {list.length === 0 ? (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {text.noBankAccounts}
          </p>
        ) : (
          <div className="grid gap-2">
            {list.map((account) => (
              <label
                key={account.id}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:bg-slate-800"
              >
                <input
                  type="radio"
                  name="bankAccount"
                  value={account.id}
                  checked={selectedId === account.id}
                  onChange={() => setChosenId(account.id)}
                  className="mt-1 size-5 accent-brand-700"
                />
                <span className="text-sm">
                  <span className="block font-semibold">{account.bankName}</span>
                  <span className="block">{account.accountHolder}</span>
                  <span className="block font-mono">{formatIban(account.iban)}</span>
                </span>
              </label>
            ))}
          </div>
        )}
        {shownErrors.bank && (
          <p id={bankErrorId} className="mt-2 text-sm text-red-700 dark:text-red-300">
            {shownErrors.bank}
          </p>
        )}
      </fieldset>
      <p className="rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100">
        {text.paymentNotice}
      </p>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={contractsId}
            type="checkbox"
            checked={isAccepted}
            onChange={(event) => setIsAccepted(event.target.checked)}
            aria-invalid={shownErrors.contracts ? true : undefined}
            aria-describedby={shownErrors.contracts ? contractsErrorId : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={contractsId} className="text-sm">
            {text.contractsLabelStart}
            {text.contractsLabelLink}
            {text.contractsLabelEnd}
          </label>
        </div>
        <div className="mt-2 flex flex-wrap gap-2 pl-8">
          <Button variant="ghost" className="underline" onClick={() => setOpenText('pre')}>
            {text.showPreContract}
          </Button>
          <Button variant="ghost" className="underline" onClick={() => setOpenText('distance')}>
            {text.showDistanceContract}
          </Button>
        </div>
        {shownErrors.contracts && (
          <p id={contractsErrorId} className="mt-1 pl-8 text-sm text-red-700 dark:text-red-300">
            {shownErrors.contracts}
          </p>
        )}
      </div>
      <KvkkNotice seller={seller} />
      {hasProblems && (
        <div
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {text.cartHasProblems}{' '}
          <Link to="/sepet" className="font-semibold underline">
            {text.viewCart}
          </Link>
        </div>
      )}
      {placeOrder.isError && <ErrorBox message={userMessageOr(placeOrder.error, text.orderError)} />}
      <div className="flex justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          {text.back}
        </Button>
        <Button
          onClick={submit}
          isBusy={placeOrder.isPending}
          disabled={list.length === 0 || hasProblems || expectedTotal === null}
        >
          {placeOrder.isPending ? text.placingOrder : text.placeOrder}
        </Button>
      </div>
      <Dialog
        isOpen={openText !== null}
        onClose={() => setOpenText(null)}
        title={openText === 'distance' ? text.showDistanceContract : text.showPreContract}
        className="max-w-2xl"
      >
        {openText === 'distance' ? <DistanceContractText seller={seller} /> : <PreContractText seller={seller} />}
      </Dialog>
    </div>
  );
}

/** Step 3: the order code, the amount and the IBAN in fours with a copy button. */
function CheckoutDone({ order }: { order: PlacedOrder }) {
  const [isCopied, setIsCopied] = useState(false);
  const iban = formatIban(order.bankAccount.iban);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <WizardSteps steps={text.steps} current={2} />
      <section className="rounded-2xl border border-emerald-300 bg-white p-6 shadow-sm dark:border-emerald-800 dark:bg-slate-900">
        <p className="flex items-center gap-2 text-2xl font-bold text-emerald-800 dark:text-emerald-300" role="status">
          <CheckCircle2 aria-hidden="true" className="size-7" />
          {text.orderSuccess}
        </p>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-medium">{text.orderCode}</dt>
          <dd className="font-mono font-bold" data-testid="order-code">
            {order.orderCode}
          </dd>
          <dt className="font-medium">{text.amount}</dt>
          <dd className="font-bold" data-testid="order-amount">
            {formatMoney(order.totalAmount)}
          </dd>
          <dt className="font-medium">{text.bankName}</dt>
          <dd>{order.bankAccount.bankName}</dd>
          <dt className="font-medium">{text.accountHolder}</dt>
          <dd>{order.bankAccount.accountHolder}</dd>
          <dt className="font-medium">{text.iban}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="font-mono" data-testid="order-iban">
              {iban}
            </span>
            <Button
              variant="secondary"
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
          <dd>{formatTurkishDateTime(order.paymentDueAt)}</dd>
        </dl>
        <p className="mt-6 text-sm">{text.paymentNotice}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text.mailSent}</p>
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
