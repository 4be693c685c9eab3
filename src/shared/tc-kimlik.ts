// The Turkish identity number (T.C. kimlik numarası) the distance-sales invoice needs (spec 3 §5:
// "exactly 11 digits"). Denge also checks the official check digits, so a typo is caught in the form
// instead of on the invoice: the first digit is never 0, the 10th digit is
// ((d1+d3+d5+d7+d9)×7 − (d2+d4+d6+d8)) mod 10 and the 11th is (d1+…+d10) mod 10.

/** Whether the value (digits only, no spaces) is a valid T.C. kimlik numarası. */
export function isValidTcKimlik(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const at = (position: number) => digits[position - 1] ?? 0;
  const oddSum = at(1) + at(3) + at(5) + at(7) + at(9);
  const evenSum = at(2) + at(4) + at(6) + at(8);
  const tenth = (((oddSum * 7 - evenSum) % 10) + 10) % 10;
  if (tenth !== at(10)) return false;
  const firstTenSum = digits.slice(0, 10).reduce((sum, digit) => sum + digit, 0);
  return firstTenSum % 10 === at(11);
}
