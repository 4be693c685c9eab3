import { z } from '../zod-turkish.ts';

// The one number input of Denge. Forms send numbers as text, and JavaScript's Number() reads far
// more than a person types: Number(' ') is 0, Number('0x1F4') 500, Number('0b11') 3, Number('1e1') 10.
// A typed number is a plain decimal: optional sign, digits, and one decimal mark, where a Turkish
// user may type a comma ('72,5'). JSON numbers pass as they are (finite ones only).

const PLAIN_DECIMAL = /^[+-]?\d+(?:[.,]\d+)?$/;
const PLAIN_WHOLE = /^\d+$/;

/**
 * Reads a typed number: '' / whitespace / null → undefined (the field's "required" message),
 * a plain decimal string → its number, any other string → NaN (the field's "not a number" message).
 */
export function readTypedNumber(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  if (!PLAIN_DECIMAL.test(text)) return Number.NaN;
  return Number(text.replace(',', '.'));
}

/**
 * A number typed into a form field: the text goes through readTypedNumber (so "37,5" and "37.5" both
 * read 37.5), then `schema` judges the number. Fields use text inputs with inputMode="decimal",
 * because a type="number" input in an English-language browser refuses the Turkish comma.
 */
export const typedNumber = <T extends z.ZodType>(schema: T) => z.preprocess(readTypedNumber, schema);

/**
 * A whole number from a query string (?page=2): digits only, so '0x10', '1e1' and ' ' are refused.
 * A missing value gives `fallback`.
 */
export function queryInteger(options: { min: number; max: number; fallback: number; message?: string }) {
  const message = options.message ?? `Değer ${options.min} ile ${options.max} arasında bir tam sayı olmalıdır.`;
  return z
    .union([z.string().regex(PLAIN_WHOLE, { error: message }), z.number()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return options.fallback;
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isInteger(number) || number < options.min || number > options.max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}
