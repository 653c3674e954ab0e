import type { PartSurface, TexturePattern } from '../modelParts/PartSurface';

/** The physically based material a finish is drawn with: how it reflects and what it shows. */
export interface FinishMaterial {
  surface: PartSurface;
  pattern: TexturePattern;
}
