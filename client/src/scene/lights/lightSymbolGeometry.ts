import { BufferGeometry, CircleGeometry, Float32BufferAttribute, SphereGeometry } from 'three';

/** The plan symbol's size in meters: a 10 cm disc, rays reaching 21 cm (about 12 px at the top view's zoom). */
const DISC_RADIUS = 0.1;
const RING_WIDTH = 0.022;
const RAY_COUNT = 8;
const RAY_INNER = 0.13;
const RAY_OUTER = 0.21;
const RAY_WIDTH = 0.022;
const RING_SEGMENTS = 32;

/** Quads as triangles, flat in the floor's plane (y = 0), facing up so the top view sees them. */
function flatQuads(quads: readonly (readonly [number, number])[][]): BufferGeometry {
  const positions: number[] = [];
  for (const [a, b, c, d] of quads) {
    for (const [x, z] of [a!, c!, b!, a!, d!, c!]) positions.push(x, 0, z);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.computeVertexNormals();
  geometry.computeBoundingSphere();
  return geometry;
}

function ringAndRays(): BufferGeometry {
  const quads: (readonly [number, number])[][] = [];
  const inner = DISC_RADIUS - RING_WIDTH / 2;
  const outer = DISC_RADIUS + RING_WIDTH / 2;
  for (let index = 0; index < RING_SEGMENTS; index += 1) {
    const from = (index / RING_SEGMENTS) * Math.PI * 2;
    const to = ((index + 1) / RING_SEGMENTS) * Math.PI * 2;
    quads.push([
      [Math.cos(from) * inner, Math.sin(from) * inner],
      [Math.cos(from) * outer, Math.sin(from) * outer],
      [Math.cos(to) * outer, Math.sin(to) * outer],
      [Math.cos(to) * inner, Math.sin(to) * inner],
    ]);
  }
  for (let index = 0; index < RAY_COUNT; index += 1) {
    const angle = (index / RAY_COUNT) * Math.PI * 2;
    const along = [Math.cos(angle), Math.sin(angle)] as const;
    const across = [(-along[1] * RAY_WIDTH) / 2, (along[0] * RAY_WIDTH) / 2] as const;
    quads.push([
      [along[0] * RAY_INNER - across[0], along[1] * RAY_INNER - across[1]],
      [along[0] * RAY_OUTER - across[0], along[1] * RAY_OUTER - across[1]],
      [along[0] * RAY_OUTER + across[0], along[1] * RAY_OUTER + across[1]],
      [along[0] * RAY_INNER + across[0], along[1] * RAY_INNER + across[1]],
    ]);
  }
  return flatQuads(quads);
}

function disc(): BufferGeometry {
  // CircleGeometry faces +z; turned to face up, like the ring.
  return new CircleGeometry(RAY_OUTER, RING_SEGMENTS).rotateX(-Math.PI / 2);
}

/**
 * The shared geometries of every light marker, made once: the plan symbol (a halo wide
 * enough to click, its ring and eight rays) and the 3D bulb.
 */
export const LIGHT_SYMBOL_GEOMETRY = {
  /** A pale halo under the rays: the symbol's clickable area. */
  halo: disc(),
  outline: ringAndRays(),
  bulb: new SphereGeometry(0.055, 16, 12),
};
