import { burnerLayout } from './burnerLayout';
import { CABINET_MEASURES } from './cabinetMeasures';
import { modelBox, type ModelBox } from './ModelBox';
import type { ModelPartsInput } from './ModelPartsInput';
import type { PartRole } from './ModelPart';
import type { PartList } from './PartList';
import { rangeAndOvenForm, rangeBackguardDepth } from './rangeAndOvenForm';

const DOOR = 0.03;
const GAP = 0.004;
const BAR = 0.02;
const BURNER_HEIGHT = 0.012;
const KNOB = 0.03;
/** Washers and dryers by name; a dishwasher is a washer too, in words only. */
const LAUNDRY = /dryer|(?<!dish)washer/i;

/** Draws one appliance's front: doors, handles and dark details on the face at `box.z1`. */
class ApplianceFront {
  /** A door as thick as a real one, or a third of a model too shallow for that. */
  private readonly doorDepth: number;

  constructor(
    private readonly parts: PartList,
    private readonly box: ModelBox,
    /** Panel-ready appliances take the cabinets' door finish; the rest their own finish. */
    private readonly doorRole: PartRole,
  ) {
    this.doorDepth = Math.min(DOOR, box.depth / 3);
  }

  /** Offsets that suit a full-size appliance stay on a small one's face instead of leaving it. */
  private y(value: number): number {
    return Math.min(this.box.height, Math.max(0, value));
  }

  private x(value: number): number {
    return Math.min(this.box.x1, Math.max(this.box.x0, value));
  }

  body(top = this.box.height): void {
    const { x0, x1, z0, z1 } = this.box;
    this.parts.add('applianceBody', { x0, x1, y0: 0, y1: top, z0, z1: z1 - this.doorDepth });
  }

  door(x0: number, x1: number, y0: number, y1: number): void {
    this.parts.add(this.doorRole, {
      x0: this.x(x0 + GAP),
      x1: this.x(x1 - GAP),
      y0: this.y(y0 + GAP),
      y1: this.y(y1 - GAP),
      z0: this.box.z1 - this.doorDepth,
      z1: this.box.z1,
    });
  }

  /** A dark panel just proud of whatever face it is on: a window, a display, a filter. */
  detail(x0: number, x1: number, y0: number, y1: number): void {
    this.parts.add('applianceDetail', {
      x0: this.x(x0),
      x1: this.x(x1),
      y0: this.y(y0),
      y1: this.y(y1),
      z0: this.box.z1 - this.doorDepth / 2,
      z1: this.box.z1 + 0.002,
    });
  }

  verticalBar(x: number, y0: number, y1: number): void {
    this.parts.add('handle', {
      x0: this.x(x - BAR / 2),
      x1: this.x(x + BAR / 2),
      y0: this.y(y0),
      y1: this.y(y1),
      z0: this.box.z1,
      z1: this.box.z1 + CABINET_MEASURES.handleProjection,
    });
  }

  horizontalBar(x0: number, x1: number, y: number): void {
    const center = Math.min(this.box.height - BAR / 2, Math.max(BAR / 2, y));
    this.parts.add('handle', {
      x0: this.x(x0),
      x1: this.x(x1),
      y0: this.y(center - BAR / 2),
      y1: this.y(center + BAR / 2),
      z0: this.box.z1,
      z1: this.box.z1 + CABINET_MEASURES.handleProjection,
    });
  }
}

function refrigerator(front: ApplianceFront, box: ModelBox, model: ModelPartsInput): void {
  const { x0, x1, height } = box;
  const name = model.modelName;
  const inset = Math.min(0.05, box.width / 4);
  const mid = (x0 + x1) / 2;
  front.body();
  if (height < 1) {
    // A beverage center: one glass door.
    front.door(x0, x1, 0, height);
    front.detail(x0 + inset, x1 - inset, height * 0.12, height - inset);
    front.verticalBar(
      model.handlesDefaultSide === 'left' ? x0 + inset / 2 : x1 - inset / 2,
      height * 0.3,
      height * 0.9,
    );
    return;
  }
  if (/side-by-side/i.test(name)) {
    const split = x0 + box.width * 0.4;
    front.door(x0, split, 0, height);
    front.door(split, x1, 0, height);
    front.verticalBar(split - inset, height * 0.3, height * 0.8);
    front.verticalBar(split + inset, height * 0.3, height * 0.8);
    return;
  }
  if (/top-freezer/i.test(name)) {
    const split = height * 0.7;
    const x = model.handlesDefaultSide === 'left' ? x0 + inset : x1 - inset;
    front.door(x0, x1, split, height);
    front.door(x0, x1, 0, split);
    front.verticalBar(x, split + 0.05, Math.min(height - 0.05, split + 0.3));
    front.verticalBar(x, split - 0.5, split - 0.05);
    return;
  }
  const split = height * 0.35;
  front.door(x0, x1, 0, split);
  front.horizontalBar(x0 + box.width * 0.25, x1 - box.width * 0.25, split - 0.06);
  if (/bottom-freezer/i.test(name) || box.width < 0.8) {
    front.door(x0, x1, split, height);
    const x = model.handlesDefaultSide === 'left' ? x0 + inset : x1 - inset;
    front.verticalBar(x, split + 0.1, split + (height - split) * 0.6);
    return;
  }
  // French doors over a freezer drawer, the handles meeting in the middle.
  front.door(x0, mid, split, height);
  front.door(mid, x1, split, height);
  front.verticalBar(mid - inset, split + 0.1, split + (height - split) * 0.6);
  front.verticalBar(mid + inset, split + 0.1, split + (height - split) * 0.6);
}

function dishwasher(front: ApplianceFront, box: ModelBox): void {
  const { x0, x1, height } = box;
  const kick = Math.min(0.1, height * 0.15);
  const strip = Math.min(0.07, height * 0.15);
  front.body();
  front.door(x0, x1, kick, height);
  front.detail(x0 + 0.02, x1 - 0.02, height - strip, height - 0.01);
  front.horizontalBar(x0 + box.width * 0.15, x1 - box.width * 0.15, height - strip - 0.04);
  front.detail(x0, x1, 0, kick * 0.9);
}

/** Washers and dryers: a porthole door below a control panel. */
function laundry(front: ApplianceFront, box: ModelBox): void {
  const { x0, x1, height } = box;
  const porthole = Math.min(box.width, height) * 0.6;
  const center = height * 0.5;
  front.body();
  front.door(x0, x1, 0, height * 0.8);
  front.detail(-porthole / 2, porthole / 2, center - porthole / 2, center + porthole / 2);
  front.detail(x0 + 0.02, x1 - 0.02, height * 0.85, height - 0.02);
}

/** Burners (or induction zones) in two rows, their tops at `top`. */
function burners(parts: PartList, box: ModelBox, zFront: number, top: number, height: number): void {
  const { size, centres } = burnerLayout(box, zFront);
  for (const { x, z } of centres) {
    parts.addCentered('burner', x, z, top - height, { x: size, y: height, z: size });
  }
}

/** A range: oven below, cooktop with burners on top, a backguard with the knobs on the front. */
function range(parts: PartList, front: ApplianceFront, box: ModelBox): void {
  const { x0, x1, z0, z1, height } = box;
  const top = height * 0.93;
  const backguard = rangeBackguardDepth(box.depth);
  front.body(top - 0.01);
  parts.add('applianceDetail', { x0, x1, y0: top - 0.01, y1: top, z0: z0 + backguard, z1 });
  parts.add('applianceBody', { x0, x1, y0: top - 0.01, y1: height, z0, z1: z0 + backguard });
  burners(parts, { ...box, z0: z0 + backguard }, z1, top + BURNER_HEIGHT, BURNER_HEIGHT);
  const doorTop = top * 0.8;
  front.door(x0, x1, top * 0.12, doorTop);
  front.detail(x0 + box.width * 0.15, x1 - box.width * 0.15, top * 0.25, doorTop - 0.12);
  front.horizontalBar(x0 + box.width * 0.1, x1 - box.width * 0.1, doorTop - 0.05);
  const knobs = box.width < 0.8 ? 4 : box.width < 1.1 ? 6 : 8;
  const knob = Math.min(KNOB, box.width / (knobs * 2), (top - doorTop) / 2);
  for (let i = 0; i < knobs; i += 1) {
    const x = x0 + (box.width * (i + 0.5)) / knobs;
    parts.add('hardware', {
      x0: x - knob / 2,
      x1: x + knob / 2,
      y0: (doorTop + top) / 2 - knob / 2,
      y1: (doorTop + top) / 2 + knob / 2,
      z0: z1,
      z1: z1 + CABINET_MEASURES.handleProjection / 2,
    });
  }
}

function cooktop(parts: PartList, box: ModelBox): void {
  const { x0, x1, z0, z1, height } = box;
  const burnerHeight = Math.min(BURNER_HEIGHT, height / 4);
  parts.add('applianceDetail', { x0, x1, y0: 0, y1: height - burnerHeight, z0, z1 });
  burners(parts, box, z1, height, burnerHeight);
}

function wallOven(front: ApplianceFront, box: ModelBox, double: boolean): void {
  const { x0, x1, height } = box;
  const strip = Math.min(0.08, height * 0.15);
  front.body();
  front.detail(x0 + 0.03, x1 - 0.03, height - strip, height - 0.01);
  const doors = double ? 2 : 1;
  const doorHeight = (height - strip) / doors;
  for (let i = 0; i < doors; i += 1) {
    const y0 = i * doorHeight;
    const y1 = y0 + doorHeight;
    front.door(x0, x1, y0, y1);
    front.detail(x0 + box.width * 0.15, x1 - box.width * 0.15, y0 + doorHeight * 0.2, y1 - doorHeight * 0.3);
    front.horizontalBar(x0 + box.width * 0.1, x1 - box.width * 0.1, y1 - Math.min(0.05, doorHeight * 0.15));
  }
}

function hood(parts: PartList, box: ModelBox, island: boolean): void {
  const { x0, x1, z0, z1, height } = box;
  const filter = Math.min(0.005, height / 4);
  parts.add('applianceDetail', {
    x0: x0 + 0.03,
    x1: x1 - 0.03,
    y0: 0,
    y1: filter,
    z0: z0 + 0.03,
    z1: z1 - 0.03,
  });
  if (height < 0.25) {
    parts.add('applianceBody', { x0, x1, y0: filter, y1: height, z0, z1 });
    return;
  }
  const canopy = Math.min(0.2, height * 0.35);
  parts.add('applianceBody', { x0, x1, y0: filter, y1: canopy, z0, z1 });
  const chimneyWidth = Math.max(Math.min(0.3, box.width), box.width * 0.3);
  const chimneyDepth = box.depth * 0.45;
  const chimneyZ0 = island ? -chimneyDepth / 2 : z0;
  parts.add('applianceBody', {
    x0: -chimneyWidth / 2,
    x1: chimneyWidth / 2,
    y0: canopy,
    y1: height,
    z0: chimneyZ0,
    z1: chimneyZ0 + chimneyDepth,
  });
}

function microwave(front: ApplianceFront, box: ModelBox): void {
  const { x0, x1, height } = box;
  const split = x0 + box.width * 0.72;
  front.body();
  front.door(x0, split, 0, height);
  front.detail(x0 + 0.04, split - 0.06, height * 0.15, height * 0.85);
  front.detail(split + 0.02, x1 - 0.02, height * 0.3, height - 0.03);
  front.verticalBar(split - 0.03, height * 0.2, height * 0.8);
}

/** A drawer appliance (warming drawer, microwave drawer) or an undercounter box with one front. */
function drawerFront(front: ApplianceFront, box: ModelBox, window: boolean): void {
  const { x0, x1, height } = box;
  front.body();
  front.door(x0, x1, 0, height);
  if (window) front.detail(x0 + box.width * 0.2, x1 - box.width * 0.2, height * 0.25, height * 0.6);
  front.horizontalBar(x0 + box.width * 0.2, x1 - box.width * 0.2, height - Math.min(0.05, height * 0.2));
}

/** Appliances by kind, so a range reads as a range and a fridge as a fridge. */
export function applianceParts(parts: PartList, model: ModelPartsInput): void {
  const box = modelBox(model.dimensions);
  const front = new ApplianceFront(
    parts,
    box,
    model.modelSubcategory === 'appliances' ? 'door' : 'applianceBody',
  );
  const name = model.modelName;
  switch (model.applianceType) {
    case 'refrigerator':
      refrigerator(front, box, model);
      return;
    case 'dishwasher and dryer':
      if (LAUNDRY.test(name)) laundry(front, box);
      else dishwasher(front, box);
      return;
    case 'range and oven':
      switch (rangeAndOvenForm(model)) {
        case 'cooktop':
          cooktop(parts, box);
          return;
        case 'range':
          range(parts, front, box);
          return;
        default:
          wallOven(front, box, /double/i.test(name) || box.height > 1);
      }
      return;
    case 'hood':
      hood(parts, box, /island/i.test(name));
      return;
    case 'microwave':
      if (/drawer/i.test(name)) drawerFront(front, box, true);
      else microwave(front, box);
      return;
    default:
      if (LAUNDRY.test(name)) laundry(front, box);
      else drawerFront(front, box, false);
  }
}
