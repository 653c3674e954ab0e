import type { RenderQuality } from '@kitchensync/schemas';

/** What each 3D quality level draws, and so what it costs. */
export interface QualityProfile {
  /** A key light with soft shadows and a sky fill over the room instead of the plain lights of Low. */
  roomLights: boolean;
  /**
   * Image-based light from a generated room (PMREM) on every physically based material. Its one-off
   * prefiltering takes tens of milliseconds on a GPU but 10 to 30 s of a software renderer's time
   * (SwiftShader here), during which the page cannot answer: High only, so Medium stays safe on
   * any machine.
   */
  environment: boolean;
  /** The key light's shadow map, pixels a side (0: no key-light shadow). */
  shadowMapSize: number;
  /** How far (shadow-map texels) the shadow's edge is softened. */
  shadowRadius: number;
  /** Soft darkening on the floor under and around floor-standing models. */
  contactShadows: boolean;
  /** Pattern pictures' size in pixels (0: plain colours). */
  textureSize: number;
  /** Clear-coated wood, enamel and stone (MeshPhysicalMaterial) instead of the standard material. */
  clearcoat: boolean;
}

const PROFILES: Readonly<Record<RenderQuality, QualityProfile>> = {
  // Today's look and cost: ambient plus one directional light, flat colours, no key-light shadow.
  low: {
    roomLights: false,
    environment: false,
    shadowMapSize: 0,
    shadowRadius: 0,
    contactShadows: false,
    textureSize: 0,
    clearcoat: false,
  },
  medium: {
    roomLights: true,
    environment: false,
    // 1024: a 2048 map made every orbit frame of the reference kitchen 60 % slower than Low in
    // SwiftShader (the map is drawn again each frame); the soft edge hides the coarser texels.
    shadowMapSize: 1024,
    shadowRadius: 4,
    contactShadows: true,
    textureSize: 512,
    clearcoat: false,
  },
  high: {
    roomLights: true,
    environment: true,
    // 2048 (was 4096): a quarter of the map's 64 MB, and SwiftShader drew each frame at 2.7 times
    // Low's cost even so.
    shadowMapSize: 2048,
    shadowRadius: 6,
    contactShadows: true,
    textureSize: 1024,
    clearcoat: true,
  },
};

export function qualityProfile(quality: RenderQuality): QualityProfile {
  return PROFILES[quality];
}
