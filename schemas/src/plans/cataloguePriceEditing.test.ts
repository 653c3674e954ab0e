import { describe, expect, it } from 'vitest';
import {
  type ChangePricesContext,
  canEditCataloguePrices,
  changePricesButton,
} from './cataloguePriceEditing';

const ultimateAdmin: ChangePricesContext = {
  isAdmin: true,
  isUltimatePlan: true,
  modelType: 'base',
  categoryPriced: true,
  clientDomainHidesPrices: false,
};

describe('canEditCataloguePrices', () => {
  it('lets only admins on the Ultimate plan edit catalogue prices', () => {
    expect(canEditCataloguePrices({ isAdmin: true, isUltimatePlan: true })).toBe(true);
    expect(canEditCataloguePrices({ isAdmin: true, isUltimatePlan: false })).toBe(false);
    expect(canEditCataloguePrices({ isAdmin: false, isUltimatePlan: true })).toBe(false);
  });
});

describe('changePricesButton', () => {
  it('enables Change prices for an admin on the Ultimate plan in a priced cabinet category', () => {
    expect(changePricesButton(ultimateAdmin)).toBe('enabled');
    expect(changePricesButton({ ...ultimateAdmin, modelType: 'closets' })).toBe('enabled');
  });

  it('greys the button into the premium upsell for an admin who is not on the Ultimate plan', () => {
    expect(changePricesButton({ ...ultimateAdmin, isUltimatePlan: false })).toBe('upsell');
  });

  it('hides the button from people who are not admins', () => {
    expect(changePricesButton({ ...ultimateAdmin, isAdmin: false })).toBe('hidden');
  });

  it('hides it for appliance, furniture and decoration categories, which are not cabinets', () => {
    for (const modelType of ['appliance', 'furniture', 'decoration'] as const) {
      expect(changePricesButton({ ...ultimateAdmin, modelType })).toBe('hidden');
    }
  });

  it('hides it for unpriced categories and on cart-only or cartless client domains', () => {
    expect(changePricesButton({ ...ultimateAdmin, categoryPriced: false })).toBe('hidden');
    expect(changePricesButton({ ...ultimateAdmin, clientDomainHidesPrices: true })).toBe('hidden');
  });
});
