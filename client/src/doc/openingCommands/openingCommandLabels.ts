/**
 * The undo labels of the opening commands. The spec records an undo entry for placing, deleting and
 * changing the scenery of an opening without naming them; these follow the other commands' manner.
 */
export const OPENING_COMMAND_LABELS = {
  placeOpening: 'Added opening',
  editOpening: 'Changed opening',
  rotateOpeningInverse: 'Rotated opening',
  setOpeningScenery: 'Changed scenery',
  duplicateOpening: 'Duplicated opening',
  deleteOpening: 'Deleted opening',
  deleteOpenings: 'Deleted openings',
} as const;
