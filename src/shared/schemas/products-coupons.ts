import type { CouponState } from '../shop-constants.ts';
import { dayField } from '../fields/day-field.ts';
import { readTypedNumber } from '../fields/number-field.ts';
import { textField } from '../fields/text-field.ts';
import { z } from '../zod-turkish.ts';

// Coupon management from the products area: the old shop had one hard-coded 10% code; here the admin
// keeps a list. A code is unique regardless of case (the checkout matches it case-insensitively).

export const COUPON_CODE_MAX = 40;
export const COUPON_USAGE_MAX = 1_000_000;

export const couponsValidationMessages = {
  codeRequired: 'Kupon kodu gerekli.',
  codeShape: 'Kupon kodu yalnızca harf, rakam, tire ve alt çizgi içerebilir (en fazla 40 karakter).',
  percent: 'İndirim oranı 1 ile 100 arasında bir tam sayı olmalıdır.',
  usageLimit: 'Kullanım limiti 1 veya daha büyük bir tam sayı olmalıdır.',
  dateInvalid: 'Geçerli bir tarih girin.',
  untilBeforeFrom: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
} as const;

const optionalDay = z
  .union([z.literal(''), dayField({ invalid: couponsValidationMessages.dateInvalid })], {
    error: couponsValidationMessages.dateInvalid,
  })
  .nullish()
  .transform((value) => (value ? value : null));

export const saveCouponSchema = z
  .object({
    code: textField({ error: couponsValidationMessages.codeRequired })
      .trim()
      .min(1, couponsValidationMessages.codeRequired)
      .max(COUPON_CODE_MAX, couponsValidationMessages.codeShape)
      .regex(/^[\p{L}\p{N}_-]+$/u, couponsValidationMessages.codeShape),
    percent: z.preprocess(
      readTypedNumber,
      z
        .number({ error: couponsValidationMessages.percent })
        .int(couponsValidationMessages.percent)
        .min(1, couponsValidationMessages.percent)
        .max(100, couponsValidationMessages.percent),
    ),
    isActive: z.boolean().default(true),
    /** First and last day it can be used (Europe/Istanbul), both optional. */
    validFrom: optionalDay,
    validUntil: optionalDay,
    /** How many orders may use it; empty = no limit. */
    usageLimit: z.preprocess(
      readTypedNumber,
      z
        .number({ error: couponsValidationMessages.usageLimit })
        .int(couponsValidationMessages.usageLimit)
        .min(1, couponsValidationMessages.usageLimit)
        .max(COUPON_USAGE_MAX, couponsValidationMessages.usageLimit)
        .nullish()
        .transform((value) => value ?? null),
    ),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.validFrom && coupon.validUntil && coupon.validUntil < coupon.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: couponsValidationMessages.untilBeforeFrom });
  });
export type SaveCouponInput = z.input<typeof saveCouponSchema>;
export type SaveCoupon = z.output<typeof saveCouponSchema>;

export const setCouponActiveSchema = z.object({ isActive: z.boolean({ error: 'Aktiflik durumu belirtilmeli.' }) });

export type AdminCoupon = {
  id: string;
  /** What the edit form sends back with its save (ADR 0053). */
  version: number;
  code: string;
  percent: number;
  isActive: boolean;
  validFrom: string | null;
  validUntil: string | null;
  usageLimit: number | null;
  usedCount: number;
  /** What the list shows: 'Aktif' only while the coupon can be used now (issue #39 item 19). */
  state: CouponState;
  createdAt: string;
};
