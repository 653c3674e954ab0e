import { modelBox, type ModelBox } from './ModelBox';
import type { ModelPartsInput } from './ModelPartsInput';
import type { PartList } from './PartList';

/** Four legs of `role` at the corners, `size` square, from the floor to `top`. */
function legs(parts: PartList, box: ModelBox, top: number, size: number): void {
  const leg = Math.min(size, box.width / 4, box.depth / 4);
  for (const x of [box.x0, box.x1 - leg]) {
    for (const z of [box.z0, box.z1 - leg])
      parts.add('wood', { x0: x, x1: x + leg, y0: 0, y1: top, z0: z, z1: z + leg });
  }
}

/** A sofa: legs, a base, a back, two arms and seat cushions, the seat facing +z. */
function sofa(parts: PartList, box: ModelBox): void {
  const { x0, x1, z0, z1, width, height, depth } = box;
  const legTop = height * 0.1;
  const seat = height * 0.45;
  const arm = Math.min(0.18, width * 0.1);
  const back = Math.min(0.22, depth * 0.25);
  legs(parts, box, legTop, 0.05);
  parts.add('fabric', { x0, x1, y0: legTop, y1: seat, z0, z1 });
  parts.add('fabric', { x0, x1, y0: seat, y1: height, z0, z1: z0 + back });
  parts.add('fabric', { x0, x1: x0 + arm, y0: seat, y1: height * 0.68, z0: z0 + back, z1 });
  parts.add('fabric', { x0: x1 - arm, x1, y0: seat, y1: height * 0.68, z0: z0 + back, z1 });
  const cushions = width > 1.6 ? 3 : width > 1 ? 2 : 1;
  const inner = x1 - x0 - 2 * arm;
  for (let i = 0; i < cushions; i += 1) {
    const cx0 = x0 + arm + (inner * i) / cushions;
    const cx1 = cx0 + inner / cushions;
    parts.add('cushion', {
      x0: cx0 + 0.005,
      x1: cx1 - 0.005,
      y0: seat,
      y1: seat + height * 0.13,
      z0: z0 + back,
      z1,
    });
  }
}

/** An L-shaped sectional: a sofa along the back with a chaise reaching forward on its right. */
function sectional(parts: PartList, box: ModelBox): void {
  const sofaDepth = Math.min(box.depth, 0.95);
  sofa(parts, { ...box, depth: sofaDepth, z1: box.z0 + sofaDepth });
  const chaise = box.width * 0.35;
  const seat = box.height * 0.45;
  parts.add('fabric', {
    x0: box.x1 - chaise,
    x1: box.x1,
    y0: 0,
    y1: seat,
    z0: box.z0 + sofaDepth,
    z1: box.z1,
  });
  parts.add('cushion', {
    x0: box.x1 - chaise + 0.005,
    x1: box.x1 - 0.005,
    y0: seat,
    y1: seat + box.height * 0.13,
    z0: box.z0 + sofaDepth,
    z1: box.z1,
  });
}

/** A bed with its head at the back: frame, mattress, headboard and pillows. */
function bed(parts: PartList, box: ModelBox, upholstered: boolean): void {
  const { x0, x1, z0, z1, width, height, depth } = box;
  const headboard = Math.min(0.08, depth * 0.06);
  const frameTop = height * 0.35;
  const mattressTop = height * 0.6;
  legs(parts, box, height * 0.1, 0.06);
  parts.add(upholstered ? 'fabric' : 'wood', {
    x0,
    x1,
    y0: height * 0.1,
    y1: frameTop,
    z0: z0 + headboard,
    z1,
  });
  parts.add(upholstered ? 'fabric' : 'wood', { x0, x1, y0: 0, y1: height, z0, z1: z0 + headboard });
  const inset = Math.min(0.02, width / 10);
  parts.add('bedding', {
    x0: x0 + inset,
    x1: x1 - inset,
    y0: frameTop,
    y1: mattressTop,
    z0: z0 + headboard,
    z1: z1 - inset,
  });
  const pillows = width > 1.2 ? 2 : 1;
  const pillowDepth = Math.min(0.4, depth * 0.2);
  const inner = width - 2 * inset;
  for (let i = 0; i < pillows; i += 1) {
    const px0 = x0 + inset + (inner * i) / pillows;
    parts.add('cushion', {
      x0: px0 + 0.03,
      x1: px0 + inner / pillows - 0.03,
      y0: mattressTop,
      y1: mattressTop + Math.min(0.12, height * 0.15),
      z0: z0 + headboard + 0.03,
      z1: z0 + headboard + 0.03 + pillowDepth,
    });
  }
}

/** A chair or stool: four legs, a seat at the height it is made for, a back unless it is a stool. */
function chair(parts: PartList, box: ModelBox, stool: boolean): void {
  const { x0, x1, z0, z1, height } = box;
  const seat = stool ? height * 0.75 : height * 0.48;
  const thickness = Math.min(0.04, height * 0.05);
  legs(parts, box, seat - thickness, 0.04);
  parts.add('wood', { x0, x1, y0: seat - thickness, y1: seat, z0, z1 });
  const back = Math.min(0.03, box.depth / 8);
  parts.add('wood', {
    x0,
    x1,
    y0: seat,
    y1: stool ? Math.min(height, seat + height * 0.15) : height,
    z0,
    z1: z0 + back,
  });
  if (stool)
    parts.add('wood', { x0, x1, y0: height * 0.3, y1: height * 0.3 + thickness / 2, z0: z1 - back, z1 });
}

function table(parts: PartList, box: ModelBox): void {
  const top = Math.min(0.04, box.height * 0.1);
  parts.add('wood', { x0: box.x0, x1: box.x1, y0: box.height - top, y1: box.height, z0: box.z0, z1: box.z1 });
  const inset = Math.min(0.03, box.width / 8, box.depth / 8);
  const under = { x0: box.x0 + inset, x1: box.x1 - inset, z0: box.z0 + inset, z1: box.z1 - inset };
  legs(
    parts,
    { ...box, ...under, width: box.width - 2 * inset, depth: box.depth - 2 * inset },
    box.height - top,
    0.06,
  );
}

/** Furniture by subcategory, each a few boxes in the shape people expect. */
export function furnitureParts(parts: PartList, model: ModelPartsInput): void {
  const box = modelBox(model.dimensions);
  const name = model.modelName;
  switch (model.modelSubcategory) {
    case 'sofa':
      sofa(parts, box);
      return;
    case 'extended sofa':
      sectional(parts, box);
      return;
    case 'bed':
      bed(parts, box, false);
      return;
    case 'comfort bed':
      bed(parts, box, true);
      return;
    case 'cushion bed':
      sofa(parts, box);
      return;
    case 'chair':
      if (/arm/i.test(name)) sofa(parts, box);
      else chair(parts, box, /stool/i.test(name));
      return;
    case 'table':
      table(parts, box);
      return;
    default:
      parts.add('fabric', { x0: box.x0, x1: box.x1, y0: 0, y1: box.height, z0: box.z0, z1: box.z1 });
  }
}
