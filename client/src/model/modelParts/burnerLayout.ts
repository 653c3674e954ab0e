import type { ModelBox } from './ModelBox';

/** The largest burner (or induction zone) across, meters. */
const BURNER = 0.16;

/** Where a cooking surface's burners sit: their centres on the plan and the size of each. */
export interface BurnerLayout {
  /** Across, meters (a burner is as deep as it is wide). */
  size: number;
  centres: { x: number; z: number }[];
}

/**
 * Burners in two rows across the cooking surface from the box's back (`box.z0`) to `zFront`: two
 * columns on a narrow top, three from 80 cm, four from 110 cm. The 3D parts and the plan symbol
 * both read it, so the plan shows the burners where the range has them.
 */
export function burnerLayout(box: Pick<ModelBox, 'x0' | 'width' | 'z0'>, zFront: number): BurnerLayout {
  const columns = box.width < 0.8 ? 2 : box.width < 1.1 ? 3 : 4;
  const depth = zFront - box.z0;
  const size = Math.min(BURNER, box.width / (columns * 1.5), depth / 3);
  const centres: { x: number; z: number }[] = [];
  for (let column = 0; column < columns; column += 1) {
    for (let row = 0; row < 2; row += 1) {
      centres.push({
        x: box.x0 + (box.width * (column + 0.5)) / columns,
        z: box.z0 + depth * (row === 0 ? 0.3 : 0.72),
      });
    }
  }
  return { size, centres };
}
