import { invalidate } from '@react-three/fiber';
import type { DataTexture, MeshStandardMaterial } from 'three';
import { readyPatternTexture, patternTexture, type DrawnPattern } from './patternTexture';

/**
 * How a pattern is laid on the shared unit box the parts are drawn with (whose own UVs would stretch
 * one picture over every part, whatever its size): `part` in meters of each part's own frame (a
 * door's grain keeps its scale on a narrow and a wide door, and turns with its model), `world` in
 * meters of the floor plan (a countertop's slab runs on across the cabinets, the floor is one).
 */
export type PatternMapping = 'part' | 'world';

/** How the pattern is laid: pictures per meter along u and v, turned by `rotation` (radians), mirrored. */
export interface PatternLayout {
  scaleU: number;
  scaleV: number;
  rotation: number;
  mirrored: boolean;
}

// Projects the point onto the plane its face looks along (box mapping), in meters.
const VERTEX_UV = /* glsl */ `
#include <uv_vertex>
#ifdef USE_MAP
{
  vec3 patternNormal = normal;
  vec3 patternPoint = position;
  vec2 patternShift = vec2(0.0);
  #ifdef PATTERN_WORLD
    vec4 patternWorld = vec4(position, 1.0);
    #ifdef USE_INSTANCING
      patternWorld = instanceMatrix * patternWorld;
      patternNormal = mat3(instanceMatrix) * patternNormal;
    #endif
    patternWorld = modelMatrix * patternWorld;
    patternNormal = mat3(modelMatrix) * patternNormal;
    patternPoint = patternWorld.xyz;
  #else
    #ifdef USE_INSTANCING
      patternPoint *= vec3(length(instanceMatrix[0].xyz), length(instanceMatrix[1].xyz), length(instanceMatrix[2].xyz));
      // Each part starts its picture somewhere else, so neighbouring doors do not repeat one another.
      vec3 partPlace = instanceMatrix[3].xyz;
      patternShift = vec2(dot(partPlace, vec3(0.37, 0.11, 0.53)), dot(partPlace, vec3(0.19, 0.41, 0.07)));
    #endif
  #endif
  vec3 facing = abs(patternNormal);
  vec2 planar = facing.y >= facing.x && facing.y >= facing.z
    ? patternPoint.xz
    : facing.x >= facing.z ? patternPoint.zy : patternPoint.xy;
  // The picture's own transform (its clone's repeat and rotation) lays it at the layout's size.
  vMapUv = (mapTransform * vec3(planar, 1.0)).xy + patternShift;
}
#endif
`;

// Mirrored, every other repeat is the picture turned over (1 - |mod(uv, 2) - 1| folds it).
const FRAGMENT_MAP = /* glsl */ `
#ifdef USE_MAP
  #ifdef PATTERN_MIRROR
    vec2 patternUv = 1.0 - abs(mod(vMapUv, 2.0) - 1.0);
  #else
    vec2 patternUv = vMapUv;
  #endif
  diffuseColor *= texture2D(map, patternUv);
#endif
`;

/** The shared picture with this layout's repeat and rotation (a clone: the pixels stay shared). */
function laidOut(picture: DataTexture, layout: PatternLayout): DataTexture {
  const texture = picture.clone();
  texture.repeat.set(layout.scaleU, layout.scaleV);
  texture.rotation = layout.rotation;
  texture.updateMatrix();
  return texture;
}

/**
 * Lays `pattern` on `material` the way `mapping` says, at `layout`; the picture is attached when it
 * has been drawn (`patternTexture`), the material showing its plain colour until then. The layout
 * rides on the map's own transform (`mapTransform`, refreshed per material) and a define, never on
 * uniforms of its own: three calls `onBeforeCompile` only for the first material of a program, so
 * a second material sharing it would draw with the first one's uniforms.
 */
export function layPattern(
  material: MeshStandardMaterial,
  pattern: DrawnPattern,
  size: number,
  mapping: PatternMapping,
  layout: PatternLayout,
): void {
  material.userData.pattern = { pattern, mapping, layout, size };
  material.defines = {
    ...material.defines,
    ...(mapping === 'world' ? { PATTERN_WORLD: '' } : {}),
    ...(layout.mirrored ? { PATTERN_MIRROR: '' } : {}),
  };
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader.replace('#include <uv_vertex>', VERTEX_UV);
    shader.fragmentShader = shader.fragmentShader.replace('#include <map_fragment>', FRAGMENT_MAP);
  };
  material.customProgramCacheKey = () => `pattern:${mapping}:${layout.mirrored ? 'mirrored' : 'plain'}`;
  const ready = readyPatternTexture(pattern, size);
  if (ready !== null) {
    material.map = laidOut(ready, layout);
    return;
  }
  void patternTexture(pattern, size).then((picture) => {
    material.map = laidOut(picture, layout);
    material.needsUpdate = true;
    invalidate();
  });
}
