import { PROGRAM_KEYS, type ModelType } from '@kitchensync/schemas';

/**
 * How a model meets what it is placed against: `block` is pushed out of it, `lift` is raised onto
 * it (walls still push), `ignore` neither collides nor is collided with.
 */
export type CollisionBehaviour = 'block' | 'lift' | 'ignore';

/**
 * The decorations that lift onto what they are dropped on by default (spec 001 section 4 says
 * "certain subcategories"): the small countertop pieces, as the seeded catalogue marks them.
 */
export const LIFTING_DECORATION_SUBCATEGORIES: readonly string[] = [
  'pot',
  'pitcher',
  'glass',
  'jar',
  'vase',
  'other',
];

export interface CollisionTraits {
  readonly type: ModelType;
  readonly subcategory: string;
  readonly programKeys: readonly string[];
}

/**
 * Rugs ignore collision, lifting decorations lift, everything else blocks; program keys override
 * that: no-collision wins over everything, no-lift turns a lifting model into a blocking one (a rug
 * still ignores), lift-on-collision makes any model lift.
 */
export function collisionBehaviour({ type, subcategory, programKeys }: CollisionTraits): CollisionBehaviour {
  const byDefault: CollisionBehaviour =
    type === 'decoration' && subcategory === 'rug'
      ? 'ignore'
      : type === 'decoration' && LIFTING_DECORATION_SUBCATEGORIES.includes(subcategory)
        ? 'lift'
        : 'block';
  if (programKeys.includes(PROGRAM_KEYS.noCollision)) return 'ignore';
  if (programKeys.includes(PROGRAM_KEYS.noLiftOnCollision)) return byDefault === 'lift' ? 'block' : byDefault;
  if (programKeys.includes(PROGRAM_KEYS.liftOnCollision)) return 'lift';
  return byDefault;
}
