import { CabinetBody } from './CabinetBody';
import { CABINET_MEASURES } from './cabinetMeasures';
import type { HandleSide } from './CabinetFront';
import { drawerCount, graduatedDrawers } from './drawerCount';
import type { HandleStyle } from './handleStyle';
import { modelBox } from './ModelBox';
import type { ModelPartsInput } from './ModelPartsInput';
import type { PartList } from './PartList';

const SHELF_SPACING = 0.3;
const ROD_BELOW_SHELF = 0.06;
const RACK_BAR = 0.012;
const KNEE_TOP = 0.025;

/** Closet units by subcategory: open towers with shelves and rods, drawer and door bases, doors. */
export function closetParts(parts: PartList, model: ModelPartsInput, handle: HandleStyle | null): void {
  const box = modelBox(model.dimensions);
  const side: HandleSide = model.handlesDefaultSide;
  const floorUnit = (standsOnFloor: boolean) => new CabinetBody(parts, box, model, handle, standsOnFloor);
  const { x0, x1, z0, z1, height } = box;
  switch (model.modelSubcategory) {
    case 'shelves':
      floorUnit(false).open(Math.max(1, Math.round(height / SHELF_SPACING) - 1), { reachFront: true });
      return;
    case 'hanging': {
      const body = floorUnit(false).open(0, { reachFront: true });
      const topShelf = height * 0.85;
      body.shelf(topShelf);
      body.rod(topShelf - ROD_BELOW_SHELF);
      if (/double/i.test(model.modelName)) {
        const middle = height * 0.45;
        body.shelf(middle);
        body.rod(middle - ROD_BELOW_SHELF);
      }
      return;
    }
    case 'pull out rack': {
      const t = Math.min(CABINET_MEASURES.panel, box.width / 4);
      const bar = Math.min(RACK_BAR, height);
      parts.add('carcass', { x0, x1: x0 + t, y0: 0, y1: height, z0, z1 });
      parts.add('carcass', { x0: x1 - t, x1, y0: 0, y1: height, z0, z1 });
      const bars = Math.max(1, Math.round((x1 - x0) / 0.06));
      for (let i = 1; i < bars; i += 1) {
        const x = x0 + ((x1 - x0) * i) / bars;
        parts.add('hardware', {
          x0: x - bar / 2,
          x1: x + bar / 2,
          y0: height - bar,
          y1: height,
          z0: z0 + t,
          z1: z1 - t,
        });
      }
      return;
    }
    case 'drawer bases':
    case 'garage drawers':
    case 'desk bases': {
      const body = floorUnit(true).solid();
      const fallback = model.modelSubcategory === 'garage drawers' ? 4 : 3;
      const shares = graduatedDrawers(drawerCount(model.modelName, fallback));
      if (model.modelSubcategory === 'desk bases') shares[0] = 2.5;
      body.front.drawers(body.frontRect, shares);
      return;
    }
    case 'garage doors': {
      const body = floorUnit(true).solid();
      body.front.doors(body.frontRect, side, 'top');
      return;
    }
    case 'wall pantries': {
      const body = floorUnit(false).solid();
      body.front.doors(body.frontRect, side, 'hand');
      return;
    }
    case 'closet doors':
    case 'glass doors': {
      const body = new CabinetBody(parts, box, model, handle, false);
      const rect = body.frontRect;
      if (model.modelSubcategory === 'glass doors') body.front.glassDoor(rect, side, 'hand');
      else body.front.door(rect, side, 'hand');
      return;
    }
    case 'knee space': {
      const top = Math.min(KNEE_TOP, height);
      parts.add('carcass', { x0, x1, y0: height - top, y1: height, z0, z1 });
      parts.add('interior', {
        x0,
        x1,
        y0: height / 2,
        y1: height - top,
        z0,
        z1: z0 + Math.min(CABINET_MEASURES.panel, box.depth),
      });
      return;
    }
    case 'accessories':
      parts.add(/tray/i.test(model.modelName) ? 'interior' : 'hardware', {
        x0,
        x1,
        y0: 0,
        y1: height,
        z0,
        z1,
      });
      return;
    default: {
      const body = floorUnit(false).open(Math.max(1, Math.round(height / SHELF_SPACING) - 1));
      body.front.doors(body.frontRect, side, 'hand');
    }
  }
}
