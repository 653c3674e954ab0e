import type { LayoutKind, LayoutNumberName } from '../../model/layouts/kitchenLayout';

export interface LayoutFormSection {
  title: string;
  /** The side choice, or fields each with its label. */
  content: 'side' | readonly { name: LayoutNumberName; label: string }[];
}

const MAIN_WALL: LayoutFormSection = {
  title: 'Main wall',
  content: [
    { name: 'topWallLength', label: 'Length' },
    { name: 'topWallHeight', label: 'Height' },
  ],
};
const SIDE: LayoutFormSection = { title: 'Side', content: 'side' };
const SIDE_WALLS: LayoutFormSection = {
  title: 'Side Wall(s)',
  content: [
    { name: 'sideWallLength', label: 'Length' },
    { name: 'sideWallHeight', label: 'Height' },
  ],
};

/** The names the Kitchen layouts section lists the layouts by (spec 001 section 2). */
export const LAYOUT_TITLES: Record<LayoutKind, string> = {
  single: 'Single Wall',
  gallery: 'Gallery',
  l: 'L Shape',
  u: 'U Shape',
  island: 'Island',
};

/** Each layout form's collapsible sections, in the order the form shows them (spec 001 section 2). */
export const LAYOUT_FORM_SECTIONS: Record<LayoutKind, readonly LayoutFormSection[]> = {
  single: [
    {
      title: 'Main wall',
      content: [
        { name: 'length', label: 'Length' },
        { name: 'height', label: 'Height' },
      ],
    },
  ],
  gallery: [
    MAIN_WALL,
    {
      title: 'Bottom wall',
      content: [
        { name: 'bottomWallLength', label: 'Length' },
        { name: 'bottomWallHeight', label: 'Height' },
      ],
    },
    { title: 'Distance Between Walls', content: [{ name: 'distance', label: 'Distance' }] },
  ],
  l: [SIDE, MAIN_WALL, SIDE_WALLS],
  u: [MAIN_WALL, SIDE_WALLS],
  island: [
    SIDE,
    MAIN_WALL,
    SIDE_WALLS,
    { title: 'Island Wall', content: [{ name: 'islandLength', label: 'Length' }] },
  ],
};
