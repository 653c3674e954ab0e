import type { CatalogueLevel, Plan } from './plan';

/** The catalogue sections a plan grades as Limited or Full (spec 000 section 3). */
export const CATALOGUE_SECTIONS = ['decorations', 'textures', 'furniture', 'appliance'] as const;
export type CatalogueSection = (typeof CATALOGUE_SECTIONS)[number];

/** How much of a catalogue section the plan opens; on 'Limited', locked items lead to the premium upsell. */
export function catalogueAccess(plan: Plan, section: CatalogueSection): CatalogueLevel {
  return plan[section];
}
