import { isCabinetType, type ModelType } from '@kitchensync/schemas';

/**
 * How a model takes part in setting a sink into a cabinet: a decoration sink ('sink') drops into a
 * sink base ('sinkBase'); anything else does neither (null).
 */
export type SinkFit = 'sink' | 'sinkBase' | null;

export function sinkFit({ type, subcategory }: { type: ModelType; subcategory: string }): SinkFit {
  if (subcategory !== 'sink') return null;
  if (type === 'decoration') return 'sink';
  return isCabinetType(type) ? 'sinkBase' : null;
}
