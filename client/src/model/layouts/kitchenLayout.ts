/** The layout templates of the /app route and the Kitchen layouts panel (spec 001 section 2). */
export const LAYOUT_KINDS = ['single', 'gallery', 'l', 'u', 'island'] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

/** Which end of the main wall the side wall of an L or an island layout stands at. */
export const LAYOUT_SIDES = ['left', 'right'] as const;
export type LayoutSide = (typeof LAYOUT_SIDES)[number];

const MAIN_AND_SIDE_WALLS = ['topWallLength', 'topWallHeight', 'sideWallLength', 'sideWallHeight'] as const;

/** The numbers each layout requires, named as the route's query parameters name them. */
export const LAYOUT_NUMBERS = {
  single: ['length', 'height'],
  gallery: ['topWallLength', 'topWallHeight', 'bottomWallLength', 'bottomWallHeight', 'distance'],
  l: MAIN_AND_SIDE_WALLS,
  u: MAIN_AND_SIDE_WALLS,
  island: [...MAIN_AND_SIDE_WALLS, 'islandLength'],
} as const satisfies Record<LayoutKind, readonly string[]>;

export type LayoutNumberName<K extends LayoutKind = LayoutKind> = (typeof LAYOUT_NUMBERS)[K][number];

/** L and island layouts take a side; the U has side walls at both ends, the others none. */
export const LAYOUT_TAKES_SIDE = {
  single: false,
  gallery: false,
  l: true,
  u: false,
  island: true,
} as const satisfies Record<LayoutKind, boolean>;

export function takesSide(kind: LayoutKind): kind is 'l' | 'island' {
  return LAYOUT_TAKES_SIDE[kind];
}

interface LayoutOf<K extends LayoutKind> {
  kind: K;
  /** The collection (catalogStyleId) whose cabinets start the design. */
  style: string;
  side: (typeof LAYOUT_TAKES_SIDE)[K] extends true ? LayoutSide : null;
  /**
   * Lengths by parameter name. Numbers read from the route or a form are in the user's unit;
   * `layoutInMeters` turns them into the meters the builder works in.
   */
  numbers: Record<LayoutNumberName<K>, number>;
}

/** One validated layout: a style, a kind, its side when it takes one, and every number it requires. */
export type KitchenLayout = { [K in LayoutKind]: LayoutOf<K> }[LayoutKind];

export function isLayoutKind(value: string): value is LayoutKind {
  return (LAYOUT_KINDS as readonly string[]).includes(value);
}

export function isLayoutSide(value: string): value is LayoutSide {
  return (LAYOUT_SIDES as readonly string[]).includes(value);
}
