/**
 * Raised whenever the seed tables change, so stores seeded by older code take the new and changed
 * items on their next start. Items keep their ids across versions; accounts' prices live apart
 * from the items, so a re-seed never loses them.
 */
export const CATALOGUE_SEED_VERSION = 2;
