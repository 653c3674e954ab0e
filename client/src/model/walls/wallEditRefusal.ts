/** Why a wall edit was refused; nothing is changed when it is. */
export type WallEditRefusal =
  | 'missingWall'
  | 'invalidValue'
  | 'rotationWithTwoConnections'
  | 'connectedCannotFollow'
  | 'collision'
  | 'tooManyWalls';

/** What the wall panel tells the user for each refusal. */
export const WALL_EDIT_REFUSAL_MESSAGES: Readonly<Record<WallEditRefusal, string>> = {
  missingWall: 'This wall no longer exists.',
  invalidValue: 'Lengths must be greater than zero and angles finite.',
  rotationWithTwoConnections: 'A wall with two connections cannot be rotated.',
  connectedCannotFollow: 'The connected walls cannot follow this change.',
  collision: 'The change was refused: a wall would collide with another wall.',
  tooManyWalls: 'Too many connected walls to move at once (limit 1000).',
};
