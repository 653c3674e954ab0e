import { LAYOUT_NUMBERS, type KitchenLayout } from './kitchenLayout';

/** The /app route that asks for `layout`, its numbers written as they are (in the user's unit). */
export function layoutRoute(layout: KitchenLayout): string {
  const query = new URLSearchParams({ style: layout.style, layout: layout.kind });
  if (layout.side !== null) query.set('side', layout.side);
  const numbers = layout.numbers as Record<string, number>;
  for (const name of LAYOUT_NUMBERS[layout.kind]) query.set(name, String(numbers[name]));
  return `/app?${query.toString()}`;
}
