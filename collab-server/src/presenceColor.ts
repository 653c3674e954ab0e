/** Distinct, readable on a white canvas, and not the selection blue. */
const PALETTE = ['#e6194b', '#3cb44b', '#f58231', '#911eb4', '#008080', '#9a6324', '#800000', '#808000'];

/** A stable colour per person, for tickets that do not carry one: the same user gets it on every tab. */
export function presenceColor(key: string): string {
  let hash = 0;
  for (let i = 0; i < key.length; i += 1) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length]!;
}
