import type { ModelType } from '@kitchensync/schemas';

/**
 * The heading of a subcategory accordion: wall cabinet subcategories that are heights read as
 * inches ('30' as 30"), others start with a capital; models without a subcategory are "Other items".
 */
export function subcategoryLabel(type: ModelType, subcategory: string): string {
  if (subcategory === '') return 'Other items';
  if (type === 'wall' && /^\d+$/.test(subcategory)) return `${subcategory}"`;
  return subcategory.charAt(0).toUpperCase() + subcategory.slice(1);
}
