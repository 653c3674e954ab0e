import { CatalogOpeningSchema, type OpeningKind } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { openingSections } from './openingSections';

function opening(id: string, kind: OpeningKind, locked = false) {
  return CatalogOpeningSchema.parse({ id, kind, file: id, dimensions: { x: 1, y: 2, z: 0.1 }, locked });
}

const CATALOGUE = [
  opening('door-exterior-36', 'Exterior Door'),
  opening('window-single-36', 'Single Window'),
  opening('door-garage-192', 'Garage Door', true),
  opening('opening-door-36', 'Door Opening'),
  opening('window-bay-96', 'Unique Windows', true),
  opening('opening-niche-24', 'Other'),
];

const ids = (sections: ReturnType<typeof openingSections>) =>
  sections.map((section) => [section.title, section.openings.map((item) => item.id)]);

describe('openingSections', () => {
  it('sorts doors, windows and openings into their sections, in catalogue order', () => {
    expect(ids(openingSections(CATALOGUE, { clientDomain: false, step4: false }))).toEqual([
      ['Add Doors', ['door-exterior-36', 'door-garage-192']],
      ['Add Windows', ['window-single-36', 'window-bay-96']],
      ['Add openings', ['opening-door-36', 'opening-niche-24']],
    ]);
  });

  it('hides locked openings on a client domain', () => {
    expect(ids(openingSections(CATALOGUE, { clientDomain: true, step4: false }))).toEqual([
      ['Add Doors', ['door-exterior-36']],
      ['Add Windows', ['window-single-36']],
      ['Add openings', ['opening-door-36', 'opening-niche-24']],
    ]);
  });

  it('shows no section when the client step4 setting is on, and leaves out an empty one', () => {
    expect(openingSections(CATALOGUE, { clientDomain: true, step4: true })).toEqual([]);
    expect(ids(openingSections([CATALOGUE[1]!], { clientDomain: false, step4: false }))).toEqual([
      ['Add Windows', ['window-single-36']],
    ]);
  });
});
