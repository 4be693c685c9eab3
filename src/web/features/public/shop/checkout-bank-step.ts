import { shopValidationMessages } from '../../../../shared/schemas/shop.ts';

// The checkout's decisions outside React (issue #45), tested in checkout-bank-step.test.ts: which
// step shows, which bank account is chosen, what stops the order and what the customer is told.

/** `?adim=2`: step 2 is an entry of the browser's history, so Back returns to step 1 (issue #39). */
export const BANK_STEP_PARAM = 'adim';

/** The step on screen: the bank step only when asked for and step 1 has accepted a customer. */
export const checkoutStepOf = (bankStepParam: string | null, hasCustomer: boolean): 0 | 1 =>
  bankStepParam === '2' && hasCustomer ? 1 : 0;

/** The account the customer picked, else the first one listed (preselected); none without accounts. */
export const selectedBankAccountIdOf = (accounts: { id: string }[], chosenId: string | null) =>
  chosenId ?? accounts[0]?.id ?? null;

/** What keeps 'Siparişi Tamamla' from ordering, in the spec's words (spec 3 §2.8). */
export const bankStepErrorsOf = ({
  selectedId,
  isAccepted,
}: {
  selectedId: string | null;
  isAccepted: boolean;
}): { bank?: string; contracts?: string } => ({
  bank: selectedId ? undefined : shopValidationMessages.bankAccountRequired,
  contracts: isAccepted ? undefined : shopValidationMessages.contractsRequired,
});

/**
 * The button is off without an account to pay to, while a line cannot be ordered, and until the
 * total the customer sees is the server's current one (a placeholder from an older cart is not).
 */
export const isOrderingBlocked = ({
  accountCount,
  hasProblems,
  expectedTotal,
}: {
  accountCount: number;
  hasProblems: boolean;
  expectedTotal: number | null;
}) => accountCount === 0 || hasProblems || expectedTotal === null;

/** The total the order is placed against: only a current pricing's, never a placeholder's. */
export const expectedTotalOf = (pricing: { isPlaceholderData: boolean; data?: { total: number } }) =>
  pricing.isPlaceholderData ? null : (pricing.data?.total ?? null);
