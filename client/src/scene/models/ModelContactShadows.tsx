import type { PlacedModel } from '@kitchensync/schemas';
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  Euler,
  Matrix4,
  PlaneGeometry,
  Quaternion,
  ShaderMaterial,
  Vector3,
  type InstancedMesh,
} from 'three';

export const CONTACT_SHADOWS_OBJECT_KIND = 'contactShadows';

/** How far the darkening reaches past a model's footprint, and how dark it is at the footprint. */
const REACH = 0.14;
const STRENGTH = 0.5;
/** Models standing on the floor (their underside this close to it) darken it; wall cabinets do not. */
const ON_FLOOR = 0.02;
/** Lower than this (a rug), a model casts no contact shadow. */
const LOWEST_CASTER = 0.25;
/** Just over the floor (FloorRenderer draws it 2 mm under zero), under every part. */
const SHADOW_Y = 0.001;

// A unit square lying on the floor, centred on its origin.
const SQUARE = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);

const material = new ShaderMaterial({
  transparent: true,
  depthWrite: false,
  uniforms: { reach: { value: REACH }, strength: { value: STRENGTH } },
  vertexShader: /* glsl */ `
    uniform float reach;
    varying vec2 vPoint;
    varying vec2 vHalf;
    void main() {
      vec2 size = vec2(length(instanceMatrix[0].xyz), length(instanceMatrix[2].xyz));
      vPoint = position.xz * size;
      vHalf = size * 0.5 - reach;
      gl_Position = projectionMatrix * modelViewMatrix * instanceMatrix * vec4(position, 1.0);
    }
  `,
  fragmentShader: /* glsl */ `
    uniform float reach;
    uniform float strength;
    varying vec2 vPoint;
    varying vec2 vHalf;
    void main() {
      float outside = length(max(abs(vPoint) - vHalf, 0.0));
      float falloff = 1.0 - smoothstep(0.0, reach, outside);
      gl_FragColor = vec4(0.0, 0.0, 0.0, strength * falloff * falloff);
    }
  `,
});
material.name = 'contact-shadows';

const matrix = new Matrix4();
const rotation = new Quaternion();
const euler = new Euler();
const place = new Vector3();
const scale = new Vector3();

/** The footprints that darken the floor: visible models standing on it, taller than a rug. */
function contactMatrices(models: readonly PlacedModel[]): Float32Array {
  const casters = models.filter(
    (model) => model.visible && model.position.y < ON_FLOOR && model.dimensions.height >= LOWEST_CASTER,
  );
  const matrices = new Float32Array(casters.length * 16);
  casters.forEach((model, index) => {
    rotation.setFromEuler(euler.set(0, model.rotation.y, 0));
    matrix.compose(
      place.set(model.position.x, SHADOW_Y, model.position.z),
      rotation,
      scale.set(model.dimensions.width + 2 * REACH, 1, model.dimensions.depth + 2 * REACH),
    );
    matrix.toArray(matrices, index * 16);
  });
  return matrices;
}

/**
 * Contact shadows: the floor darkens softly under and around every floor-standing model, as
 * ambient occlusion does where a cabinet meets the floor (under the toe kick too). One instanced
 * square per model with the falloff computed from the footprint in the shader: one draw call for
 * any number of models, no extra render pass. Clicks pass through.
 */
export function ModelContactShadows({ models }: { models: readonly PlacedModel[] }) {
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((state) => state.invalidate);
  const matrices = useMemo(() => contactMatrices(models), [models]);
  const count = matrices.length / 16;
  const capacity = Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(count, 1))));
  useLayoutEffect(() => {
    const instanced = mesh.current;
    if (instanced === null) return;
    instanced.instanceMatrix.array.set(matrices);
    instanced.instanceMatrix.needsUpdate = true;
    instanced.count = count;
    instanced.computeBoundingSphere();
    invalidate();
  }, [matrices, count, capacity, invalidate]);
  return (
    <instancedMesh
      ref={mesh}
      args={[SQUARE, material, capacity]}
      userData={{ kind: CONTACT_SHADOWS_OBJECT_KIND }}
      raycast={() => null}
      renderOrder={-1}
    />
  );
}
