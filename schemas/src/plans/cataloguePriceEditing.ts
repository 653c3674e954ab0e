import { type ModelType, isCabinetType } from '../catalogue';

/** What POST /api/checkAdmin answers; a failed check counts as neither (spec 001 section 8). */
export interface AdminStanding {
  readonly isAdmin: boolean;
  readonly isUltimatePlan: boolean;
}

/** Whether someone may change catalogue prices at all: admins on the Ultimate plan (spec 001 section 6). */
export function canEditCataloguePrices(standing: AdminStanding): boolean {
  return standing.isAdmin && standing.isUltimatePlan;
}

export type ChangePricesButton = 'hidden' | 'upsell' | 'enabled';

export interface ChangePricesContext extends AdminStanding {
  readonly modelType: ModelType;
  /** False for a category whose models carry no price. */
  readonly categoryPriced: boolean;
  /** True on a client domain that is cart-only or has no cart. */
  readonly clientDomainHidesPrices: boolean;
}

/**
 * The Change prices button of a catalogue category. Only admins see it, and only for priced cabinet
 * categories outside cart-only or cartless client domains; an admin not on the Ultimate plan gets a
 * greyed button that opens the premium upsell (spec 001 section 6).
 */
export function changePricesButton(context: ChangePricesContext): ChangePricesButton {
  if (!context.isAdmin) return 'hidden';
  if (!isCabinetType(context.modelType) || !context.categoryPriced || context.clientDomainHidesPrices) {
    return 'hidden';
  }
  return canEditCataloguePrices(context) ? 'enabled' : 'upsell';
}
