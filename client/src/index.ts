export { wallEndPoint, wallFromPoints, wallMidPoint, MIN_WALL_LENGTH } from './model/wallGeometry';
export type { FloorPoint, WallPlacement } from './model/wallGeometry';

// Placement of models (pure) and the commands over placed models.
export {
  ACCESSORY_HEIGHT,
  COUNTERTOP_HEIGHT_THRESHOLD,
  MAX_PLACEMENT_ITERATIONS,
  PLACEMENT_EPSILON,
  SNAP_TOLERANCE,
  WALL_MODEL_HEIGHT,
} from './model/placement/placementConstants';
export { carriesCountertop } from './model/placement/carriesCountertop';
export { collisionBehaviour, LIFTING_DECORATION_SUBCATEGORIES } from './model/placement/collisionBehaviour';
export type { CollisionBehaviour } from './model/placement/collisionBehaviour';
export { defaultPlacementHeight } from './model/placement/defaultPlacementHeight';
export { findCollisions } from './model/placement/findCollisions';
export type { Collision } from './model/placement/findCollisions';
export { footprintOverlapArea } from './model/placement/footprintOverlapArea';
export { footprintCorners, modelFootprint } from './model/placement/modelFootprint';
export type { OrientedRect } from './model/placement/orientedRect';
export type { PlacementBody, PlacementPose } from './model/placement/placementBody';
export { placementBodyOf } from './model/placement/placementBodyOf';
export type { PlacementScene } from './model/placement/placementScene';
export { placementSceneOf } from './model/placement/placementSceneOf';
export { resolveGroupMove } from './model/placement/resolveGroupMove';
export type { GroupMoveResult } from './model/placement/resolveGroupMove';
export { resolveModelsMove } from './model/placement/resolveModelsMove';
export type { ModelsMove } from './model/placement/resolveModelsMove';
export { resolvePlacement } from './model/placement/resolvePlacement';
export type { PlacementResult, PlacementRules } from './model/placement/resolvePlacement';
export { islandWallObstacle, wallObstacle } from './model/placement/wallObstacle';
export type { WallObstacle } from './model/placement/wallObstacle';
export { changeStyle } from './doc/modelCommands/changeStyle';
export type { StyleChangeResult, StyleScope } from './doc/modelCommands/changeStyle';
export { deleteModels } from './doc/modelCommands/deleteModels';
export { duplicateModels } from './doc/modelCommands/duplicateModels';
export { invertModel } from './doc/modelCommands/invertModel';
export { ModelCommandError } from './doc/modelCommands/modelCommandError';
export type { ModelCommandErrorCode } from './doc/modelCommands/modelCommandError';
export { moveModels } from './doc/modelCommands/moveModels';
export type { PlacementOutcome } from './doc/modelCommands/moveModels';
export { placeModel } from './doc/modelCommands/placeModel';
export type { PlaceModelRequest } from './doc/modelCommands/placeModel';
export { readPlacementScene } from './doc/modelCommands/readPlacementScene';
export { rotateModels } from './doc/modelCommands/rotateModels';
export { CHECKPOINT_META_KEY, transactionCheckpoint } from './doc/modelCommands/runModelCommand';
export { setHidden } from './doc/modelCommands/setHidden';
export { setLocked } from './doc/modelCommands/setLocked';
export { setModelDimensions, snapDimension } from './doc/modelCommands/setModelDimensions';

// Procedural meshes for placed models.
export { PlacedModelRenderer } from './scene/models/PlacedModelRenderer';
export type { PlacedModelRendererProps } from './scene/models/PlacedModelRenderer';
export { buildPartBatches } from './scene/models/buildPartBatches';
export { RenderQualityContext } from './scene/lighting/RenderQualityContext';
export { planLineBatches } from './model/plan/planLineBatches';
export { measureSceneCost } from './scene/models/measureSceneCost';
export type { SceneCost } from './scene/models/measureSceneCost';
export { modelParts } from './model/modelParts';

// Walls and their doors, windows and openings, as the editor draws them (the draw-call benchmark).
export { WallRenderer } from './scene/WallRenderer';
export { OpeningRenderer } from './scene/OpeningRenderer';
export { openingBoxOf } from './model/openings/openingBox';
export type { OpeningBox } from './model/openings/openingBox';
