import { BufferGeometry, CircleGeometry, Color, Float32BufferAttribute, SphereGeometry } from 'three';

/** The plan symbol's size in meters: a 10 cm disc, rays reaching 21 cm (about 12 px at the top view's zoom). */
const DISC_RADIUS = 0.095;
const RING_WIDTH = 0.03;
const RAY_COUNT = 8;
const RAY_INNER = 0.13;
const RAY_OUTER = 0.23;
const RAY_WIDTH = 0.028;
const RING_SEGMENTS = 32;
/** The bulb's glass, inside the ring. */
const FILL_COLOR = '#ffd54f';
/** The ring and rays: dark enough to read over a white wall top or a pale cabinet. */
const LINE_COLOR = '#b86400';

type Quad = (readonly [number, number])[];

/**
 * Coloured quads as triangles, flat in the floor's plane (y = 0), facing up so the top view sees
 * them; each quad's colour is a vertex colour, which an instance's colour multiplies.
 */
function flatQuads(parts: readonly { quads: readonly Quad[]; color: string }[]): BufferGeometry {
  const positions: number[] = [];
  const colors: number[] = [];
  for (const { quads, color } of parts) {
    const { r, g, b: blue } = new Color(color);
    for (const [a, b, c, d] of quads) {
      for (const [x, z] of [a!, c!, b!, a!, d!, c!]) {
        positions.push(x, 0, z);
        colors.push(r, g, blue);
      }
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('color', new Float32BufferAttribute(colors, 3));
  geometry.computeVertexNormals();
  geometry.computeBoundingSphere();
  return geometry;
}

function symbol(): BufferGeometry {
  const quads: Quad[] = [];
  const fill: Quad[] = [];
  const inner = DISC_RADIUS - RING_WIDTH / 2;
  const outer = DISC_RADIUS + RING_WIDTH / 2;
  for (let index = 0; index < RING_SEGMENTS; index += 1) {
    const from = (index / RING_SEGMENTS) * Math.PI * 2;
    const to = ((index + 1) / RING_SEGMENTS) * Math.PI * 2;
    // A degenerate quad (two corners at the centre) is one triangle of the fill.
    fill.push([
      [0, 0],
      [Math.cos(from) * inner, Math.sin(from) * inner],
      [Math.cos(to) * inner, Math.sin(to) * inner],
      [0, 0],
    ]);
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
  return flatQuads([
    { quads: fill, color: FILL_COLOR },
    { quads, color: LINE_COLOR },
  ]);
}

function disc(): BufferGeometry {
  // CircleGeometry faces +z; turned to face up, like the ring.
  return new CircleGeometry(RAY_OUTER, RING_SEGMENTS).rotateX(-Math.PI / 2);
}

/**
 * The shared geometries of every light marker, made once: the plan symbol (a faint halo wide
 * enough to click, the bulb's glass in its ring with eight rays) and the 3D bulb.
 */
export const LIGHT_SYMBOL_GEOMETRY = {
  /** A pale halo under the rays: the symbol's clickable area. */
  halo: disc(),
  /** The bulb's glass in a ring with eight rays, in its own colours. */
  symbol: symbol(),
  bulb: new SphereGeometry(0.06, 16, 12),
};
