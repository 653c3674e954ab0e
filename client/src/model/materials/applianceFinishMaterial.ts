import type { FinishMaterial } from './FinishMaterial';

/**
 * The material of an appliance's finish (spec 001: the appliance subcategories "stainless steel",
 * "black", "white"; "appliances" are panel-ready and show stainless trim): brushed stainless steel,
 * or enamel for black and white (their colour rides on the instance).
 */
export function applianceFinishMaterial(subcategory: string): FinishMaterial {
  const finish = subcategory.trim().toLowerCase();
  if (finish === 'black' || finish === 'white') return { surface: 'enamel', pattern: 'none' };
  return { surface: 'stainless', pattern: 'brushed' };
}
