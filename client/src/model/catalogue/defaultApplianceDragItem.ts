import {
  favoriteApplianceId,
  type ApplianceType,
  type CatalogModel,
  type UserData,
} from '@kitchensync/schemas';
import type { CatalogueDragItem } from './catalogueDrop';
import { catalogueModelPick } from './CataloguePick';

const HOW_TO_SET =
  'Right-click one in the appliance menu and choose Select as favorite; dragging the kind then places it.';

/**
 * What dragging an appliance kind (the appliance menu's step 2) places: the designer's favorite
 * model of that kind, their default (spec 002 section 4). Without one the drop is ignored, and the
 * refusal tells them how to set it. `userData` and `appliances` are null while they load.
 */
export function defaultApplianceDragItem(
  kind: ApplianceType,
  userData: UserData | null,
  appliances: readonly CatalogModel[] | null,
): CatalogueDragItem {
  const refuse = (refusal: string): CatalogueDragItem => ({ pick: null, refusal });
  if (userData === null) return refuse('Your favorite appliances are still loading. Try again in a moment.');
  const favoriteId = favoriteApplianceId(userData, kind);
  if (favoriteId === null) return refuse(`No default ${kind} is set. ${HOW_TO_SET}`);
  if (appliances === null) return refuse('The appliances are still loading. Try again in a moment.');
  const model = appliances.find((candidate) => candidate.catalogModelId === favoriteId);
  if (model === undefined) return refuse(`Your default ${kind} is no longer in the catalogue. ${HOW_TO_SET}`);
  if (model.locked) return refuse(`${model.name}, your default ${kind}, is locked on your plan.`);
  // Appliances seldom come in collections; one that does is placed in its first.
  const pick = catalogueModelPick(model, model.styles[0]?.catalogStyleId ?? null);
  return pick === null
    ? refuse(`${model.name}, your default ${kind}, cannot be placed.`)
    : { pick, refusal: null };
}
