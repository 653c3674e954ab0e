import type { PartBatch } from '../models/buildPartBatches';

/** FNV-1a's 32-bit prime and offset basis. */
const PRIME = 0x01000193;
const BASIS = 0x811c9dc5;

function mix(hash: number, value: number): number {
  return Math.imul(hash ^ value, PRIME) >>> 0;
}

/**
 * A short fingerprint of what a model's parts draw: every batch's finish and every instance's
 * matrix and colour (to a tenth of a millimetre and 1/1000 of a colour step). It is the "parts
 * version" of a catalogue picture: when the parametric model draws a model differently (new door
 * profiles, another finish), its fingerprint changes and the cached picture is no longer used,
 * without anyone having to remember to bump a number.
 */
export function partsDigest(batches: readonly PartBatch[]): string {
  let hash = BASIS;
  for (const batch of batches) {
    for (const character of `${batch.surface}:${batch.pattern}:${batch.countertop}`) {
      hash = mix(hash, character.charCodeAt(0));
    }
    for (const value of batch.matrices) hash = mix(hash, Math.round(value * 10_000) | 0);
    for (const value of batch.colors) hash = mix(hash, Math.round(value * 1000) | 0);
  }
  return hash.toString(36);
}
