import { CABINET_MEASURES } from './cabinetMeasures';
import { CabinetFront, type FrontRect } from './CabinetFront';
import { doorProfile } from './doorProfile';
import type { HandleStyle } from './handleStyle';
import type { ModelBox } from './ModelBox';
import type { ModelPartsInput } from './ModelPartsInput';
import type { PartRole } from './ModelPart';
import type { PartList } from './PartList';
import { countertopPieces } from './countertopPieces';
import type { FloorRect } from './FloorRect';

const LEG_SIZE = 0.035;
/** Cabinets lower than this stand without a toe kick: a recess would eat most of their front. */
const MIN_HEIGHT_FOR_TOE_KICK = 0.3;

/**
 * The box of a cabinet: its carcass (solid, or open panels with shelves), what it stands on (a
 * toe kick board when the model has one, otherwise levelling legs in the same recess) and the
 * front face, whose rectangle `frontRect` the subcategory fills with doors and drawers.
 */
export class CabinetBody {
  readonly front: CabinetFront;
  /** Where the carcass starts above the model's bottom: the toe kick recess, or 0 for hung cabinets. */
  readonly base: number;

  constructor(
    private readonly parts: PartList,
    readonly box: ModelBox,
    private readonly model: ModelPartsInput,
    handle: HandleStyle | null,
    standsOnFloor: boolean,
  ) {
    const recess = standsOnFloor && box.height >= MIN_HEIGHT_FOR_TOE_KICK;
    this.base = recess ? CABINET_MEASURES.toeKickHeight : 0;
    this.front = new CabinetFront(parts, box.z1, box.z0, handle, doorProfile(model));
  }

  /** The whole front face above the toe kick. */
  get frontRect(): FrontRect {
    return { x0: this.box.x0, x1: this.box.x1, y0: this.base, y1: this.box.height };
  }

  private get carcassBack(): number {
    return this.box.z0;
  }

  private get carcassFront(): number {
    return this.box.z1 - CABINET_MEASURES.front;
  }

  /** The recess under a floor cabinet: a toe kick board set back, or four legs. */
  private standOn(): void {
    if (this.base === 0) return;
    const { x0, x1, z0 } = this.box;
    const setbackZ = this.box.z1 - CABINET_MEASURES.toeKickSetback;
    if (this.model.toeKick) {
      const boardBack = Math.max(setbackZ - CABINET_MEASURES.panel, z0);
      this.parts.add('toeKick', { x0, x1, y0: 0, y1: this.base, z0: boardBack, z1: setbackZ });
      return;
    }
    if (x1 - x0 < 4 * LEG_SIZE || setbackZ - z0 < 4 * LEG_SIZE) return;
    const legX = [x0 + LEG_SIZE, x1 - LEG_SIZE];
    const legZ = [z0 + LEG_SIZE, setbackZ - LEG_SIZE];
    for (const x of legX) {
      for (const z of legZ)
        this.parts.addCentered('hardware', x, z, 0, { x: LEG_SIZE, y: this.base, z: LEG_SIZE });
    }
  }

  /**
   * A closed carcass: one box behind the fronts. With a `hollow` (a sink's basin hanging into the
   * cabinet from `hollow.y0` up), the carcass is built around it so the basin is not filled.
   */
  solid(hollow: (FloorRect & { y0: number }) | null = null): this {
    this.standOn();
    const { x0, x1, height } = this.box;
    const outline = { x0, x1, z0: this.carcassBack, z1: this.carcassFront };
    const split = hollow === null ? height : Math.min(Math.max(hollow.y0, this.base), height);
    this.parts.add('carcass', { ...outline, y0: this.base, y1: split });
    if (hollow !== null) {
      for (const piece of countertopPieces(outline, [hollow])) {
        this.parts.add('carcass', { ...piece, y0: split, y1: height });
      }
    }
    return this;
  }

  /**
   * An open carcass: sides, top, bottom and back (left out when the model hides its back) with
   * `shelves` evenly spaced shelves, for units whose inside shows.
   */
  open(shelves: number, { reachFront = false }: { reachFront?: boolean } = {}): this {
    const t = CABINET_MEASURES.panel;
    // Too small to be built of panels: a solid box is what it would look like anyway.
    if (this.box.width < 3 * t || this.box.height - this.base < 3 * t || this.box.depth < 3 * t)
      return this.solid();
    this.standOn();
    const { x0, x1, height } = this.box;
    const z0 = this.carcassBack;
    const z1 = reachFront ? this.box.z1 : this.carcassFront;
    const y0 = this.base;
    this.parts.add('carcass', { x0, x1: x0 + t, y0, y1: height, z0, z1 });
    this.parts.add('carcass', { x0: x1 - t, x1, y0, y1: height, z0, z1 });
    this.parts.add('carcass', { x0: x0 + t, x1: x1 - t, y0: height - t, y1: height, z0, z1 });
    this.parts.add('carcass', { x0: x0 + t, x1: x1 - t, y0, y1: y0 + t, z0, z1 });
    if (!this.model.backHidden) {
      this.parts.add('interior', { x0: x0 + t, x1: x1 - t, y0: y0 + t, y1: height - t, z0, z1: z0 + t });
    }
    const inside = height - t - (y0 + t);
    for (let i = 1; i <= shelves; i += 1) {
      const y = y0 + t + (inside * i) / (shelves + 1);
      this.shelf(y);
    }
    return this;
  }

  /** Whether a piece `size` high centred at `y` fits between the carcass's bottom and top panels. */
  private fitsInside(y: number, size: number): boolean {
    const t = CABINET_MEASURES.panel;
    return y - size / 2 >= this.base + t && y + size / 2 <= this.box.height - t;
  }

  /** A shelf (or fixed panel) across the inside at height `y`; none where it would not fit. */
  shelf(y: number, role: PartRole = 'interior'): void {
    const t = CABINET_MEASURES.panel;
    if (!this.fitsInside(y, t)) return;
    const { x0, x1 } = this.box;
    this.parts.add(role, {
      x0: x0 + t,
      x1: x1 - t,
      y0: y - t / 2,
      y1: y + t / 2,
      z0: this.carcassBack + t,
      z1: this.carcassFront,
    });
  }

  /** A hanging rod across the inside at height `y`, halfway through the depth; none where it would not fit. */
  rod(y: number): void {
    const t = CABINET_MEASURES.panel;
    const size = 0.025;
    if (!this.fitsInside(y, size) || this.box.depth < 2 * size + 2 * t) return;
    const { x0, x1 } = this.box;
    const z = (this.carcassBack + this.carcassFront) / 2;
    this.parts.add('hardware', {
      x0: x0 + t,
      x1: x1 - t,
      y0: y - size / 2,
      y1: y + size / 2,
      z0: z - size / 2,
      z1: z + size / 2,
    });
  }

  /** Cubbies for bottles: an open carcass divided into a grid. */
  cubbies(): this {
    const { x0, x1, height } = this.box;
    const t = CABINET_MEASURES.panel;
    const columns = Math.max(1, Math.round((x1 - x0) / 0.1));
    const rows = Math.max(1, Math.round((height - this.base) / 0.1));
    this.open(rows - 1);
    for (let i = 1; i < columns; i += 1) {
      const x = x0 + ((x1 - x0) * i) / columns;
      this.parts.add('interior', {
        x0: x - t / 4,
        x1: x + t / 4,
        y0: this.base + t,
        y1: height - t,
        z0: this.carcassBack + t,
        z1: this.carcassFront,
      });
    }
    return this;
  }
}
