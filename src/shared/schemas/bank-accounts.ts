import { textField } from '../fields/text-field.ts';
import { isValidTurkishIban, normalizeIban } from '../shop.ts';
import { z } from '../zod-turkish.ts';

// Bank accounts for bank-transfer payment (spec 3 §2.10, §5): bank name, holder and IBAN required,
// account number optional; the IBAN is stored without spaces and checked as a Turkish IBAN.

export const BANK_TEXT_MAX = 120;

export const bankAccountsValidationMessages = {
  bankNameRequired: 'Banka adı gerekli.',
  holderRequired: 'Hesap sahibi gerekli.',
  tooLong: `En fazla ${BANK_TEXT_MAX} karakter girilebilir.`,
  /** Spec 3 §5. */
  iban: 'Geçerli bir IBAN giriniz',
  accountNumber: 'Hesap numarası yalnızca rakam, boşluk ve tire içerebilir (en fazla 40 karakter).',
} as const;

export const saveBankAccountSchema = z.object({
  bankName: textField({ error: bankAccountsValidationMessages.bankNameRequired })
    .trim()
    .min(1, bankAccountsValidationMessages.bankNameRequired)
    .max(BANK_TEXT_MAX, bankAccountsValidationMessages.tooLong),
  accountHolder: textField({ error: bankAccountsValidationMessages.holderRequired })
    .trim()
    .min(1, bankAccountsValidationMessages.holderRequired)
    .max(BANK_TEXT_MAX, bankAccountsValidationMessages.tooLong),
  iban: textField({ error: bankAccountsValidationMessages.iban })
    .max(64, bankAccountsValidationMessages.iban)
    .transform(normalizeIban)
    .refine(isValidTurkishIban, bankAccountsValidationMessages.iban),
  accountNumber: z
    .string()
    .trim()
    .max(40, bankAccountsValidationMessages.accountNumber)
    .regex(/^[\d\s-]*$/, bankAccountsValidationMessages.accountNumber)
    .nullish()
    .transform((value) => (value ? value : null)),
  isActive: z.boolean().default(true),
});
export type SaveBankAccountInput = z.input<typeof saveBankAccountSchema>;
export type SaveBankAccount = z.output<typeof saveBankAccountSchema>;

export type AdminBankAccount = {
  id: string;
  bankName: string;
  accountHolder: string;
  /** Stored form: no spaces (show it with formatIban). */
  iban: string;
  accountNumber: string | null;
  isActive: boolean;
  /** What the edit dialog sends back with its save (ADR 0053). */
  version: number;
  /** Orders name this account: it can only be deactivated, not deleted. */
  orderCount: number;
  createdAt: string;
};
