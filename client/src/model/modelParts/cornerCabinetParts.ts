import { CABINET_MEASURES } from './cabinetMeasures';
import type { HandleStyle } from './handleStyle';
import type { ModelBox } from './ModelBox';
import type { PartList } from './PartList';

/**
 * An L-shaped corner cabinet (lazy Susan, diagonal corner) seen with its back and left sides to the
 * walls: two arms `arm` deep (see cornerArm), and a pair of bi-fold doors facing into the notch
 * between them.
 */
export function cornerCabinetParts(
  parts: PartList,
  box: ModelBox,
  arm: number,
  base: number,
  handle: HandleStyle | null,
): void {
  const { x0, x1, z0, z1, height } = box;
  const front = CABINET_MEASURES.front;
  const innerX = x0 + arm;
  const innerZ = z0 + arm;
  parts.add('carcass', { x0, x1, y0: base, y1: height, z0, z1: innerZ - front });
  parts.add('carcass', { x0, x1: innerX - front, y0: base, y1: height, z0: innerZ - front, z1 });
  if (base > 0) {
    const setback = CABINET_MEASURES.toeKickSetback;
    parts.add('toeKick', {
      x0: innerX - setback,
      x1,
      y0: 0,
      y1: base,
      z0: innerZ - setback - front,
      z1: innerZ - setback,
    });
    parts.add('toeKick', {
      x0: innerX - setback - front,
      x1: innerX - setback,
      y0: 0,
      y1: base,
      z0: innerZ - setback,
      z1,
    });
  }
  const gap = CABINET_MEASURES.reveal / 2;
  parts.add('door', {
    x0: innerX + gap,
    x1: x1 - gap,
    y0: base + gap,
    y1: height - gap,
    z0: innerZ - front,
    z1: innerZ,
  });
  parts.add('door', {
    x0: innerX - front,
    x1: innerX,
    y0: base + gap,
    y1: height - gap,
    z0: innerZ + gap,
    z1: z1 - gap,
  });
  if (handle === null) return;
  const along = Math.min(handle.length, (height - base) * 0.8);
  const y = base > 0 ? height - 0.04 - along / 2 : base + 0.04 + along / 2;
  const centerY = Math.min(height - along / 2, Math.max(base + along / 2, y));
  const projection = CABINET_MEASURES.handleProjection;
  const size = 0.012;
  parts.add('handle', {
    x0: innerX + 0.04 - size / 2,
    x1: innerX + 0.04 + size / 2,
    y0: centerY - along / 2,
    y1: centerY + along / 2,
    z0: innerZ,
    z1: innerZ + projection,
  });
}
