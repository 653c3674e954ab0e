/**
 * What clicking a catalogue finish (countertop, flooring texture, handle) does: a locked one only
 * opens the premium upsell and changes nothing (spec 000 section 4, spec 002 section 4).
 */
export function catalogueItemClick(item: { locked: boolean }): 'upsell' | 'choose' {
  return item.locked ? 'upsell' : 'choose';
}
