import type { CheckoutCustomer, CheckoutCustomerForm } from '../../../../shared/schemas/shop.ts';

// What the checkout keeps through a reload, Back and Forward (issue #39: a reload at step 2 wiped the
// form): the fields as typed, the customer once step 1 accepted them, and the order's idempotency key.
// In sessionStorage, not localStorage (ADR 0058): the fields are personal (TC kimlik number, phone,
// address), and sessionStorage keeps them only in this tab and only until it is closed, where
// localStorage would leave them on a shared computer for the next person. The key travels with them:
// a submission whose answer was lost is sent again with the same key after a reload, and the server
// answers the first order instead of making a second. Everything is dropped when the order is placed.

const DRAFT_STORAGE_KEY = 'checkoutDraft';

export type CheckoutDraft = {
  /** The step 1 fields as typed. */
  form: Partial<CheckoutCustomerForm>;
  /** The customer as step 1 accepted it; step 2 is shown only with it. */
  customer: CheckoutCustomer | null;
  idempotencyKey: string;
};

const isDraft = (value: unknown): value is CheckoutDraft => {
  const draft = value as Partial<CheckoutDraft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.form === 'object' &&
    draft.form !== null &&
    (draft.customer === null || typeof draft.customer === 'object') &&
    typeof draft.idempotencyKey === 'string' &&
    /^[A-Za-z0-9-]{16,64}$/.test(draft.idempotencyKey)
  );
};

/** One key per checkout: a retry, a double click or a reload sends it again and gets the same order. */
function makeIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The tab's draft, or a new empty one (a stored draft that is not one is dropped). Browser only. */
export function readCheckoutDraft(): CheckoutDraft {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
    if (isDraft(parsed)) return parsed;
  } catch {
    // unreadable: start afresh
  }
  const draft: CheckoutDraft = { form: {}, customer: null, idempotencyKey: makeIdempotencyKey() };
  writeCheckoutDraft(draft);
  return draft;
}

function writeCheckoutDraft(draft: CheckoutDraft) {
  try {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // storage full or off (private mode): the checkout still works, only not through a reload
  }
}

export function saveCheckoutDraft(change: Partial<Omit<CheckoutDraft, 'idempotencyKey'>>) {
  writeCheckoutDraft({ ...readCheckoutDraft(), ...change });
}

export function clearCheckoutDraft() {
  try {
    sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
