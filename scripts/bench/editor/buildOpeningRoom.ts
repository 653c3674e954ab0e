import { PlacedOpeningSchema, WallSchema, type PlacedOpening, type Wall } from '@kitchensync/schemas';

const INCH = 0.0254;
/** A square room of four 20 m walls: room for 40 openings, ten a wall, 2 m apart. */
const SIDE = 20;
const PER_WALL = 10;

/**
 * A room of four walls with `count` openings spread over them, alternating 36" doors on the floor
 * and 36" x 48" windows (with a scenery) at a 42" sill: the design the opening draw-call benchmark
 * renders at 0, 10 and 40 openings.
 */
export function buildOpeningRoom(count: number): { walls: Wall[]; openings: PlacedOpening[] } {
  if (count > 4 * PER_WALL) throw new Error(`at most ${4 * PER_WALL} openings fit the benchmark room`);
  const corners = [
    { x: -SIDE / 2, z: -SIDE / 2, angle: 0 },
    { x: SIDE / 2, z: -SIDE / 2, angle: -Math.PI / 2 },
    { x: SIDE / 2, z: SIDE / 2, angle: Math.PI },
    { x: -SIDE / 2, z: SIDE / 2, angle: Math.PI / 2 },
  ];
  const walls = corners.map((corner, index) =>
    WallSchema.parse({
      id: `wall_bench${index}`,
      position: { x: corner.x, z: corner.z },
      dimensions: { x: SIDE },
      angle: corner.angle,
    }),
  );
  const openings = Array.from({ length: count }, (_, index) => {
    const wall = walls[index % 4]!;
    const slot = Math.floor(index / 4);
    const door = index % 2 === 0;
    return PlacedOpeningSchema.parse({
      id: `opening_bench${index}`,
      opening_id: door ? 'door-exterior-36' : 'window-single-36',
      wall_id: wall.id,
      kind: door ? 'Exterior Door' : 'Single Window',
      name: door ? 'Exterior Door 36"' : 'Single-hung Window 36" x 48"',
      position: { x: 1 + slot * (SIDE / PER_WALL - 0.05), y: door ? 0 : 42 * INCH, z: 0 },
      dimensions: { x: 36 * INCH, y: (door ? 80 : 48) * INCH, z: 6 * INCH },
      scenery: door ? null : 'Garden',
    });
  });
  return { walls, openings };
}
