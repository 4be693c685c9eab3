// Turkish phone numbers (spec 3 §5: "after removing non-digits, 10 or 11 digits"). Accepted as typed
// by people: 0532 123 45 67, 532 123 45 67, +90 532 123 45 67, (0212) 345 67 89. The national
// number is 10 digits whose first digit is an area or operator prefix (2–5 geographic and mobile,
// 8 for 850 service numbers); anything else cannot be dialled in Turkey.

/** The number in one form, "0532 123 45 67", or null when it is not a Turkish phone number. */
export function normalizeTurkishPhone(value: string): string | null {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length !== 10 || !/^[2-58]/.test(digits)) return null;
  return `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
}

/** The number as a wa.me link wants it, '905321234567'; null when not a Turkish mobile or landline. */
export function toWhatsappNumber(value: string): string | null {
  const normalized = normalizeTurkishPhone(value);
  if (!normalized || normalized.startsWith('08')) return null;
  return `90${normalized.replace(/\D/g, '').slice(1)}`;
}

/**
 * A `tel:` link in the international form (RFC 3966), 'tel:+905321234567', whichever way the number
 * was stored or typed ('0532 …', '+90 532 …'), so the link is the same before and after a save; a
 * number that is not Turkish keeps its digits and '+'.
 */
export function toTelHref(value: string): string {
  const normalized = normalizeTurkishPhone(value);
  return normalized ? `tel:+90${normalized.replace(/\D/g, '').slice(1)}` : `tel:${value.replace(/[^\d+]/g, '')}`;
}
