import { inches, type OpeningKind } from '@kitchensync/schemas';

/** Kinds that reach the floor: doors and door openings stand on it. */
const FLOOR_STANDING: readonly OpeningKind[] = [
  'Exterior Door',
  'Interior Door',
  'Patio Door',
  'Garage Door',
  'Door Opening',
];

/** A kitchen window's usual sill: above a 36" counter and its backsplash. */
export const WINDOW_SILL_HEIGHT = inches(42);

/** Where a newly placed opening's bottom goes: doors on the floor, the rest at a window's sill. */
export function defaultOpeningBottom(kind: OpeningKind): number {
  return FLOOR_STANDING.includes(kind) ? 0 : WINDOW_SILL_HEIGHT;
}

/** Whether an opening of this kind is passed through on foot (a door), rather than looked through. */
export function isDoorKind(kind: OpeningKind): boolean {
  return FLOOR_STANDING.includes(kind);
}
