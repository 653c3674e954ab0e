import type { ModelType } from '../catalogue/modelType';
import type { CatalogueSection } from './catalogueAccess';
import { isLicensed } from './isLicensed';
import type { Plan } from './plan';

/**
 * The plan section that grades a catalogue item (spec 000 section 3): decorations, furniture and
 * appliances by their model type, textures and countertops as textures. Everything else (cabinets,
 * collections, handles, openings) belongs to no graded section and opens with any licence.
 */
export function catalogueSectionOfModel(type: ModelType): CatalogueSection | null {
  if (type === 'decoration') return 'decorations';
  if (type === 'furniture') return 'furniture';
  if (type === 'appliance') return 'appliance';
  return null;
}

/**
 * Whether an item marked locked in the catalogue stays locked for someone on `plan`: a graded
 * section opens on 'Full'; an ungraded item opens on any paid plan. Items not marked locked are
 * open to everyone.
 */
export function catalogueItemLocked(
  plan: Plan,
  section: CatalogueSection | null,
  markedLocked: boolean,
): boolean {
  if (!markedLocked) return false;
  if (section === null) return !isLicensed(plan);
  return plan[section] !== 'Full';
}
