import type { WizardModel } from './lightsWizardPlacement';

/** What the wizard needs of an island wall: the line its cabinets back onto, from end to end. */
export interface WizardIsland {
  readonly visible: boolean;
  readonly firstPoint: { readonly x: number; readonly z: number };
  readonly lastPoint: { readonly x: number; readonly z: number };
}

/** The line an island's lights hang along: `from` to `to` (meters) from `origin` along `along`. */
export interface IslandLightRow {
  origin: { x: number; z: number };
  along: { x: number; z: number };
  from: number;
  to: number;
}

/** A model's back further than this from the island line is not standing on the island (meters). */
const LINE_CONTACT = 0.1;
/** How squarely a model must face away from the line to belong to the island (cos 10°). */
const FACING = Math.cos((10 * Math.PI) / 180);

/**
 * Where pendants hang over an island: along its cabinets (the whole island wall when none stand on
 * it), over the middle of the island's top, which is the island line itself when cabinets stand
 * back to back and half a cabinet's depth out on the cabinets' side when they stand on one.
 */
export function islandLightRow(island: WizardIsland, models: readonly WizardModel[]): IslandLightRow {
  const { firstPoint, lastPoint } = island;
  const length = Math.hypot(lastPoint.x - firstPoint.x, lastPoint.z - firstPoint.z);
  const along = { x: (lastPoint.x - firstPoint.x) / length, z: (lastPoint.z - firstPoint.z) / length };
  // The island wall's right as drawn, like a wall's: the direction along it turned a quarter clockwise.
  const right = { x: -along.z, z: along.x };
  const reach = { right: 0, left: 0 };
  const spans: [number, number][] = [];
  for (const model of models) {
    if (!model.visible) continue;
    const front = { x: Math.sin(model.rotation.y), z: Math.cos(model.rotation.y) };
    const facingRight = front.x * right.x + front.z * right.z;
    const side = facingRight >= FACING ? 'right' : facingRight <= -FACING ? 'left' : null;
    if (side === null) continue;
    const offsetX = model.position.x - firstPoint.x;
    const offsetZ = model.position.z - firstPoint.z;
    const out = (offsetX * right.x + offsetZ * right.z) * (side === 'right' ? 1 : -1);
    const back = out - model.dimensions.depth / 2;
    if (Math.abs(back) > LINE_CONTACT) continue;
    const centre = offsetX * along.x + offsetZ * along.z;
    const start = Math.max(0, centre - model.dimensions.width / 2);
    const end = Math.min(length, centre + model.dimensions.width / 2);
    if (end <= start) continue;
    spans.push([start, end]);
    reach[side] = Math.max(reach[side], back + model.dimensions.depth);
  }
  const across = (reach.right - reach.left) / 2;
  return {
    origin: { x: firstPoint.x + right.x * across, z: firstPoint.z + right.z * across },
    along,
    from: spans.length > 0 ? Math.min(...spans.map(([start]) => start)) : 0,
    to: spans.length > 0 ? Math.max(...spans.map(([, end]) => end)) : length,
  };
}
