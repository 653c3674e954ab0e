/**
 * What a part is made of. The scene turns a role (with the model's finishes) into a shared material
 * and a colour, so every part of one role draws with the same material whatever model it belongs to.
 */
export const PART_ROLES = [
  'carcass',
  'interior',
  'door',
  'drawerFront',
  'panel',
  'handle',
  'hardware',
  'toeKick',
  'countertop',
  'crownMolding',
  'glass',
  'applianceBody',
  'applianceDetail',
  'burner',
  'fabric',
  'cushion',
  'bedding',
  'wood',
  'ceramic',
  'plant',
  'fur',
  'rug',
  'lamp',
  'plaster',
  'planFill',
] as const;

export type PartRole = (typeof PART_ROLES)[number];

export interface PartVector {
  x: number;
  y: number;
  z: number;
}

/**
 * One box of a model, in the model's own frame (meters): x across the width (the model's left at
 * -width/2, as a person facing its front sees it), y up from the model's bottom, z through the depth
 * with the front at +depth/2. The scene draws every part with one shared unit box scaled to `size`.
 */
export interface ModelPart {
  role: PartRole;
  center: PartVector;
  size: PartVector;
}
