import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopValidationMessages } from '../../../../shared/schemas/shop.ts';
import {
  bankStepErrorsOf,
  checkoutStepOf,
  expectedTotalOf,
  isOrderingBlocked,
  selectedBankAccountIdOf,
} from './checkout-bank-step.ts';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft.ts';

// The checkout's bank step (spec 3 §2.8; issue #39, #45): which step and account show, what stops the
// order, and the draft that carries the fields and the idempotency key through a reload.

describe('the bank step', () => {
  it('shows step 2 only when asked for and with a customer step 1 accepted', () => {
    expect(checkoutStepOf('2', true)).toBe(1);
    expect(checkoutStepOf('2', false)).toBe(0);
    expect(checkoutStepOf(null, true)).toBe(0);
    expect(checkoutStepOf('3', true)).toBe(0);
  });

  it('preselects the first account and keeps the one the customer picked', () => {
    const accounts = [{ id: 'ziraat' }, { id: 'garanti' }];
    expect(selectedBankAccountIdOf(accounts, null)).toBe('ziraat');
    expect(selectedBankAccountIdOf(accounts, 'garanti')).toBe('garanti');
    expect(selectedBankAccountIdOf([], null)).toBeNull();
  });

  it("says in the spec's words what is missing: an account, the contracts' approval", () => {
    expect(bankStepErrorsOf({ selectedId: 'ziraat', isAccepted: true })).toEqual({
      bank: undefined,
      contracts: undefined,
    });
    expect(bankStepErrorsOf({ selectedId: null, isAccepted: false })).toEqual({
      bank: 'Lütfen bir banka hesabı seçiniz',
      contracts: shopValidationMessages.contractsRequired,
    });
    expect(bankStepErrorsOf({ selectedId: 'ziraat', isAccepted: false }).contracts).toBe(
      'Siparişi tamamlamak için ön bilgilendirme formunu ve Mesafeli Satış Sözleşmesini onaylamalısınız',
    );
  });

  it('blocks ordering without an account, with a problem line, or before the current total is known', () => {
    expect(isOrderingBlocked({ accountCount: 2, hasProblems: false, expectedTotal: 240 })).toBe(false);
    expect(isOrderingBlocked({ accountCount: 2, hasProblems: false, expectedTotal: 0 })).toBe(false);
    expect(isOrderingBlocked({ accountCount: 0, hasProblems: false, expectedTotal: 240 })).toBe(true);
    expect(isOrderingBlocked({ accountCount: 2, hasProblems: true, expectedTotal: 240 })).toBe(true);
    expect(isOrderingBlocked({ accountCount: 2, hasProblems: false, expectedTotal: null })).toBe(true);
  });

  it("orders against the current pricing's total, never a placeholder's from an older cart", () => {
    expect(expectedTotalOf({ isPlaceholderData: false, data: { total: 240 } })).toBe(240);
    expect(expectedTotalOf({ isPlaceholderData: true, data: { total: 120 } })).toBeNull();
    expect(expectedTotalOf({ isPlaceholderData: false })).toBeNull();
  });
});

describe("the checkout's draft (sessionStorage)", () => {
  const items = new Map<string, string>();
  beforeEach(() => {
    items.clear();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const customer = {
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
  } as unknown as NonNullable<ReturnType<typeof readCheckoutDraft>['customer']>;

  it('starts empty with an idempotency key, and keeps that key through a reload', () => {
    const draft = readCheckoutDraft();
    expect(draft.form).toEqual({});
    expect(draft.customer).toBeNull();
    expect(draft.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(readCheckoutDraft().idempotencyKey).toBe(draft.idempotencyKey);
  });

  it('keeps the fields as typed and the accepted customer, with the same key', () => {
    const { idempotencyKey } = readCheckoutDraft();
    saveCheckoutDraft({ form: { name: 'Ayş' } });
    saveCheckoutDraft({ customer });
    expect(readCheckoutDraft()).toEqual({ form: { name: 'Ayş' }, customer, idempotencyKey });
  });

  it('drops a stored value that is not a draft, and starts a new one', () => {
    for (const stored of ['{', '[]', JSON.stringify({ form: {}, customer: null, idempotencyKey: 'kısa' })]) {
      items.set('checkoutDraft', stored);
      const draft = readCheckoutDraft();
      expect(draft.form).toEqual({});
      expect(draft.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('forgets everything once the order is placed: the next checkout gets a new key', () => {
    const { idempotencyKey } = readCheckoutDraft();
    saveCheckoutDraft({ customer });
    clearCheckoutDraft();
    expect(items.size).toBe(0);
    const next = readCheckoutDraft();
    expect(next.customer).toBeNull();
    expect(next.idempotencyKey).not.toBe(idempotencyKey);
  });
});
