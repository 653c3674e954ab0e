import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { PMREMGenerator, type Texture, type WebGLRenderer } from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';

const environments = new WeakMap<WebGLRenderer, Texture>();

/**
 * The light of a generated room (three's RoomEnvironment: a grey box lit by a few soft area lights),
 * prefiltered once per renderer through PMREM. Nothing is downloaded: drei's Environment presets
 * fetch HDR files, which the product must not do. No extra blur (sigma 0): PMREM's own GGX passes
 * already soften it, and the blur passes cost seconds on a software renderer.
 */
function roomEnvironment(renderer: WebGLRenderer): Texture {
  let texture = environments.get(renderer);
  if (texture === undefined) {
    const generator = new PMREMGenerator(renderer);
    const room = new RoomEnvironment();
    texture = generator.fromScene(room, 0).texture;
    room.dispose();
    generator.dispose();
    environments.set(renderer, texture);
  }
  return texture;
}

/** Lights every physically based material of the scene with the generated room while mounted. */
export function useRoomEnvironment(intensity: number): void {
  // The scene is read when the effect runs (R3F's `get`), as the scene is three's to change, not React's.
  const get = useThree((state) => state.get);
  useEffect(() => {
    const { gl, scene, invalidate } = get();
    scene.environment = roomEnvironment(gl);
    scene.environmentIntensity = intensity;
    invalidate();
    return () => {
      scene.environment = null;
      invalidate();
    };
  }, [get, intensity]);
}
