import { useCallback, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import { formatMoney } from '../../../../../shared/format.ts';
import type {
  CheckoutCustomer,
  CheckoutCustomerForm as CheckoutCustomerFormValues,
  PlacedOrder,
} from '../../../../../shared/schemas/shop.ts';
import { formatIban, orderStatusPath } from '../../../../../shared/shop.ts';
import { LegalTextBody } from '../../../../components/legal-text-body.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { WizardSteps } from '../../../../components/ui/wizard-steps.tsx';
import { ApiError, userMessageOr } from '../../../../lib/api.ts';
import { usePublicSite } from '../../content/index.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { useContractText } from '../api/get-contract-text.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { toPricingLines } from '../api/price-cart.ts';
import { useCartPricing } from '../api/use-cart-pricing.ts';
import { clearCart, useCart, useCouponCode, writeCouponCode } from '../cart-store.ts';
import {
  BANK_STEP_PARAM,
  bankStepErrorsOf,
  checkoutStepOf,
  expectedTotalOf,
  isOrderingBlocked,
  selectedBankAccountIdOf,
} from '../checkout-bank-step.ts';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from '../checkout-draft.ts';
import { CartProblemsNotice } from '../components/cart-problems.tsx';
import { CartSummary } from '../components/cart-summary.tsx';
import { CheckoutCustomerForm } from '../components/checkout-customer-form.tsx';
import { DistanceContractText, KvkkNotice, PreContractText, type SellerInfo } from '../components/contract-texts.tsx';
import { publicShopMessages as text } from '../messages.ts';
import { useDocumentTitle } from '../seo.ts';

/**
 * /checkout (spec 3 §2.8): 1 customer information, 2 bank selection and summary (with the contracts
 * and the KVKK notice), 3 done: the order's status page (/siparis/{code}, ADR 0058), which a reload
 * keeps. The order is priced, checked and written by the server; an empty cart goes to /urunler. The
 * fields and the step survive a reload and Back (the checkout's draft, sessionStorage); a line that
 * cannot be ordered is named at the top and blocks the order.
 *
 * Rendered in the browser only (not by the server), so the draft is read while rendering.
 */
export function Component() {
  useDocumentTitle(`${text.checkoutTitle} | ${usePublicSite().siteName}`);
  const lines = useCart();
  const couponCode = useCouponCode();
  const pricing = useCartPricing(toPricingLines(lines), couponCode);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [draft, setDraft] = useState(readCheckoutDraft);
  const [placedPath, setPlacedPath] = useState<string | null>(null);
  const saveForm = useCallback((form: Partial<CheckoutCustomerFormValues>) => saveCheckoutDraft({ form }), []);

  if (placedPath) return <Navigate to={placedPath} replace />;
  if (lines.length === 0) return <Navigate to="/urunler" replace />;
  const step = checkoutStepOf(searchParams.get(BANK_STEP_PARAM), draft.customer !== null);
  const backToCustomerStep = () => {
    // Back in history when step 1 is the entry before (the usual way here), else replace it.
    if ((location.state as { hasCustomerStep?: boolean } | null)?.hasCustomerStep) navigate(-1);
    else navigate({ search: '' }, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{text.checkoutTitle}</h1>
      <CartProblemsNotice pricing={pricing.data} lines={lines} className="mb-6" />
      <WizardSteps steps={text.steps} current={step} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section
          aria-label={text.steps[step]}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {step === 0 || !draft.customer ? (
            <CheckoutCustomerForm
              initial={draft.form}
              onChange={saveForm}
              onNext={(customer) => {
                saveCheckoutDraft({ customer });
                setDraft(readCheckoutDraft());
                navigate({ search: `?${BANK_STEP_PARAM}=2` }, { state: { hasCustomerStep: true } });
              }}
            />
          ) : (
            <BankStep
              customer={draft.customer}
              idempotencyKey={draft.idempotencyKey}
              couponCode={couponCode}
              lines={lines}
              expectedTotal={expectedTotalOf(pricing)}
              hasProblems={pricing.data ? !pricing.data.isOrderable : false}
              onBack={backToCustomerStep}
              onPlaced={(order) => {
                clearCart();
                clearCheckoutDraft();
                setPlacedPath(orderStatusPath(order.orderCode, order.statusToken));
              }}
            />
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
                      {line.price === null || line.status === 'unavailable'
                        ? '—'
                        : formatMoney(line.price * line.quantity)}
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
  idempotencyKey: string;
  couponCode: string | null;
  lines: ReturnType<typeof useCart>;
  expectedTotal: number | null;
  hasProblems: boolean;
  onBack: () => void;
  onPlaced: (order: PlacedOrder) => void;
};

/**
 * A contract in its dialog: the practice's version in force (KVKK Metinleri, ADR 0076), the one the
 * order records (ADR 0081); the built-in text while it loads, if it cannot be read.
 */
function ContractTextBody({ which, seller }: { which: 'pre' | 'distance'; seller: SellerInfo }) {
  const kind = which === 'distance' ? 'distance-sales-contract' : 'pre-information-form';
  const contract = useContractText(kind, true);
  if (contract.isPending) return <Spinner label={text.contractLoading} />;
  if (contract.isError)
    return which === 'distance' ? <DistanceContractText seller={seller} /> : <PreContractText seller={seller} />;
  const { legalText } = contract.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {text.contractVersion(legalText.version, formatTurkishDate(legalText.publishedAt))}
      </p>
      <LegalTextBody html={legalText.body} className="text-sm" />
    </div>
  );
}

/** Step 2: the bank account (the first preselected), the notice, the contracts, and ordering. */
function BankStep({
  customer,
  idempotencyKey,
  couponCode,
  lines,
  expectedTotal,
  hasProblems,
  onBack,
  onPlaced,
}: BankStepProps) {
  const accounts = useBankAccounts();
  const placeOrder = usePlaceOrder();
  const site = usePublicSite();
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
  const selectedId = selectedBankAccountIdOf(list, chosenId);

  const submit = () => {
    const errors = bankStepErrorsOf({ selectedId, isAccepted });
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
      {
        onSuccess: ({ order }) => onPlaced(order),
        // The coupon ran out (or expired) since it was applied: drop it so the summary is repriced
        // without the discount, and keep the server's reason shown (issue #39 item 19).
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === 'invalid_coupon') writeCouponCode(null);
        },
      },
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
        // The problem lines are named at the top of the page; here, why the button is off and where to fix it.
        <p className="text-sm text-amber-900 dark:text-amber-100">
          {text.checkoutBlocked}{' '}
          <Link to="/sepet" className="font-semibold underline">
            {text.viewCart}
          </Link>
        </p>
      )}
      {placeOrder.isError && <ErrorBox message={userMessageOr(placeOrder.error, text.orderError)} />}
      <div className="flex justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          {text.back}
        </Button>
        <Button
          onClick={submit}
          isBusy={placeOrder.isPending}
          disabled={isOrderingBlocked({ accountCount: list.length, hasProblems, expectedTotal })}
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
        {openText !== null && <ContractTextBody which={openText} seller={seller} />}
      </Dialog>
    </div>
  );
}
