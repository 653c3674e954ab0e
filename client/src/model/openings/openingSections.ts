import type { CatalogOpening, OpeningKind } from '@kitchensync/schemas';

export type OpeningSectionTitle = 'Add Doors' | 'Add Windows' | 'Add openings';

export interface OpeningSection {
  readonly title: OpeningSectionTitle;
  readonly openings: readonly CatalogOpening[];
}

const SECTION_OF: Record<OpeningKind, OpeningSectionTitle> = {
  'Exterior Door': 'Add Doors',
  'Interior Door': 'Add Doors',
  'Patio Door': 'Add Doors',
  'Garage Door': 'Add Doors',
  'Single Window': 'Add Windows',
  'Double Window': 'Add Windows',
  'Unique Windows': 'Add Windows',
  'Door Opening': 'Add openings',
  'Window Opening': 'Add openings',
  Other: 'Add openings',
};

const TITLES: readonly OpeningSectionTitle[] = ['Add Doors', 'Add Windows', 'Add openings'];

export interface OpeningSectionsContext {
  /** On a client domain locked openings are not shown (spec 002 section 6). */
  readonly clientDomain: boolean;
  /** The client domain's step4 setting hides doors, windows and openings (spec 001 section 2). */
  readonly step4: boolean;
}

/**
 * The Floor Plan side panel's Add Doors, Add Windows and Add openings sections, in catalogue order,
 * each with the openings it shows; none when the client's step4 setting is on, and an empty section
 * left out.
 */
export function openingSections(
  openings: readonly CatalogOpening[],
  { clientDomain, step4 }: OpeningSectionsContext,
): OpeningSection[] {
  if (step4) return [];
  const shown = openings.filter((opening) => !(clientDomain && opening.locked));
  return TITLES.map((title) => ({
    title,
    openings: shown.filter((opening) => SECTION_OF[opening.kind] === title),
  })).filter((section) => section.openings.length > 0);
}
