export { PART_ROLES, type ModelPart, type PartRole, type PartVector } from './ModelPart';
export type { ModelPartsInput } from './ModelPartsInput';
export { modelParts } from './modelParts';
export { modelSurroundingsOf } from './modelSurroundingsOf';
export { NO_SURROUNDINGS, type ModelSurroundings } from './ModelSurroundings';
export { planParts } from './planParts';
export { modelEnvelope } from './modelEnvelope';
export { modelFinishes, type ModelFinishes } from './modelFinishes';
export { partAppearance } from './partAppearance';
export { planAppearance, planColours, PLAN_PALETTE } from './planAppearance';
export {
  PART_SURFACES,
  TEXTURE_PATTERNS,
  type PartAppearance,
  type PartSurface,
  type TexturePattern,
} from './PartSurface';
export { handleStyle, type HandleStyle } from './handleStyle';
