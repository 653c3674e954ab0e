import type { FinishMaterial } from './FinishMaterial';

/**
 * The material a collection's finish (its `finish` text, e.g. "Painted white maple", "Espresso
 * woodgrain laminate") is drawn with. Read by its words, so another catalogue's collections map too:
 * visible grain (veneer, woodgrain, stained or named woods) wins over the substrate, because grain is
 * what a customer sees on a woodgrain laminate; then paint; then laminate, thermofoil and melamine.
 * A finish that names none of these is painted, the commonest cabinet finish.
 */
const WOOD =
  /\b(veneer|woodgrain|wood grain|stain(ed)?|oak|walnut|cherry|hickory|ash|teak|birch|natural wood)\b/i;
const PAINTED = /\bpaint(ed)?\b|\blacquer(ed)?\b/i;
const LAMINATE = /\b(laminate|thermofoil|melamine|acrylic|high gloss|hpl)\b/i;

export function cabinetFinishMaterial(finish: string): FinishMaterial {
  if (WOOD.test(finish)) return { surface: 'stainedWood', pattern: 'woodGrain' };
  if (PAINTED.test(finish)) return { surface: 'painted', pattern: 'none' };
  if (LAMINATE.test(finish)) return { surface: 'laminate', pattern: 'none' };
  return { surface: 'painted', pattern: 'none' };
}
