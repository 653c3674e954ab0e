import { toMeters, type LengthUnit } from '@kitchensync/schemas';
import type { KitchenLayout } from './kitchenLayout';

/** The same layout with its numbers converted from the user's unit into meters, the stored unit. */
export function layoutInMeters(layout: KitchenLayout, unit: LengthUnit): KitchenLayout {
  const numbers = Object.fromEntries(
    Object.entries(layout.numbers).map(([name, value]) => [name, toMeters(value as number, unit)]),
  );
  return { ...layout, numbers } as KitchenLayout;
}
