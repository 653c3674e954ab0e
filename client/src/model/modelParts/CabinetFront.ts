import { CABINET_MEASURES, INCH } from './cabinetMeasures';
import type { HandleStyle } from './handleStyle';
import type { PartRole } from './ModelPart';
import type { PartList } from './PartList';

/** A rectangle on a cabinet's front face, in the model's frame. */
export interface FrontRect {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** How a door is built: a flat slab, or a Shaker frame (stiles and rails) around a recessed panel. */
export type DoorProfile = 'slab' | 'shaker';

/** The width of a Shaker door's stiles and rails, and how far its centre panel sits behind them. */
const SHAKER_FRAME_WIDTH = 2.25 * INCH;
const SHAKER_PANEL_RECESS = 0.25 * INCH;
/**
 * Fronts lower than this are slabs even in a Shaker kitchen, as cabinet makers build them: a frame
 * would leave no panel to speak of.
 */
const MIN_SHAKER_FRONT_HEIGHT = 4.5 * INCH;

export type HandleSide = 'left' | 'right';
/** Where a door's handle sits: near the top (base), the bottom (wall) or at hand height (tall). */
export type DoorHandleHeight = 'top' | 'bottom' | 'hand';

const HANDLE_BAR_THICKNESS = 0.012;
const HANDLE_EDGE_INSET = 0.04;
/** Above the model's bottom, where a hand reaches a tall door's handle. */
const HAND_HEIGHT = 1.0;
const CUP_WIDTH = 0.076;
const CUP_HEIGHT = 0.03;
const EDGE_PULL_HEIGHT = 0.02;
/** A handle never takes more of a front than this share, so a small drawer still shows its edges. */
const MAX_HANDLE_SHARE = 0.8;

/**
 * Lays out a cabinet's fronts (doors, drawers, false fronts, glass doors, openings) on the face
 * whose outer plane is `frontZ`, with the handles the cabinet was given. Fronts are split with the
 * reveal (the gap between fronts) a real cabinet shows, so a drawer stack reads as drawers.
 */
export class CabinetFront {
  constructor(
    private readonly parts: PartList,
    private readonly frontZ: number,
    /** The model's back: a front thicker than the model (a 3/4" closet door) stops there. */
    private readonly backZ: number,
    private readonly handle: HandleStyle | null,
    /** Shaker doors are a frame around a recessed panel; slab doors are one flat board. */
    private readonly profile: DoorProfile = 'slab',
  ) {}

  /** A Shaker front: stiles and rails of the front's thickness around a thinner, recessed panel. */
  private shakerFront(role: PartRole, rect: FrontRect): void {
    const gap = CABINET_MEASURES.reveal / 2;
    const frame = Math.min(SHAKER_FRAME_WIDTH, (rect.x1 - rect.x0) / 4, (rect.y1 - rect.y0) / 4);
    const i = { x0: rect.x0 + gap, x1: rect.x1 - gap, y0: rect.y0 + gap, y1: rect.y1 - gap };
    const z0 = Math.max(this.frontZ - CABINET_MEASURES.front, this.backZ);
    const add = (r: FrontRect, z1: number): void => {
      this.parts.add(role, { ...r, z0, z1 });
    };
    add({ ...i, y1: i.y0 + frame }, this.frontZ);
    add({ ...i, y0: i.y1 - frame }, this.frontZ);
    add({ ...i, x1: i.x0 + frame, y0: i.y0 + frame, y1: i.y1 - frame }, this.frontZ);
    add({ ...i, x0: i.x1 - frame, y0: i.y0 + frame, y1: i.y1 - frame }, this.frontZ);
    add(
      { x0: i.x0 + frame, x1: i.x1 - frame, y0: i.y0 + frame, y1: i.y1 - frame },
      Math.max(this.frontZ - SHAKER_PANEL_RECESS, z0 + 0.002),
    );
  }

  /** A door or drawer front in the kitchen's door style. */
  private styledFront(role: PartRole, rect: FrontRect): void {
    if (this.profile === 'shaker' && rect.y1 - rect.y0 >= MIN_SHAKER_FRONT_HEIGHT)
      this.shakerFront(role, rect);
    else this.slab(role, rect);
  }

  private slab(role: PartRole, rect: FrontRect, thickness = CABINET_MEASURES.front): void {
    const gap = CABINET_MEASURES.reveal / 2;
    this.parts.add(role, {
      x0: rect.x0 + gap,
      x1: rect.x1 - gap,
      y0: rect.y0 + gap,
      y1: rect.y1 - gap,
      z0: Math.max(this.frontZ - thickness, this.backZ),
      z1: this.frontZ,
    });
  }

  private handleBox(centerX: number, centerY: number, width: number, height: number): void {
    this.parts.add('handle', {
      x0: centerX - width / 2,
      x1: centerX + width / 2,
      y0: centerY - height / 2,
      y1: centerY + height / 2,
      z0: this.frontZ,
      z1: this.frontZ + CABINET_MEASURES.handleProjection,
    });
  }

  /** A handle running along the front's width (drawers), centred. */
  private horizontalHandle(rect: FrontRect): void {
    if (this.handle === null) return;
    const width = rect.x1 - rect.x0;
    const height = rect.y1 - rect.y0;
    const midX = (rect.x0 + rect.x1) / 2;
    const { shape, length } = this.handle;
    const along = Math.min(shape === 'cup' ? CUP_WIDTH : length, width * MAX_HANDLE_SHARE);
    if (shape === 'edge') {
      const across = Math.min(EDGE_PULL_HEIGHT, height * MAX_HANDLE_SHARE);
      this.handleBox(midX, rect.y1 - across / 2, along, across);
      return;
    }
    const across = Math.min(
      shape === 'knob' ? length : shape === 'cup' ? CUP_HEIGHT : HANDLE_BAR_THICKNESS,
      height * MAX_HANDLE_SHARE,
    );
    const centerY = height > 0.25 ? rect.y1 - Math.min(0.08, height / 4) : (rect.y0 + rect.y1) / 2;
    this.handleBox(midX, centerY, along, across);
  }

  /** A handle standing up near the door's opening edge (`side`), at the height the cabinet asks. */
  private verticalHandle(rect: FrontRect, side: HandleSide, at: DoorHandleHeight): void {
    if (this.handle === null) return;
    const width = rect.x1 - rect.x0;
    const height = rect.y1 - rect.y0;
    const { shape, length } = this.handle;
    if (shape === 'edge' || shape === 'cup') {
      this.horizontalHandle(rect);
      return;
    }
    const across = Math.min(shape === 'knob' ? length : HANDLE_BAR_THICKNESS, width * MAX_HANDLE_SHARE);
    const along = Math.min(length, height * MAX_HANDLE_SHARE);
    const inset = Math.min(HANDLE_EDGE_INSET, width / 2);
    const centerX = side === 'left' ? rect.x0 + inset : rect.x1 - inset;
    const lowest = rect.y0 + along / 2;
    const highest = rect.y1 - along / 2;
    const margin = Math.min(HANDLE_EDGE_INSET + along / 2, height / 2);
    const wanted = at === 'top' ? rect.y1 - margin : at === 'bottom' ? rect.y0 + margin : HAND_HEIGHT;
    this.handleBox(centerX, Math.min(highest, Math.max(lowest, wanted)), across, along);
  }

  /** One door whose handle is on `side` (the side that opens). */
  door(rect: FrontRect, side: HandleSide, at: DoorHandleHeight): void {
    this.styledFront('door', rect);
    this.verticalHandle(rect, side, at);
  }

  /**
   * Doors across `rect`: one when it is narrow enough, else a pair meeting in the middle with their
   * handles at the meeting edge. A single door opens on `side`.
   */
  doors(rect: FrontRect, side: HandleSide, at: DoorHandleHeight): void {
    if (rect.x1 - rect.x0 <= CABINET_MEASURES.maxSingleDoorWidth) {
      this.door(rect, side, at);
      return;
    }
    const mid = (rect.x0 + rect.x1) / 2;
    this.door({ ...rect, x1: mid }, 'right', at);
    this.door({ ...rect, x0: mid }, 'left', at);
  }

  /** A door of frame and glass: four rails around a pane, the interior showing through. */
  glassDoor(rect: FrontRect, side: HandleSide, at: DoorHandleHeight): void {
    const gap = CABINET_MEASURES.reveal / 2;
    const frame = Math.min(
      CABINET_MEASURES.glassFrameWidth,
      (rect.x1 - rect.x0) / 4,
      (rect.y1 - rect.y0) / 4,
    );
    const inner = { x0: rect.x0 + gap, x1: rect.x1 - gap, y0: rect.y0 + gap, y1: rect.y1 - gap };
    this.slab('door', { ...inner, y1: inner.y0 + frame }, CABINET_MEASURES.front);
    this.slab('door', { ...inner, y0: inner.y1 - frame }, CABINET_MEASURES.front);
    this.slab('door', { ...inner, x1: inner.x0 + frame, y0: inner.y0 + frame, y1: inner.y1 - frame });
    this.slab('door', { ...inner, x0: inner.x1 - frame, y0: inner.y0 + frame, y1: inner.y1 - frame });
    this.parts.add('glass', {
      x0: inner.x0 + frame,
      x1: inner.x1 - frame,
      y0: inner.y0 + frame,
      y1: inner.y1 - frame,
      z0: Math.max(this.frontZ - CABINET_MEASURES.front * 0.75, this.backZ),
      z1: this.frontZ - CABINET_MEASURES.front * 0.25,
    });
    this.verticalHandle(rect, side, at);
  }

  /** Glass doors across `rect`, paired like `doors`. */
  glassDoors(rect: FrontRect, side: HandleSide, at: DoorHandleHeight): void {
    if (rect.x1 - rect.x0 <= CABINET_MEASURES.maxSingleDoorWidth) {
      this.glassDoor(rect, side, at);
      return;
    }
    const mid = (rect.x0 + rect.x1) / 2;
    this.glassDoor({ ...rect, x1: mid }, 'right', at);
    this.glassDoor({ ...rect, x0: mid }, 'left', at);
  }

  /** Drawer fronts stacked bottom to top, each `shares[i]` of the height, each with a handle. */
  drawers(rect: FrontRect, shares: readonly number[]): void {
    const total = shares.reduce((sum, share) => sum + share, 0);
    let y = rect.y0;
    for (const share of shares) {
      const top = y + ((rect.y1 - rect.y0) * share) / total;
      const drawer = { ...rect, y0: y, y1: top };
      this.styledFront('drawerFront', drawer);
      this.horizontalHandle(drawer);
      y = top;
    }
  }

  /** A drawer front that does not open (in front of a sink): no handle. */
  falseFront(rect: FrontRect): void {
    this.styledFront('drawerFront', rect);
  }

  /** A plain panel filling the front (a filler, a blind corner's blind part). */
  panel(rect: FrontRect): void {
    this.slab('panel', rect);
  }

  /** A dark recess for an appliance built into the cabinet (an oven, a microwave). */
  opening(rect: FrontRect): void {
    this.slab('applianceDetail', rect, CABINET_MEASURES.front / 2);
  }
}
