import { BACKSPLASH_SMALL_HEIGHT, inches, type Backsplash } from '@kitchensync/schemas';

/** How high a Big backsplash reaches over a countertop with no wall cabinet above it (meters). */
export const BIG_BACKSPLASH_OPEN_HEIGHT = inches(18);

/**
 * Where a backsplash over a countertop stops (meters up from the floor), by the wizard's size:
 * Small 4 inches, Custom its entered height, Big up to the wall cabinet above (18 inches where there
 * is none), Fill empty wall space up to the wall cabinet above or, where there is none, the ceiling.
 * Never above the cabinet over it nor the wall's top.
 */
export function backsplashTop(
  backsplash: Pick<Backsplash, 'size' | 'height'>,
  countertopTop: number,
  /** The underside of the lowest wall cabinet over this stretch, or null when nothing hangs above. */
  underCabinets: number | null,
  wallHeight: number,
): number {
  const ceiling = Math.min(underCabinets ?? wallHeight, wallHeight);
  const wanted =
    backsplash.size === 'small'
      ? countertopTop + BACKSPLASH_SMALL_HEIGHT
      : backsplash.size === 'custom'
        ? countertopTop + backsplash.height
        : backsplash.size === 'big' && underCabinets === null
          ? countertopTop + BIG_BACKSPLASH_OPEN_HEIGHT
          : Infinity;
  return Math.min(wanted, ceiling);
}
