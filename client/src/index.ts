export { wallEndPoint, wallFromPoints, wallMidPoint, MIN_WALL_LENGTH } from './model/wallGeometry';
export type { FloorPoint, WallPlacement } from './model/wallGeometry';
