import type { PlacementBody } from './placementBody';

/**
 * Whether two models may share space because one is a sink set into the other: a sink in a sink
 * base's top is where it belongs, not a collision either of them is pushed out of.
 */
export function nestsTogether(a: PlacementBody, b: PlacementBody): boolean {
  return (
    (a.sinkFit === 'sink' && b.sinkFit === 'sinkBase') || (a.sinkFit === 'sinkBase' && b.sinkFit === 'sink')
  );
}
