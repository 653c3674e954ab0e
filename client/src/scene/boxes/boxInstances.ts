import { Color, Euler, Matrix4, Quaternion, Vector3 } from 'three';

/** One box to draw: its centre and size (meters), turned by `angle` about the vertical, in a colour. */
export interface PlacedBox {
  /** The node (wall, opening) the box draws a part of: a hit on it names this id. */
  readonly ownerId: string;
  readonly centre: readonly [number, number, number];
  readonly size: readonly [number, number, number];
  readonly angle: number;
  readonly color: string;
  /**
   * The wall whose cut-away in the dollhouse view cuts this box too (an opening's frame goes with
   * its wall); a wall's own pieces leave it out and go with their owner.
   */
  readonly wallId?: string;
}

/** Boxes as an instanced mesh of the unit box takes them: a matrix and a colour per instance. */
export interface BoxInstances {
  readonly count: number;
  readonly matrices: Float32Array;
  readonly colors: Float32Array;
  /** `ownerIds[i]` is the node instance i draws. */
  readonly ownerIds: readonly string[];
  /** `wallIds[i]` is the wall instance i is cut away with (`PlacedBox.wallId`). */
  readonly wallIds: readonly string[];
}

const position = new Vector3();
const scale = new Vector3();
const turn = new Quaternion();
const euler = new Euler();
const matrix = new Matrix4();
const color = new Color();

export function boxInstances(boxes: readonly PlacedBox[]): BoxInstances {
  const matrices = new Float32Array(boxes.length * 16);
  const colors = new Float32Array(boxes.length * 3);
  boxes.forEach((box, index) => {
    position.set(...box.centre);
    scale.set(...box.size);
    turn.setFromEuler(euler.set(0, box.angle, 0));
    matrix.compose(position, turn, scale).toArray(matrices, index * 16);
    color.set(box.color).toArray(colors, index * 3);
  });
  return {
    count: boxes.length,
    matrices,
    colors,
    ownerIds: boxes.map((box) => box.ownerId),
    wallIds: boxes.map((box) => box.wallId ?? box.ownerId),
  };
}

/** A point of a wall's own frame (along it, up, across it) in the scene, for a wall at `origin` turned by `angle`. */
export function wallFramePoint(
  origin: { x: number; z: number },
  angle: number,
  along: number,
  up: number,
  across: number,
): [number, number, number] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Rotation about y by `angle`: local x goes to (cos, 0, -sin), local z to (sin, 0, cos).
  return [origin.x + along * cos + across * sin, up, origin.z - along * sin + across * cos];
}
