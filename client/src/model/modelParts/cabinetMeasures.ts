/** One inch in meters: the catalogue lists cabinets in inches, the document keeps meters. */
export const INCH = 0.0254;

/**
 * The standard measures procedural cabinets are drawn with, in meters. They are the industry's
 * (3/4" panels and fronts, a 4.5" toe kick set back 3", a 1.5" countertop with a 1" nosing).
 */
export const CABINET_MEASURES = {
  panel: 0.75 * INCH,
  front: 0.75 * INCH,
  reveal: 0.125 * INCH,
  toeKickHeight: 4.5 * INCH,
  toeKickSetback: 3 * INCH,
  countertopThickness: 1.5 * INCH,
  countertopNosing: 1 * INCH,
  handleProjection: 1.25 * INCH,
  crownHeight: 3.5 * INCH,
  crownProjection: 3.5 * INCH,
  topDrawerHeight: 6 * INCH,
  glassFrameWidth: 2.5 * INCH,
  /** Doors wider than this are split in two, as the catalogue describes ("two-door" above 21"). */
  maxSingleDoorWidth: 21 * INCH,
} as const;
