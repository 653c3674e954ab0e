import type { PlacedModel } from '@kitchensync/schemas';
import { sinkHostOf } from './sinkHostOf';

/**
 * The decoration sinks among `others` set into one of `bases` (by `sinkHostOf`, the rule the
 * drawing cuts the countertop by), by base id: they go where their base goes, moved, deleted or
 * duplicated. A locked sink stays out of it, as locked models do.
 */
export function seatedSinks(
  bases: readonly PlacedModel[],
  others: readonly PlacedModel[],
): ReadonlyMap<string, readonly PlacedModel[]> {
  const baseIds = new Set(bases.map((base) => base.id));
  const candidates = [...bases, ...others];
  const seated = new Map<string, PlacedModel[]>();
  for (const sink of others) {
    if (sink.locked) continue;
    const host = sinkHostOf(sink, candidates);
    if (host === null || !baseIds.has(host.id)) continue;
    seated.set(host.id, [...(seated.get(host.id) ?? []), sink]);
  }
  return seated;
}
