import type { ModelPartsInput } from './ModelPartsInput';

/** What a 'range and oven' appliance is: a cooktop set in a counter, a range, or a wall oven. */
export type RangeAndOvenForm = 'cooktop' | 'range' | 'wallOven';

/** Read from its name (and a cooktop's low height), as the catalogue names them. */
export function rangeAndOvenForm(model: Pick<ModelPartsInput, 'modelName' | 'dimensions'>): RangeAndOvenForm {
  if (/cooktop/i.test(model.modelName) || model.dimensions.height < 0.3) return 'cooktop';
  if (/range/i.test(model.modelName)) return 'range';
  return 'wallOven';
}

/** How deep a range's backguard (the raised strip behind its burners) is, meters. */
export function rangeBackguardDepth(depth: number): number {
  return Math.min(0.06, depth / 4);
}
