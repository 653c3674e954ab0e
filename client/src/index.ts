export { wallEndPoint, wallFromPoints, wallMidPoint, MIN_WALL_LENGTH } from './model/wallGeometry';
export type { FloorPoint, WallPlacement } from './model/wallGeometry';
export { PlacedModelRenderer } from './scene/models/PlacedModelRenderer';
export type { PlacedModelRendererProps } from './scene/models/PlacedModelRenderer';
export { buildPartBatches } from './scene/models/buildPartBatches';
export { measureSceneCost } from './scene/models/measureSceneCost';
export type { SceneCost } from './scene/models/measureSceneCost';
export { modelParts } from './model/modelParts';
