import type { OpeningKind } from '@kitchensync/schemas';
import { isDoorKind } from './defaultOpeningBottom';
import type { OpeningBox } from './openingBox';

/** A point in the wall's frame on the plan: `along` from its start, `across` from its centre line (+ is local +z). */
export interface PlanPoint {
  readonly along: number;
  readonly across: number;
}

/** The architectural plan symbol of an opening, as polylines in its wall's frame. */
export interface OpeningPlanSymbol {
  readonly lines: readonly (readonly PlanPoint[])[];
}

const ARC_SEGMENTS = 16;
const GLAZED: readonly OpeningKind[] = ['Single Window', 'Double Window', 'Unique Windows'];

/** Which face a door swings out of: +1 (local +z) unturned, -1 after Rotate Inverse's half turn. */
export function swingSide(angle: number): 1 | -1 {
  return Math.cos(angle) >= 0 ? 1 : -1;
}

/**
 * The plan's symbol (spec: "door leaf with its swing arc on the correct side, window with glazing
 * lines, plain openings as gaps"): a door's leaf standing open square to the wall from its hinge
 * and the quarter arc its edge sweeps, on the side `angle` gives; a window's jambs and two glazing
 * lines within the wall; a plain opening nothing, the cut wall showing the gap.
 */
export function openingPlanSymbol(
  kind: OpeningKind,
  box: Pick<OpeningBox, 'left' | 'width'>,
  angle: number,
  wallThickness: number,
): OpeningPlanSymbol {
  const face = wallThickness / 2;
  const left = box.left;
  const right = box.left + box.width;
  if (isDoorKind(kind) && kind !== 'Door Opening') {
    const side = swingSide(angle);
    const hinge = { along: left, across: side * face };
    const leafEnd = { along: left, across: side * (face + box.width) };
    const arc: PlanPoint[] = [];
    for (let step = 0; step <= ARC_SEGMENTS; step += 1) {
      const turn = (step / ARC_SEGMENTS) * (Math.PI / 2);
      arc.push({
        along: left + box.width * Math.cos(turn),
        across: side * (face + box.width * Math.sin(turn)),
      });
    }
    return { lines: [[hinge, leafEnd], arc] };
  }
  if (GLAZED.includes(kind)) {
    const glass = wallThickness / 6;
    return {
      lines: [
        [
          { along: left, across: -face },
          { along: left, across: face },
        ],
        [
          { along: right, across: -face },
          { along: right, across: face },
        ],
        [
          { along: left, across: -glass },
          { along: right, across: -glass },
        ],
        [
          { along: left, across: glass },
          { along: right, across: glass },
        ],
      ],
    };
  }
  return { lines: [] };
}
