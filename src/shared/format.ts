// The one Turkish formatter for numbers, units, money and dates (issue #18): every screen, mail and
// CSV shows "1.706 kcal", "37,5 g", "%31,2" and "1.250,00 ₺" the same way. Dates are re-exported
// from dates.ts so a screen imports all of its formatting from here.
export { formatTurkishDate, formatTurkishDateTime } from './dates.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is costly to build; keep one per digit setting. */
function numberFormat(maximumFractionDigits: number, minimumFractionDigits = 0): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('tr-TR', { minimumFractionDigits, maximumFractionDigits });
    formatters.set(key, format);
  }
  return format;
}

/**
 * "1.706", "37,5": Turkish grouping and decimal comma, at most `digits` decimals; trailing zeros
 * only down to `minDigits` ("23,0" where a column of one-decimal values must line up).
 */
export const formatNumber = (value: number, digits = 1, minDigits = 0) => numberFormat(digits, minDigits).format(value);

/** A whole count: "10.000". */
export const formatCount = (value: number) => numberFormat(0).format(value);

export const formatKcal = (value: number) => `${formatNumber(value, 0)} kcal`;
export const formatGrams = (value: number) => `${formatNumber(value, 1)} g`;
export const formatKg = (value: number) => `${formatNumber(value, 1)} kg`;
export const formatCm = (value: number) => `${formatNumber(value, 1)} cm`;

/** Turkish puts the sign first: "%31,2". `value` is already a percentage (31.2, not 0.312). */
export const formatPercent = (value: number, digits = 1) => `%${formatNumber(value, digits)}`;

/** A value with its unit the Turkish way: "72,5 kg", "1.850 kcal", "%31,2" (sign first), "34 yaş". */
export function formatMeasure(value: number, unit: string, digits = 1): string {
  if (unit === '%') return formatPercent(value, digits);
  if (unit === 'kcal') return formatKcal(value);
  return `${formatNumber(value, digits)} ${unit}`;
}

/** A change with its sign: "+1,5", "-2", "0" (one decimal at most). */
export function formatSignedNumber(value: number, digits = 1): string {
  const text = formatNumber(Math.abs(value), digits);
  if (text === '0') return text;
  return value > 0 ? `+${text}` : `-${text}`;
}

/** A change with its sign and unit: "+1,5 kg", "-%2,1" (sign before the percent sign, as Intl's tr-TR does). */
export function formatSignedMeasure(value: number, unit: string, digits = 1): string {
  const signed = formatSignedNumber(value, digits);
  if (unit === '%')
    return signed.startsWith('+') || signed.startsWith('-') ? `${signed[0]}%${signed.slice(1)}` : `%${signed}`;
  return unit ? `${signed} ${unit}` : signed;
}

/** Money in lira with kuruş, the symbol after the amount as Turkish shops print it: "1.250,00 ₺". */
export const formatMoney = (value: number) => `${numberFormat(2, 2).format(value)} ₺`;

/** A number shown back in a form field: "37,5" (no grouping, so readTypedNumber reads it back unchanged). */
export const formatNumberForInput = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value).replace('.', ',');
