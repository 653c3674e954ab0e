/**
 * A money amount in whole cents, half a cent rounded away from zero as invoices do. The small
 * epsilon keeps binary fractions such as 1.005 × 100 = 100.49999… on the side they were written.
 */
export function roundToCents(amount: number): number {
  const cents = amount * 100;
  return Math.sign(cents) * Math.round(Math.abs(cents) + 1e-7);
}
