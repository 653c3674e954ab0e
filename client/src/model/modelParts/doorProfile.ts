import type { DoorProfile } from './CabinetFront';
import type { ModelPartsInput } from './ModelPartsInput';

/**
 * The door a model's style builds. The catalogue's styles name their door in their id
 * ('shaker-white', 'navy-inset', 'espresso-slab', 'gray-flat'); inset doors are framed panels too.
 * A model without a style, or of a style that names no frame, gets slab doors.
 */
export function doorProfile(model: ModelPartsInput): DoorProfile {
  return /shaker|inset/i.test(model.catalogStyleId ?? '') ? 'shaker' : 'slab';
}
